// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleCacheDir } from '../../scripts/lib/moduleCache';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A checkout with two modules, the one importing the other, and a lockfile. */
function checkout() {
    root = mkdtempSync(join(tmpdir(), 'xts-module-cache-'));
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src', 'a.ts'), "export { value } from './b';\n");
    writeFileSync(join(root, 'src', 'b.ts'), 'export const value = 1;\n');
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
    return root;
}

/** The cache folder, made as Vitest would make it (with a file in it). */
function used(dir: string) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'module'), 'cached');
    return dir;
}

describe("the unit suite's module cache (scripts/lib/moduleCache.ts)", () => {
    it('keeps its folder while only what the files say changes', () => {
        const root = checkout();
        const first = used(moduleCacheDir(root));
        writeFileSync(join(root, 'src', 'b.ts'), 'export const value = 2;\n');
        expect(moduleCacheDir(root)).toBe(first);
        expect(existsSync(join(first, 'module'))).toBe(true);
    });

    it('starts an empty folder when a file is renamed, added or removed, or the packages change, and removes the old one', () => {
        const root = checkout();
        const changes = [
            () => renameSync(join(root, 'src', 'b.ts'), join(root, 'src', 'b.tsx')),
            () => writeFileSync(join(root, 'src', 'c.ts'), ''),
            () => rmSync(join(root, 'src', 'c.ts')),
            () => {
                mkdirSync(join(root, 'tests'));
                writeFileSync(join(root, 'tests', 'a.test.ts'), '');
            },
            () => writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}'),
        ];
        let before = used(moduleCacheDir(root));
        for (const change of changes) {
            change();
            const after = moduleCacheDir(root);
            expect(after).not.toBe(before);
            expect(existsSync(before)).toBe(false);
            before = used(after);
        }
    });
});
