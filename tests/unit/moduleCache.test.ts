// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEPT_UNUSED_MS, moduleCacheDir } from '../../scripts/lib/moduleCache';

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

    it('starts an empty folder when a file is renamed, added or removed, or the packages change', () => {
        const root = checkout();
        const changes = [
            () => renameSync(join(root, 'src', 'b.ts'), join(root, 'src', 'b.tsx')),
            () => writeFileSync(join(root, 'src', 'c.ts'), ''),
            () => rmSync(join(root, 'src', 'b.tsx')),
            () => {
                mkdirSync(join(root, 'tests'));
                writeFileSync(join(root, 'tests', 'a.test.ts'), '');
            },
            () => writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}'),
        ];
        const seen = [used(moduleCacheDir(root))];
        for (const change of changes) {
            change();
            const dir = used(moduleCacheDir(root));
            expect(seen).not.toContain(dir);
            seen.push(dir);
        }
    });

    it('removes the folders of other file sets once no run has used them for a day, and only those', () => {
        const root = checkout();
        const old = used(moduleCacheDir(root));
        writeFileSync(join(root, 'src', 'c.ts'), '');
        const recent = used(moduleCacheDir(root));
        // A run of the old file set, a day and a minute ago.
        const then = new Date(Date.now() - KEPT_UNUSED_MS - 60_000);
        utimesSync(old, then, then);
        rmSync(join(root, 'src', 'c.ts'));
        writeFileSync(join(root, 'src', 'd.ts'), '');
        const current = moduleCacheDir(root);
        expect(existsSync(old)).toBe(false);
        expect(existsSync(join(recent, 'module'))).toBe(true);
        // Its own folder is marked used at each run, so a long unused one is kept when it is used again.
        utimesSync(current, then, then);
        expect(moduleCacheDir(root)).toBe(current);
        writeFileSync(join(root, 'src', 'e.ts'), '');
        moduleCacheDir(root);
        expect(existsSync(current)).toBe(true);
    });
});
