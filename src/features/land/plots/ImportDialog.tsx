import { useState, type ChangeEvent } from 'react';
import {
    Alert,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
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
import type { PlotFileReport } from '../../../domain/geo/readers';
import type { PlotImportResult } from '../../../domain/geo/types';
import { useCachedOptions } from '../../../providers/options';
import { errorText } from '../../../custom/common/errors';
import { importInputs } from './importInputs';
import { importPlots, plotsUnsupported } from '../../../custom/plots/plotApi';
import { ImportReport } from './ImportReport';

const ACCEPT = '.geojson,.json,.kml,.gpx,.zip,application/geo+json,application/vnd.google-earth.kml+xml';

/**
 * Plots from a file (GeoJSON, KML, GPX, zipped shapefile) into a growing location: each feature
 * imported or refused with its reasons before anything is saved; a file with latitude and
 * longitude swapped is offered the fix; then the valid ones are saved in one call.
 */
export function ImportDialog({ locationId, onClose }: { locationId?: number; onClose: () => void }) {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const locations = useCachedOptions('locations');
    const [location, setLocation] = useState(locationId ? String(locationId) : '');
    const [crop, setCrop] = useState('');
    const [fileName, setFileName] = useState('');
    const [report, setReport] = useState<PlotFileReport | null>(null);
    const [reading, setReading] = useState(false);
    const [saving, setSaving] = useState(false);
    const [problem, setProblem] = useState<string | null>(null);
    const [result, setResult] = useState<PlotImportResult | null>(null);

    const read = async (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        setReading(true);
        setProblem(null);
        setReport(null);
        setResult(null);
        setFileName(file.name);
        try {
            const { readPlotFile } = await import('../../../domain/geo/readers');
            setReport(await readPlotFile(file, file.name));
        } catch (error) {
            const code = (error as { code?: string }).code;
            setProblem(
                translate(`xts.plots.import.file_${code ?? 'unreadable'}`, {
                    _: translate('xts.plots.import.file_unreadable'),
                }),
            );
        } finally {
            setReading(false);
        }
    };

    const fix = async () => {
        if (!report) return;
        const { fixSwapped } = await import('../../../domain/geo/readers');
        setReport(fixSwapped(report));
    };

    const save = async () => {
        if (!report || !location) return;
        setSaving(true);
        setProblem(null);
        try {
            const inputs = importInputs(report.features, {
                crop: crop.trim(),
                codePrefix: fileName.replace(/\.[^.]+$/, '') || 'T',
            });
            setResult(await importPlots(Number(location), inputs));
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
                    <Typography variant="body2" color="text.secondary">
                        {translate('xts.plots.import.formats')}
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
                    {problem && <Alert severity="error">{problem}</Alert>}
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
                    {report && <ImportReport report={report} result={result} />}
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
                        disabled={!report?.features.length || !location || saving}
                    >
                        {translate('xts.plots.import.save', { smart_count: report?.features.length ?? 0 })}
                    </Button>
                )}
            </DialogActions>
        </Dialog>
    );
}
