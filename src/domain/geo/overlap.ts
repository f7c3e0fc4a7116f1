/**
 * Plots of different producers that overlap (a flag, not a refusal: one of them is probably drawn wrong).
 */
import booleanIntersects from '@turf/boolean-intersects';
import type { PlotGeometry, Position } from './types';
import { positionsOf } from './positions';

type Box = [number, number, number, number];

export function boxOf(geometry: PlotGeometry): Box {
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const [x, y] of positionsOf(geometry)) {
        if (x < minX) minX = x;
        if (y < minY) minY = y;
        if (x > maxX) maxX = x;
        if (y > maxY) maxY = y;
    }
    return [minX, minY, maxX, maxY];
}

const boxesMeet = (a: Box, b: Box) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

const polygonsOf = (g: PlotGeometry): Position[][][] =>
    g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];

/** Where a point lies against a polygon with holes (ray casting; a point on an edge is `on`). */
function locate([x, y]: Position, polygon: Position[][]): 'in' | 'on' | 'out' {
    let inside = false;
    for (const ring of polygon) {
        for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
            const [xi, yi] = ring[i];
            const [xj, yj] = ring[j];
            const cross = (xj - xi) * (y - yi) - (yj - yi) * (x - xi);
            const between =
                x >= Math.min(xi, xj) &&
                x <= Math.max(xi, xj) &&
                y >= Math.min(yi, yj) &&
                y <= Math.max(yi, yj);
            if (cross === 0 && between) return 'on';
            if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
        }
    }
    return inside ? 'in' : 'out';
}

/** Two segments cross at a point inside both (touching at an end or running along each other is not crossing). */
function properlyCross(a: Position, b: Position, c: Position, d: Position): boolean {
    const orient = (p: Position, q: Position, r: Position) =>
        Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
    const o1 = orient(a, b, c);
    const o2 = orient(a, b, d);
    const o3 = orient(c, d, a);
    const o4 = orient(c, d, b);
    return o1 * o2 < 0 && o3 * o4 < 0;
}

/** Sample points of a polygon's boundary: its vertices and the middle of each edge. */
const samples = (polygon: Position[][]): Position[] =>
    polygon.flatMap((ring) =>
        ring.flatMap((p, i) => (i ? [p, [(p[0] + ring[i - 1][0]) / 2, (p[1] + ring[i - 1][1]) / 2]] : [p])),
    );

/**
 * The interiors of two polygons share some area (sharing only an edge or a corner does not count):
 * a sample of one strictly inside the other, two edges crossing, or one lying wholly in or on the
 * other (the same shape drawn twice).
 */
function interiorsOverlap(a: Position[][], b: Position[][]): boolean {
    const sa = samples(a).map((p) => locate(p, b));
    const sb = samples(b).map((p) => locate(p, a));
    if (sa.includes('in') || sb.includes('in')) return true;
    if (!sa.includes('out') || !sb.includes('out')) return true;
    for (const ra of a)
        for (const rb of b)
            for (let i = 1; i < ra.length; i++)
                for (let j = 1; j < rb.length; j++)
                    if (properlyCross(ra[i - 1], ra[i], rb[j - 1], rb[j])) return true;
    return false;
}

/**
 * True when two plots overlap: polygons whose interiors share area (neighbours sharing a boundary do
 * not), a point inside or on a polygon, or two identical points.
 */
export function overlaps(a: PlotGeometry, b: PlotGeometry): boolean {
    if (!boxesMeet(boxOf(a), boxOf(b))) return false;
    if (!booleanIntersects(a, b)) return false;
    if (a.type === 'Point' || b.type === 'Point') return true;
    return polygonsOf(a).some((pa) => polygonsOf(b).some((pb) => interiorsOverlap(pa, pb)));
}

export interface OverlapCandidate {
    id: number;
    producerName: string;
    geometry: PlotGeometry;
}

/** The ids of `others` of a different producer that overlap `plot` (producer names compared loosely). */
export function overlapping(plot: OverlapCandidate, others: OverlapCandidate[]): number[] {
    const producer = plot.producerName.trim().toLowerCase();
    const box = boxOf(plot.geometry);
    return others
        .filter(
            (other) =>
                other.id !== plot.id &&
                other.producerName.trim().toLowerCase() !== producer &&
                boxesMeet(box, boxOf(other.geometry)) &&
                overlaps(plot.geometry, other.geometry),
        )
        .map((other) => other.id);
}
