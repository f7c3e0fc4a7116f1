import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatNumber } from '../../custom/common/format';

/**
 * The dashboard's charts, one module each: the chart library loads with them, after the figures
 * are on screen, and no other page pays for it. Each chart is an image for assistive technology,
 * named by the sentence its widget prints below it.
 */

const valueLabel = (value: number | null) => (value === null ? '' : formatNumber(value));

export default function ProvinceChart({
    rows,
    label,
    description,
}: {
    rows: { name: string; count: number }[];
    label: string;
    description: string;
}) {
    const height = 48 + rows.length * 34;
    return (
        <Box role="img" aria-label={description} sx={{ width: '100%', height }}>
            <BarChart
                height={height}
                layout="horizontal"
                yAxis={[{ scaleType: 'band', data: rows.map((row) => row.name), width: 150 }]}
                xAxis={[{ min: 0, valueFormatter: valueLabel }]}
                series={[
                    {
                        data: rows.map((row) => row.count),
                        label,
                        color: '#1565c0',
                        valueFormatter: valueLabel,
                    },
                ]}
                hideLegend
                skipAnimation
            />
        </Box>
    );
}
