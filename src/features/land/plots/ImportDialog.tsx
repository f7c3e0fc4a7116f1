import { useRef, useState } from 'react';
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
import {
    MAX_FILE_BYTES,
    MAX_FILE_PLOTS,
    MAX_IMPORT_VERTICES,
    MAX_PLOT_VERTICES,
    MAX_UNZIPPED_BYTES,
} from '../../../domain/geo/fileLimits';
import { formatNumber } from '../../../kit/format';
import { useCachedOptions } from '../../../providers/options';
import { errorText } from '../../../kit/errors';
import { checkLength, checkNameText } from '../../../domain/validation';
import { newImportRun, sendImport, plotsUnsupported, type ImportRun } from './plotApi';
import { ImportReport } from './ImportReport';
import { useImportOverlaps } from './importOverlaps';
import { megabytes, useImportFile } from './useImportFile';
import { mergeOutcomes, unsavedPositions } from './importParts';
import { ImportParts } from './ImportParts';
import type { ImportPreview } from './importPreview';
import { ImportProducers } from './ImportProducers';
import { useImportProducers } from './useImportProducers';

const ACCEPT = '.geojson,.json,.kml,.gpx,.zip,application/geo+json,application/vnd.google-earth.kml+xml';

/**
 * Plots from a file (GeoJSON, KML, GPX, zipped shapefile) into a growing location: each feature
 * imported or refused with its reasons before anything is saved; a file with latitude and
 * longitude swapped is offered the fix; the crop and the producer the file does not name are given
 * once for all its plots; the preview applies the server's rules to what will be sent, and only
 * what passes them is saved, each plot linked to a producer of the register the user has agreed to
 * (ImportProducers.tsx). The file is read, checked and previewed in a worker (plotFileRead.ts) within
 * the limits the dialog states, with its progress and a cancel; a refused or cancelled file leaves
 * the dialog ready for another. The plots are saved in parts (importParts.ts), each part's outcome
 * shown, and only the failed parts sent again; what was typed and chosen stays for the retry.
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
    const file = useImportFile(crop, producer, MAX_PLOT_VERTICES);
    const { report, reading, progress, notice, preview, previewing } = file;
    const [saving, setSaving] = useState(false);
    const [failure, setFailure] = useState<string | null>(null);
    const problem = failure ?? file.problem;
    const [run, setRun] = useState<ImportRun | null>(null);
    // The producers linked and the plots sent, kept for a retry of the failed parts.
    const sending = useRef<{ inputs: ImportPreview['inputs']; settle: () => void; run: ImportRun } | null>(
        null,
    );
    const complete = !!run && run.outcomes.every((outcome) => outcome.state === 'saved');
    const result = run ? mergeOutcomes(run.parts, run.outcomes) : null;
    const notSaved =
        run && !complete && preview
            ? new Set([...unsavedPositions(run.parts, run.outcomes)].map((at) => preview.sent[at]?.index))
            : undefined;
    const overlaps = useImportOverlaps(preview, !run);
    const producers = useImportProducers(preview, location, !run);

    const save = async () => {
        if (!preview?.sent.length || !location) return;
        setSaving(true);
        setFailure(null);
        try {
            if (!sending.current) {
                const linked = await producers.resolve(preview.inputs);
                sending.current = { ...linked, run: newImportRun(linked.inputs) };
            }
            const current = sending.current;
            setRun(current.run);
            current.run = await sendImport(Number(location), current.inputs, current.run, setRun);
            if (current.run.outcomes.every((outcome) => outcome.state === 'saved')) current.settle();
            if (current.run.outcomes.some((outcome) => outcome.state === 'saved')) {
                await queryClient.invalidateQueries({ queryKey: ['plots'] });
                await queryClient.invalidateQueries({ queryKey: ['location-plots'] });
            }
        } catch (error) {
            setFailure(
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
                            disabled={!!run}
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
                        disabled={!!run}
                    />
                    <TextField
                        label={translate('xts.plots.import.producer')}
                        helperText={translate(producerError ?? 'xts.plots.import.producer_hint')}
                        error={!!producerError}
                        value={producer}
                        onChange={(event) => setProducer(event.target.value)}
                        disabled={!!run}
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
                        disabled={reading || saving || !!run}
                        sx={{ alignSelf: 'flex-start', minHeight: 56 }}
                    >
                        {translate(reading ? 'xts.plots.import.reading' : 'xts.plots.import.choose')}
                        <input
                            hidden
                            type="file"
                            accept={ACCEPT}
                            onChange={file.read}
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
                            <Button onClick={file.cancelRead}>
                                {translate('xts.plots.import.cancel_read')}
                            </Button>
                        </Stack>
                    )}
                    {previewing && !reading && (
                        <Box>
                            <Typography variant="body2" color="text.secondary">
                                {translate('xts.plots.import.previewing', {
                                    done: formatNumber(previewing.done),
                                    total: formatNumber(previewing.total),
                                })}
                            </Typography>
                            <LinearProgress
                                aria-label={translate('xts.plots.import.previewing_label')}
                                variant="determinate"
                                value={(100 * previewing.done) / Math.max(1, previewing.total)}
                            />
                        </Box>
                    )}
                    {problem && <Alert severity="error">{problem}</Alert>}
                    {notice && (
                        <Alert severity="info" role="status">
                            {notice}
                        </Alert>
                    )}
                    {report && swapped > 0 && !run && (
                        <Alert
                            severity="warning"
                            action={
                                <Button color="inherit" onClick={file.fix}>
                                    {translate('xts.plots.import.fix_swapped')}
                                </Button>
                            }
                        >
                            {translate('xts.plots.import.swapped', { smart_count: swapped })}
                        </Alert>
                    )}
                    {report && preview && !run && <ImportProducers state={producers} />}
                    {run && <ImportParts run={run} saving={saving} onRetry={save} />}
                    {report && preview && (
                        <ImportReport
                            report={report}
                            preview={preview}
                            result={result}
                            overlaps={overlaps}
                            notSaved={notSaved}
                            hideStatus={!!run && !complete}
                        />
                    )}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} disabled={saving}>
                    {translate(run ? 'ra.action.close' : 'ra.action.cancel')}
                </Button>
                {!run && (
                    <Button
                        variant="contained"
                        onClick={save}
                        disabled={
                            !preview?.sent.length || !location || saving || !!previewing || !producers.settled
                        }
                    >
                        {translate('xts.plots.import.save', { smart_count: preview?.sent.length ?? 0 })}
                    </Button>
                )}
            </DialogActions>
        </Dialog>
    );
}
