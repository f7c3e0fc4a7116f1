// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
    measureOverlap,
    overlapFacts,
    OVERLAP_MIN_M2,
    OVERLAP_MIN_SHARE,
} from '../../src/domain/geo/overlapArea';
import { packGaps } from '../../src/domain/geo/pack';
import { sharedPairs } from '../../src/domain/geo/packOverlaps';
import { geodesicAreaHa } from '../../src/domain/geo/validate';
import type { Plot, PlotGeometry } from '../../src/domain/geo/types';
import { coffee, originOf, plotOf, starRing } from './plotFactory';

const METRE = 1 / 111_319.49;
const LAT = 11.9;
const LON = 108.52;
const lonMetre = METRE / Math.cos((LAT * Math.PI) / 180);

/** A rectangle `width` × `height` metres whose south-west corner is `east` metres east of LON. */
const rectangle = (east: number, width: number, height = 200): PlotGeometry => {
    const [x0, x1] = [LON + east * lonMetre, LON + (east + width) * lonMetre];
    const y1 = LAT + height * METRE;
    return {
        type: 'Polygon',
        coordinates: [
            [
                [x0, LAT],
                [x1, LAT],
                [x1, y1],
                [x0, y1],
                [x0, LAT],
            ],
        ],
    };
};

const shape = (id: number, geometry: PlotGeometry, producerName = `Hộ số ${id}`) => ({
    id,
    code: `CD-${id}`,
    producerName,
    geometry,
});

/** A plot of the pack with the overlap facts the server would answer for it against `others`. */
function withOverlaps(plot: Plot, others: Plot[]): Plot {
    return { ...plot, overlaps: overlapFacts(plot, others) };
}

describe('overlap between plots of different producers', () => {
    const copied = starRing(LON, LAT, [120, 140, 130, 150, 125, 135]);
    const polygon: PlotGeometry = { type: 'Polygon', coordinates: [copied] };

    it('measures an exact copy as the whole plot, beyond the tolerance', () => {
        const measure = measureOverlap(polygon, structuredClone(polygon))!;
        expect(measure.share).toBe(1);
        expect(measure.areaM2! / 10_000).toBeCloseTo(geodesicAreaHa(polygon), 2);
        expect(measure.counts).toBe(true);
    });

    it('tolerates an overlap just under the larger of 100 m² and 1 % of the smaller plot, not just over', () => {
        // Two 200 m × 200 m plots (4 ha): 1 % is 400 m², above 100 m², so the edge is 400 m² (2 m of 200 m).
        expect(OVERLAP_MIN_M2).toBe(100);
        expect(OVERLAP_MIN_SHARE).toBe(0.01);
        const under = measureOverlap(rectangle(0, 200), rectangle(198.1, 200))!;
        const over = measureOverlap(rectangle(0, 200), rectangle(197.9, 200))!;
        expect(under.areaM2).toBeGreaterThan(370);
        expect(under.areaM2).toBeLessThan(400);
        expect(under.counts).toBe(false);
        expect(over.areaM2).toBeGreaterThan(400);
        expect(over.areaM2).toBeLessThan(430);
        expect(over.counts).toBe(true);
    });

    it('tolerates up to 100 m² between small plots, where 1 % is less', () => {
        // 50 m × 50 m (0.25 ha): 1 % is 25 m², so 100 m² is the edge (2 m of 50 m).
        const small = (east: number) => rectangle(east, 50, 50);
        expect(measureOverlap(small(0), small(48.1))!.counts).toBe(false);
        expect(measureOverlap(small(0), small(47.9))!.counts).toBe(true);
    });

    it('does not count neighbours sharing an edge, nor plots of the same producer', () => {
        expect(measureOverlap(rectangle(0, 200), rectangle(200, 200))).toBeNull();
        const facts = overlapFacts({ id: 1, producerName: 'Hộ Nguyễn Văn A', geometry: polygon }, [
            shape(2, polygon, ' hộ nguyễn văn a '),
            shape(3, polygon, 'Hộ Trần Thị B'),
        ]);
        expect(facts.map((fact) => fact.code)).toEqual(['CD-3']);
    });

    it('counts a point inside another producer’s plot (its land cannot be measured)', () => {
        const point: PlotGeometry = { type: 'Point', coordinates: [LON, LAT] };
        expect(measureOverlap(point, polygon)).toEqual({ areaM2: null, share: null, counts: true });
    });
});

describe('overlaps in the EUDR pack', () => {
    const ring = starRing(LON, LAT, [120, 140, 130, 150, 125, 135]);
    const mine = plotOf(1, { type: 'Polygon', coordinates: [ring] }, 5.6, 'Hộ Nguyễn Văn Thành');
    const copy = { ...plotOf(37, structuredClone(mine.geometry), 5.6, 'Hộ Lê Thị Sao'), code: 'CD-COPY' };

    it('is a gap naming both plots by code when a plot of the pack is copied under another producer', () => {
        const origin = originOf([withOverlaps(mine, [copy])]);
        const gaps = packGaps([{ product: coffee, origin }]);
        expect(gaps).toEqual([
            expect.objectContaining({
                code: 'overlap',
                plotId: 1,
                plotCode: mine.code,
                other: expect.objectContaining({ plotId: 37, plotCode: 'CD-COPY', share: 1 }),
            }),
        ]);
    });

    it('names a pair once when both plots are in the pack', () => {
        const origin = originOf([withOverlaps(mine, [copy]), withOverlaps(copy, [mine])]);
        expect(packGaps([{ product: coffee, origin }]).filter((gap) => gap.code === 'overlap')).toHaveLength(
            1,
        );
    });

    it('is no gap for the same producer, nor within the tolerance', () => {
        const same = { ...copy, producerName: mine.producerName };
        const sliver = plotOf(38, rectangle(0, 200), 4, 'Hộ Khác');
        const beside = plotOf(39, rectangle(198.5, 200), 4, 'Hộ Khác Nữa');
        const origin = originOf([withOverlaps(mine, [same]), withOverlaps(sliver, [beside])]);
        expect(packGaps([{ product: coffee, origin }])).toEqual([]);
    });

    it('lifts the gap of a pair marked as shared land, and lists it with its reason', () => {
        const shared = {
            reason: 'Hai anh em canh tác chung',
            by: 'Chủ hợp tác xã',
            at: '2026-11-29T10:00:00Z',
        };
        const marked: Plot = {
            ...mine,
            overlaps: overlapFacts(mine, [copy]).map((fact) => ({ ...fact, shared })),
        };
        const origin = originOf([marked]);
        expect(packGaps([{ product: coffee, origin }])).toEqual([]);
        expect(sharedPairs(origin.plots.map((item) => item.plot))).toEqual([
            expect.objectContaining({
                plotCode: mine.code,
                other: expect.objectContaining({ plotCode: 'CD-COPY' }),
                shared,
            }),
        ]);
    });
});
