import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import kinks from '@turf/kinks';
import { selfIntersects } from '../../src/domain/geo/selfIntersection';
import { MAX_PLOT_VERTICES, validatePlotGeometry } from '../../src/domain/geo/validate';
import type { PlotGeometry, Position } from '../../src/domain/geo/types';

/**
 * The sweep's verdict is @turf/kinks' verdict (any kink or none) on every geometry: random
 * coordinates, and crafted ones on a small integer grid where segments touch, share ends, run along
 * each other and repeat positions.
 */
const turfSays = (geometry: PlotGeometry) => kinks(geometry as never).features.length > 0;

const closed = (ring: Position[]): Position[] => [...ring, ring[0]];

/** A ring of 3 to `max` positions drawn by `position`, closed. */
const ring = (position: fc.Arbitrary<Position>, max: number) =>
    fc.array(position, { minLength: 3, maxLength: max }).map(closed);

const polygon = (position: fc.Arbitrary<Position>, max: number) =>
    fc.array(ring(position, max), { minLength: 1, maxLength: 3 });

const geometries = (position: fc.Arbitrary<Position>, max: number): fc.Arbitrary<PlotGeometry> =>
    fc.oneof(
        polygon(position, max).map((coordinates) => ({ type: 'Polygon', coordinates }) as PlotGeometry),
        fc
            .array(polygon(position, max), { minLength: 1, maxLength: 3 })
            .map((coordinates) => ({ type: 'MultiPolygon', coordinates }) as PlotGeometry),
    );

/** Coordinates anywhere a plot may be, full doubles. */
const anywhere = fc.tuple(
    fc.double({ min: 102, max: 110, noNaN: true }),
    fc.double({ min: 8, max: 24, noNaN: true }),
) as fc.Arbitrary<Position>;
/** A 6 × 6 grid of whole numbers: many touching, collinear and repeated positions (exact arithmetic). */
const grid = fc.tuple(
    fc.integer({ min: 0, max: 5 }),
    fc.integer({ min: 0, max: 5 }),
) as fc.Arbitrary<Position>;
/** A few metres around a point in Vietnam, on a grid of 0.00001° (the decimals a survey writes). */
const surveyed = fc
    .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }))
    .map(
        ([x, y]) =>
            [Number((108.5 + x / 100_000).toFixed(5)), Number((11.9 + y / 100_000).toFixed(5))] as Position,
    );

/** A simple polygon of n positions around a centre (a wavy circle): the shape of a walked boundary. */
function walked(n: number, [cx, cy]: Position = [108.5, 11.9], radius = 0.003): PlotGeometry {
    const ring: Position[] = [];
    for (let i = 0; i < n - 1; i++) {
        const angle = (2 * Math.PI * i) / (n - 1);
        const r = radius * (0.8 + 0.2 * Math.sin(angle * 7));
        ring.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
    }
    return { type: 'Polygon', coordinates: [closed(ring)] };
}

describe('self-intersection', () => {
    it('gives @turf/kinks’ verdict on random polygons and multipolygons', () => {
        fc.assert(
            fc.property(geometries(anywhere, 12), (g) => selfIntersects(g) === turfSays(g)),
            { numRuns: 3000 },
        );
    });

    it('gives @turf/kinks’ verdict where segments touch, share ends and run along each other', () => {
        fc.assert(
            fc.property(geometries(grid, 10), (g) => selfIntersects(g) === turfSays(g)),
            { numRuns: 5000 },
        );
    });

    it('gives @turf/kinks’ verdict on surveyed decimals', () => {
        fc.assert(
            fc.property(geometries(surveyed, 10), (g) => selfIntersects(g) === turfSays(g)),
            { numRuns: 3000 },
        );
    });

    it('gives @turf/kinks’ verdict on crafted shapes', () => {
        const square: Position[] = closed([
            [0, 0],
            [4, 0],
            [4, 4],
            [0, 4],
        ]);
        const cases: PlotGeometry[] = [
            { type: 'Polygon', coordinates: [square] },
            // A bow tie.
            {
                type: 'Polygon',
                coordinates: [
                    closed([
                        [0, 0],
                        [2, 2],
                        [2, 0],
                        [0, 2],
                    ]),
                ],
            },
            // A hole touching the outer ring at a corner, and one inside.
            {
                type: 'Polygon',
                coordinates: [
                    square,
                    closed([
                        [0, 0],
                        [1, 2],
                        [2, 1],
                    ]),
                ],
            },
            {
                type: 'Polygon',
                coordinates: [
                    square,
                    closed([
                        [1, 1],
                        [2, 1],
                        [2, 2],
                    ]),
                ],
            },
            // A spike going back along itself; a vertex touching a far edge.
            {
                type: 'Polygon',
                coordinates: [
                    closed([
                        [0, 0],
                        [4, 0],
                        [4, 4],
                        [2, 4],
                        [2, 6],
                        [2, 4],
                        [0, 4],
                    ]),
                ],
            },
            {
                type: 'Polygon',
                coordinates: [
                    closed([
                        [0, 0],
                        [4, 0],
                        [2, 2],
                        [4, 4],
                        [0, 4],
                        [2, 2],
                    ]),
                ],
            },
            // Two polygons sharing an edge, and apart.
            {
                type: 'MultiPolygon',
                coordinates: [
                    [square],
                    [
                        closed([
                            [4, 0],
                            [8, 0],
                            [8, 4],
                            [4, 4],
                        ]),
                    ],
                ],
            },
            {
                type: 'MultiPolygon',
                coordinates: [
                    [square],
                    [
                        closed([
                            [5, 0],
                            [8, 0],
                            [8, 4],
                            [5, 4],
                        ]),
                    ],
                ],
            },
            // A repeated position (a zero-length segment) and the same ring given twice.
            {
                type: 'Polygon',
                coordinates: [
                    closed([
                        [0, 0],
                        [4, 0],
                        [4, 0],
                        [4, 4],
                        [0, 4],
                    ]),
                ],
            },
            { type: 'Polygon', coordinates: [square, square] },
            walked(200),
            // A comb: long teeth side by side, every tooth's edges overlapping in longitude.
            {
                type: 'Polygon',
                coordinates: [
                    closed([
                        [0, 0],
                        ...Array.from({ length: 50 }, (_, i): Position[] => [
                            [10, 2 * i],
                            [10, 2 * i + 1],
                            [0.5, 2 * i + 1],
                            [0.5, 2 * i + 2],
                        ]).flat(),
                        [0, 100],
                    ]),
                ],
            },
        ];
        for (const g of cases) expect(selfIntersects(g), JSON.stringify(g).slice(0, 120)).toBe(turfSays(g));
    });

    // How long these take is a figure of `npm run bench:plots` ("Plot geometry check"), not a test.
    it('checks a plot of the most positions allowed', () => {
        const plot = walked(MAX_PLOT_VERTICES);
        expect(selfIntersects(plot)).toBe(false);
        expect(validatePlotGeometry(plot).errors).toEqual([]);
    });

    it('checks thousands of positions on one north–south straight edge', () => {
        // Every segment of the edge overlaps every other in longitude: a sweep by longitude alone
        // compared them all (over 100 ms).
        const edge = Array.from({ length: MAX_PLOT_VERTICES - 4 }, (_, i): Position => [
            108.6,
            11.7 + i * 1e-6,
        ]);
        const plot: PlotGeometry = {
            type: 'Polygon',
            coordinates: [closed([...edge, [108.61, 11.705], [108.61, 11.7]])],
        };
        expect(selfIntersects(plot)).toBe(false);
        expect(selfIntersects(plot)).toBe(turfSays(plot));
    });
});
