/**
 * Calendar dates as people type them in the console: dd/mm/yyyy, the way the console writes dates
 * in both its languages (formatVietnamDate), never the browser's own order. The record keeps the
 * ISO date ("2026-11-26"). Pure functions, shared by every date field and date filter.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

export type DateTextProblem =
    /** Not written dd/mm/yyyy. */
    | 'malformed'
    /** Written so, but no such day (31/02/2026). */
    | 'no_such_day';

export type DateTextParse = { ok: true; iso: string | null } | { ok: false; problem: DateTextProblem };

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function calendarDate(year: number, month: number, day: number): string | null {
    if (month < 1 || month > 12 || day < 1 || year < 1000) return null;
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return day > days ? null : `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Reads a typed date: dd/mm/yyyy (also with '.' or '-', one-digit day or month) or an ISO date pasted in. */
export function parseDateText(input: string): DateTextParse {
    const text = input.trim();
    if (!text) return { ok: true, iso: null };
    const iso = ISO_DATE.exec(text);
    const typed = TYPED_DATE.exec(text);
    if (!iso && !typed) return { ok: false, problem: 'malformed' };
    const [year, month, day] = iso
        ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
        : [Number(typed![3]), Number(typed![2]), Number(typed![1])];
    const date = calendarDate(year, month, day);
    return date ? { ok: true, iso: date } : { ok: false, problem: 'no_such_day' };
}

/** An ISO date as the field shows it ("2026-11-26" → "26/11/2026"); other text as it is. */
export function dateTextOf(value: unknown): string {
    if (value === null || value === undefined) return '';
    const text = String(value);
    const iso = ISO_DATE.exec(text.slice(0, 10));
    return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : text;
}

/**
 * The slashes a date typed as digits needs ("2611" → "26/11", "26112026" → "26/11/2026"), so people
 * type only digits; a date written with one-digit parts or other separators ("2.3.2026") stays as typed.
 */
export function maskDateText(text: string): string {
    if (!/^[\d/]*$/.test(text)) return text;
    const parts = text.split('/');
    if (parts.slice(0, -1).some((part) => part.length !== 2)) return text;
    const digits = parts.join('').slice(0, 8);
    return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** The i18n key of a date field's value the record cannot keep (typed text that is no date), or null. */
export function dateValueProblem(value: unknown): string | null {
    if (value === null || value === undefined || value === '') return null;
    const read = parseDateText(String(value));
    return read.ok ? null : `xts.dates.errors.${read.problem}`;
}
