import type { RaRecord } from 'react-admin';
import { toCsv } from '../../kit/csv';
import { formatDate, formatDateTime } from '../../kit/format';
import { lotDateRows, recallReasonText, type LotDetail } from './lotApi';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The report's facts as label–value rows (shown on the page and at the top of the CSV). */
export function facts(lot: LotDetail, bizName: string | undefined, translate: Translate): [string, string][] {
    const rows: [string, string | null | undefined][] = [
        [translate('xts.lots.columns.business'), bizName],
        [translate('xts.lots.columns.product'), lot.productName],
        [translate('xts.lots.columns.lot'), lot.lot],
        [translate('xts.lots.columns.gtin'), lot.gtin],
        // One pair of dates per activation where the activations differ.
        ...lotDateRows(lot, translate, formatDate),
        [translate('xts.lots.report.recall_at'), lot.recall && formatDateTime(lot.recall.createdAt)],
        [translate('xts.lots.report.reason'), lot.recall && recallReasonText(lot.recall, translate)],
        [translate('xts.lots.report.note'), lot.recall?.note],
        [translate('xts.lots.report.by'), lot.recall?.createdByName],
    ];
    return rows.filter((row): row is [string, string] => !!row[1]);
}

/** The report as CSV: section, item, count (every text cell neutralised by the CSV helper). */
export function reportCsv(lot: LotDetail, bizName: string | undefined, translate: Translate) {
    const section = (key: string) => translate(`xts.lots.sections.${key}`);
    const records: RaRecord[] = [
        ...facts(lot, bizName, translate).map(([item, value]) => ({
            id: item,
            section: item,
            item: value,
            count: '',
        })),
        ...(['activated', 'sold', 'destroyed', 'recalled'] as const).map((key) => ({
            id: key,
            section: translate('xts.lots.columns.status'),
            item: translate(`xts.lots.counts.${key}`),
            count: lot.counts[key],
        })),
        ...lot.ranges.map((range) => ({
            id: `r${range.from}`,
            section: section('ranges'),
            item: `${range.fromSerial}–${range.toSerial}`,
            count: range.count,
        })),
        ...lot.shops.map((shop) => ({
            id: `s${shop.shopId}`,
            section: section('shops'),
            item: shop.shopName ?? translate('xts.lots.no_shop'),
            count: shop.count,
        })),
        ...lot.provinces.map((row) => ({
            id: `p${row.province}`,
            section: section('provinces'),
            item: row.name,
            count: row.count,
        })),
    ];
    const columns = [
        { source: 'section', header: 'xts.lots.report.section' },
        { source: 'item', header: 'xts.lots.report.item' },
        { source: 'count', header: 'xts.lots.report.count' },
    ];
    return toCsv(records, 'lots', columns, translate);
}
