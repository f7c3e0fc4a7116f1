import { Link as RouterLink } from 'react-router';
import { Button, GlobalStyles, Stack, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { useSession } from '../../providers/session';
import { saveCsv } from '../../kit/csv';
import { formatDateTime, formatNumber } from '../../kit/format';
import { usePageTitle } from '../../kit/pageTitle';
import { formatText } from '../../domain/text';
import { vietnamToday } from '../../domain/dates';
import { LotState } from './LotPage';
import { useLot } from './useLot';
import { LotTables } from './LotTables';
import { lotPath } from './lotApi';
import { facts, reportCsv } from './lotReport';
import { ScrollTable } from '../../kit/ScrollTable';

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
