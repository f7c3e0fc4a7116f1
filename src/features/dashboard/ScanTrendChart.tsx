import { formatNumber } from '../../kit/format';
import type { DayCount } from '../../domain/dashboard';
import { BarChart } from './BarChart';
import { dayLabel } from './chartLayout';

/** Consumers' scans per day. */
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
        <BarChart
            height={220}
            categories={days.map((day) => day.date)}
            categoryLabel={dayLabel}
            valueLabel={formatNumber}
            axisWidth={40}
            series={[{ data: days.map((day) => day.count), label, color: '#1565c0' }]}
            grid
            description={description}
        />
    );
}
