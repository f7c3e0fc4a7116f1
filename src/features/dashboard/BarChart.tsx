import { useCallback, useState, type SVGProps } from 'react';
import { Box, Stack, Typography, useTheme } from '@mui/material';
import { barLayout, fitLabel, type BarSeries } from './chartLayout';

/** The width a chart is drawn at before its box has been measured (or where nothing lays out). */
const UNMEASURED_WIDTH = 600;

/** The width of the chart's box, followed as the window or the sidebar changes it. */
function useBoxWidth() {
    const [width, setWidth] = useState(0);
    const ref = useCallback((node: HTMLDivElement | null) => {
        if (!node) return;
        const measure = () => setWidth(node.clientWidth);
        measure();
        if (typeof ResizeObserver === 'undefined') return;
        const observer = new ResizeObserver(measure);
        observer.observe(node);
        return () => observer.disconnect();
    }, []);
    return [ref, width || UNMEASURED_WIDTH] as const;
}

/** A tick under the plot at `at`, with its label when it has one. */
function BottomTick({
    at,
    bottom,
    label,
    stroke,
    text,
}: {
    at: number;
    bottom: number;
    label: string | null;
    stroke: string;
    text: SVGProps<SVGTextElement>;
}) {
    return (
        <g>
            <line x1={at} x2={at} y1={bottom} y2={bottom + 5} stroke={stroke} />
            {label !== null && (
                <text x={at} y={bottom + 18} textAnchor="middle" {...text}>
                    {label}
                </text>
            )}
        </g>
    );
}

export interface BarChartProps {
    categories: string[];
    series: BarSeries[];
    height: number;
    /** What a category is called under its bars and in a bar's tooltip. */
    categoryLabel?: (category: string) => string;
    valueLabel: (value: number) => string;
    /** Categories down the left side, bars growing to the right. */
    horizontal?: boolean;
    /** Room for the value axis (vertical) or the category names (horizontal). */
    axisWidth: number;
    grid?: boolean;
    legend?: boolean;
    /** The sentence the chart stands for, its name for assistive technology. */
    description: string;
}

/**
 * A bar chart drawn as SVG: bars of one or more series per category, a value axis with whole-number
 * ticks, category labels that skip at regular steps where they would overlap, and each bar's
 * figure in its tooltip. The chart is one image for assistive technology, named by the sentence
 * its widget prints below it.
 */
export function BarChart({
    categories,
    series,
    height,
    categoryLabel = (category) => category,
    valueLabel,
    horizontal = false,
    axisWidth,
    grid = false,
    legend = false,
    description,
}: BarChartProps) {
    const theme = useTheme();
    const [ref, width] = useBoxWidth();
    const layout = barLayout(
        categories.length,
        series,
        { width, height, axis: axisWidth, top: 8, right: 16, bottom: 24 },
        { horizontal },
    );
    const { plot } = layout;
    const text = {
        fill: theme.palette.text.secondary,
        fontSize: 12,
        fontFamily: theme.typography.fontFamily,
    };
    const line = theme.palette.divider;
    const axisLine = theme.palette.text.disabled;
    return (
        <Box role="img" aria-label={description} sx={{ width: '100%' }}>
            {legend && (
                <Stack
                    direction="row"
                    spacing={2}
                    useFlexGap
                    sx={{ justifyContent: 'center', flexWrap: 'wrap', mb: 1 }}
                >
                    {series.map((one) => (
                        <Stack key={one.label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                            <Box sx={{ width: 12, height: 12, bgcolor: one.color, borderRadius: 0.5 }} />
                            <Typography variant="caption">{one.label}</Typography>
                        </Stack>
                    ))}
                </Stack>
            )}
            <Box ref={ref} sx={{ width: '100%', height }}>
                <svg width={width} height={height} style={{ display: 'block' }}>
                    {layout.valueTicks.map((tick) =>
                        horizontal ? (
                            <BottomTick
                                key={tick.value}
                                at={tick.at}
                                bottom={plot.bottom}
                                label={valueLabel(tick.value)}
                                stroke={axisLine}
                                text={text}
                            />
                        ) : (
                            <g key={tick.value}>
                                {grid && (
                                    <line
                                        x1={plot.left}
                                        x2={plot.right}
                                        y1={tick.at}
                                        y2={tick.at}
                                        stroke={line}
                                    />
                                )}
                                <line
                                    x1={plot.left - 5}
                                    x2={plot.left}
                                    y1={tick.at}
                                    y2={tick.at}
                                    stroke={axisLine}
                                />
                                <text x={plot.left - 8} y={tick.at} dy="0.32em" textAnchor="end" {...text}>
                                    {valueLabel(tick.value)}
                                </text>
                            </g>
                        ),
                    )}
                    {layout.bars.map((bar) => (
                        <rect
                            key={bar.key}
                            x={bar.x}
                            y={bar.y}
                            width={bar.width}
                            height={bar.height}
                            fill={bar.color}
                        >
                            <title>
                                {`${categoryLabel(categories[bar.category])} · ${series[bar.series].label}: ${valueLabel(bar.value)}`}
                            </title>
                        </rect>
                    ))}
                    {layout.categoryTicks.map((tick) =>
                        horizontal ? (
                            <text
                                key={tick.index}
                                x={plot.left - 8}
                                y={tick.at}
                                dy="0.32em"
                                textAnchor="end"
                                {...text}
                            >
                                {fitLabel(categoryLabel(categories[tick.index]), axisWidth - 12)}
                            </text>
                        ) : (
                            <BottomTick
                                key={tick.index}
                                at={tick.at}
                                bottom={plot.bottom}
                                label={tick.labelled ? categoryLabel(categories[tick.index]) : null}
                                stroke={axisLine}
                                text={text}
                            />
                        ),
                    )}
                    <line
                        x1={plot.left}
                        x2={plot.right}
                        y1={plot.bottom}
                        y2={plot.bottom}
                        stroke={axisLine}
                    />
                    <line x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} stroke={axisLine} />
                </svg>
            </Box>
        </Box>
    );
}
