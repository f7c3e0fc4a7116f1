/** Dates as dd/MM/yyyy and numbers with '.' thousands, as Vietnamese users read them. */
const dateFormat = new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('vi-VN', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
});
const numberFormat = new Intl.NumberFormat('vi-VN');

export function formatDate(value: string | number | Date | null | undefined): string {
    if (value === null || value === undefined || value === '') return '';
    const date = value instanceof Date ? value : new Date(value);
    return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function formatDateTime(value: string | number | Date | null | undefined): string {
    if (value === null || value === undefined || value === '') return '';
    const date = value instanceof Date ? value : new Date(value);
    return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

export const formatNumber = (value: number) => numberFormat.format(value);

/** The spec's "today": invitations whose createdAt date equals today's UTC date. */
export function isTodayUtc(value: string, now = new Date()): boolean {
    const date = new Date(value);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === now.toISOString().slice(0, 10);
}

const timeFormat = new Intl.DateTimeFormat('vi-VN', { hour: '2-digit', minute: '2-digit', hour12: false });

/** A time of day as HH:mm. */
export function formatTime(value: string | number | Date): string {
    const date = value instanceof Date ? value : new Date(value);
    return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}
