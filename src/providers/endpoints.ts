import type { ResourceName } from '../features/resourceNames';
import { calls } from './api-calls';
import { featureCrud } from '../features/tables';
import type { CallName, Endpoint, HttpMethod, ResourceEndpoints } from './callTypes';

/**
 * The endpoint table: every call of the API, and how react-admin resources map onto them.
 * Facts about the API (paths, methods, spelling quirks, multipart bodies, calls made without a
 * token) live in the contract (api/openapi.yaml) and nowhere else: `calls` is generated from it by
 * `npm run api:types` (src/providers/api-calls.ts), one entry per operationId, read
 * `'METHOD /path'`, optionally followed by flags:
 *   `public`     sent without the bearer access token (no security, or the refresh token's)
 *   `multipart`  the body is sent as FormData
 *   `own`        `x-own: true`, a call beyond the spec's list (docs/api.md): a server may lack it,
 *                and the screens built on it then say so (kit/ServerLacks.tsx)
 */
export { calls };

export function endpoint(name: CallName): Endpoint {
    const [method, path, ...flags] = calls[name].split(' ');
    return {
        name,
        method: method as HttpMethod,
        path,
        secured: !flags.includes('public'),
        multipart: flags.includes('multipart'),
        own: flags.includes('own'),
    };
}

export const allEndpoints = (): Endpoint[] => (Object.keys(calls) as CallName[]).map(endpoint);

export const resources = {
    // The features' own resources (src/features/<name>/feature.ts).
    ...featureCrud,
    'diary-templates': { list: 'diaryTemplates' },
    'my-invitations': { list: 'myInvitationList', getOne: 'myInvitationDetail' },
    businesses: { list: 'businessList', create: 'businessCreate' },
    credentials: { list: 'credentialList' },
    provinces: { list: 'provinces' },
    'stamp-lots': { list: 'lotList' },
} satisfies Partial<Record<ResourceName, ResourceEndpoints>>;

export function resourceEndpoints(resource: string): ResourceEndpoints {
    const entry = (resources as Partial<Record<string, ResourceEndpoints>>)[resource];
    if (!entry) throw new Error(`Unknown resource "${resource}"`);
    return entry;
}

/**
 * Query convention for list calls (documented in README):
 *   page (1-based), limit, sort (field), order ('asc' | 'desc'), q (free-text search),
 *   and every filter as its own parameter; arrays are comma-joined.
 */
export const listQuery = {
    page: 'page',
    limit: 'limit',
    sort: 'sort',
    order: 'order',
    search: 'q',
} as const;
