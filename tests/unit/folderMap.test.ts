import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Hand-written, no tool does it: compares a document's list with the tree.

const ROOT = resolve(import.meta.dirname, '../..');

/** The folders of src two levels deep, as docs/architecture.md lists them. */
const tree = (): string[] =>
    readdirSync(join(ROOT, 'src'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) => [
            `src/${entry.name}`,
            ...readdirSync(join(ROOT, 'src', entry.name), { withFileTypes: true })
                .filter((inner) => inner.isDirectory())
                .map((inner) => `src/${entry.name}/${inner.name}`),
        ])
        .sort();

/** The folders the map in docs/architecture.md ("The folders") names, each with what it holds. */
function mapped(): Map<string, string> {
    const text = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    const block = /```folders\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
    return new Map(
        block
            .split('\n')
            .filter(Boolean)
            .map((line) => {
                const [folder, ...words] = line.split(/\s+/);
                return [folder, words.join(' ')] as const;
            }),
    );
}

describe("docs/architecture.md's map of the folders", () => {
    it('names every folder of src two levels deep, and no other', () => {
        expect([...mapped().keys()].sort()).toEqual(tree());
    });

    it('says what each holds', () => {
        expect([...mapped()].filter(([, says]) => says.length < 10).map(([folder]) => folder)).toEqual([]);
    });
});
