import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Container, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../common/format';
import { usePageTitle } from '../layout/PageMeta';
import { buildPrintPdf, sheetOf, type PrintFile, type PrintItem, type PrintLayout } from './printFile';

interface PartAnswer {
    id: number;
    quantity: number;
    fromSerial: string;
    toSerial: string;
    templateName: string;
    layout: PrintLayout;
    scannerHost: string;
    items: PrintItem[];
}

type Phase =
    | { kind: 'building'; done: number; total: number }
    | { kind: 'ready'; file: PrintFile; url: string }
    | { kind: 'cancelled' }
    | { kind: 'error'; message: string };

/**
 * The print file a batch's print-url leads to in mock mode: it reads the batch's codes in parts
 * from the mock's file store and builds the PDF in the browser, showing progress.
 */
export default function PrintFilePage() {
    const translate = useTranslate();
    const { id } = useParams();
    const [search] = useSearchParams();
    const key = search.get('key') ?? '';
    const [batch, setBatch] = useState<Omit<PartAnswer, 'items'> | null>(null);
    const [phase, setPhase] = useState<Phase>({ kind: 'building', done: 0, total: 0 });
    const controller = useRef<AbortController | null>(null);
    usePageTitle(translate('xts.stamps.print.title', { id }));

    const fetchPart = useCallback(
        async (offset: number, limit: number, signal?: AbortSignal): Promise<PartAnswer> => {
            const response = await fetch(
                `/__mock/print/${encodeURIComponent(id ?? '')}?key=${encodeURIComponent(key)}&offset=${offset}&limit=${limit}`,
                { signal },
            );
            const body = await response.json().catch(() => null);
            if (!response.ok || body?.status !== 'success') throw new Error(body?.message || translate('xts.errors.server'));
            return body.data as PartAnswer;
        },
        [id, key, translate],
    );

    const start = useCallback(() => {
        controller.current?.abort();
        const current = new AbortController();
        controller.current = current;
        setPhase({ kind: 'building', done: 0, total: 0 });
        (async () => {
            const first = await fetchPart(0, 1, current.signal);
            setBatch(first);
            setPhase({ kind: 'building', done: 0, total: first.quantity });
            const file = await buildPrintPdf({
                layout: first.layout,
                total: first.quantity,
                fetchPart: async (offset, limit, signal) => (await fetchPart(offset, limit, signal)).items,
                linkOf: (code) => `${first.scannerHost}/${code}`,
                onProgress: (done, total) => setPhase({ kind: 'building', done, total }),
                signal: current.signal,
            });
            setPhase({ kind: 'ready', file, url: URL.createObjectURL(file.blob) });
        })().catch((error: unknown) => {
            if (current.signal.aborted || (error as Error)?.name === 'AbortError') setPhase({ kind: 'cancelled' });
            else setPhase({ kind: 'error', message: (error as Error)?.message || translate('xts.errors.unknown') });
        });
    }, [fetchPart, translate]);

    useEffect(() => {
        start();
        return () => controller.current?.abort();
    }, [start]);

    useEffect(() => () => {
        if (phase.kind === 'ready') URL.revokeObjectURL(phase.url);
    }, [phase]);

    const sheet = batch ? sheetOf(batch.layout) : null;
    const percent = phase.kind === 'building' && phase.total > 0 ? (phase.done / phase.total) * 100 : 0;

    return (
        <Container maxWidth="md" sx={{ py: 4 }}>
            <Paper sx={{ p: 3 }}>
                <Stack spacing={2}>
                    <Typography variant="h5" component="h1">
                        {translate('xts.stamps.print.title', { id })}
                    </Typography>
                    {batch && sheet && (
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
                    )}
                    {phase.kind === 'building' && (
                        <Box>
                            <Typography id="print-progress-label" role="status">
                                {translate('xts.stamps.print.building', {
                                    done: formatNumber(phase.done),
                                    total: formatNumber(phase.total),
                                })}
                            </Typography>
                            <LinearProgress
                                variant={phase.total ? 'determinate' : 'indeterminate'}
                                value={percent}
                                aria-labelledby="print-progress-label"
                                sx={{ my: 1.5, height: 8, borderRadius: 1 }}
                            />
                            <Button variant="outlined" color="warning" onClick={() => controller.current?.abort()}>
                                {translate('xts.stamps.print.cancel')}
                            </Button>
                        </Box>
                    )}
                    {phase.kind === 'cancelled' && (
                        <Alert
                            severity="info"
                            action={
                                <Button color="inherit" onClick={start}>
                                    {translate('xts.stamps.print.restart')}
                                </Button>
                            }
                        >
                            {translate('xts.stamps.print.cancelled')}
                        </Alert>
                    )}
                    {phase.kind === 'error' && (
                        <Alert
                            severity="error"
                            action={
                                <Button color="inherit" onClick={start}>
                                    {translate('xts.stamps.print.restart')}
                                </Button>
                            }
                        >
                            {phase.message}
                        </Alert>
                    )}
                    {phase.kind === 'ready' && (
                        <>
                            <Alert severity="success" role="status">
                                {translate('xts.stamps.print.ready', {
                                    pages: formatNumber(phase.file.pages),
                                    count: formatNumber(phase.file.count),
                                })}
                            </Alert>
                            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                                <Button
                                    variant="contained"
                                    startIcon={<DownloadIcon />}
                                    href={phase.url}
                                    download={`tem-dot-in-${id}.pdf`}
                                >
                                    {translate('xts.stamps.print.download')}
                                </Button>
                                <Button variant="outlined" startIcon={<PrintIcon />} href={phase.url} target="_blank" rel="noopener">
                                    {translate('xts.stamps.print.open')}
                                </Button>
                            </Stack>
                            <Box
                                component="iframe"
                                title={translate('xts.stamps.print.preview')}
                                src={phase.url}
                                sx={{ width: '100%', height: 520, border: 1, borderColor: 'divider', borderRadius: 1 }}
                            />
                        </>
                    )}
                </Stack>
            </Paper>
        </Container>
    );
}
