import type { GetListParams, RaRecord } from 'react-admin';
import { HttpError, clientErrors } from './http';
import { listQuery } from './endpoints';

/*
 * The list convention (README): the query a list sends and the answers it accepts. Used by the
 * data provider and by the reading of a long list in parts (requestBodies.ts).
 */

export interface ListResult<T = RaRecord> {
    data: T[];
    total: number;
}

/** The most rows one list answer holds (the list convention's `limit`). */
export const MAX_LIST_LIMIT = 500;

const ROW_KEYS = ['items', 'rows', 'data', 'list', 'docs', 'records', 'results', 'content'];
const TOTAL_KEYS = [
    'total',
    'totalCount',
    'total_count',
    'totalItems',
    'total_items',
    'count',
    'totalElements',
];

/** Gives every record an `id` (react-admin needs one): `id`, else `_id`, else `code`. */
export function normaliseRecord<T = RaRecord>(value: unknown): T {
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
        throw new HttpError(clientErrors.shape, 200, { body: value });
    }
    const record = value as Record<string, unknown>;
    if (record.id !== undefined && record.id !== null) return record as T;
    const id = record._id ?? record.code ?? record.uuid;
    if (id === undefined || id === null) throw new HttpError(clientErrors.shape, 200, { body: value });
    return { ...record, id } as T;
}

/**
 * THE list normalisation: the one place that knows what a list answer may look like. Accepts an
 * array (a complete list: paged here), or an object holding the rows under one of ROW_KEYS and
 * the total under one of TOTAL_KEYS (or in `pagination`/`meta`). Anything else is an error.
 */
export function normaliseList<T = RaRecord>(
    payload: unknown,
    pagination?: { page: number; perPage: number },
): ListResult<T> {
    if (Array.isArray(payload)) {
        const rows = payload.map((row) => normaliseRecord<T>(row));
        if (!pagination) return { data: rows, total: rows.length };
        const start = (pagination.page - 1) * pagination.perPage;
        return { data: rows.slice(start, start + pagination.perPage), total: rows.length };
    }
    if (!payload || typeof payload !== 'object')
        throw new HttpError(clientErrors.shape, 200, { body: payload });
    const object = payload as Record<string, unknown>;
    const rowsKey = ROW_KEYS.find((key) => Array.isArray(object[key]));
    if (!rowsKey) throw new HttpError(clientErrors.shape, 200, { body: payload });
    const rows = (object[rowsKey] as unknown[]).map((row) => normaliseRecord<T>(row));
    const nested = [object, object.pagination, object.meta, object.paging].filter(
        (value): value is Record<string, unknown> => !!value && typeof value === 'object',
    );
    let total: number | undefined;
    for (const source of nested) {
        const key = TOTAL_KEYS.find(
            (k) => typeof source[k] === 'number' && Number.isFinite(source[k] as number),
        );
        if (key) {
            total = source[key] as number;
            break;
        }
    }
    return { data: rows, total: total ?? rows.length };
}

/** Builds the list query of README's convention from react-admin's list parameters. */
export function toListQuery(params: Partial<GetListParams>): Record<string, unknown> {
    const query: Record<string, unknown> = {};
    if (params.pagination) {
        query[listQuery.page] = params.pagination.page;
        query[listQuery.limit] = params.pagination.perPage;
    }
    if (params.sort?.field) {
        query[listQuery.sort] = params.sort.field;
        query[listQuery.order] = params.sort.order === 'DESC' ? 'desc' : 'asc';
    }
    for (const [key, value] of Object.entries(params.filter ?? {})) {
        query[key === 'q' ? listQuery.search : key] = value;
    }
    return query;
}
