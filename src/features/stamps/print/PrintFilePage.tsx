import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Alert, Box, Button, Container, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../kit/format';
import { usePageTitle } from '../../../kit/pageTitle';
import { sheetOf } from '../../../lib/print/printFile';
import { PrintDownloads } from './PrintDownloads';
import { PrintPartsProgress } from './PrintPartsProgress';
import { usePrintBuild, type PrintBatch } from './usePrintBuild';

/** What the QR codes of the batch hold, in words. */
function qrText(batch: PrintBatch, translate: ReturnType<typeof useTranslate>) {
    if (batch.qrMode === 'gs1')
        return translate(batch.gs1Lot ? 'xts.stamps.print.qr_gs1_lot' : 'xts.stamps.print.qr_gs1', {
            gtin: batch.gtin,
            lot: batch.lot,
            gs1Lot: batch.gs1Lot,
        });
    if (batch.qrMode === 'gs1_without_gtin')
        return translate('xts.stamps.print.qr_gs1_without_gtin', { host: batch.scannerHost });
    return translate('xts.stamps.print.qr_scanner', { host: batch.scannerHost });
}

/**
 * The first PDF shown in the page. Put in after the "ready" state is painted, in a task of its own:
 * loading the PDF viewer is the page's longest piece of work, and the downloads need not wait for it.
 */
function PrintPreview({ url, title }: { url: string; title: string }) {
    const [shown, setShown] = useState(false);
    useEffect(() => {
        const timer = setTimeout(() => setShown(true), 0);
        return () => clearTimeout(timer);
    }, []);
    if (!shown) return null;
    return (
        <Box
            component="iframe"
            title={title}
            src={url}
            sx={{ width: '100%', height: 520, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
    );
}

/**
 * The print file a batch's print-url leads to in mock mode (csvUrl is the same page with
 * `file=csv`): it builds the PDFs and the codes file in the browser, showing progress.
 */
export default function PrintFilePage() {
    const translate = useTranslate();
    const { id } = useParams();
    const [search] = useSearchParams();
    const { batch, background, phase, start, cancel } = usePrintBuild(id, search.get('key') ?? '');
    const csvFirst = search.get('file') === 'csv';
    usePageTitle(translate('xts.stamps.print.title', { id }));

    const sheet = batch ? sheetOf(batch.layout) : null;
    const percent = phase.kind === 'building' && phase.total > 0 ? (phase.done / phase.total) * 100 : 0;
    const restart = (
        <Button color="inherit" onClick={start}>
            {translate('xts.stamps.print.restart')}
        </Button>
    );

    return (
        <Container maxWidth="md" sx={{ py: 4 }}>
            <Paper sx={{ p: 3 }}>
                <Stack spacing={2}>
                    <Typography variant="h5" component="h1">
                        {translate('xts.stamps.print.title', { id })}
                    </Typography>
                    {batch && sheet && (
                        <>
                            <Typography color="text.secondary">
                                {translate('xts.stamps.print.layout', {
                                    template: batch.templateName,
                                    from: batch.fromSerial,
                                    to: batch.toSerial,
                                    width: formatNumber(sheet.width),
                                    height: formatNumber(sheet.height),
                                    perPage: sheet.perPage,
                                    cols: sheet.cols,
                                    rows: sheet.rows,
                                })}
                            </Typography>
                            <Typography color="text.secondary">{qrText(batch, translate)}</Typography>
                            {background === 'printed' && (
                                <Typography color="text.secondary">
                                    {translate('xts.stamps.print.background_printed')}
                                </Typography>
                            )}
                        </>
                    )}
                    {background === 'failed' && phase.kind !== 'error' && (
                        <Alert severity="warning" action={restart}>
                            {translate('xts.stamps.print.background_failed')}
                        </Alert>
                    )}
                    {phase.kind === 'building' && (
                        <Box data-workers={phase.workers}>
                            <Typography id="print-progress-label" role="status">
                                {phase.total > 0
                                    ? translate('xts.stamps.print.building', {
                                          done: formatNumber(phase.done),
                                          total: formatNumber(phase.total),
                                      })
                                    : // Before the batch's size is known: no "0/0".
                                      translate('xts.stamps.print.preparing')}
                            </Typography>
                            <LinearProgress
                                variant={phase.total ? 'determinate' : 'indeterminate'}
                                value={percent}
                                aria-labelledby="print-progress-label"
                                sx={{ my: 1.5, height: 8, borderRadius: 1 }}
                            />
                            <PrintPartsProgress parts={phase.parts} files={phase.files} />
                            <Button variant="outlined" color="warning" onClick={cancel}>
                                {translate('xts.stamps.print.cancel')}
                            </Button>
                        </Box>
                    )}
                    {phase.kind === 'cancelled' && (
                        <Alert severity="info" action={restart}>
                            {translate('xts.stamps.print.cancelled')}
                        </Alert>
                    )}
                    {phase.kind === 'error' && (
                        <Alert severity="error" action={restart}>
                            {phase.message}
                        </Alert>
                    )}
                    {phase.kind === 'ready' && (
                        <Alert severity="success" role="status">
                            {translate('xts.stamps.print.ready', {
                                pages: formatNumber(
                                    phase.files.reduce((sum, { file }) => sum + file.pages, 0),
                                ),
                                count: formatNumber(phase.count),
                            })}
                        </Alert>
                    )}
                    {batch &&
                        (phase.kind === 'ready' || (phase.kind === 'building' && phase.files.length > 0)) && (
                            <PrintDownloads
                                id={id ?? ''}
                                files={phase.files}
                                csvUrl={phase.kind === 'ready' ? phase.csvUrl : null}
                                fromSerial={batch.fromSerial}
                                toSerial={batch.toSerial}
                                csvFirst={csvFirst}
                            />
                        )}
                    {phase.kind === 'ready' && phase.files[0] && (
                        <PrintPreview
                            url={phase.files[0].url}
                            title={translate('xts.stamps.print.preview')}
                        />
                    )}
                </Stack>
            </Paper>
        </Container>
    );
}
