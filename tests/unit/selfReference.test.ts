import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Hand-written, no tool does it: one pattern over code, contract and prose alike.

const ROOT = resolve(import.meta.dirname, '../..');
const FOLDERS = ['src', 'api', 'docs', 'tests', 'scripts'];
const FILES = ['README.md', 'CONTRIBUTING.md'];

/** A number of the tracker standing in for the reason: the text says why, not where it was asked. */
const TRACKER_NUMBER = /\bissues?\s+#?\d+|\(#\d+\)/i;

const texts = (): string[] =>
    [
        ...FOLDERS.flatMap((folder) =>
            readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
                .filter((name) => /\.(ts|tsx|mjs|js|md|ya?ml|json)$/.test(name))
                .map((name) => join(folder, name)),
        ),
        ...FILES,
    ].filter((file) => !file.endsWith('selfReference.test.ts'));

describe('the project', () => {
    it('reads every text it checks', () => {
        expect(texts().length).toBeGreaterThan(500);
    });

    it('says why in its own words, never by a tracker number', () => {
        const found = texts().flatMap((file) =>
            readFileSync(join(ROOT, file), 'utf8')
                .split('\n')
                .flatMap((line, index) =>
                    TRACKER_NUMBER.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
                ),
        );
        expect(found).toEqual([]);
    });
});
