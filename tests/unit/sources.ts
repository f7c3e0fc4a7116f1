import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

/** The console's source folder, as an absolute path. */
export const SRC = resolve(import.meta.dirname, '../../src');

/**
 * The TypeScript files under a folder and its subfolders (declaration files left out), as absolute
 * paths in a stable order.
 */
export const sourceFiles = (dir: string = SRC): string[] =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
        .map((name) => join(dir, name))
        .sort();

const trees = new Map<string, ts.SourceFile>();

/**
 * A source file's syntax tree, with parent links. Unit files share their worker's modules
 * (vitest.config.ts), so the checks that read the sources (words, cycles, labels, …) parse each
 * file once per worker instead of once per check; a file changed since (watch mode) is parsed
 * again. The trees are read, never changed.
 */
export function parsedSource(path: string): ts.SourceFile {
    const text = readFileSync(path, 'utf8');
    const known = trees.get(path);
    if (known?.text === text) return known;
    const tree = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    trees.set(path, tree);
    return tree;
}
