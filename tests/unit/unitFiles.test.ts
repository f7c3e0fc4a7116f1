// Hand-written, no tool does it: checks the unit suite's own arrangement (hooks only in ./setup.ts,
// vitest.config.ts's setupFiles).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Unit files share their worker's modules (vitest.config.ts): a helper module runs once per worker,
 * so a hook it declares belongs to whichever file imported it first, and the other files run
 * without it. Hooks therefore live in the test files themselves or in ./setup.ts, which runs
 * before every file.
 */
describe('the unit files', () => {
    const helpers = readdirSync('tests/unit')
        .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
        .filter((name) => name !== 'setup.ts');

    it('have helper modules that declare no hook', () => {
        expect(helpers).toContain('mockServer.ts');
        const withHooks = helpers.filter((name) =>
            /\b(before|after)(All|Each)\s*\(/.test(readFileSync(`tests/unit/${name}`, 'utf8')),
        );
        expect(withHooks).toEqual([]);
    });

    it('start each file and each test clean in ./setup.ts', () => {
        expect(readFileSync('vitest.config.ts', 'utf8')).toContain("setupFiles: ['tests/unit/setup.ts']");
        const setup = readFileSync('tests/unit/setup.ts', 'utf8');
        expect(setup).toMatch(/beforeAll\(/);
        expect(setup).toMatch(/afterEach\(/);
        expect(setup).toContain('__xtsResetMock');
    });
});
