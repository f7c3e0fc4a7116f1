import { formatVietnamDate, formatVietnamDateTime } from '../../domain/dates';

/**
 * Dates as dd/MM/yyyy in Vietnam time (whatever the browser's zone: src/domain/dates.ts) and
 * numbers with '.' thousands, as Vietnamese users read them.
 */
const numberFormat = new Intl.NumberFormat('vi-VN');

export const formatDate = (value: string | number | Date | null | undefined): string =>
    formatVietnamDate(value);

export const formatDateTime = (value: string | number | Date | null | undefined): string =>
    formatVietnamDateTime(value);

export const formatNumber = (value: number) => numberFormat.format(value);

/** The spec's "today": invitations whose createdAt date equals today's UTC date. */
export function isTodayUtc(value: string, now = new Date()): boolean {
    const date = new Date(value);
    return (
        !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === now.toISOString().slice(0, 10)
    );
}

const timeFormat = new Intl.DateTimeFormat('vi-VN', { hour: '2-digit', minute: '2-digit', hour12: false });

/** A time of day as HH:mm. */
export function formatTime(value: string | number | Date): string {
    const date = value instanceof Date ? value : new Date(value);
    return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}
