import type { GetListParams } from 'react-admin';
import { requestFields } from './api-requests';
import type { CallName } from './callTypes';
import { call } from './http';
import { normaliseList, toListQuery } from './lists';

/*
 * What the data provider loads with the first save or a long list, not with the console: the
 * shaping of request bodies by the contract, and the reading of a list in parts.
 */

/**
 * A form's values as the call's JSON body, as api/openapi.yaml allows it: only the fields the
 * request takes (a record read for an edit also holds what the server owns: id, createdAt,
 * fullAddress…), and ids and numbers as numbers (a select may give "3"); an emptied number field
 * is sent as null where the document allows it, else left out. The table is generated from the
 * document (`npm run api:types`) and loaded with the first save, not with the console.
 */
export function toRequestBody(callName: CallName, data: Record<string, unknown>): Record<string, unknown> {
    const fields = requestFields[callName];
    if (!fields) return data;
    const body: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
        const kind = fields[key];
        if (!kind) continue;
        if (kind === 'value' || typeof value !== 'string') body[key] = value;
        else if (value.trim() === '') {
            if (kind.endsWith('?')) body[key] = null;
        } else body[key] = Number.isFinite(Number(value)) ? Number(value) : value;
    }
    return body;
}

/** A page larger than one answer may hold, read in parts of at most `maxLimit` rows. */
export async function readListInParts(callName: CallName, params: GetListParams, maxLimit: number) {
    const pagination = params.pagination!;
    const first = (pagination.page - 1) * pagination.perPage;
    let size = maxLimit;
    while (first % size || pagination.perPage % size) size--;
    const rows: any[] = [];
    let total = 0;
    for (let part = first / size + 1; rows.length < pagination.perPage; part++) {
        const payload = await call<unknown>(callName, {
            query: toListQuery({ ...params, pagination: { page: part, perPage: size } }),
            signal: params.signal,
        });
        // A complete list in one answer: paged here.
        if (Array.isArray(payload)) return normaliseList(payload, pagination);
        const answer = normaliseList(payload);
        rows.push(...answer.data);
        total = answer.total;
        if (answer.data.length < size || first + rows.length >= total) break;
    }
    return { data: rows, total };
}
