// The list pages the benchmark opens, and the API call each list makes for its records: a list's
// row waits for that call's answer (not for a list element, which the previous list still on the
// screen satisfies) and counts the calls from the navigation on.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every resource screen the console declares: `{ resource, verb, path }`, read from the features'
 * declarations (src/features/<name>/feature.ts).
 */
export function screenDeclarations(root) {
    const texts = (dir, file) =>
        existsSync(join(root, dir))
            ? readdirSync(join(root, dir))
                  .map((name) => join(root, dir, name, file))
                  .filter((path) => existsSync(path))
                  .map((path) => readFileSync(path, 'utf8'))
            : [];
    const screens = [];
    for (const text of texts('src/features', 'feature.ts')) {
        // Each resource of a feature: `name: {` followed by its `grant`, and its `paths: { verb: 'path' }`.
        const parts = text.split(/\n\s*'?([\w-]+)'?:\s*\{\s*grant:/);
        for (let i = 1; i < parts.length; i += 2) {
            const paths = /paths:\s*\{([^}]*)\}/.exec(parts[i + 1])?.[1] ?? '';
            for (const [, verb, path] of paths.matchAll(/(list|create|edit|show):\s*'([^']+)'/g))
                screens.push({ resource: parts[i], verb, path });
        }
    }
    return screens;
}

/** Each resource's list screen: `{ resource, path }`. */
export const listScreens = (root) =>
    screenDeclarations(root)
        .filter((screen) => screen.verb === 'list')
        .map(({ resource, path }) => ({ resource, path }));

/** The API path of a resource's list call (`GET /api/...`), read from the endpoint table. */
/**
 * The texts `listCallPath` reads: the resources' CRUD calls (the endpoint table's and the features'
 * declarations) and the call table generated from the contract.
 */
export const endpointTexts = (root) =>
    [
        'src/providers/endpoints.ts',
        ...readdirSync(join(root, 'src/features'))
            .map((name) => `src/features/${name}/feature.ts`)
            .filter((file) => existsSync(join(root, file))),
        'src/providers/api-calls.ts',
    ]
        .map((file) => readFileSync(join(root, file), 'utf8'))
        .join('\n');

export function listCallPath(endpointsText, resource) {
    const key = resource.includes('-') ? `'${resource}'` : resource;
    // The resource's entry, up to its screens' paths (its grant may be an object of its own).
    const start = new RegExp(`\\n\\s*${key.replace(/[-']/g, '\\$&')}:\\s*\\{`).exec(endpointsText);
    if (!start) return null;
    const entry = endpointsText.slice(start.index).split(/\bpaths:/)[0];
    const block = /(?:crud:\s*\{|^)[^}]*?\blist:\s*'([^']+)'/.exec(entry);
    if (!block) return null;
    const call = new RegExp(`\\n\\s*${block[1]}:\\s*'GET ([^' ]+)`).exec(endpointsText);
    return call ? call[1] : null;
}

/** Whether a recorded call is the list's own call for its records. */
export const isListCall = (entry, apiPath) =>
    entry.method === 'GET' && new URL(entry.url).pathname === apiPath;

/**
 * A list row: the calls recorded from the navigation on (`since`), and whether the list's own
 * call is among them and answered (a row without it measured another page).
 */
export function listRow(since, apiPath) {
    const own = since.find((entry) => isListCall(entry, apiPath));
    return { calls: since, own: Boolean(own && own.end !== undefined) };
}
