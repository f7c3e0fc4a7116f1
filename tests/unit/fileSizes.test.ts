import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * No source file over 300 lines: a screen, a hook or a handler module that grows past it is doing
 * two things and is split. Data (the mock's seed and reference tables), the words of each language
 * and the files generated from the API contract are exempt.
 */
const SRC = resolve(import.meta.dirname, '../../src');
const LIMIT = 300;
const EXEMPT = [
    /^mocks\/data\//,
    /^mocks\/seed\//,
    /^features\/[^/]+\/mock\/seed\.ts$/,
    /^providers\/i18n\//,
    /^providers\/api-(types|requests)\.ts$/,
];

const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => relative(SRC, join(SRC, name)).replaceAll('\\', '/'));

describe('source files', () => {
    it('finds the sources it checks', () => {
        expect(sources).toContain('App.tsx');
        expect(sources.length).toBeGreaterThan(300);
    });

    it(`are at most ${LIMIT} lines outside data, i18n and generated files`, () => {
        const long = sources
            .filter((file) => !EXEMPT.some((pattern) => pattern.test(file)))
            .map((file) => ({ file, lines: readFileSync(join(SRC, file), 'utf8').split('\n').length }))
            .filter(({ lines }) => lines > LIMIT)
            .map(({ file, lines }) => `${file}: ${lines}`);
        expect(long).toEqual([]);
    });
});
