import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Chip, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import ReportIcon from '@mui/icons-material/Report';
import SummarizeIcon from '@mui/icons-material/Summarize';
import { useTranslate } from 'react-admin';
import { can } from '../../providers/access';
import { currentRole, useSession } from '../../providers/session';
import { statusOf } from '../../providers/http';
import { errorText } from '../../kit/errors';
import { formatDate, formatNumber } from '../../kit/format';
import { usePageTitle } from '../../kit/pageTitle';
import { formatText } from '../../domain/text';
import { LotTables } from './LotTables';
import { RecallDialog } from './RecallDialog';
import { LotEpcisProgress } from './LotEpcisProgress';
import { useLotEpcisExport } from './useLotEpcisExport';
import { LotOrigin } from './LotOrigin';
import LotStatements from '../statements/LotStatements';
import { useLot } from './useLot';
import { isUnsupported, lotDateRows, lotDates, lotPath, recallReasonText, type LotDetail } from './lotApi';
import { RetryAlert } from '../../kit/RetryAlert';

const COUNTS = ['activated', 'sold', 'destroyed', 'recalled'] as const;

export function LotState({ state }: { state: ReturnType<typeof useLot> }) {
    const translate = useTranslate();
    const { key, query } = state;
    if (!key) return <Alert severity="warning">{translate('xts.lots.missing')}</Alert>;
    if (query.isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />;
    if (!query.isError) return null;
    if (isUnsupported(query.error)) return <Alert severity="info">{translate('xts.lots.unsupported')}</Alert>;
    if (statusOf(query.error) === 404)
        return <Alert severity="warning">{errorText(query.error, translate)}</Alert>;
    return (
        <RetryAlert onRetry={query.refetch} busy={query.isFetching} error={query.error} resource="stamp-lots">
            {translate('xts.lots.load_failed', { message: errorText(query.error, translate) })}
        </RetryAlert>
    );
}

export function RecallBanner({ lot }: { lot: LotDetail }) {
    const translate = useTranslate();
    if (!lot.recall) return null;
    return (
        <Alert severity="error" icon={<ReportIcon />}>
            {translate('xts.lots.recall.banner', {
                date: formatDate(lot.recall.createdAt),
                by: formatText(lot.recall.createdByName),
                reason: recallReasonText(lot.recall, translate),
                count: formatNumber(lot.recall.count),
                sold: formatNumber(lot.recall.soldCount),
            })}
        </Alert>
    );
}

function Counts({ lot }: { lot: LotDetail }) {
    const translate = useTranslate();
    return (
        <Grid container spacing={1}>
            {COUNTS.map((key) => (
                <Grid key={key} size={{ xs: 6, sm: 3 }}>
                    <Box
                        role="group"
                        aria-label={translate(`xts.lots.counts.${key}`)}
                        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
                    >
                        <Typography variant="body2" color="text.secondary">
                            {translate(`xts.lots.counts.${key}`)}
                        </Typography>
                        <Typography
                            variant="h5"
                            component="p"
                            color={key === 'recalled' && lot.counts.recalled ? 'error' : undefined}
                        >
                            {formatNumber(lot.counts[key])}
                        </Typography>
                    </Box>
                </Grid>
            ))}
        </Grid>
    );
}

/** A lot (product + lot number): its stamps, where they were sold and scanned, its recall and its exports. */
export default function LotPage() {
    const translate = useTranslate();
    const session = useSession();
    const state = useLot();
    const lot = state.query.data;
    const [recalling, setRecalling] = useState(false);
    const epcis = useLotEpcisExport(lot);
    const exporting = epcis.phase.kind === 'running';
    usePageTitle(
        lot
            ? translate('xts.lots.heading', { lot: lot.lot, product: lot.productName })
            : translate('xts.lots.title'),
    );
    const canRecall = can(currentRole(session), 'stamp-lots', 'operate');
    // Activations that gave the lot's stamps other dates are listed one by one, never summed up as one.
    const perActivation = !!lot && lotDates(lot).length > 1;
    const dateRows = lot ? lotDateRows(lot, translate, formatDate) : [];
    return (
        <Stack spacing={2} sx={{ maxWidth: 1100, my: 2 }}>
            <Button component={RouterLink} to="/stamp-lot/list" sx={{ alignSelf: 'flex-start' }}>
                {translate('xts.lots.back')}
            </Button>
            <LotState state={state} />
            {lot && (
                <>
                    <Stack
                        direction="row"
                        spacing={1}
                        useFlexGap
                        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                        <Typography variant="h5" component="h1">
                            {translate('xts.lots.heading', {
                                lot: formatText(lot.lot),
                                product: formatText(lot.productName),
                            })}
                        </Typography>
                        <Chip
                            color={lot.recall ? 'error' : 'success'}
                            label={translate(`xts.lots.status.${lot.recall ? 'recalled' : 'active'}`)}
                        />
                    </Stack>
                    <Typography color="text.secondary">
                        {[
                            translate('xts.lots.counts.total', { count: formatNumber(lot.total) }),
                            ...(perActivation ? [] : dateRows).map(
                                ([label, date]) => date && `${label}: ${date}`,
                            ),
                            lot.gtin && `GTIN: ${lot.gtin}`,
                            lot.gs1Lot && translate('xts.gs1.lot_page', { code: lot.gs1Lot }),
                            translate('xts.lots.scan_total', { count: formatNumber(lot.scanCount) }),
                        ]
                            .filter(Boolean)
                            .join(' · ')}
                    </Typography>
                    {perActivation && (
                        <Box component="section" aria-label={translate('xts.lots.dates_differ')}>
                            <Typography color="text.secondary">
                                {translate('xts.lots.dates_differ')}
                            </Typography>
                            <Box component="ul" sx={{ my: 0.5, color: 'text.secondary' }}>
                                {dateRows.map(([label, date]) => (
                                    <li key={label}>{`${label}: ${date ?? '—'}`}</li>
                                ))}
                            </Box>
                        </Box>
                    )}
                    <RecallBanner lot={lot} />
                    <Counts lot={lot} />
                    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        {canRecall && !lot.recall && lot.total > lot.counts.destroyed && (
                            <Button
                                variant="contained"
                                color="error"
                                startIcon={<ReportIcon />}
                                onClick={() => setRecalling(true)}
                            >
                                {translate('xts.lots.recall.button')}
                            </Button>
                        )}
                        {lot.recall && (
                            <Button
                                variant="outlined"
                                startIcon={<SummarizeIcon />}
                                component={RouterLink}
                                to={lotPath(lot, 'report')}
                            >
                                {translate('xts.lots.report.button')}
                            </Button>
                        )}
                        <Button
                            variant="outlined"
                            startIcon={
                                exporting ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />
                            }
                            disabled={exporting}
                            onClick={epcis.start}
                        >
                            {translate('xts.lots.epcis.lot_button')}
                        </Button>
                    </Stack>
                    <LotEpcisProgress phase={epcis.phase} onCancel={epcis.cancel} onRetry={epcis.retry} />
                    {!lot.recall && lot.total === lot.counts.destroyed && (
                        <Alert severity="info">{translate('xts.lots.recall.nothing')}</Alert>
                    )}
                    <LotOrigin lot={lot} />
                    <LotStatements lot={lot} />
                    <LotTables lot={lot} />
                    {recalling && <RecallDialog lot={lot} open onClose={() => setRecalling(false)} />}
                </>
            )}
        </Stack>
    );
}
