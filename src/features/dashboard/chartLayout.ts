import { scaleBand, scaleLinear } from 'd3-scale';

/**
 * Where the bars, ticks and labels of a dashboard bar chart go, in pixels (d3-scale's band and
 * linear scales). Apart from the component (BarChart.tsx) so that the geometry is tested in Node.
 */

export interface BarSeries {
    label: string;
    color: string;
    data: number[];
}

export interface ChartBox {
    width: number;
    height: number;
    /** Room left for the value axis (vertical bars) or the category labels (horizontal bars). */
    axis: number;
    /** Room below the plot for the axis labels. */
    bottom: number;
    top: number;
    right: number;
}

export interface PlacedBar {
    key: string;
    x: number;
    y: number;
    width: number;
    height: number;
    color: string;
    category: number;
    series: number;
    value: number;
}

export interface Tick {
    value: number;
    /** Along the value axis, in pixels. */
    at: number;
}

export interface CategoryTick {
    index: number;
    /** The middle of the category's band, in pixels. */
    at: number;
    /** Whether its label is written: labels that would overlap are left out at regular steps. */
    labelled: boolean;
}

export interface BarLayout {
    plot: { left: number; top: number; right: number; bottom: number };
    bars: PlacedBar[];
    valueTicks: Tick[];
    categoryTicks: CategoryTick[];
}

/** Counts are whole numbers: ticks fall on whole numbers only, about five of them. */
function valueScale(series: BarSeries[], range: [number, number]) {
    const max = Math.max(1, ...series.flatMap((one) => one.data));
    const scale = scaleLinear().domain([0, max]).nice(5).range(range);
    return { scale, ticks: scale.ticks(5).filter((value) => Number.isInteger(value)) };
}

/**
 * Bars of every series side by side in each category's band. `horizontal` lays the categories
 * down the left side (long names such as provinces); `labelSpace` is the width one category label
 * needs under vertical bars, from which every how-many-th label is written.
 */
export function barLayout(
    categories: number,
    series: BarSeries[],
    box: ChartBox,
    { horizontal = false, labelSpace = 40 }: { horizontal?: boolean; labelSpace?: number } = {},
): BarLayout {
    const plot = {
        left: box.axis,
        top: box.top,
        right: Math.max(box.axis + 1, box.width - box.right),
        bottom: Math.max(box.top + 1, box.height - box.bottom),
    };
    const indices = Array.from({ length: categories }, (_, index) => index);
    const band = scaleBand<number>()
        .domain(indices)
        .range(horizontal ? [plot.top, plot.bottom] : [plot.left, plot.right])
        .paddingInner(0.2)
        .paddingOuter(0.1);
    const inner = scaleBand<number>()
        .domain(series.map((_, index) => index))
        .range([0, band.bandwidth()])
        .paddingInner(series.length > 1 ? 0.1 : 0);
    const { scale, ticks } = valueScale(
        series,
        horizontal ? [plot.left, plot.right] : [plot.bottom, plot.top],
    );
    const zero = scale(0);
    const bars = series.flatMap((one, seriesIndex) =>
        one.data.slice(0, categories).map((value, category): PlacedBar => {
            const across = (band(category) ?? 0) + (inner(seriesIndex) ?? 0);
            const along = scale(value);
            const base = {
                key: `${seriesIndex}-${category}`,
                color: one.color,
                category,
                series: seriesIndex,
                value,
            };
            return horizontal
                ? { ...base, x: zero, y: across, width: along - zero, height: inner.bandwidth() }
                : { ...base, x: across, y: along, width: inner.bandwidth(), height: zero - along };
        }),
    );
    const step = horizontal ? 1 : Math.max(1, Math.ceil(labelSpace / Math.max(band.step(), 1)));
    return {
        plot,
        bars,
        valueTicks: ticks.map((value) => ({ value, at: scale(value) })),
        categoryTicks: indices.map((index) => ({
            index,
            at: (band(index) ?? 0) + band.bandwidth() / 2,
            labelled: index % step === 0,
        })),
    };
}

/** A day's label under its bars, "dd/mm", from its ISO date. */
export const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** A label cut to about `room` pixels of 12 px text, with an ellipsis when it was longer. */
export function fitLabel(label: string, room: number): string {
    const chars = Math.max(3, Math.floor(room / 6.5));
    return label.length <= chars ? label : `${label.slice(0, chars - 1).trimEnd()}…`;
}
