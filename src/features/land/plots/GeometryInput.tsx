import { lazy, Suspense, useMemo, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import DrawIcon from '@mui/icons-material/Draw';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import { plotGeometryCheck } from '../../../domain/geo/plotRules';
import { positionsOf } from '../../../domain/geo/positions';
import type { PlotGeometry, Position } from '../../../domain/geo/types';
import { formatNumber } from '../../../kit/format';
import { issueText } from './geoIssueText';
import { WalkPanel } from './WalkPanel';
import { TypeCoordinates } from './TypeCoordinates';
import { readWalk } from './walkDraft';
import { useDrawReference } from './drawReference';

// Leaflet and geoman load with the first form that shows the shape.
const DrawMap = lazy(() => import('./DrawMap'));

type Mode = 'walk' | 'draw' | 'type' | null;

const BIG = { minHeight: 56, fontSize: '1rem', flex: { xs: '1 1 100%', sm: '0 1 auto' } };

/**
 * The plot's shape in its form: what it is now (with the rules' findings and its area), and three
 * ways to give it on the page: walk the boundary with the phone's GPS, draw or edit it on the map,
 * or type coordinates.
 */
export function GeometryInput({ draftKey }: { draftKey: string }) {
    const translate = useTranslate();
    const declared = useWatch({ name: 'declaredAreaHa' });
    const { field, fieldState } = useInput({
        source: 'geometry',
        validate: (value: unknown, values: Record<string, unknown>) => {
            const check = plotGeometryCheck(value, Number(values.declaredAreaHa) || null);
            return check.errors.length ? 'resources.plots.errors.geometry' : undefined;
        },
    });
    const geometry = (field.value ?? null) as PlotGeometry | null;
    // A walk kept from before a reload opens again where it was.
    const [mode, setMode] = useState<Mode>(() => (readWalk(draftKey).length ? 'walk' : null));
    const [walked, setWalked] = useState<Position[]>([]);
    const reference = useDrawReference();
    const check = useMemo(
        () => (geometry ? plotGeometryCheck(geometry, Number(declared) || null) : null),
        [geometry, declared],
    );
    const set = (next: PlotGeometry) => {
        field.onChange(next);
        setMode(null);
    };
    const summary = !geometry
        ? translate('xts.plots.shape.none')
        : geometry.type === 'Point'
          ? translate('xts.plots.shape.point', {
                lat: geometry.coordinates[1],
                lon: geometry.coordinates[0],
            })
          : translate('xts.plots.shape.polygon', {
                smart_count: Math.max(positionsOf(geometry).length - 1, 0),
                area: check?.areaHa != null ? formatNumber(Math.round(check.areaHa * 10000) / 10000) : '—',
            });
    const modeButton = (name: Exclude<Mode, null>, icon: React.ReactNode) => (
        <Button
            variant={mode === name ? 'contained' : 'outlined'}
            size="large"
            startIcon={icon}
            onClick={() => setMode(mode === name ? null : name)}
            sx={BIG}
            aria-pressed={mode === name}
        >
            {translate(`xts.plots.shape.${name}`)}
        </Button>
    );
    return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                {translate('resources.plots.fields.geometry')}
            </Typography>
            <Typography data-testid="shape-summary" sx={{ mb: 1 }}>
                {summary}
            </Typography>
            <Stack spacing={1} sx={{ mb: 1 }}>
                {fieldState.error && !geometry && (
                    <Alert severity="error">{translate('xts.plots.shape.required')}</Alert>
                )}
                {/* The server's own words about the shape (a rule the console does not know). */}
                {fieldState.error?.message &&
                    geometry &&
                    !check?.errors.length &&
                    fieldState.error.message !== 'resources.plots.errors.geometry' && (
                        <Alert severity="error">
                            {translate(fieldState.error.message, { _: fieldState.error.message })}
                        </Alert>
                    )}
                {check?.errors.map((issue, index) => (
                    <Alert key={`e${index}`} severity="error">
                        {issueText(issue, translate)}
                    </Alert>
                ))}
                {check?.warnings.map((issue, index) => (
                    <Alert key={`w${index}`} severity="warning">
                        {issueText(issue, translate)}
                    </Alert>
                ))}
            </Stack>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
                {modeButton('walk', <DirectionsWalkIcon />)}
                {modeButton('draw', <DrawIcon />)}
                {modeButton('type', <KeyboardIcon />)}
            </Stack>
            {mode === 'walk' && (
                <WalkPanel
                    draftKey={draftKey}
                    onDone={set}
                    onCancel={() => setMode(null)}
                    onPath={setWalked}
                />
            )}
            {mode === 'type' && (
                <TypeCoordinates geometry={geometry} onDone={set} onCancel={() => setMode(null)} />
            )}
            <Suspense fallback={<CircularProgress aria-label={translate('ra.page.loading')} />}>
                <DrawMap
                    geometry={geometry}
                    drawing={mode === 'draw'}
                    onChange={(next) => field.onChange(next)}
                    label={translate('xts.plots.map.shape')}
                    reference={reference}
                    path={mode === 'walk' ? walked : null}
                />
            </Suspense>
        </Box>
    );
}
