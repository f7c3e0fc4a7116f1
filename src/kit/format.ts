import { formatVietnamDate, formatVietnamDateTime, utcDateOf } from '../domain/dates';
import { asNumberLocale } from '../domain/numbers';
import { i18nProvider } from '../providers/i18n';

/**
 * Dates as dd/MM/yyyy in Vietnam time (whatever the browser's zone: src/domain/dates.ts), in both
 * languages; numbers as the interface language writes them: '1.000' in Vietnamese, '1,000' in
 * English, the same way the number inputs read them (domain/numbers.ts).
 */
const numberFormats = { vi: new Intl.NumberFormat('vi-VN'), en: new Intl.NumberFormat('en-US') };

export const formatDate = (value: string | number | Date | null | undefined): string =>
    formatVietnamDate(value);

export const formatDateTime = (value: string | number | Date | null | undefined): string =>
    formatVietnamDateTime(value);

export const formatNumber = (value: number) =>
    numberFormats[asNumberLocale(i18nProvider.getLocale())].format(value);

/** The spec's "today": invitations whose createdAt date equals today's UTC date. */
export function isTodayUtc(value: string, now = new Date()): boolean {
    const date = new Date(value);
    return !Number.isNaN(date.getTime()) && utcDateOf(date) === utcDateOf(now);
}

const timeFormat = new Intl.DateTimeFormat('vi-VN', { hour: '2-digit', minute: '2-digit', hour12: false });

/** A time of day as HH:mm. */
export function formatTime(value: string | number | Date): string {
    const date = value instanceof Date ? value : new Date(value);
    return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}
