/**
 * Business dates are Vietnam dates (Asia/Ho_Chi_Minh, UTC+7, no daylight saving), whatever the
 * browser's or the server's own zone: a sale made at 06:30 in Hà Nội is dated that day, not the
 * day before (which is what the UTC date says until 07:00). Pure functions, shared by the console
 * and the mock backend. Dates are ISO calendar strings ("2026-11-24").
 */

export const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** Vietnam is UTC+7 all year; the fixed offset keeps date arithmetic exact and independent of ICU data. */
const OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const toInstant = (value: string | number | Date): number =>
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : new Date(value).getTime();

/** The Vietnam calendar date of an instant ("2026-11-23T23:30:00Z" → "2026-11-24"); '' when invalid. */
export function vietnamDateOf(value: string | number | Date): string {
    if (typeof value === 'string' && ISO_DATE.test(value.trim())) return value.trim();
    const time = toInstant(value);
    if (!Number.isFinite(time)) return '';
    return new Date(time + OFFSET_MS).toISOString().slice(0, 10);
}

/** The UTC calendar date of an instant: only where the spec counts days in UTC (invitations "of today"). */
export const utcDateOf = (value: Date): string => value.toISOString().slice(0, 10);

/** Today's date in Vietnam. */
export const vietnamToday = (now: number | Date = Date.now()): string => vietnamDateOf(now);

/** A calendar date moved by whole days ("2026-02-28" + 1 → "2026-03-01"). */
export function addDays(date: string, days: number): string {
    const time = Date.parse(`${date}T00:00:00Z`);
    return Number.isFinite(time) ? new Date(time + days * DAY_MS).toISOString().slice(0, 10) : '';
}

/** The last `count` Vietnam dates, oldest first, ending today. */
export const lastVietnamDays = (count: number, now: number | Date = Date.now()): string[] => {
    const today = vietnamToday(now);
    return Array.from({ length: count }, (_, index) => addDays(today, index - (count - 1)));
};

/** A date typed in a form, or the date part of a stored value; '' when there is none. */
export const dateOnly = (value: unknown): string =>
    value === null || value === undefined || value === '' ? '' : vietnamDateOf(String(value));

/** True when `date` (a calendar date or an instant) falls after today in Vietnam. */
export const isAfterVietnamToday = (value: unknown, now: number | Date = Date.now()): boolean => {
    const date = dateOnly(value);
    return date !== '' && date > vietnamToday(now);
};

/** How Vietnam dates and date-times are written for people, whatever the browser's zone. */
const dateFormat = (locale: string) =>
    new Intl.DateTimeFormat(locale, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: VIETNAM_TIME_ZONE,
    });
const dateTimeFormat = (locale: string) =>
    new Intl.DateTimeFormat(locale, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: VIETNAM_TIME_ZONE,
    });
const formats = new Map<string, Intl.DateTimeFormat>();
const formatter = (kind: 'date' | 'dateTime', locale: string) => {
    const key = `${kind}:${locale}`;
    let format = formats.get(key);
    if (!format) {
        format = kind === 'date' ? dateFormat(locale) : dateTimeFormat(locale);
        formats.set(key, format);
    }
    return format;
};

/** dd/MM/yyyy of a calendar date or of an instant's Vietnam date. */
export function formatVietnamDate(
    value: string | number | Date | null | undefined,
    locale = 'vi-VN',
): string {
    if (value === null || value === undefined || value === '') return '';
    if (typeof value === 'string' && ISO_DATE.test(value.trim())) {
        const [y, m, d] = value.trim().split('-');
        return `${d}/${m}/${y}`;
    }
    const time = toInstant(value);
    return Number.isFinite(time) ? formatter('date', locale).format(time) : '';
}

/** dd/MM/yyyy HH:mm in Vietnam time. */
export function formatVietnamDateTime(
    value: string | number | Date | null | undefined,
    locale = 'vi-VN',
): string {
    if (value === null || value === undefined || value === '') return '';
    const time = toInstant(value);
    return Number.isFinite(time) ? formatter('dateTime', locale).format(time) : '';
}
