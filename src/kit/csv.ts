import { downloadCSV, type Exporter, type RaRecord } from 'ra-core';
import { i18nProvider } from '../providers/i18n';
import { formatDate, formatDateTime } from './format';
import { vietnamToday } from '../domain/dates';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface CsvColumn {
    source: string;
    /** i18n key of the column name; `resources.<resource>.fields.<source>` by default. */
    header?: string;
    /** How the cell reads; the raw value by default. */
    value?: (record: RaRecord, translate: Translate) => unknown;
}

/** Column helpers: a value translated from an i18n group, a date, a date and time. */
export const translated = (source: string, prefix: string): CsvColumn => ({
    source,
    value: (record, translate) =>
        record[source] === undefined || record[source] === null || record[source] === ''
            ? ''
            : translate(`${prefix}.${record[source]}`, { _: String(record[source]) }),
});
export const dateColumn = (source: string): CsvColumn => ({
    source,
    value: (record) => formatDate(record[source]),
});
export const dateTimeColumn = (source: string): CsvColumn => ({
    source,
    value: (record) => formatDateTime(record[source]),
});

/**
 * What a spreadsheet program reads as the start of a formula: =, +, -, @, a tab, a carriage return or
 * a line feed, and the full-width forms of the first four (＝ ＋ － ＠, which some programs fold to
 * them), also after leading spaces (some programs trim them before reading the cell).
 */
const FORMULA_START = /^\s*[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/;
/**
 * The one exception: a plain number with an optional sign, such as a phone number `+84901234567` or
 * a negative amount `-12,5`. It can neither call a function nor reference a cell, so it is written
 * as it is: people read their phone numbers without a stray apostrophe (a spreadsheet may show such
 * a cell as a number; importing the column as text keeps the +).
 */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/** A text cell's content: a formula start is made inert by a leading apostrophe. */
export function inertText(text: string): string {
    return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * One CSV cell. Numbers (numeric columns: counts, ids) are written as numbers; everything else is
 * text in quotes, which keeps commas, line breaks and the leading zeros of phone numbers intact,
 * with any formula start neutralised (inertText).
 */
export function csvCell(value: unknown): string {
    if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
    const text = value === undefined || value === null ? '' : String(value);
    return `"${inertText(text).replace(/"/g, '""')}"`;
}

/** Rows as CSV text: a header of the columns' labels, then one line per record. */
export function toCsv(
    records: RaRecord[],
    resource: string,
    columns: CsvColumn[],
    translate: Translate,
): string {
    const header = columns.map((column) =>
        csvCell(translate(column.header ?? `resources.${resource}.fields.${column.source}`)),
    );
    const lines = records.map((record) =>
        columns
            .map((column) => csvCell(column.value ? column.value(record, translate) : record[column.source]))
            .join(','),
    );
    return [header.join(','), ...lines].join('\r\n');
}

/**
 * The CSV export of a list: Vietnamese column names and values, in the order the owner reads them,
 * with a byte-order mark so spreadsheet programs read the diacritics as UTF-8.
 */
export function csvExporter(resource: string, columns: CsvColumn[]): Exporter {
    return (records: RaRecord[]) => {
        const translate: Translate = (key, options) => i18nProvider.translate(key, options);
        const date = vietnamToday();
        saveCsv(toCsv(records, resource, columns, translate), `${resource}-${date}`);
    };
}

/** Downloads CSV text with a byte-order mark, so spreadsheet programs read the diacritics as UTF-8. */
export function saveCsv(text: string, fileName: string) {
    downloadCSV(`\ufeff${text}`, fileName);
}
