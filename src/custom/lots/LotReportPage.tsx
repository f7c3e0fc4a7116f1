import { Link as RouterLink } from 'react-router-dom';
import { Button, GlobalStyles, Stack, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate, type RaRecord } from 'react-admin';
import { useSession } from '../../providers/session';
import { saveCsv, toCsv } from '../business/csv';
import { formatDate, formatDateTime, formatNumber } from '../common/format';
import { usePageTitle } from '../layout/PageMeta';
import { formatText } from '../../domain/text';
import { vietnamToday } from '../../domain/dates';
import { LotState, useLot } from './LotPage';
import { LotTables } from './LotTables';
import { lotDateRows, lotPath, recallReasonText, type LotDetail } from './lotApi';
import { ScrollTable } from '../common/ScrollTable';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The report's facts as label–value rows (shown on the page and at the top of the CSV). */
function facts(lot: LotDetail, bizName: string | undefined, translate: Translate): [string, string][] {
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

/** The recall report of a lot, to print (the console's frame is left off the paper) and to export as CSV. */
export default function LotReportPage() {
    const translate = useTranslate();
    const session = useSession();
    const state = useLot();
    const lot = state.query.data;
    const bizName = session.current_biz?.biz_name;
    usePageTitle(translate('xts.lots.report.button'));
    return (
        <Stack spacing={2} sx={{ maxWidth: 900, my: 2 }}>
            <GlobalStyles
                styles={{
                    '@media print': {
                        'header, nav, .RaSidebar-root, .MuiAppBar-root, .xts-no-print': {
                            display: 'none !important',
                        },
                    },
                }}
            />
            <LotState state={state} />
            {lot && (
                <>
                    <Stack
                        direction="row"
                        spacing={1}
                        className="xts-no-print"
                        useFlexGap
                        sx={{ flexWrap: 'wrap' }}
                    >
                        <Button component={RouterLink} to={lotPath(lot)}>
                            {translate('xts.lots.heading', { lot: lot.lot, product: lot.productName })}
                        </Button>
                        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
                            {translate('xts.lots.report.print')}
                        </Button>
                        <Button
                            variant="outlined"
                            startIcon={<DownloadIcon />}
                            onClick={() =>
                                saveCsv(
                                    reportCsv(lot, bizName, translate),
                                    `${translate('xts.lots.report.file')}-${lot.lot}-${vietnamToday()}`,
                                )
                            }
                        >
                            {translate('xts.lots.report.csv')}
                        </Button>
                    </Stack>
                    <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
                        {translate('xts.lots.report.title')}
                    </Typography>
                    {!lot.recall && (
                        <Typography color="text.secondary">
                            {translate('xts.lots.report.not_recalled')}
                        </Typography>
                    )}
                    <ScrollTable>
                        <TableBody>
                            {facts(lot, bizName, translate).map(([label, value]) => (
                                <TableRow key={label}>
                                    <TableCell component="th" scope="row" sx={{ width: '35%' }}>
                                        {label}
                                    </TableCell>
                                    <TableCell>{formatText(value)}</TableCell>
                                </TableRow>
                            ))}
                            {(['activated', 'sold', 'destroyed', 'recalled'] as const).map((key) => (
                                <TableRow key={key}>
                                    <TableCell component="th" scope="row">
                                        {translate(`xts.lots.counts.${key}`)}
                                    </TableCell>
                                    <TableCell>{formatNumber(lot.counts[key])}</TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </ScrollTable>
                    <LotTables lot={lot} />
                    <Typography variant="body2" color="text.secondary">
                        {translate('xts.lots.report.made_at', { time: formatDateTime(new Date()) })}
                    </Typography>
                </>
            )}
        </Stack>
    );
}
