import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What rolldown tells a chunk group's `name` function about a module (the part used here). */
interface Context {
    getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * A chunk group's `name` function: `name` for every module that `roots` (files of this project)
 * import statically, directly or not, `null` for the others. The modules a group before it took
 * (the entry's `boot`) stay there. Each group's set is worked out once per build (`resetGroups`).
 */
const sets = new Map<string, Set<string>>();

export function reachedFrom(name: string, roots: string[]) {
    const ids = roots.map((root) => resolve(import.meta.dirname, '..', root));
    return (id: string, ctx: Context): string | null => {
        let reached = sets.get(name);
        if (!reached) {
            reached = new Set();
            const queue = [...ids];
            while (queue.length) {
                const next = queue.pop()!;
                if (reached.has(next)) continue;
                reached.add(next);
                // Library barrels (react-admin, @mui/material) import every module they re-export:
                // the walk stays in the project's files, and rolldown adds what they use.
                if (!next.includes('/node_modules/'))
                    queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
            }
            sets.set(name, reached);
        }
        return reached.has(id) ? name : null;
    };
}

/** Forgets the groups' module sets at the start of each build (watch mode builds again). */
export function resetGroups(): Plugin {
    return { name: 'xts-chunk-groups', buildStart: () => sets.clear() };
}
