// Hand-written, no tool does it: ESLint could refuse @playwright/test's values, but no rule requires that
// `test` come from the support module.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every end-to-end spec takes `test` and `expect` from tests/e2e/support.ts, whose automatic
 * fixture holds each request the console sends to the API contract: a spec importing them from
 * Playwright directly would send unchecked requests.
 */
describe('end-to-end specs', () => {
    const dirs = ['tests/e2e', 'tests/deploy'];
    const specs = dirs.flatMap((dir) =>
        readdirSync(dir)
            .filter((name) => name.endsWith('.spec.ts'))
            .map((name) => join(dir, name)),
    );

    it('are found', () => expect(specs.length).toBeGreaterThan(10));

    it.each(specs)('%s takes test and expect from the contract-checking support module', (spec) => {
        const source = readFileSync(spec, 'utf8');
        const fromPlaywright = /import\s*\{([^}]*)\}\s*from\s*'@playwright\/test'/g;
        for (const [, names] of source.matchAll(fromPlaywright)) {
            const values = names
                .split(',')
                .map((name) => name.trim())
                .filter((name) => name && !name.startsWith('type '));
            expect(values, `${spec} imports ${values.join(', ')} from @playwright/test`).toEqual([]);
        }
        expect(source).toMatch(/import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'(\.\/|\.\.\/e2e\/)support'/);
    });
});
