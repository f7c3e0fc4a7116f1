import { vietnamDateOf } from '../domain/dates';

/** Case- and diacritics-insensitive text for search. */
export const fold = (text: unknown) =>
    String(text ?? '')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/đ/g, 'd')
        .replace(/Đ/g, 'D')
        .toLowerCase();

export interface ListSpec<T> {
    /** Fields searched by `q`. */
    search?: (keyof T)[];
    /** Fields filtered by exact value (comma-separated values mean any of them). */
    filters?: (keyof T)[];
    /** Field compared with `from` / `to` (ISO dates, inclusive). */
    dateField?: keyof T;
    defaultSort?: { field: keyof T; order: 'asc' | 'desc' };
    /** Largest page the call answers (500 unless the contract allows more, e.g. a map's plots). */
    maxLimit?: number;
}

/** The list convention of README: page, limit, sort, order, q, filters; answers `{ items, total, page, limit }`. */
export function paginate<T extends Record<string, any>>(
    rows: T[],
    query: URLSearchParams,
    spec: ListSpec<T> = {},
) {
    let result = rows;
    const q = query.get('q');
    if (q && spec.search?.length) {
        const needle = fold(q.trim());
        result = result.filter((row) => spec.search!.some((field) => fold(row[field]).includes(needle)));
    }
    for (const field of spec.filters ?? []) {
        const value = query.get(String(field));
        if (value === null || value === '') continue;
        const accepted = value.split(',');
        result = result.filter((row) => accepted.includes(String(row[field])));
    }
    if (spec.dateField) {
        const from = query.get('from');
        const to = query.get('to');
        // from / to are Vietnam calendar dates; a stored date-time counts on its Vietnam date.
        if (from)
            result = result.filter((row) => vietnamDateOf(String(row[spec.dateField!])) >= from.slice(0, 10));
        if (to)
            result = result.filter((row) => vietnamDateOf(String(row[spec.dateField!])) <= to.slice(0, 10));
    }
    const sortField = query.get('sort') ?? (spec.defaultSort?.field as string | undefined);
    const order = (query.get('order') ?? spec.defaultSort?.order ?? 'asc') === 'desc' ? -1 : 1;
    if (sortField) {
        result = [...result].sort((a, b) => {
            const x = a[sortField];
            const y = b[sortField];
            if (x === y) return 0;
            if (x === undefined || x === null) return 1;
            if (y === undefined || y === null) return -1;
            return (
                (typeof x === 'number' && typeof y === 'number'
                    ? x - y
                    : String(x).localeCompare(String(y), 'vi')) * order
            );
        });
    }
    const limit = Math.min(Math.max(Number(query.get('limit')) || 20, 1), spec.maxLimit ?? 500);
    const page = Math.max(Number(query.get('page')) || 1, 1);
    return { items: result.slice((page - 1) * limit, page * limit), total: result.length, page, limit };
}
