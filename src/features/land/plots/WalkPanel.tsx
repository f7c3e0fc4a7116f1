import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';
import UndoIcon from '@mui/icons-material/Undo';
import DoneIcon from '@mui/icons-material/Done';
import { useTranslate } from 'react-admin';
import { geometryFromPositions } from '../../../domain/geo/positions';
import type { PlotGeometry, Position } from '../../../domain/geo/types';
import { formatNumber } from '../../../kit/format';
import { MAX_ACCURACY_M, MIN_STEP_M, metresBetween, readWalk, saveWalk, type WalkPoint } from './walkDraft';

type Fix =
    | { kind: 'kept'; point: WalkPoint }
    | { kind: 'refused'; accuracy: number }
    | { kind: 'error'; key: string };

const BIG = { minHeight: 64, fontSize: '1.1rem', flex: '1 1 140px' };

const GEO_ERRORS: Record<number, string> = {
    1: 'xts.plots.walk.denied',
    2: 'xts.plots.walk.unavailable',
    3: 'xts.plots.walk.timeout',
};

/**
 * Walking a plot's boundary with the phone's GPS: each fix shown with its accuracy; a fix worse than
 * 15 m refused with the reason; pause, undo the last point, finish. Big buttons for gloved hands;
 * every point kept in the browser as it comes.
 */
export function WalkPanel({
    draftKey,
    onDone,
    onCancel,
    onPath,
}: {
    draftKey: string;
    onDone: (geometry: PlotGeometry) => void;
    onCancel: () => void;
    /** The points kept so far, as [lon, lat], each time one is kept or undone: the map draws them. */
    onPath?: (path: Position[]) => void;
}) {
    const translate = useTranslate();
    const [points, setPoints] = useState<WalkPoint[]>(() => readWalk(draftKey));
    const [restored] = useState(points.length);
    const [walking, setWalking] = useState(false);
    const [last, setLast] = useState<Fix | null>(null);
    const watch = useRef<number | null>(null);

    useEffect(() => saveWalk(draftKey, points), [draftKey, points]);
    useEffect(() => onPath?.(points.map((p): Position => [p.lon, p.lat])), [onPath, points]);

    const stop = () => {
        if (watch.current !== null) navigator.geolocation?.clearWatch(watch.current);
        watch.current = null;
        setWalking(false);
    };
    useEffect(() => stop, []);

    const start = () => {
        if (!navigator.geolocation) {
            setLast({ kind: 'error', key: 'xts.plots.walk.no_gps' });
            return;
        }
        setWalking(true);
        watch.current = navigator.geolocation.watchPosition(
            (position) => {
                const { latitude, longitude, accuracy } = position.coords;
                if (accuracy > MAX_ACCURACY_M) {
                    setLast({ kind: 'refused', accuracy });
                    return;
                }
                const point = { lat: latitude, lon: longitude, accuracy };
                setLast({ kind: 'kept', point });
                setPoints((current) => {
                    const previous = current[current.length - 1];
                    return previous && metresBetween(previous, point) < MIN_STEP_M
                        ? current
                        : [...current, point];
                });
            },
            (error) => {
                setLast({ kind: 'error', key: GEO_ERRORS[error.code] ?? 'xts.plots.walk.unavailable' });
                // A lost fix (under trees, a timeout) passes: the walk goes on; a refusal ends it.
                if (error.code === 1) stop();
            },
            { enableHighAccuracy: true, maximumAge: 0, timeout: 30_000 },
        );
    };

    const finish = () => {
        const geometry = geometryFromPositions(points.map((p) => [p.lon, p.lat]));
        if (!geometry || geometry.type === 'Point') {
            setLast({ kind: 'error', key: 'xts.plots.walk.too_few' });
            return;
        }
        stop();
        onDone(geometry);
    };

    const discard = () => {
        stop();
        setPoints([]);
        setLast(null);
        onCancel();
    };

    const metres = (value: number) => formatNumber(Math.round(value * 10) / 10);

    return (
        <Paper
            variant="outlined"
            sx={{ p: 2, mb: 2 }}
            role="group"
            aria-label={translate('xts.plots.walk.title')}
        >
            <Stack spacing={2}>
                <Typography variant="h6" component="h3">
                    {translate('xts.plots.walk.title')}
                </Typography>
                {restored > 0 && (
                    <Alert severity="info">
                        {translate('xts.plots.walk.restored', { smart_count: restored })}
                    </Alert>
                )}
                <Typography>{translate('xts.plots.walk.hint', { max: MAX_ACCURACY_M })}</Typography>
                <Box role="status" aria-live="polite" data-testid="walk-status">
                    {last?.kind === 'kept' && (
                        <Alert severity="success">
                            {translate('xts.plots.walk.kept', {
                                accuracy: metres(last.point.accuracy),
                                lat: last.point.lat,
                                lon: last.point.lon,
                            })}
                        </Alert>
                    )}
                    {last?.kind === 'refused' && (
                        <Alert severity="error">
                            {translate('xts.plots.walk.refused', {
                                accuracy: metres(last.accuracy),
                                max: MAX_ACCURACY_M,
                            })}
                        </Alert>
                    )}
                    {last?.kind === 'error' && <Alert severity="error">{translate(last.key)}</Alert>}
                </Box>
                <Typography variant="h5" component="p" data-testid="walk-count">
                    {translate('xts.plots.walk.count', { smart_count: points.length })}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {walking ? (
                        <Button
                            variant="contained"
                            color="warning"
                            size="large"
                            startIcon={<PauseIcon />}
                            onClick={stop}
                            sx={BIG}
                        >
                            {translate('xts.plots.walk.pause')}
                        </Button>
                    ) : (
                        <Button
                            variant="contained"
                            size="large"
                            startIcon={<PlayArrowIcon />}
                            onClick={start}
                            sx={BIG}
                        >
                            {translate(points.length ? 'xts.plots.walk.resume' : 'xts.plots.walk.start')}
                        </Button>
                    )}
                    <Button
                        variant="outlined"
                        size="large"
                        startIcon={<UndoIcon />}
                        onClick={() => setPoints((current) => current.slice(0, -1))}
                        disabled={!points.length}
                        sx={BIG}
                    >
                        {translate('xts.plots.walk.undo')}
                    </Button>
                    <Button
                        variant="contained"
                        color="success"
                        size="large"
                        startIcon={<DoneIcon />}
                        onClick={finish}
                        disabled={points.length < 3}
                        sx={BIG}
                    >
                        {translate('xts.plots.walk.finish')}
                    </Button>
                </Stack>
                {points.length > 0 && (
                    <List dense aria-label={translate('xts.plots.walk.points')}>
                        {points.map((point, index) => (
                            <ListItem key={index} disableGutters>
                                {translate('xts.plots.walk.point', {
                                    n: index + 1,
                                    lat: point.lat,
                                    lon: point.lon,
                                    accuracy: metres(point.accuracy),
                                })}
                            </ListItem>
                        ))}
                    </List>
                )}
                <Button onClick={discard} color="inherit" sx={{ alignSelf: 'flex-start' }}>
                    {translate('xts.plots.walk.discard')}
                </Button>
            </Stack>
        </Paper>
    );
}
