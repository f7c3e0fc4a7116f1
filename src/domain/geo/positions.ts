/**
 * Walking a geometry's positions, and the few facts about them every rule needs. No library here:
 * this file is loaded by pages that only read plots.
 */
import type { PlotGeometry, Position } from './types';

/** Every linear ring of a polygon or multipolygon, with its [polygon, ring] path. */
export function ringsOf(geometry: PlotGeometry): { ring: Position[]; path: number[] }[] {
    if (geometry.type === 'Polygon') return geometry.coordinates.map((ring, r) => ({ ring, path: [0, r] }));
    if (geometry.type === 'MultiPolygon')
        return geometry.coordinates.flatMap((polygon, p) =>
            polygon.map((ring, r) => ({ ring, path: [p, r] })),
        );
    return [];
}

/** Every position of a geometry, in order. */
export function positionsOf(geometry: PlotGeometry): Position[] {
    if (geometry.type === 'Point') return [geometry.coordinates];
    return ringsOf(geometry).flatMap(({ ring }) => ring);
}

/** A copy of a geometry with each position passed through `map`. */
export function mapPositions<G extends PlotGeometry>(geometry: G, map: (position: Position) => Position): G {
    // Only `type` and `coordinates` go on: a file's `bbox` or other members are no part of a plot.
    if (geometry.type === 'Point') return { type: 'Point', coordinates: map(geometry.coordinates) } as G;
    if (geometry.type === 'Polygon')
        return { type: 'Polygon', coordinates: geometry.coordinates.map((ring) => ring.map(map)) } as G;
    return {
        type: 'MultiPolygon',
        coordinates: (geometry.coordinates as Position[][][]).map((polygon) =>
            polygon.map((ring) => ring.map(map)),
        ),
    } as G;
}

/** Decimal places of a number as written by JavaScript (11.9 → 1, 108.123456 → 6). */
export function decimalsOf(value: number): number {
    if (!Number.isFinite(value)) return 0;
    const text = String(value);
    const e = text.indexOf('e');
    if (e < 0) {
        const dot = text.indexOf('.');
        return dot < 0 ? 0 : text.length - dot - 1;
    }
    // 1.5e-7: the mantissa's decimals plus the exponent.
    const dot = text.indexOf('.');
    const mantissa = dot < 0 || dot > e ? 0 : e - dot - 1;
    const exponent = Number(text.slice(e + 1));
    return Math.max(0, mantissa - exponent);
}

/**
 * Whether a number as JavaScript writes it has `min` decimals or more (`decimalsOf(value) >= min`),
 * told without writing it out for numbers of a map's size. A number of fewer decimals is the
 * nearest number to a decimal of `min - 1` places; rounding it to that many places and dividing
 * back gives the nearest number to that same decimal, so it comes back unchanged. Any other
 * number comes back changed.
 */
export function hasDecimals(value: number, min: number): boolean {
    if (!Number.isFinite(value)) return false;
    const size = Math.abs(value);
    if (size < 1e-6 || size >= 1e9 || !Number.isInteger(min) || min < 1 || min > 7)
        return decimalsOf(value) >= min;
    const scale = 10 ** (min - 1);
    return Math.round(value * scale) / scale !== value;
}

/**
 * A coordinate as JSON text with at least `min` decimals and never fewer than it holds:
 * 11.9 → "11.900000", 108.1234567 → "108.1234567". Pack files use it so that no reader mistakes a
 * short number for an imprecise one.
 */
export function coordinateText(value: number, min = 6): string {
    const text = String(value);
    const dot = text.indexOf('.');
    if (dot >= 0 && text.length - dot - 1 >= min && text.indexOf('e') < 0) return text;
    return value.toFixed(Math.min(100, Math.max(min, decimalsOf(value))));
}

/** A ring is closed when its last position repeats its first. */
export const isClosed = (ring: Position[]) =>
    ring.length > 1 && ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1];

/**
 * The geometry of a list of [lon, lat] positions a user walked, typed or drew: one position is a
 * point, three or more a polygon (closed here when the user did not repeat the first position).
 * Two positions make no plot: null.
 */
export function geometryFromPositions(positions: Position[]): PlotGeometry | null {
    if (positions.length === 1) return { type: 'Point', coordinates: positions[0] };
    if (positions.length < 3) return null;
    const ring = isClosed(positions) ? positions : [...positions, positions[0]];
    return ring.length >= 4 ? { type: 'Polygon', coordinates: [ring] } : null;
}
