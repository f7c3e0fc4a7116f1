import type { HttpHandler } from 'msw';
import type { CallName } from '../providers/callTypes';
import { vietnameseMessages as vi } from '../providers/i18n/all';
import { fullAddress, provinceByCode, wardByCode } from './data/locations';
import type { MockDb } from './state';
import { nextId } from './db';
import { isRasterDataUrl } from './images';
import { badRequest, notFound, notYours, paginate, route, type Ctx, type ListSpec } from './kit';

/**
 * The mock speaks Vietnamese like the real server: field rules' keys become their Vietnamese text.
 * react-admin's own keys (ra.validation.required…) pass through: the form translates them.
 */
export function serverText(key: string): string {
    if (key.startsWith('ra.')) return key;
    const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], vi);
    return typeof value === 'string' ? value : key;
}

export type FieldErrors = Record<string, string | undefined>;

/** Answers 400 with every field error (as Vietnamese text) when any rule failed. */
export function refuseInvalid(
    errors: FieldErrors,
    message = 'Dữ liệu không hợp lệ, vui lòng kiểm tra các trường báo lỗi',
) {
    const found = Object.entries(errors).filter(([, v]) => !!v) as [string, string][];
    if (found.length)
        throw badRequest(message, Object.fromEntries(found.map(([k, v]) => [k, serverText(v)])));
}

export interface BizRecord {
    id: number;
    bizId: number;
    createdAt?: string;
    updatedAt?: string;
    [key: string]: unknown;
}

interface CrudOptions<T extends BizRecord> {
    collection: (db: MockDb) => T[];
    /** Sequence name for new ids. */
    seq: string;
    calls: {
        list?: CallName;
        detail?: CallName;
        create?: CallName;
        update?: CallName;
        listActive?: CallName;
    };
    list: ListSpec<T>;
    /** A list's filter beyond the fields' values (a computed fact such as missing key data). */
    where?: (record: T, ctx: Ctx) => boolean;
    /** Field errors of an input (i18n keys); `existing` is set on update. */
    validate: (input: Record<string, unknown>, ctx: Ctx, existing?: T) => FieldErrors;
    /** The stored fields of an input (never id, bizId or timestamps from the client). */
    fields: (input: Record<string, unknown>, existing?: T) => Partial<T>;
    /** What a list row and a detail answer look like (defaults to the record). */
    present?: (record: T, ctx: Ctx) => unknown;
    /** What a detail answer (and a create or update) looks like, when it says more than a list row. */
    presentOne?: (record: T, ctx: Ctx) => unknown;
    notFoundMessage: string;
}

/**
 * Finds a record of the caller's business: a missing id is 404; a record of another business is
 * 403 "switch to it" when the caller is a member there (a link shared across their businesses
 * explains itself), else the same 404 (docs/api.md, "Records of another business").
 */
export function findOwn<T extends BizRecord>(
    rows: T[],
    ctx: Ctx,
    id: string | undefined,
    message: string,
): T {
    const record = rows.find((row) => String(row.id) === String(id));
    if (!record) throw notFound(message);
    if (record.bizId !== ctx.session.biz?.id)
        throw notYours(ctx.db, ctx.session.user.id, record.bizId, message);
    return record;
}

/**
 * The list, detail, create and update calls of a business-scoped collection, with the real rules:
 * records of the caller's business only, validation with field errors, server-side paging.
 */
export function bizCrud<T extends BizRecord>(options: CrudOptions<T>): HttpHandler[] {
    const present = options.present ?? ((record: T) => record);
    const presentOne = options.presentOne ?? present;
    const handlers: HttpHandler[] = [];
    const { calls } = options;
    if (calls.list) {
        handlers.push(
            route(calls.list, (ctx) => {
                const rows = options
                    .collection(ctx.db)
                    .filter(
                        (row) => row.bizId === ctx.session.biz!.id && (options.where?.(row, ctx) ?? true),
                    );
                const page = paginate(rows, ctx.query, options.list);
                return { ...page, items: page.items.map((row) => present(row, ctx)) };
            }),
        );
    }
    if (calls.listActive) {
        handlers.push(
            route(calls.listActive, (ctx) =>
                options
                    .collection(ctx.db)
                    .filter((row) => row.bizId === ctx.session.biz!.id && row.status === 'active')
                    .map((row) => present(row, ctx)),
            ),
        );
    }
    if (calls.detail) {
        handlers.push(
            route(calls.detail, (ctx) =>
                presentOne(
                    findOwn(options.collection(ctx.db), ctx, ctx.params.id, options.notFoundMessage),
                    ctx,
                ),
            ),
        );
    }
    if (calls.create) {
        handlers.push(
            route(calls.create, (ctx) => {
                const input = (ctx.body ?? {}) as Record<string, unknown>;
                refuseInvalid(options.validate(input, ctx));
                const now = new Date().toISOString();
                const record = {
                    ...options.fields(input),
                    id: nextId(options.seq),
                    bizId: ctx.session.biz!.id,
                    createdAt: now,
                    updatedAt: now,
                } as T;
                options.collection(ctx.db).push(record);
                return presentOne(record, ctx);
            }),
        );
    }
    if (calls.update) {
        handlers.push(
            route(calls.update, (ctx) => {
                const existing = findOwn(
                    options.collection(ctx.db),
                    ctx,
                    ctx.params.id,
                    options.notFoundMessage,
                );
                const input = { ...existing, ...((ctx.body ?? {}) as Record<string, unknown>) };
                refuseInvalid(options.validate(input, ctx, existing));
                Object.assign(existing, options.fields(input, existing), {
                    updatedAt: new Date().toISOString(),
                });
                return presentOne(existing, ctx);
            }),
        );
    }
    return handlers;
}

export const required = (value: unknown) =>
    value === undefined || value === null || String(value).trim() === ''
        ? 'ra.validation.required'
        : undefined;

export const str = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** Province and ward must exist, and the ward must belong to the province. */
export function checkAddress(input: Record<string, unknown>) {
    const province = str(input.province);
    const ward = str(input.ward);
    return {
        province:
            required(province) ?? (provinceByCode(province) ? undefined : 'xts.validation.invalid_choice'),
        ward:
            ward && wardByCode(ward)?.provinceCode !== province
                ? 'xts.validation.ward_of_province'
                : undefined,
    };
}

export const URL_FIELD_ERROR = 'Chỉ nhận địa chỉ https:// hoặc ảnh đã tải lên';

/**
 * A URL field (website, logo, image): empty, an `https:` address, a file uploaded through the API,
 * or one of `known` (what the record already holds, what an upload call answered the caller).
 * Never `http:`, `javascript:`, an SVG or HTML data URL, or anything else a browser would run.
 */
export function checkUrl(value: unknown, known: Iterable<unknown> = []): string | undefined {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') return URL_FIELD_ERROR;
    // An uploaded file: a base64 PNG, JPEG or WEBP whose bytes are what it says (images.ts).
    if (isRasterDataUrl(value)) return undefined;
    for (const k of known) if (k === value) return undefined;
    try {
        const url = new URL(value);
        if (url.protocol === 'https:' && url.hostname && !url.username && !url.password) return undefined;
    } catch {
        // not a URL
    }
    return URL_FIELD_ERROR;
}

/** Every URL in a list field that checkUrl refuses (the first error is enough for the field). */
export const checkUrls = (values: unknown, known: Iterable<unknown> = []): string | undefined => {
    const list = Array.isArray(values) ? values : values === undefined || values === null ? [] : [values];
    const knownList = [...known];
    for (const v of list) {
        const problem = checkUrl(v, knownList);
        if (problem) return problem;
    }
    return undefined;
};

/**
 * Pictures the upload calls may answer a user with beyond the ones uploaded (cloning a logo or
 * images from another business of theirs): those of every business they are an active member of.
 */
export function picturesOfMyBusinesses(db: MockDb, userId: number): Set<string> {
    const mine = new Set(
        db.memberships.filter((m) => m.userId === userId && m.status === 'active').map((m) => m.bizId),
    );
    const urls = new Set<string>();
    for (const b of db.businesses) {
        if (!mine.has(b.id)) continue;
        if (b.logo) urls.add(b.logo);
        (b.images ?? []).forEach((u) => urls.add(u));
    }
    return urls;
}

/** A choice among `values`, or nothing. */
export const oneOf = (values: readonly string[], value: unknown) =>
    value === undefined || value === null || value === '' || values.includes(String(value))
        ? undefined
        : 'xts.validation.invalid_choice';

/** Duplicate names within one business are refused. */
export function uniqueName(
    rows: { bizId: number; id: number; name?: unknown }[],
    ctx: Ctx,
    name: string,
    id?: number,
) {
    const taken = rows.some(
        (row) =>
            row.bizId === ctx.session.biz!.id &&
            row.id !== id &&
            str(row.name).toLowerCase() === name.toLowerCase(),
    );
    return taken ? 'xts.validation.name_taken' : undefined;
}

export const withAddress = (record: Record<string, unknown>) => ({
    ...record,
    fullAddress: fullAddress(str(record.address), str(record.ward), str(record.province)),
});
