import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { HttpError, call, type BodyOf } from './http';
import { calls, resourceEndpoints } from './endpoints';
import type { CallName } from './callTypes';
import { MAX_LIST_LIMIT, normaliseList, normaliseRecord, toListQuery } from './lists';
import { loadPart } from './reloadSignals';

export { MAX_LIST_LIMIT, normaliseList, normaliseRecord, toListQuery, type ListResult } from './lists';

const isFileValue = (value: unknown): value is { rawFile: File } =>
    !!value && typeof value === 'object' && (value as { rawFile?: unknown }).rawFile instanceof File;

/**
 * Multipart bodies: react-admin file inputs give `{ rawFile, src, title }`; the file itself is
 * sent, already uploaded images (a `src` string) are sent as their URL, objects as JSON.
 */
export function toFormData(data: Record<string, unknown>): FormData {
    const form = new FormData();
    for (const [key, value] of Object.entries(data)) {
        if (value === undefined || value === null) continue;
        const values = Array.isArray(value) && value.some(isFileValue) ? value : [value];
        for (const item of values) {
            if (isFileValue(item)) form.append(key, item.rawFile);
            else if (item instanceof Blob) form.append(key, item);
            else if (item && typeof item === 'object' && 'src' in item && typeof item.src === 'string')
                form.append(key, item.src);
            else if (typeof item === 'object') form.append(key, JSON.stringify(item));
            else form.append(key, String(item));
        }
    }
    return form;
}

function verb(resource: string, name: keyof ReturnType<typeof resourceEndpoints>): CallName {
    const callName = resourceEndpoints(resource)[name];
    if (!callName || typeof callName !== 'string') {
        throw new HttpError('xts.errors.unsupported', 405, { resource, verb: name });
    }
    return callName as CallName;
}

async function bodyFor(callName: CallName, data: Record<string, unknown>): Promise<unknown> {
    return calls[callName].includes('multipart')
        ? toFormData(data)
        : (await loadPart(() => import('./requestBodies'))).toRequestBody(callName, data);
}

/**
 * A screen's own form values (print, check, preview…) as the body of `name`, shaped like a
 * react-admin save's: only the fields the call takes, ids and numbers as numbers. Components send it
 * with `call(name, { body: await formBody(name, values) })`.
 */
export async function formBody<N extends CallName>(
    name: N,
    values: Record<string, unknown>,
): Promise<BodyOf<N>> {
    return (await bodyFor(name, values)) as BodyOf<N>;
}

/** What a form needs to save, loaded with the form (DraftKeeper) rather than at the moment of saving. */
export const preloadSaving = () => loadPart(() => import('./requestBodies'));

type CustomMethods = {
    /** Options for select inputs: the resource's list of active records. */
    getActiveOptions: <T = RaRecord>(resource: string, signal?: AbortSignal) => Promise<T[]>;
};

export type XtsDataProvider = DataProvider & CustomMethods;

export const dataProvider: XtsDataProvider = {
    supportAbortSignal: true,

    async getList(resource, params) {
        const callName = verb(resource, 'list');
        const pagination = params.pagination;
        if (!pagination || pagination.perPage <= MAX_LIST_LIMIT) {
            const payload = await call(callName, { query: toListQuery(params), signal: params.signal });
            return normaliseList(payload, pagination);
        }
        // More rows than one answer may hold (the CSV export asks for 1,000): read in parts.
        return (await loadPart(() => import('./requestBodies'))).readListInParts(
            callName,
            params,
            MAX_LIST_LIMIT,
        );
    },

    async getOne(resource, params) {
        const payload = await call(verb(resource, 'getOne'), {
            params: { id: params.id },
            signal: params.signal,
        });
        return { data: normaliseRecord(payload) };
    },

    async getMany(resource, params) {
        const many = resourceEndpoints(resource).many;
        if (many && params.ids.length)
            return dataProvider.getList(resource, {
                pagination: { page: 1, perPage: params.ids.length },
                sort: { field: 'id', order: 'ASC' },
                filter: { ...many.with, [many.filter]: params.ids.join(',') },
                signal: params.signal,
            });
        const records = await Promise.all(
            params.ids.map((id) => dataProvider.getOne(resource, { id, signal: params.signal })),
        );
        return { data: records.map((result) => result.data) };
    },

    async getManyReference(resource, params) {
        return dataProvider.getList(resource, {
            ...params,
            filter: { ...params.filter, [params.target]: params.id },
        });
    },

    async create(resource, params) {
        const callName = verb(resource, 'create');
        const payload = await call(callName, {
            body: await bodyFor(callName, params.data as Record<string, unknown>),
        });
        const created =
            payload && typeof payload === 'object'
                ? { ...(params.data as object), ...(payload as object) }
                : params.data;
        return { data: normaliseRecord(created) };
    },

    async update(resource, params) {
        const callName = verb(resource, 'update');
        const endpointsOf = resourceEndpoints(resource);
        const data = { ...(params.data as Record<string, unknown>) };
        if (endpointsOf.updateIdInBody) data.id = params.id;
        const payload = await call(callName, {
            params: { id: params.id },
            body: await bodyFor(callName, data),
        });
        const merged =
            payload && typeof payload === 'object'
                ? { ...(params.previousData ?? {}), ...data, ...(payload as object) }
                : { ...(params.previousData ?? {}), ...data, id: params.id };
        return { data: normaliseRecord(merged) };
    },

    async updateMany(resource, params) {
        await Promise.all(
            params.ids.map((id) =>
                dataProvider.update(resource, { id, data: params.data, previousData: { id } }),
            ),
        );
        return { data: params.ids };
    },

    async delete(resource, params) {
        await call(verb(resource, 'delete'), { params: { id: params.id } });
        return { data: (params.previousData ?? { id: params.id }) as any };
    },

    async deleteMany(resource, params) {
        await Promise.all(
            params.ids.map((id: Identifier) => call(verb(resource, 'delete'), { params: { id } })),
        );
        return { data: params.ids };
    },

    async getActiveOptions(resource, signal) {
        const payload = await call(verb(resource, 'listActive'), { signal });
        return normaliseList(payload).data as any[];
    },
};
