import { describe, expect, it } from 'vitest';
import { barLayout, fitLabel, type BarSeries } from './chartLayout';

const box = { width: 600, height: 250, axis: 48, top: 8, right: 16, bottom: 24 };
const series = (label: string, data: number[]): BarSeries => ({ label, color: '#000', data });

describe('the layout of a dashboard bar chart', () => {
    it('draws every value of every series, as tall as its value on the axis, from the baseline', () => {
        const layout = barLayout(3, [series('a', [10, 0, 35]), series('b', [5, 20, 1])], box);
        expect(layout.bars).toHaveLength(6);
        const top = layout.valueTicks.at(-1)!;
        const plotHeight = layout.plot.bottom - layout.plot.top;
        expect(top.at).toBeCloseTo(layout.plot.top);
        for (const bar of layout.bars) {
            expect(bar.y + bar.height).toBeCloseTo(layout.plot.bottom);
            expect(bar.height).toBeCloseTo((bar.value / top.value) * plotHeight);
        }
        expect(Math.max(...layout.bars.map((bar) => bar.value))).toBeLessThanOrEqual(top.value);
    });

    it('places the series side by side within their category, no bar over another or outside the plot', () => {
        const layout = barLayout(30, [series('a', Array(30).fill(3)), series('b', Array(30).fill(4))], box);
        const sorted = [...layout.bars].sort((one, other) => one.x - other.x);
        for (let index = 1; index < sorted.length; index++) {
            expect(sorted[index].x).toBeGreaterThanOrEqual(
                sorted[index - 1].x + sorted[index - 1].width - 1e-9,
            );
        }
        expect(sorted[0].x).toBeGreaterThanOrEqual(layout.plot.left);
        expect(sorted.at(-1)!.x + sorted.at(-1)!.width).toBeLessThanOrEqual(layout.plot.right);
        for (let category = 0; category < 30; category++) {
            const [first, second] = layout.bars.filter((bar) => bar.category === category);
            expect([first.series, second.series]).toEqual([0, 1]);
            expect(second.x).toBeGreaterThan(first.x);
        }
    });

    it('ticks whole numbers only, starting at zero, even for a handful of items', () => {
        const layout = barLayout(2, [series('a', [1, 2])], box);
        expect(layout.valueTicks.map((tick) => tick.value)).toEqual([0, 1, 2]);
        expect(barLayout(1, [series('a', [0])], box).valueTicks.map((tick) => tick.value)).toEqual([0, 1]);
        const large = barLayout(2, [series('a', [1234, 9870])], box).valueTicks.map((tick) => tick.value);
        expect(large[0]).toBe(0);
        expect(large.at(-1)).toBeGreaterThanOrEqual(9870);
        expect(large.length).toBeLessThanOrEqual(7);
    });

    it('writes one day label in every so many, so that labels are at least their width apart', () => {
        const layout = barLayout(30, [series('a', Array(30).fill(1))], box, { labelSpace: 40 });
        const labelled = layout.categoryTicks.filter((tick) => tick.labelled);
        expect(labelled[0].index).toBe(0);
        expect(labelled.length).toBeGreaterThan(5);
        expect(labelled.length).toBeLessThan(30);
        for (let index = 1; index < labelled.length; index++) {
            expect(labelled[index].at - labelled[index - 1].at).toBeGreaterThanOrEqual(40);
        }
        const wide = barLayout(5, [series('a', Array(5).fill(1))], box, { labelSpace: 40 });
        expect(wide.categoryTicks.every((tick) => tick.labelled)).toBe(true);
    });

    it('lays categories down the left side when horizontal, bars as long as their value', () => {
        const height = 48 + 4 * 34;
        const layout = barLayout(
            4,
            [series('a', [68, 25, 6, 0])],
            { ...box, height, axis: 150 },
            { horizontal: true },
        );
        const right = layout.valueTicks.at(-1)!;
        for (const bar of layout.bars) {
            expect(bar.x).toBeCloseTo(150);
            expect(bar.width).toBeCloseTo((bar.value / right.value) * (layout.plot.right - layout.plot.left));
        }
        const ys = layout.bars.map((bar) => bar.y);
        expect(ys).toEqual([...ys].sort((one, other) => one - other));
        expect(layout.categoryTicks.every((tick) => tick.labelled)).toBe(true);
        expect(layout.bars.at(-1)!.y + layout.bars.at(-1)!.height).toBeLessThanOrEqual(layout.plot.bottom);
    });

    it('shortens a name longer than its room, with an ellipsis', () => {
        expect(fitLabel('Tỉnh Lâm Đồng', 138)).toBe('Tỉnh Lâm Đồng');
        const cut = fitLabel('Thành phố Hồ Chí Minh và vùng lân cận', 100);
        expect(cut.endsWith('…')).toBe(true);
        expect(cut.length).toBeLessThanOrEqual(Math.floor(100 / 6.5));
    });
});
