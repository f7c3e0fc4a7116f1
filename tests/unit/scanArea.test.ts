// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { intersection, type Geom } from 'polyclip-ts';
import type { Position } from 'geojson';
import { scannedOverlapM2 } from '../../src/domain/geo/scanArea';
import { overlapAreaM2 } from '../../src/domain/geo/overlapArea';
import { geodesicAreaHa } from '../../src/domain/geo/validate';

/** A walked boundary: `corners` points around a wavy circle of about 450 m. */
function walked(corners: number, lon: number, lat: number, radius = 0.004): Position[][] {
    const ring: Position[] = [];
    for (let i = 0; i < corners; i++) {
        const angle = (2 * Math.PI * i) / corners;
        const r = radius * (1 + 0.05 * Math.sin(angle * 37));
        ring.push([lon + r * Math.cos(angle), lat + r * Math.sin(angle)]);
    }
    return [[...ring, ring[0]]];
}

const exactM2 = (a: Position[][][], b: Position[][][]) => {
    const common = intersection(a as Geom, b as Geom);
    return common.length ? geodesicAreaHa({ type: 'MultiPolygon', coordinates: common }) * 10_000 : 0;
};

const square = (lon: number, lat: number, side: number, hole?: number): Position[][] => {
    const ring = (x: number, y: number, s: number) => [
        [x, y],
        [x + s, y],
        [x + s, y + s],
        [x, y + s],
        [x, y],
    ];
    const h = hole ?? 0;
    return h
        ? [ring(lon, lat, side), ring(lon + (side - h) / 2, lat + (side - h) / 2, h).reverse()]
        : [ring(lon, lat, side)];
};

describe('the overlap of two large shapes, measured line by line', () => {
    const cases: [string, Position[][][], Position[][][]][] = [
        ['two walked plots offset', [walked(800, 108.61, 11.71)], [walked(900, 108.612, 11.711)]],
        ['an exact copy', [walked(600, 108.61, 11.71)], [walked(600, 108.61, 11.71)]],
        [
            'a plot and a square with a hole',
            [walked(500, 108.61, 11.71)],
            [square(108.607, 11.707, 0.006, 0.003)],
        ],
        [
            'a multipolygon across a plot',
            [square(108.6, 11.7, 0.004), square(108.606, 11.7, 0.004)],
            [square(108.602, 11.701, 0.006)],
        ],
    ];
    for (const [name, a, b] of cases)
        it(`agrees with exact clipping within 0.5 %: ${name}`, () => {
            const exact = exactM2(a, b);
            expect(exact).toBeGreaterThan(0);
            expect(Math.abs(scannedOverlapM2(a, b) - exact) / exact).toBeLessThan(0.005);
        });

    it('finds no area between shapes that only touch or lie apart', () => {
        expect(scannedOverlapM2([square(108.6, 11.7, 0.004)], [square(108.604, 11.7, 0.004)])).toBe(0);
        expect(scannedOverlapM2([square(108.6, 11.7, 0.004)], [square(108.7, 11.8, 0.004)])).toBe(0);
    });

    it('is what the overlap of two maximal walked plots is measured with, close to the exact figure', () => {
        const a = walked(5_000, 108.61, 11.71);
        const b = walked(5_000, 108.612, 11.711);
        const measured = overlapAreaM2(
            { type: 'Polygon', coordinates: a },
            { type: 'Polygon', coordinates: b },
        )!;
        expect(measured).toBeCloseTo(scannedOverlapM2([a], [b]), 6);
        expect(Math.abs(measured - exactM2([a], [b])) / measured).toBeLessThan(0.005);
    });
});
