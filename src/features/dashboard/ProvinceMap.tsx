import { Box, Stack, Typography } from '@mui/material';
import { PROVINCE_PLACES } from '../../domain/provinceGeo';
import { formatNumber } from '../../kit/format';
import { legendSteps, stepOf } from './mapSteps';

/**
 * A tile map of Vietnam's 34 provinces: one labelled square per province, placed roughly where it
 * lies (not its real boundaries), coloured by its count in five steps. Drawn as SVG, no map library.
 */

const CELL = 30;
const GAP = 3;
const PALETTES = {
    scans: ['#eceff1', '#bbdefb', '#64b5f6', '#1e88e5', '#0d47a1'],
    alerts: ['#eceff1', '#ffcdd2', '#e57373', '#e53935', '#b71c1c'],
};

export type MapMode = keyof typeof PALETTES;

export default function ProvinceMap({
    counts,
    mode,
    description,
    legend,
}: {
    /** Counts by province code. */
    counts: Map<string, number>;
    mode: MapMode;
    description: string;
    legend: { none: string; title: string };
}) {
    const palette = PALETTES[mode];
    const max = Math.max(0, ...counts.values());
    const cols = Math.max(...PROVINCE_PLACES.map((p) => p.col)) + 1;
    const rows = Math.max(...PROVINCE_PLACES.map((p) => p.row)) + 1;
    const width = cols * (CELL + GAP);
    const height = rows * (CELL + GAP);
    const range = (from: number, to: number) =>
        from === to ? formatNumber(from) : `${formatNumber(from)}–${formatNumber(to)}`;
    const entries = [
        { step: 0, text: legend.none },
        ...legendSteps(max).map(({ step, from, to }) => ({ step, text: range(from, to) })),
    ];
    return (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Box
                component="svg"
                role="img"
                aria-label={description}
                viewBox={`0 0 ${width} ${height}`}
                sx={{ width, maxWidth: '100%', height: 'auto' }}
            >
                {PROVINCE_PLACES.map((place) => {
                    const count = counts.get(place.code) ?? 0;
                    const step = stepOf(count, max);
                    return (
                        <g
                            key={place.code}
                            transform={`translate(${place.col * (CELL + GAP)}, ${place.row * (CELL + GAP)})`}
                            data-province={place.code}
                            data-step={step}
                        >
                            <title>{`${place.name}: ${formatNumber(count)}`}</title>
                            <rect
                                width={CELL}
                                height={CELL}
                                rx={3}
                                fill={palette[step]}
                                stroke="#90a4ae"
                                strokeWidth={0.5}
                            />
                            <text
                                x={CELL / 2}
                                y={CELL / 2 + 3}
                                textAnchor="middle"
                                fontSize={8.5}
                                fill={step >= 3 ? '#fff' : '#263238'}
                            >
                                {place.short}
                            </text>
                        </g>
                    );
                })}
            </Box>
            <Box aria-hidden>
                <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
                    {legend.title}
                </Typography>
                {entries.map(({ step, text }) => (
                    <Stack key={step} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Box
                            sx={{
                                width: 14,
                                height: 14,
                                bgcolor: palette[step],
                                border: '1px solid #90a4ae',
                                borderRadius: 0.5,
                            }}
                        />
                        <Typography variant="caption">{text}</Typography>
                    </Stack>
                ))}
            </Box>
        </Stack>
    );
}
