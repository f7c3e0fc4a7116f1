import type { ResourceName } from '../domain/resourceNames';
import { calls } from './api-calls';
import { featureCrud } from '../features/tables';

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

export type CallName = keyof typeof calls;
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface Endpoint {
    name: CallName;
    method: HttpMethod;
    /** Path pattern with `:param` placeholders. */
    path: string;
    /** Sent with the bearer access token. */
    secured: boolean;
    multipart: boolean;
    /** A call beyond the spec's list, which a server may not have. */
    own: boolean;
}

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

/**
 * react-admin resources and the calls behind their CRUD verbs. A resource that lacks a verb
 * does not support it (the API has no delete for most records).
 */
export interface ResourceEndpoints {
    list?: CallName;
    getOne?: CallName;
    create?: CallName;
    update?: CallName;
    delete?: CallName;
    /** Reference inputs (select options) read this list of active records. */
    listActive?: CallName;
    /** Where the record id goes for update calls whose path carries no id. */
    updateIdInBody?: boolean;
    /**
     * Several records by id (a reference input's current value) from one list call filtered by their
     * comma-joined ids, with `with` added, instead of one detail call per id: for a resource whose
     * detail answer holds more than a reference needs, or is logged as a view (producers).
     */
    many?: { filter: string; with?: Record<string, string> };
}

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
