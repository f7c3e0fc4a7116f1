import type { calls } from './api-calls';

/*
 * The types of the endpoint table (./endpoints.ts), in a module that imports no table: the features'
 * declarations (features/kit.ts) and the modules the table is built from name calls without
 * importing it.
 */

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
