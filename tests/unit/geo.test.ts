// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseCoordinateText, looksSwapped, swapLatLon } from '../../src/domain/geo/coordinates';
import { geodesicAreaHa, validatePlotGeometry } from '../../src/domain/geo/validate';
import { overlaps, overlapping } from '../../src/domain/geo/overlap';
import fc from 'fast-check';
import {
    coordinateText,
    decimalsOf,
    geometryFromPositions,
    hasDecimals,
} from '../../src/domain/geo/positions';
import { geometryText } from '../../src/domain/geo/packFiles';
import type { PlotGeometry, Position } from '../../src/domain/geo/types';

/** The sphere @turf/area measures on (WGS 84 equatorial radius). */
const R = 6378137;
const rad = (deg: number) => (deg * Math.PI) / 180;
const polygon = (ring: Position[]): PlotGeometry => ({ type: 'Polygon', coordinates: [ring] });
const rectangle = (lon: number, lat: number, dLon: number, dLat: number) =>
    polygon([
        [lon, lat],
        [lon + dLon, lat],
        [lon + dLon, lat + dLat],
        [lon, lat + dLat],
        [lon, lat],
    ]);
const codes = (issues: { code: string }[]) => issues.map((i) => i.code);

/** Exact area of a latitude-longitude rectangle on the sphere: R² · Δλ · (sin φ2 − sin φ1), in ha. */
const rectangleHa = (lat: number, dLon: number, dLat: number) =>
    (R * R * rad(dLon) * (Math.sin(rad(lat + dLat)) - Math.sin(rad(lat)))) / 10_000;

/** Area of a great-circle triangle by L'Huilier's spherical excess, in ha. */
function triangleHa(a: Position, b: Position, c: Position) {
    const central = (p: Position, q: Position) => {
        const [l1, f1, l2, f2] = [rad(p[0]), rad(p[1]), rad(q[0]), rad(q[1])];
        const h = Math.sin((f2 - f1) / 2) ** 2 + Math.cos(f1) * Math.cos(f2) * Math.sin((l2 - l1) / 2) ** 2;
        return 2 * Math.asin(Math.sqrt(h));
    };
    const [x, y, z] = [central(b, c), central(a, c), central(a, b)];
    const s = (x + y + z) / 2;
    const t = Math.tan(s / 2) * Math.tan((s - x) / 2) * Math.tan((s - y) / 2) * Math.tan((s - z) / 2);
    return (4 * Math.atan(Math.sqrt(t)) * R * R) / 10_000;
}

const within = (value: number, reference: number, share = 0.005) =>
    expect(Math.abs(value - reference) / reference).toBeLessThan(share);

describe('geodesic area of known shapes (within 0.5 %)', () => {
    it('a 100 m × 100 m square at the equator is 1 ha', () => {
        const side = 100 / ((R * Math.PI) / 180);
        within(geodesicAreaHa(rectangle(0, 0, side, side)), 1);
    });

    it('rectangles in Lâm Đồng match the exact spherical formula, from 0.5 to 60 ha', () => {
        for (const [dLon, dLat] of [
            [0.0006, 0.00081],
            [0.002, 0.0021],
            [0.0071, 0.0079],
        ]) {
            const lat = 11.9012345;
            within(geodesicAreaHa(rectangle(108.5312345, lat, dLon, dLat)), rectangleHa(lat, dLon, dLat));
        }
    });

    it("a triangle matches L'Huilier's spherical excess", () => {
        const [a, b, c]: Position[] = [
            [108.51, 11.9],
            [108.53, 11.905],
            [108.515, 11.93],
        ];
        within(geodesicAreaHa(polygon([a, b, c, a])), triangleHa(a, b, c));
    });
});

describe('validatePlotGeometry: the rules for a plot', () => {
    const square = rectangle(108.5123456, 11.9123456, 0.002, 0.002);
    const area = geodesicAreaHa(square);

    it('accepts a closed square and gives its area; warns only past 10 % from the declared area', () => {
        const ok = validatePlotGeometry(square, { declaredAreaHa: area * 1.09 });
        expect(ok.errors).toEqual([]);
        expect(codes(ok.warnings)).not.toContain('area_mismatch');
        expect(ok.areaHa).toBeCloseTo(area, 6);
        const far = validatePlotGeometry(square, { declaredAreaHa: area * 1.12 });
        expect(codes(far.warnings)).toContain('area_mismatch');
    });

    it('refuses out-of-range coordinates, open and short rings, self-intersection and zero area', () => {
        expect(codes(validatePlotGeometry({ type: 'Point', coordinates: [108.5, 95] }).errors)).toEqual([
            'out_of_range',
        ]);
        const open = {
            type: 'Polygon',
            coordinates: [
                [
                    [108.5, 11.9],
                    [108.51, 11.9],
                    [108.51, 11.91],
                    [108.5, 11.91],
                ],
            ],
        };
        expect(codes(validatePlotGeometry(open).errors)).toEqual(['ring_open']);
        const short = polygon([
            [108.5, 11.9],
            [108.51, 11.9],
            [108.5, 11.9],
        ]);
        expect(codes(validatePlotGeometry(short).errors)).toEqual(['ring_too_short']);
        const bowtie = polygon([
            [108.5, 11.9],
            [108.51, 11.91],
            [108.51, 11.9],
            [108.5, 11.91],
            [108.5, 11.9],
        ]);
        expect(codes(validatePlotGeometry(bowtie).errors)).toEqual(['self_intersection']);
        const flat = polygon([
            [108.5, 11.9],
            [108.51, 11.9],
            [108.52, 11.9],
            [108.5, 11.9],
        ]);
        expect(codes(validatePlotGeometry(flat).errors)).toContain('zero_area');
        expect(codes(validatePlotGeometry({ type: 'LineString', coordinates: [] }).errors)).toEqual(['type']);
        expect(codes(validatePlotGeometry({ type: 'Point', coordinates: ['108', 11] }).errors)).toEqual([
            'not_number',
        ]);
        expect(codes(validatePlotGeometry(null).errors)).toEqual(['missing']);
    });

    it('refuses a point for a plot over 4 ha, accepts it at 4 ha', () => {
        const point: PlotGeometry = { type: 'Point', coordinates: [108.5123456, 11.9123456] };
        expect(codes(validatePlotGeometry(point, { declaredAreaHa: 4.01 }).errors)).toEqual([
            'point_over_4ha',
        ]);
        expect(validatePlotGeometry(point, { declaredAreaHa: 4 }).errors).toEqual([]);
        expect(validatePlotGeometry(point, { declaredAreaHa: 4 }).areaHa).toBeNull();
    });

    it('warns about coordinates with fewer than 6 decimals', () => {
        expect(codes(validatePlotGeometry({ type: 'Point', coordinates: [108.5, 11.9] }).warnings)).toEqual([
            'precision',
        ]);
        expect(
            validatePlotGeometry({ type: 'Point', coordinates: [108.512345, 11.912345] }).warnings,
        ).toEqual([]);
    });
});

describe('coordinates as people type them', () => {
    it('reads lat, lon pairs with a decimal point or a decimal comma and keeps every decimal', () => {
        const { positions, errors } = parseCoordinateText(
            '11.9123456, 108.5123456\n11,9133457 108,5133458\n 11,9143459; 108,514346 \n\n11.91,108.52',
        );
        expect(errors).toEqual([]);
        expect(positions).toEqual([
            [108.5123456, 11.9123456],
            [108.5133458, 11.9133457],
            [108.514346, 11.9143459],
            [108.52, 11.91],
        ]);
    });

    it('names the lines that hold no pair', () => {
        const { positions, errors } = parseCoordinateText('11.9 108.5\nmười một, một trăm\n11.9');
        expect(positions).toHaveLength(1);
        expect(errors).toEqual([
            { line: 2, text: 'mười một, một trăm' },
            { line: 3, text: '11.9' },
        ]);
    });

    it('makes a point of one position and a closed polygon of three or more', () => {
        expect(geometryFromPositions([[108.5, 11.9]])).toEqual({ type: 'Point', coordinates: [108.5, 11.9] });
        expect(
            geometryFromPositions([
                [108.5, 11.9],
                [108.6, 11.9],
            ]),
        ).toBeNull();
        const walked = geometryFromPositions([
            [108.5, 11.9],
            [108.51, 11.9],
            [108.51, 11.91],
        ]);
        expect(walked).toEqual(
            polygon([
                [108.5, 11.9],
                [108.51, 11.9],
                [108.51, 11.91],
                [108.5, 11.9],
            ]),
        );
    });

    it('writes coordinates with at least 6 decimals, never fewer than they hold', () => {
        expect(coordinateText(11.9)).toBe('11.900000');
        expect(coordinateText(108.1234567)).toBe('108.1234567');
        expect(coordinateText(1e-7)).toBe('0.0000001');
        expect(decimalsOf(108.123456)).toBe(6);
    });

    it('tells whether a number has so many decimals as writing it out would', () => {
        const decimal = fc
            .tuple(fc.integer({ min: -1_800_000_000, max: 1_800_000_000 }), fc.integer({ min: 0, max: 12 }))
            .map(([digits, places]) => digits / 10 ** places);
        const number = fc.oneof(
            decimal,
            fc.double({ noNaN: true }),
            fc.double({ min: -1e-5, max: 1e-5 }),
            fc.constantFrom(0, -0, 1e-7, 1.5e-7, 0.1 + 0.2, 108.12345, -180, 1e21, Infinity, NaN),
        );
        fc.assert(
            fc.property(number, fc.integer({ min: 1, max: 9 }), (value, min) => {
                expect(hasDecimals(value, min)).toBe(decimalsOf(value) >= min);
            }),
            { numRuns: 5000 },
        );
    });

    it('writes a geometry as each coordinate would be written alone, short and long ones mixed', () => {
        const value = fc.oneof(
            fc.double({ min: -180, max: 180, noNaN: true }),
            fc
                .tuple(fc.double({ min: -180, max: 180, noNaN: true }), fc.integer({ min: 0, max: 9 }))
                .map(([v, places]) => Number(v.toFixed(places))),
            fc.constantFrom(0, 1e-7, -2.5e-8),
        );
        const position = fc.tuple(value, value);
        fc.assert(
            fc.property(fc.array(position, { minLength: 1, maxLength: 8 }), (positions) => {
                const ring = [...positions, positions[0]];
                const written = (p: Position) => `[${coordinateText(p[0])},${coordinateText(p[1])}]`;
                expect(geometryText({ type: 'Point', coordinates: positions[0] })).toBe(
                    `{"type":"Point","coordinates":${written(positions[0])}}`,
                );
                // The ring as given or turned counter-clockwise, as the EU file wants it.
                const writings = [ring, [...ring].reverse()].map(
                    (r) => `{"type":"Polygon","coordinates":[[${r.map(written).join(',')}]]}`,
                );
                expect(writings).toContain(geometryText({ type: 'Polygon', coordinates: [ring] }));
            }),
            { numRuns: 2000 },
        );
    });
});

describe('latitude and longitude swapped for Vietnam', () => {
    it('detects a file written [lat, lon] and swaps it back', () => {
        const swapped: PlotGeometry = { type: 'Point', coordinates: [11.9123456, 108.5123456] };
        expect(looksSwapped(swapped)).toBe(true);
        expect(swapLatLon(swapped)).toEqual({ type: 'Point', coordinates: [108.5123456, 11.9123456] });
        expect(looksSwapped(swapLatLon(swapped))).toBe(false);
        expect(looksSwapped({ type: 'Point', coordinates: [2.35, 48.85] })).toBe(false);
        const ring = rectangle(11.9, 108.5, 0.001, 0.001);
        expect(looksSwapped(ring)).toBe(true);
    });
});

describe('overlapping plots of different producers', () => {
    const a = rectangle(108.5, 11.9, 0.002, 0.002);
    it('flags polygons that share area, not neighbours that share an edge or a corner', () => {
        expect(overlaps(a, rectangle(108.501, 11.901, 0.002, 0.002))).toBe(true);
        expect(overlaps(a, rectangle(108.502, 11.9, 0.002, 0.002))).toBe(false);
        expect(overlaps(a, rectangle(108.502, 11.902, 0.002, 0.002))).toBe(false);
        expect(overlaps(a, rectangle(108.51, 11.9, 0.002, 0.002))).toBe(false);
        expect(overlaps(a, a)).toBe(true);
        const cross = polygon([
            [108.4995, 11.9005],
            [108.5025, 11.9005],
            [108.5025, 11.9015],
            [108.4995, 11.9015],
            [108.4995, 11.9005],
        ]);
        expect(overlaps(a, cross)).toBe(true);
        expect(overlaps(a, { type: 'Point', coordinates: [108.501, 11.901] })).toBe(true);
        expect(overlaps(a, { type: 'Point', coordinates: [108.51, 11.901] })).toBe(false);
    });

    it('only across producers', () => {
        const plots = [
            { id: 1, producerName: 'Hộ A', geometry: a },
            { id: 2, producerName: 'hộ a ', geometry: rectangle(108.501, 11.901, 0.002, 0.002) },
            { id: 3, producerName: 'Hộ B', geometry: rectangle(108.5015, 11.9015, 0.002, 0.002) },
        ];
        expect(overlapping(plots[0], plots)).toEqual([3]);
    });
});
