import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** The folders whose files a module may import, by relative path or through a glob. */
const SOURCE_DIRS = ['src', 'tests', 'scripts', 'api'];

/**
 * Where the unit suite keeps its transformed modules between runs (Vitest's `fsModuleCache`), so
 * that a second run transforms only what changed.
 *
 * Vitest keys a cached module on its own text and the configuration, not on what its imports
 * resolved to: after `b.ts` is renamed `b.tsx`, the cached `a.ts` would still import `b.ts`. So
 * the folder is named after every file's path under the source folders and after the lockfile:
 * adding, removing or renaming a file, or installing other packages, starts an empty folder. The
 * folders of earlier file sets are removed, so only one is ever kept.
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
    if (existsSync(parent))
        for (const other of readdirSync(parent))
            if (other !== name) rmSync(join(parent, other), { recursive: true, force: true });
    return join(parent, name);
}
