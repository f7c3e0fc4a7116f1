import { formatNumber } from '../../kit/format';
import type { DayCount } from '../../domain/dashboard';
import { BarChart } from './BarChart';
import { dayLabel } from './chartLayout';

/** Stamps activated and sold per day, side by side, with a legend. */
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
        <BarChart
            height={250}
            categories={activations.map((day) => day.date)}
            categoryLabel={dayLabel}
            valueLabel={formatNumber}
            axisWidth={48}
            series={[
                { data: activations.map((day) => day.count), label: labels.activations, color: '#2e7d32' },
                { data: retail.map((day) => day.count), label: labels.retail, color: '#ef6c00' },
            ]}
            grid
            legend
            description={description}
        />
    );
}
