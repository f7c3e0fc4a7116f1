import { Link as RouterLink, useSearchParams } from 'react-router';
import {
    Alert,
    AlertTitle,
    Box,
    Button,
    CircularProgress,
    Link,
    List,
    ListItem,
    Stack,
    Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import type { PackMissing } from '../../domain/geo/pack';
import { errorText } from '../../kit/errors';
import { formatNumber } from '../../kit/format';
import { usePageTitle } from '../../kit/pageTitle';
import { plotsUnsupported } from '../land/plots/plotApi';
import { issueText } from '../land/plots/geoIssueText';
import { lotPath } from './lotApi';
import { lotsOfPack, shipmentPath } from './packPath';
import { usePack } from './usePack';
import { PackPrintStyles, PackSummary } from './PackSummary';
import { PackLanguageChoice } from './PackLanguageChoice';
import { PackWordsProvider, usePackLanguage, usePackWords, usePrintTitle } from './packWords';
import { PackStatements } from './PackStatements';
import { PackDownloads } from './PackDownloads';
import { RetryAlert } from '../../kit/RetryAlert';
import { OverlapGap, SharedLandList } from '../land/plots/OverlapNotes';
import { sharedPairs } from '../../domain/geo/packOverlaps';
import { PrepareStatementButton } from '../statements/PrepareStatementButton';
import { useTransferGate } from '../producers/transfers/TransferGate';

type Translate = ReturnType<typeof useTranslate>;

/** One gap of a pack in words: which lot, which plot, what is lacking (a warning: only its reasons). */
function gapText(gap: PackMissing, translate: Translate, warning = false) {
    const reasons = [
        ...(gap.issues ?? []).map((code) => issueText({ code } as never, translate)),
        ...(gap.reasons ?? []).map((issue) => issueText(issue, translate)),
    ];
    const what = warning
        ? reasons.join('; ')
        : translate(`xts.geo.missing.${gap.code}`, { _: gap.code }) +
          (reasons.length ? ` (${reasons.join('; ')})` : '');
    const where = gap.plotCode
        ? translate('xts.pack.where_plot', { plot: gap.plotCode, lot: gap.lot ?? '' })
        : gap.lot
          ? translate('xts.pack.where_lot', { lot: gap.lot })
          : '';
    return `${where}${where ? ': ' : ''}${what}`;
}

/** Gaps or warnings of a pack, each with its link to where it is fixed. */
function GapList({
    gaps,
    translate,
    warning,
}: {
    gaps: PackMissing[];
    translate: Translate;
    warning?: boolean;
}) {
    return (
        <List dense disablePadding>
            {gaps.map((gap, index) => (
                <ListItem key={index} disableGutters sx={{ display: 'list-item', ml: 2, listStyle: 'disc' }}>
                    {gap.code === 'overlap' && gap.other ? (
                        <OverlapGap gap={gap} />
                    ) : (
                        gapText(gap, translate, warning)
                    )}{' '}
                    {gap.fixPath && gap.code !== 'overlap' && (
                        <Link component={RouterLink} to={gap.fixPath}>
                            {translate('xts.pack.fix')}
                        </Link>
                    )}
                </ListItem>
            ))}
        </List>
    );
}

/**
 * The EUDR pack of one lot or a shipment of several: the GeoJSON file(s) for the EU Information
 * System and the summary (CSV and this page, printable); or exactly which plots lack what, with
 * links to fix them.
 */
export default function EudrPackPage() {
    const translate = useTranslate();
    const [params] = useSearchParams();
    const lots = lotsOfPack(params);
    const [language, setLanguage] = usePackLanguage();
    const words = usePackWords(language);
    const query = usePack(lots, words);
    usePageTitle(translate('xts.pack.title'));
    usePrintTitle(words?.translate('xts.pack_print.title'));
    const result = query.data?.pack;
    // The producers' data leaves with the files: the transfer is recorded first.
    const { gate, dialog } = useTransferGate(lots);
    return (
        <Stack spacing={2} sx={{ maxWidth: 1100, my: 2 }} className="xts-pack-print">
            <PackPrintStyles />
            <Typography variant="h5" component="h1" sx={{ displayPrint: 'none' }}>
                {translate('xts.pack.heading', { smart_count: lots.length })}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} className="xts-no-print">
                {lots.map((lot) => (
                    <Button
                        key={`${lot.productId}|${lot.lot}`}
                        component={RouterLink}
                        to={lotPath(lot)}
                        size="small"
                    >
                        {translate('xts.pack.lot', { lot: lot.lot })}
                    </Button>
                ))}
                <Button component={RouterLink} to={shipmentPath(lots)} size="small" startIcon={<EditIcon />}>
                    {translate('xts.shipment.change')}
                </Button>
                {!(result?.ok && result.statements.length > 1) && <PrepareStatementButton lots={lots} />}
            </Stack>
            {!lots.length && (
                <Alert
                    severity="warning"
                    action={
                        <Button color="inherit" component={RouterLink} to={shipmentPath([])}>
                            {translate('xts.shipment.open')}
                        </Button>
                    }
                >
                    {translate('xts.pack.no_lots')}
                </Alert>
            )}
            {query.isFetching && <CircularProgress aria-label={translate('xts.pack.building')} />}
            {query.isError &&
                (plotsUnsupported(query.error) ? (
                    <Alert severity="info">{translate('xts.origin.unsupported')}</Alert>
                ) : (
                    <RetryAlert onRetry={query.refetch} busy={query.isFetching} error={query.error}>
                        {translate('xts.pack.failed', { message: errorText(query.error, translate) })}
                    </RetryAlert>
                ))}
            {result && !result.ok && (
                <Alert severity="error" data-testid="pack-missing">
                    <AlertTitle>
                        {translate('xts.pack.cannot', { smart_count: result.missing.length })}
                    </AlertTitle>
                    <GapList gaps={result.missing} translate={translate} />
                </Alert>
            )}
            {!!result?.warnings?.length && (
                <Alert severity="warning" data-testid="pack-warnings" className="xts-no-print">
                    <AlertTitle>
                        {translate('xts.pack.warnings', { smart_count: result.warnings.length })}
                    </AlertTitle>
                    <GapList gaps={result.warnings} translate={translate} warning />
                </Alert>
            )}
            {query.data && (
                <SharedLandList
                    pairs={sharedPairs(
                        query.data.inputs.flatMap((input) => input.origin.plots.map((p) => p.plot)),
                    )}
                />
            )}
            {lots.length > 0 && !(result && !result.ok) && (
                <Box className="xts-no-print">
                    <PackLanguageChoice language={language} onChange={setLanguage} />
                </Box>
            )}
            <PackWordsProvider value={words}>
                {result?.ok && result.statements.length > 1 && (
                    <PackStatements pack={result} inputs={query.data!.inputs} lots={lots} gate={gate} />
                )}
                {result?.ok && result.statements.length === 1 && (
                    <>
                        <Alert severity="success" role="status" className="xts-no-print">
                            {translate('xts.pack.ready', {
                                files: result.files.length,
                                plots: formatNumber(result.totals.plots),
                            })}
                        </Alert>
                        <PackDownloads
                            files={result.files}
                            summaryFile={result.summaryFile}
                            gate={gate}
                            csvLabel={translate('xts.pack.download_csv')}
                        >
                            <Button
                                variant="outlined"
                                startIcon={<PrintIcon />}
                                onClick={() => window.print()}
                            >
                                {translate('xts.pack.print')}
                            </Button>
                        </PackDownloads>
                        <PackSummary
                            summary={result.summary}
                            totals={result.totals}
                            inputs={query.data!.inputs}
                        />
                    </>
                )}
            </PackWordsProvider>
            {dialog}
        </Stack>
    );
}
