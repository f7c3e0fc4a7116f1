import { useDeferredValue, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import {
    Alert,
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    LinearProgress,
    MenuItem,
    Stack,
    TextField,
    Typography,
    useMediaQuery,
    type Theme,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { PlotFileReport, ReadProgress } from '../../../domain/geo/readers';
import {
    MAX_FILE_BYTES,
    MAX_FILE_PLOTS,
    MAX_IMPORT_VERTICES,
    MAX_PLOT_VERTICES,
    MAX_UNZIPPED_BYTES,
} from '../../../domain/geo/fileLimits';
import { formatNumber } from '../../../kit/format';
import type { PlotImportResult } from '../../../domain/geo/types';
import { useCachedOptions } from '../../../providers/options';
import { errorText } from '../../../kit/errors';
import { checkLength, checkNameText } from '../../../domain/validation';
import { loadedPlotCodes, previewImport } from './importPreview';
import { importPlots, plotsUnsupported } from './plotApi';
import { ImportReport } from './ImportReport';
import { useImportOverlaps } from './importOverlaps';
import { readPlotFileAside, ReadCancelled, type PlotFileRead } from './plotFileRead';
import { ImportProducers } from './ImportProducers';
import { useImportProducers } from './useImportProducers';

const ACCEPT = '.geojson,.json,.kml,.gpx,.zip,application/geo+json,application/vnd.google-earth.kml+xml';

/** A size in bytes as "20 MB". */
const megabytes = (bytes: number) => `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;

/** The figures a refusal's words name, formatted. */
function refusalParams(params: Record<string, number>) {
    const shown: Record<string, string> = { plotMax: formatNumber(MAX_PLOT_VERTICES) };
    for (const [name, value] of Object.entries(params))
        shown[name] =
            name === 'size' || (name === 'max' && value >= 1024 * 1024)
                ? megabytes(value)
                : formatNumber(value);
    return shown;
}

/**
 * Plots from a file (GeoJSON, KML, GPX, zipped shapefile) into a growing location: each feature
 * imported or refused with its reasons before anything is saved; a file with latitude and
 * longitude swapped is offered the fix; the crop and the producer the file does not name are given
 * once for all its plots; the preview applies the server's rules to what will be sent, and only
 * what passes them is saved, each plot linked to a producer of the register the user has agreed to
 * (ImportProducers.tsx). The file is read in a worker (plotFileRead.ts) within
 * the limits the dialog states, with its progress and a cancel; a refused or cancelled file leaves
 * the dialog ready for another.
 */
export function ImportDialog({ locationId, onClose }: { locationId?: number; onClose: () => void }) {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const locations = useCachedOptions('locations');
    const [location, setLocation] = useState(locationId ? String(locationId) : '');
    const [crop, setCrop] = useState('');
    const [producer, setProducer] = useState('');
    const producerError = checkLength(producer.trim(), 200) ?? checkNameText(producer.trim());
    const [fileName, setFileName] = useState('');
    const [report, setReport] = useState<PlotFileReport | null>(null);
    const [reading, setReading] = useState(false);
    const [progress, setProgress] = useState<ReadProgress | null>(null);
    const [notice, setNotice] = useState<string | null>(null);
    const current = useRef<PlotFileRead | null>(null);
    // Closing the dialog stops a read under way.
    useEffect(() => () => current.current?.cancel(), []);
    const [saving, setSaving] = useState(false);
    const [problem, setProblem] = useState<string | null>(null);
    const [result, setResult] = useState<PlotImportResult | null>(null);
    // Typing a name does not hold up the page: the preview follows a moment later.
    const cropName = useDeferredValue(crop.trim());
    const producerName = useDeferredValue(producer.trim());
    const preview = useMemo(() => {
        if (!report) return null;
        const codePrefix = fileName.replace(/\.[^.]+$/, '') || 'T';
        const taken = loadedPlotCodes(queryClient);
        return previewImport(report.features, { crop: cropName, producerName, codePrefix }, taken);
    }, [report, cropName, producerName, fileName, queryClient]);
    const overlaps = useImportOverlaps(preview, !result);
    const producers = useImportProducers(preview, location, !result);

    const read = async (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        setReading(true);
        setProgress(null);
        setProblem(null);
        setNotice(null);
        setReport(null);
        setResult(null);
        setFileName(file.name);
        const read = readPlotFileAside(file, setProgress);
        current.current = read;
        try {
            const report = await read.result;
            if (current.current === read) setReport(report);
        } catch (error) {
            if (current.current !== read) return;
            if (error instanceof ReadCancelled) setNotice(translate('xts.plots.import.cancelled'));
            else {
                const { code, params } = error as { code?: string; params?: Record<string, number> };
                setProblem(
                    translate(`xts.plots.import.file_${code ?? 'unreadable'}`, {
                        ...refusalParams(params ?? {}),
                        _: translate('xts.plots.import.file_unreadable'),
                    }),
                );
            }
        } finally {
            if (current.current === read) {
                current.current = null;
                setReading(false);
                setProgress(null);
            }
        }
    };

    const cancelRead = () => current.current?.cancel();

    const fix = async () => {
        if (!report) return;
        const { fixSwapped } = await import('../../../domain/geo/readers');
        setReport(fixSwapped(report));
    };

    const save = async () => {
        if (!preview?.sent.length || !location) return;
        setSaving(true);
        setProblem(null);
        try {
            const linked = await producers.resolve(preview.inputs);
            setResult(await importPlots(Number(location), linked.inputs));
            linked.settle();
            await queryClient.invalidateQueries({ queryKey: ['plots'] });
            await queryClient.invalidateQueries({ queryKey: ['location-plots'] });
        } catch (error) {
            setProblem(
                plotsUnsupported(error)
                    ? translate('xts.plots.unsupported')
                    : translate('xts.plots.import.failed', { message: errorText(error, translate) }),
            );
        } finally {
            setSaving(false);
        }
    };

    const swapped = report ? [...report.features, ...report.refused].filter((f) => f.swapped).length : 0;
    return (
        <Dialog open onClose={saving ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="md">
            <DialogTitle>{translate('xts.plots.import.title')}</DialogTitle>
            <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                    {!locationId && (
                        <TextField
                            select
                            label={translate('resources.plots.fields.locationId')}
                            value={location}
                            onChange={(event) => setLocation(event.target.value)}
                            required
                            disabled={!!result}
                        >
                            {locations.options.map((option) => (
                                <MenuItem key={option.id} value={String(option.id)}>
                                    {option.name}
                                </MenuItem>
                            ))}
                        </TextField>
                    )}
                    <TextField
                        label={translate('xts.plots.import.crop')}
                        helperText={translate('xts.plots.import.crop_hint')}
                        value={crop}
                        onChange={(event) => setCrop(event.target.value)}
                        disabled={!!result}
                    />
                    <TextField
                        label={translate('xts.plots.import.producer')}
                        helperText={translate(producerError ?? 'xts.plots.import.producer_hint')}
                        error={!!producerError}
                        value={producer}
                        onChange={(event) => setProducer(event.target.value)}
                        disabled={!!result}
                    />
                    <Typography variant="body2" color="text.secondary">
                        {translate('xts.plots.import.formats')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                        {translate('xts.plots.import.limits', {
                            size: megabytes(MAX_FILE_BYTES),
                            plots: formatNumber(MAX_FILE_PLOTS),
                            vertices: formatNumber(MAX_IMPORT_VERTICES),
                            plotVertices: formatNumber(MAX_PLOT_VERTICES),
                            unzipped: megabytes(MAX_UNZIPPED_BYTES),
                        })}
                    </Typography>
                    <Button
                        component="label"
                        variant="outlined"
                        size="large"
                        startIcon={<UploadFileIcon />}
                        disabled={reading || saving || !!result}
                        sx={{ alignSelf: 'flex-start', minHeight: 56 }}
                    >
                        {translate(reading ? 'xts.plots.import.reading' : 'xts.plots.import.choose')}
                        <input
                            hidden
                            type="file"
                            accept={ACCEPT}
                            onChange={read}
                            aria-label={translate('xts.plots.import.choose')}
                        />
                    </Button>
                    {reading && (
                        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                            <Box sx={{ flex: 1 }}>
                                <Typography variant="body2" role="status">
                                    {progress?.stage === 'check'
                                        ? translate('xts.plots.import.checking', {
                                              done: formatNumber(progress.done),
                                              total: formatNumber(progress.total),
                                          })
                                        : translate('xts.plots.import.reading')}
                                </Typography>
                                <LinearProgress
                                    aria-label={translate('xts.plots.import.progress')}
                                    variant={progress?.stage === 'check' ? 'determinate' : 'indeterminate'}
                                    value={
                                        progress?.stage === 'check'
                                            ? (100 * progress.done) / Math.max(1, progress.total)
                                            : undefined
                                    }
                                />
                            </Box>
                            <Button onClick={cancelRead}>{translate('xts.plots.import.cancel_read')}</Button>
                        </Stack>
                    )}
                    {problem && <Alert severity="error">{problem}</Alert>}
                    {notice && (
                        <Alert severity="info" role="status">
                            {notice}
                        </Alert>
                    )}
                    {report && swapped > 0 && !result && (
                        <Alert
                            severity="warning"
                            action={
                                <Button color="inherit" onClick={fix}>
                                    {translate('xts.plots.import.fix_swapped')}
                                </Button>
                            }
                        >
                            {translate('xts.plots.import.swapped', { smart_count: swapped })}
                        </Alert>
                    )}
                    {report && preview && !result && <ImportProducers state={producers} />}
                    {report && preview && (
                        <ImportReport report={report} preview={preview} result={result} overlaps={overlaps} />
                    )}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} disabled={saving}>
                    {translate(result ? 'ra.action.close' : 'ra.action.cancel')}
                </Button>
                {!result && (
                    <Button
                        variant="contained"
                        onClick={save}
                        disabled={!preview?.sent.length || !location || saving || !producers.settled}
                    >
                        {translate('xts.plots.import.save', { smart_count: preview?.sent.length ?? 0 })}
                    </Button>
                )}
            </DialogActions>
        </Dialog>
    );
}
