import { useState } from 'react';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { parseCoordinateText } from '../../../domain/geo/coordinates';
import { geometryFromPositions, positionsOf } from '../../../domain/geo/positions';
import type { PlotGeometry } from '../../../domain/geo/types';

/** The shape's positions as lines of "lat, lon", every decimal as stored. */
const textOf = (geometry: PlotGeometry | null) => {
    if (!geometry) return '';
    const positions = positionsOf(geometry);
    const open = geometry.type === 'Point' ? positions : positions.slice(0, -1);
    return open.map(([lon, lat]) => `${lat}, ${lon}`).join('\n');
};

/**
 * Coordinates typed as text (one "lat, lon" pair a line, decimal degrees, a decimal comma accepted):
 * read from the text itself, so no number input rounds them. One pair is a point, three or more a polygon.
 */
export function TypeCoordinates({
    geometry,
    onDone,
    onCancel,
}: {
    geometry: PlotGeometry | null;
    onDone: (geometry: PlotGeometry) => void;
    onCancel: () => void;
}) {
    const translate = useTranslate();
    const [text, setText] = useState(() => textOf(geometry));
    const [problem, setProblem] = useState<string | null>(null);
    const parsed = parseCoordinateText(text);
    const use = () => {
        if (parsed.errors.length) {
            setProblem(
                translate('xts.plots.type.bad_lines', {
                    lines: parsed.errors.map((error) => error.line).join(', '),
                }),
            );
            return;
        }
        const next = geometryFromPositions(parsed.positions);
        if (!next) {
            setProblem(translate('xts.plots.type.too_few'));
            return;
        }
        setProblem(null);
        onDone(next);
    };
    return (
        <Paper
            variant="outlined"
            sx={{ p: 2, mb: 2 }}
            role="group"
            aria-label={translate('xts.plots.type.title')}
        >
            <Stack spacing={2}>
                <Typography variant="h6" component="h3">
                    {translate('xts.plots.type.title')}
                </Typography>
                <TextField
                    label={translate('xts.plots.type.label')}
                    helperText={translate('xts.plots.type.hint')}
                    value={text}
                    onChange={(event) => {
                        setText(event.target.value);
                        setProblem(null);
                    }}
                    multiline
                    minRows={4}
                    fullWidth
                    slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', inputMode: 'text' } }}
                />
                <Typography variant="body2" color="text.secondary" role="status">
                    {translate('xts.plots.type.read', { smart_count: parsed.positions.length })}
                </Typography>
                {problem && <Alert severity="error">{problem}</Alert>}
                <Stack direction="row" spacing={1}>
                    <Button variant="contained" size="large" onClick={use} sx={{ minHeight: 56 }}>
                        {translate('xts.plots.type.use')}
                    </Button>
                    <Button size="large" onClick={onCancel} sx={{ minHeight: 56 }}>
                        {translate('ra.action.cancel')}
                    </Button>
                </Stack>
            </Stack>
        </Paper>
    );
}
