import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatNumber } from '../../custom/common/format';
import type { DayCount } from '../../domain/dashboard';

const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const valueLabel = (value: number | null) => (value === null ? '' : formatNumber(value));

/** Consumers' scans per day: an image for assistive technology, named by its widget's sentence. */
export default function ScanTrendChart({
    days,
    label,
    description,
}: {
    days: DayCount[];
    label: string;
    description: string;
}) {
    return (
        <Box role="img" aria-label={description} sx={{ width: '100%', height: 220 }}>
            <BarChart
                height={220}
                xAxis={[{ scaleType: 'band', data: days.map((day) => day.date), valueFormatter: dayLabel }]}
                yAxis={[{ min: 0, valueFormatter: valueLabel, width: 40 }]}
                series={[
                    {
                        data: days.map((day) => day.count),
                        label,
                        color: '#1565c0',
                        valueFormatter: valueLabel,
                    },
                ]}
                grid={{ horizontal: true }}
                hideLegend
                skipAnimation
            />
        </Box>
    );
}
