// The list pages the benchmark opens, and the API call each list makes for its records: a list's
// row waits for that call's answer (not for a list element, which the previous list still on the
// screen satisfies) and counts the calls from the navigation on.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Each resource's list screen: `{ resource, path }`, read from src/resources/<name>/index.ts. */
export function listScreens(root) {
    const dir = join(root, 'src/resources');
    return readdirSync(dir)
        .map((name) => join(dir, name, 'index.ts'))
        .filter((file) => existsSync(file))
        .map((file) => readFileSync(file, 'utf8'))
        .flatMap((text) => {
            const resource = /name:\s*'([^']+)'/.exec(text)?.[1];
            const path = /list:\s*\{\s*path:\s*'([^']+)'/.exec(text)?.[1];
            return resource && path ? [{ resource, path }] : [];
        });
}

/** The API path of a resource's list call (`GET /api/...`), read from the endpoint table. */
/** The texts `listCallPath` reads: the resources' CRUD calls and the call table generated from the contract. */
export const endpointTexts = (root) =>
    ['src/providers/endpoints.ts', 'src/providers/api-calls.ts']
        .map((file) => readFileSync(join(root, file), 'utf8'))
        .join('\n');

export function listCallPath(endpointsText, resource) {
    const key = resource.includes('-') ? `'${resource}'` : resource;
    const block = new RegExp(`\\n\\s*${key.replace(/[-']/g, '\\$&')}:\\s*\\{[^}]*?list:\\s*'([^']+)'`).exec(
        endpointsText,
    );
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
