// What a page's JavaScript costs in requests, read from a Vite build manifest (.vite/manifest.json)
// and the scripts a visit downloaded. A browser learns of a file only once a file importing it has
// arrived, so each file is requested one round trip after the first of its importers: the request
// chain depth is the number of such round trips from the entry to the last file (a breadth-first
// walk of the imports, static and dynamic, among the files the visit downloaded). Vite sends the
// static imports of the entry and of each dynamically imported file with it (modulepreload), so
// only dynamic imports then add a round trip: `preloaded` is that depth.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The manifest of a build made with `build.manifest: true`, or null. */
export function readManifest(dir) {
    const file = join(dir, '.vite', 'manifest.json');
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * The request chains among `loaded` (output file names such as `assets/x-123.js`): `depth` and
 * `preloaded` (above), and `chain`, the files of one longest chain.
 */
export function chainDepth(manifest, loaded) {
    const isLoaded = new Set(loaded.map((file) => file.replace(/^\//, '')));
    const byFile = new Map();
    for (const entry of Object.values(manifest)) if (entry.file) byFile.set(entry.file, entry);
    const links = (file) => {
        const entry = byFile.get(file);
        if (!entry) return [];
        return [
            ...(entry.imports ?? []).map((key) => ({ to: manifest[key]?.file, dynamic: false })),
            ...(entry.dynamicImports ?? []).map((key) => ({ to: manifest[key]?.file, dynamic: true })),
        ].filter((link) => link.to && isLoaded.has(link.to));
    };
    const entries = Object.values(manifest)
        .filter((entry) => entry.isEntry && isLoaded.has(entry.file))
        .map((entry) => entry.file);
    /** Round trips to each file when each link costs `cost(link)` (0 or 1): a 0-1 breadth-first walk. */
    const walk = (cost) => {
        const level = new Map(entries.map((file) => [file, 1]));
        const parent = new Map();
        const queue = [...entries];
        while (queue.length) {
            const file = queue.shift();
            for (const link of links(file)) {
                const next = level.get(file) + cost(link);
                if (level.has(link.to) && level.get(link.to) <= next) continue;
                level.set(link.to, next);
                parent.set(link.to, file);
                if (cost(link) === 0) queue.unshift(link.to);
                else queue.push(link.to);
            }
        }
        return { level, parent };
    };
    const all = walk(() => 1);
    const preload = walk((link) => (link.dynamic ? 1 : 0));
    const deepest = [...all.level.entries()].reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0]);
    const chain = [];
    for (let file = deepest[0]; file; file = all.parent.get(file)) chain.unshift(file);
    return {
        depth: deepest[1],
        preloaded: Math.max(0, ...preload.level.values()),
        chain,
        /** Downloaded files no import among the downloaded ones leads to (e.g. loaded by a worker). */
        unreached: [...isLoaded].filter((file) => !all.level.has(file)),
    };
}
