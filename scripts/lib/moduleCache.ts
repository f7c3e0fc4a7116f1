import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

/** How long a folder no run has used is kept: another run, of another file set, may still use it. */
export const KEPT_UNUSED_MS = 24 * 3_600_000;

/** The folders whose files a module may import, by relative path or through a glob. */
const SOURCE_DIRS = ['src', 'tests', 'scripts', 'api'];

/**
 * Where the unit suite keeps its transformed modules between runs (Vitest's `fsModuleCache`), so
 * that a second run transforms only what changed.
 *
 * Vitest keys a cached module on its own text and the configuration, not on what its imports
 * resolved to: after `b.ts` is renamed `b.tsx`, the cached `a.ts` would still import `b.ts`. So
 * the folder is named after every file's path under the source folders and after the lockfile:
 * adding, removing or renaming a file, or installing other packages, starts an empty folder.
 *
 * Each run marks its folder used. The folders of other file sets are removed once no run has used
 * them for a day: not at once, as a run of another checkout sharing these packages, or one started
 * before a file was added, may still be reading and writing its own.
 */
export function moduleCacheDir(root: string, parent = join(root, 'node_modules', '.vitest-modules')): string {
    const hash = createHash('sha256');
    for (const dir of SOURCE_DIRS) {
        const at = join(root, dir);
        if (!existsSync(at)) continue;
        const names = readdirSync(at, { recursive: true, encoding: 'utf8' }).sort();
        for (const name of names) hash.update(`${dir}/${name}\n`);
    }
    const lockfile = join(root, 'package-lock.json');
    if (existsSync(lockfile)) hash.update(readFileSync(lockfile));
    const name = hash.digest('hex').slice(0, 16);
    const dir = join(parent, name);
    mkdirSync(dir, { recursive: true });
    const now = new Date();
    utimesSync(dir, now, now);
    for (const other of readdirSync(parent)) {
        if (other === name) continue;
        try {
            const at = join(parent, other);
            if (now.getTime() - statSync(at).mtimeMs > KEPT_UNUSED_MS)
                rmSync(at, { recursive: true, force: true });
        } catch {
            // Removed by another run at the same moment: nothing left to do.
        }
    }
    return dir;
}
