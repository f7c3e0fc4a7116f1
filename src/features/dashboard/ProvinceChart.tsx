import { formatNumber } from '../../kit/format';
import { BarChart } from './BarChart';

/** Consumers' scans per province, the provinces down the left side. */
export default function ProvinceChart({
    rows,
    label,
    description,
}: {
    rows: { name: string; count: number }[];
    label: string;
    description: string;
}) {
    return (
        <BarChart
            horizontal
            height={48 + rows.length * 34}
            categories={rows.map((row) => row.name)}
            valueLabel={formatNumber}
            axisWidth={150}
            series={[{ data: rows.map((row) => row.count), label, color: '#1565c0' }]}
            description={description}
        />
    );
}
