// @vitest-environment jsdom
// Hand-written, no tool does it: a retry button's label beside its onClick is content around a pattern, not
// a single syntax node or import.
import './mockServer';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? sources(path) : path.endsWith('.tsx') ? [path] : [];
    });
}

/**
 * One wording for "try again" everywhere ("Thử lại", `xts.errors.retry`): a button that reads a
 * failed call again says so the same way on every page, the lot pages included.
 */
describe('retry buttons', () => {
    const files = sources('src');

    it('are found', () => expect(files.length).toBeGreaterThan(50));

    it.each(files)('%s words a button that reads again as xts.errors.retry', (file) => {
        const source = readFileSync(file, 'utf8');
        expect(source, 'ra.action.refresh names a retry differently').not.toContain("'ra.action.refresh'");
        for (const match of source.matchAll(/onClick=\{\(\) => (?:void )?[\w.]*refetch\(\)\}/g)) {
            const label = source.slice(match.index, match.index + 250);
            expect(label, `${file}: ${match[0]}`).toContain("translate('xts.errors.retry')");
        }
    });
});
