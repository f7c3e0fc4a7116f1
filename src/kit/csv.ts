import { downloadCSV, type Exporter, type RaRecord } from 'ra-core';
import { i18nProvider } from '../providers/i18n';
import { formatDate, formatDateTime } from './format';
import { vietnamToday } from '../domain/dates';
import { csvCell } from '../lib/csv';

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
