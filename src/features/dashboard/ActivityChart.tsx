import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatNumber } from '../../custom/common/format';
import type { DayCount } from '../../domain/dashboard';

/**
 * The dashboard's charts, one module each: the chart library loads with them, after the figures
 * are on screen, and no other page pays for it. Each chart is an image for assistive technology,
 * named by the sentence its widget prints below it.
 */

const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const valueLabel = (value: number | null) => (value === null ? '' : formatNumber(value));

export default function ActivityChart({
    activations,
    retail,
    labels,
    description,
}: {
    activations: DayCount[];
    retail: DayCount[];
    labels: { activations: string; retail: string };
    description: string;
}) {
    return (
        <Box role="img" aria-label={description} sx={{ width: '100%', height: 280 }}>
            <BarChart
                height={280}
                xAxis={[
                    { scaleType: 'band', data: activations.map((day) => day.date), valueFormatter: dayLabel },
                ]}
                yAxis={[{ min: 0, valueFormatter: valueLabel, width: 48 }]}
                series={[
                    {
                        data: activations.map((day) => day.count),
                        label: labels.activations,
                        color: '#2e7d32',
                        valueFormatter: valueLabel,
                    },
                    {
                        data: retail.map((day) => day.count),
                        label: labels.retail,
                        color: '#ef6c00',
                        valueFormatter: valueLabel,
                    },
                ]}
                grid={{ horizontal: true }}
                skipAnimation
            />
        </Box>
    );
}
