// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
    euGeometryCheck,
    euPropertiesCheck,
    truncatedMicro,
    type EuIssue,
} from '../../src/domain/geo/euRules';
import { validatePlotGeometry } from '../../src/domain/geo/validate';
import { checkPlotFields } from '../../src/domain/geo/plotRules';
import { checkFeature } from '../../src/domain/geo/readers';
import type { PlotGeometry, Position } from '../../src/domain/geo/types';

/** Positions given in millionths of a degree (plus a fraction of one) around Đà Lạt. */
const LON = 108_450_000;
const LAT = 11_940_000;
const at = (x: number, y: number): Position => [(LON + x) / 1e6, (LAT + y) / 1e6];
const ring = (...points: [number, number][]): Position[] => [...points, points[0]].map(([x, y]) => at(x, y));
const polygon = (...rings: Position[][]): PlotGeometry => ({ type: 'Polygon', coordinates: rings });
/** A square of `size` millionths of a degree (about 0.11 m each). */
const square = (x: number, y: number, size: number) =>
    ring([x, y], [x + size, y], [x + size, y + size], [x, y + size]);

const codes = (issues: EuIssue[]) => issues.map((issue) => issue.code);
const errorsOf = (geometry: unknown, options?: { declaredAreaHa?: number | null }) =>
    euGeometryCheck(geometry, options).errors;
const plotRulesPass = (geometry: PlotGeometry) =>
    expect(validatePlotGeometry(geometry, { declaredAreaHa: null }).errors).toEqual([]);

describe('truncation to 6 decimals, as the Information System reads a coordinate', () => {
    it('cuts the decimals as written, never rounds, and goes toward zero', () => {
        expect(truncatedMicro(108.1234569)).toBe(108_123_456);
        expect(truncatedMicro(0.29)).toBe(290_000);
        expect(truncatedMicro(-12.9999999)).toBe(-12_999_999);
        expect(truncatedMicro(0.0000009)).toBe(0);
        expect(truncatedMicro(11.9)).toBe(11_900_000);
    });

    it('agrees with cutting the written number for any coordinate', () => {
        const byText = (value: number) => {
            const text = Math.abs(value) < 1e-6 ? '0' : String(Math.abs(value));
            const [whole, fraction = ''] = text.split('.');
            return (
                Math.sign(value) * (Number(whole) * 1e6 + Number(fraction.slice(0, 6).padEnd(6, '0'))) || 0
            );
        };
        const coordinate = fc.oneof(
            fc.double({ min: -180, max: 180, noNaN: true }),
            fc.integer({ min: -180_000_000, max: 180_000_000 }).map((micro) => micro / 1e6),
            fc
                .tuple(fc.integer({ min: -180_000_000, max: 180_000_000 }), fc.integer({ min: 0, max: 9 }))
                .map(([micro, digit]) => Number(`${(micro / 1e6).toFixed(6)}${digit}`)),
        );
        fc.assert(
            fc.property(coordinate, (value) => {
                expect(truncatedMicro(value)).toBe(byText(value));
            }),
            {
                numRuns: 2_000,
            },
        );
    });
});

describe('each rule of the Information System, with a shape that breaks it', () => {
    it('hole: a polygon with an inner ring is refused, naming the ring', () => {
        const holed = polygon(square(0, 0, 900), [...square(300, 300, 200)].reverse());
        plotRulesPass(holed);
        expect(errorsOf(holed)).toEqual([{ code: 'hole', path: [0, 1], params: { ring: 2 } }]);
    });

    it('duplicate_vertex_truncated: two positions apart only beyond the 6th decimal', () => {
        const geometry = polygon(ring([0.1, 0.1], [0.4, 0.7], [900, 0], [900, 900], [0, 900]));
        plotRulesPass(geometry);
        expect(errorsOf(geometry)).toEqual([
            { code: 'duplicate_vertex_truncated', path: [0, 0, 1], params: { ring: 1, position: 2 } },
        ]);
    });

    it('self_intersection_truncated: a notch 0.1 m off an edge lands on it once truncated', () => {
        const geometry = polygon(
            ring([0, 0], [1000, 0], [1000, 1000], [600, 1000], [500, 0.9], [400, 1000], [0, 1000]),
        );
        plotRulesPass(geometry);
        expect(codes(errorsOf(geometry))).toEqual(['self_intersection_truncated']);
    });

    it('area_too_small: 1.2 m² as given, under 1 m² once truncated', () => {
        const geometry = polygon(ring([0, 0], [10.9, 0], [10.9, 8.9], [0, 8.9]));
        plotRulesPass(geometry);
        expect(errorsOf(geometry)).toEqual([{ code: 'area_too_small', path: [0], params: { min: 0.0001 } }]);
    });

    it('ring_open and ring_too_short after truncation', () => {
        const open = polygon(square(0, 0, 900).slice(0, -1));
        expect(errorsOf(open)).toEqual([{ code: 'ring_open', path: [0, 0], params: { ring: 1 } }]);
        const short = polygon(ring([0, 0], [900, 0]));
        expect(errorsOf(short)).toEqual([{ code: 'ring_too_short', path: [0, 0], params: { ring: 1 } }]);
    });

    it('line_string: a line is no plot, and any other type is refused', () => {
        expect(codes(errorsOf({ type: 'LineString', coordinates: [at(0, 0), at(9, 9)] }))).toEqual([
            'line_string',
        ]);
        expect(codes(errorsOf({ type: 'MultiLineString', coordinates: [] }))).toEqual(['line_string']);
        expect(codes(errorsOf({ type: 'GeometryCollection', geometries: [] }))).toEqual(['type']);
        expect(codes(errorsOf(null))).toEqual(['type']);
    });

    it('point_over_4ha and point_area: a point plot is 4 ha at most, with a numeric area', () => {
        const point = { type: 'Point', coordinates: at(0, 0) };
        expect(errorsOf(point, { declaredAreaHa: 4 })).toEqual([]);
        expect(codes(errorsOf(point, { declaredAreaHa: 4.01 }))).toEqual(['point_over_4ha']);
        expect(codes(errorsOf(point, { declaredAreaHa: null }))).toEqual(['point_area']);
        expect(codes(errorsOf(point, { declaredAreaHa: Number.NaN }))).toEqual(['point_area']);
    });

    it('property names exactly as the GeoJSON file description spells them, Area a number on points', () => {
        const good = { ProducerName: 'Hộ A', ProducerCountry: 'VN', ProductionPlace: 'CD-1 – Cầu Đất' };
        expect(euPropertiesCheck(good, 'Polygon')).toEqual([]);
        expect(euPropertiesCheck({ ...good, Area: 2.5 }, 'Point')).toEqual([]);
        expect(euPropertiesCheck(good, 'Point')).toEqual([{ code: 'point_area' }]);
        expect(codes(euPropertiesCheck({ ...good, Area: '2.5' }, 'Point'))).toEqual(['point_area']);
        expect(
            euPropertiesCheck(
                { producerName: 'Hộ A', ProducerCountry: 'VNM', ProductionPlace: 'x' },
                'Polygon',
            ),
        ).toEqual([
            { code: 'property_unknown', params: { name: 'producerName' } },
            { code: 'property_missing', params: { name: 'ProducerName' } },
            { code: 'country_code', params: { value: 'VNM' } },
        ]);
    });

    it('spike (a warning): an angle under 1° at a vertex', () => {
        // A 100 m square with a needle 500 m long and 2 m wide at its base.
        const geometry = polygon(
            ring([0, 0], [900, 0], [900, 441], [5400, 450], [900, 459], [900, 900], [0, 900]),
        );
        const check = euGeometryCheck(geometry);
        expect(check.errors).toEqual([]);
        expect(check.warnings).toEqual([
            { code: 'spike', path: [0, 0, 3], params: { ring: 1, position: 4, angle: expect.any(Number) } },
        ]);
        expect(check.warnings[0].params!.angle).toBeLessThan(1);
    });

    it('short_segment (a warning): a side under 0.5 m once truncated', () => {
        const geometry = polygon(ring([0, 0], [3.5, 0], [900, 0], [900, 900], [0, 900]));
        const check = euGeometryCheck(geometry);
        expect(check.errors).toEqual([]);
        expect(check.warnings).toEqual([
            { code: 'short_segment', path: [0, 0, 0], params: { ring: 1, position: 1, length: 0.33 } },
        ]);
    });

    it('a plain polygon and a multipolygon pass, with the polygon named when there are several', () => {
        expect(euGeometryCheck(polygon(square(0, 0, 900)))).toEqual({ errors: [], warnings: [] });
        const multi: PlotGeometry = {
            type: 'MultiPolygon',
            coordinates: [[square(0, 0, 900)], [square(2000, 0, 900), [...square(2300, 300, 200)].reverse()]],
        };
        expect(errorsOf(multi)).toEqual([{ code: 'hole', path: [1, 1], params: { polygon: 2, ring: 2 } }]);
    });
});

describe('duplicates made by truncation are found', () => {
    /** A ring of distinct millionths (a star: never crossing itself), one vertex then repeated beyond the 6th decimal. */
    const star = (count: number) =>
        Array.from({ length: count }, (_, i): [number, number] => {
            const angle = (2 * Math.PI * i) / count;
            return [Math.round(Math.cos(angle) * 5000), Math.round(Math.sin(angle) * 5000)];
        });

    it('for any ring whose repeated vertex differs only beyond the 6th decimal, anywhere on Earth', () => {
        fc.assert(
            fc.property(
                fc.integer({ min: 4, max: 40 }),
                fc.nat(),
                fc.double({ min: 0.01, max: 0.99, noNaN: true }),
                fc.double({ min: 0.01, max: 0.99, noNaN: true }),
                fc.integer({ min: -170_000_000, max: 170_000_000 }),
                fc.integer({ min: -80_000_000, max: 80_000_000 }),
                (count, pick, fx, fy, lon, lat) => {
                    const micro = star(count).map(([x, y]): [number, number] => [lon + x, lat + y]);
                    const i = pick % count;
                    // Beyond the 6th decimal, away from zero: truncation brings it back onto the vertex.
                    const away = (m: number, f: number) => (m + Math.sign(m || 1) * f) / 1e6;
                    const copy: Position = [away(micro[i][0], fx), away(micro[i][1], fy)];
                    const positions: Position[] = micro.map(([x, y]) => [x / 1e6, y / 1e6]);
                    positions.splice(i + 1, 0, copy);
                    const geometry = polygon([...positions, positions[0]]);
                    const found = errorsOf(geometry).filter((e) => e.code === 'duplicate_vertex_truncated');
                    expect(found.map((e) => e.path)).toEqual([[0, 0, i + 1]]);
                },
            ),
            { numRuns: 300 },
        );
    });

    it('and rings whose vertices differ at the 6th decimal have none', () => {
        fc.assert(
            fc.property(fc.integer({ min: 4, max: 40 }), (count) => {
                const geometry = polygon(ring(...star(count)));
                expect(codes(errorsOf(geometry))).not.toContain('duplicate_vertex_truncated');
            }),
        );
    });
});

describe('the same rules where plots come in', () => {
    const holed = polygon(square(0, 0, 900), [...square(300, 300, 200)].reverse());

    it('a file: a holed polygon is refused with its reason; a spike is only a warning', () => {
        const read = checkFeature({ type: 'Feature', properties: { code: 'T1' }, geometry: holed }, 0);
        expect(codes(read.check.errors as EuIssue[])).toEqual(['hole']);
        const spiky = polygon(
            ring([0, 0], [900, 0], [900, 441], [5400, 450], [900, 459], [900, 900], [0, 900]),
        );
        const warned = checkFeature({ type: 'Feature', properties: {}, geometry: spiky }, 1);
        expect(warned.check.errors).toEqual([]);
        expect(codes(warned.check.warnings as EuIssue[])).toContain('spike');
    });

    it('a plot saved (the console, the mock and the reference server): the geometry field names the rule', () => {
        expect(checkPlotFields({ geometry: holed, declaredAreaHa: 1 }).geometry).toBe('xts.geo.issues.hole');
        const dup = polygon(ring([0.1, 0.1], [0.4, 0.7], [900, 0], [900, 900], [0, 900]));
        expect(checkPlotFields({ geometry: dup, declaredAreaHa: 1 }).geometry).toBe(
            'xts.geo.issues.duplicate_vertex_truncated',
        );
    });
});
