import { Box, GlobalStyles, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
    SUMMARY_COLUMNS,
    plotArea,
    type PackLotInput,
    type PackSummaryRow,
    type PackTotals,
} from '../../domain/geo/pack';
import { vietnamToday } from '../../domain/dates';
import { formatText } from '../../domain/text';
import { useSession } from '../../providers/session';
import { formatDate } from '../../kit/format';
import { useDocumentWords } from './packWords';
import { ScrollTable } from '../../kit/ScrollTable';
import { YieldOverrides } from './YieldOverrides';

/** A lot or plot code stays on one line (the table scrolls in its box on a phone instead). */
const CODE = { whiteSpace: 'nowrap' } as const;

/**
 * On paper the pack's summary is the whole page: an A4 sheet with its margins, black on white, the
 * console's frame (app bar, menu, buttons, notices, map controls) left off, the tables as wide as
 * the sheet, a row never cut across two pages and the column headings repeated on each page.
 */
export const PackPrintStyles = () => (
    <GlobalStyles
        styles={{
            '@page': { size: 'A4 portrait', margin: '14mm 12mm 16mm' },
            '@media print': {
                [[
                    'header',
                    'nav',
                    '.RaSidebar-root',
                    '.MuiAppBar-root',
                    '.MuiDrawer-root',
                    '.MuiButton-root',
                    '.MuiIconButton-root',
                    '.MuiFab-root',
                    '.MuiSnackbar-root',
                    '.MuiCircularProgress-root',
                    '.leaflet-control-container',
                    // the shell's banners (invitations, connection, reload notices), not the page's own
                    '.MuiAlert-root:not(.xts-pack-print .MuiAlert-root)',
                    '.xts-no-print',
                ].join(', ')]: { display: 'none !important' },
                'html, body, #root, .RaLayout-appFrame, .RaLayout-contentWithSidebar, .RaLayout-content, main':
                    {
                        background: '#fff !important',
                        color: '#000 !important',
                        margin: '0 !important',
                        padding: '0 !important',
                        minHeight: '0 !important',
                        width: 'auto !important',
                        maxWidth: 'none !important',
                        overflow: 'visible !important',
                        boxShadow: 'none !important',
                    },
                body: { fontSize: '10pt', printColorAdjust: 'exact' },
                '.xts-pack-print': { maxWidth: 'none !important', margin: '0 !important' },
                '.xts-pack-print .MuiTypography-root, .xts-pack-print .MuiTableCell-root': {
                    color: '#000 !important',
                },
                '.xts-pack-print h1': { fontSize: '15pt !important', margin: '0 0 2mm !important' },
                '.xts-pack-print h2': { fontSize: '11.5pt !important', margin: '4mm 0 1mm !important' },
                '.xts-pack-print p': { fontSize: '10pt !important' },
                '.xts-pack-print .MuiTableContainer-root': { overflow: 'visible !important' },
                '.xts-pack-print table': { width: '100% !important', borderCollapse: 'collapse' },
                '.xts-pack-print thead': { display: 'table-header-group' },
                '.xts-pack-print tr': { breakInside: 'avoid', pageBreakInside: 'avoid' },
                '.xts-pack-print .MuiTableCell-root': {
                    fontSize: '8.5pt !important',
                    lineHeight: 1.3,
                    padding: '1.2mm 1.5mm !important',
                    border: '0.3mm solid #555 !important',
                    overflowWrap: 'anywhere',
                    minWidth: '0 !important',
                },
                // headings wrap between words, never inside one
                '.xts-pack-print .MuiTableCell-head': {
                    fontWeight: 700,
                    background: '#eee !important',
                    overflowWrap: 'normal',
                },
            },
        }}
    />
);

/** The CSV summary's columns; the DDS reference and verification share one cell. */
const COLUMNS = SUMMARY_COLUMNS.filter((key) => key !== 'ddsVerification');

/** What the printed sheet is, before the facts: the document, its lots, the business and the day. */
function PrintHeading({ lots }: { lots: string[] }) {
    const { translate } = useDocumentWords();
    const business = useSession().current_biz?.biz_name;
    return (
        <Box sx={{ display: 'none', displayPrint: 'block' }} data-testid="pack-print-heading">
            <Typography variant="h5" component="h1">
                {translate('xts.pack_print.title')}
            </Typography>
            <Typography>{translate('xts.pack_print.regulation')}</Typography>
            <Typography>
                {translate('xts.pack_print.lots', { smart_count: lots.length, lots: lots.join(', ') })}
            </Typography>
            {business && (
                <Typography>
                    {translate('xts.pack_print.business', { name: formatText(business) })}
                </Typography>
            )}
            <Typography>
                {translate('xts.pack_print.printed', { date: formatDate(vietnamToday()) })}
            </Typography>
        </Box>
    );
}

/**
 * The summary of a pack that could be built, as the page shows it and as it prints: the totals,
 * one row per lot (HS code, description, net mass, country, harvest dates, producers, plots, area,
 * DDS numbers) and every plot of every lot with its producer, area and quantity.
 */
export function PackSummary({
    summary,
    totals,
    inputs,
}: {
    summary: PackSummaryRow[];
    totals: PackTotals;
    inputs: PackLotInput[];
}) {
    // The documents' language (packWords.ts), not the console's: the importer reads English.
    const { translate, number: formatNumber } = useDocumentWords();
    const round = (value: number) => formatNumber(Math.round(value * 100) / 100);
    const col = (key: string) => translate(`xts.geo.summary.${key}`);
    return (
        <>
            <PrintHeading lots={summary.map((row) => row.lot)} />
            <Typography data-testid="pack-totals">
                {translate('xts.pack.totals', {
                    mass: formatNumber(totals.netMassKg),
                    producers: formatNumber(totals.producers),
                    plots: formatNumber(totals.plots),
                    area: round(totals.areaHa),
                    from: formatDate(totals.harvestFrom),
                    to: formatDate(totals.harvestTo),
                })}
            </Typography>
            <ScrollTable aria-label={translate('xts.pack.summary')}>
                <TableHead>
                    <TableRow>
                        {COLUMNS.map((key) => (
                            <TableCell key={key}>{col(key)}</TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {summary.map((row) => (
                        <TableRow key={`${row.productId}|${row.lot}`}>
                            <TableCell sx={CODE}>{formatText(row.lot)}</TableCell>
                            <TableCell sx={CODE}>{row.hsCode}</TableCell>
                            <TableCell>{formatText(row.description)}</TableCell>
                            <TableCell>{formatNumber(row.netMassKg)}</TableCell>
                            <TableCell>{row.country}</TableCell>
                            <TableCell>{formatDate(row.harvestFrom)}</TableCell>
                            <TableCell>{formatDate(row.harvestTo)}</TableCell>
                            <TableCell>{formatNumber(row.producers)}</TableCell>
                            <TableCell>{formatNumber(row.plots)}</TableCell>
                            <TableCell>{round(row.areaHa)}</TableCell>
                            <TableCell>
                                {[row.ddsReference, row.ddsVerification].filter(Boolean).join(' / ') || '—'}
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </ScrollTable>
            <Typography variant="h6" component="h2">
                {translate('xts.pack_print.plots_heading')}
            </Typography>
            <ScrollTable aria-label={translate('xts.pack_print.plots_table')}>
                <TableHead>
                    <TableRow>
                        <TableCell>{col('lot')}</TableCell>
                        <TableCell>{translate('xts.pack_print.plot')}</TableCell>
                        <TableCell>{translate('xts.pack_print.producer')}</TableCell>
                        <TableCell>{translate('xts.pack_print.location')}</TableCell>
                        <TableCell>{translate('xts.pack_print.area')}</TableCell>
                        <TableCell>{translate('xts.pack_print.quantity')}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {inputs.flatMap(({ origin }) =>
                        origin.plots.map((row) => (
                            <TableRow key={`${origin.productId}|${origin.lot}|${row.plotId}`}>
                                <TableCell sx={CODE}>{formatText(origin.lot)}</TableCell>
                                <TableCell sx={CODE}>{formatText(row.plot.code)}</TableCell>
                                <TableCell>{formatText(row.plot.producerName)}</TableCell>
                                <TableCell>{formatText(row.plot.locationName)}</TableCell>
                                <TableCell>{round(plotArea(row.plot))}</TableCell>
                                <TableCell>{formatNumber(row.quantityKg)}</TableCell>
                            </TableRow>
                        )),
                    )}
                </TableBody>
            </ScrollTable>
            <YieldOverrides origins={inputs.map((input) => input.origin)} withLot />
        </>
    );
}
