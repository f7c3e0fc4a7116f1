/**
 * Plots of different producers that overlap (a flag, not a refusal: one of them is probably drawn wrong).
 *
 * Plots reach 5,000 positions (limits.ts) and the reference server answers everyone from one thread:
 * the polygon work below keeps each polygon's edges in flat arrays of numbers and stops at the first
 * answer, so two maximal plots are compared in a few milliseconds.
 */
import booleanIntersects from '@turf/boolean-intersects';
import type { PlotGeometry, Position } from './types';

type Box = [number, number, number, number];

const polygonsOf = (g: PlotGeometry): Position[][][] =>
    g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];

export function boxOf(geometry: PlotGeometry): Box {
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    const rings = geometry.type === 'Point' ? [[geometry.coordinates]] : polygonsOf(geometry).flat();
    for (const ring of rings)
        for (const [x, y] of ring) {
            if (x < minX) minX = x;
            if (y < minY) minY = y;
            if (x > maxX) maxX = x;
            if (y > maxY) maxY = y;
        }
    return [minX, minY, maxX, maxY];
}

const boxesMeet = (a: Box, b: Box) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/** The edges of a polygon's rings: edge e runs from (ax[e], ay[e]) to (bx[e], by[e]). */
interface Edges {
    count: number;
    ax: Float64Array;
    ay: Float64Array;
    bx: Float64Array;
    by: Float64Array;
}

function edgesOf(polygon: Position[][]): Edges {
    let count = 0;
    for (const ring of polygon) count += Math.max(0, ring.length - 1);
    const edges = {
        count,
        ax: new Float64Array(count),
        ay: new Float64Array(count),
        bx: new Float64Array(count),
        by: new Float64Array(count),
    };
    let e = 0;
    for (const ring of polygon)
        for (let i = 1; i < ring.length; i++, e++) {
            edges.ax[e] = ring[i - 1][0];
            edges.ay[e] = ring[i - 1][1];
            edges.bx[e] = ring[i][0];
            edges.by[e] = ring[i][1];
        }
    return edges;
}

const OUT = 0;
const IN = 1;
const ON = 2;
type Place = typeof OUT | typeof IN | typeof ON;

/**
 * Where a point lies against a polygon with holes (ray casting; a point on an edge is ON). The edges
 * are filed by bands of latitude, so that placing a point reads only the edges at its latitude (the
 * only ones that can hold it or cross its ray): a few on an ordinary shape, instead of all of them.
 */
function locator(polygon: Position[][]): (x: number, y: number) => Place {
    const { count, ax, ay, bx, by } = edgesOf(polygon);
    let [low, high] = [Infinity, -Infinity];
    for (let e = 0; e < count; e++) {
        low = Math.min(low, ay[e], by[e]);
        high = Math.max(high, ay[e], by[e]);
    }
    const bands = Math.max(1, Math.ceil(Math.sqrt(count) * 2));
    const height = (high - low) / bands || 1;
    const band = (y: number) => Math.min(bands - 1, Math.max(0, Math.floor((y - low) / height)));
    // The edges of band k are members[starts[k]] … members[starts[k + 1] - 1].
    const starts = new Int32Array(bands + 1);
    for (let e = 0; e < count; e++)
        for (let k = band(Math.min(ay[e], by[e])); k <= band(Math.max(ay[e], by[e])); k++) starts[k + 1]++;
    for (let k = 0; k < bands; k++) starts[k + 1] += starts[k];
    const members = new Int32Array(starts[bands]);
    const filled = starts.slice(0, bands);
    for (let e = 0; e < count; e++)
        for (let k = band(Math.min(ay[e], by[e])); k <= band(Math.max(ay[e], by[e])); k++)
            members[filled[k]++] = e;
    return (x, y) => {
        if (y < low || y > high) return OUT;
        const k = band(y);
        let inside = false;
        for (let m = starts[k]; m < starts[k + 1]; m++) {
            const e = members[m];
            const xi = bx[e];
            const yi = by[e];
            const xj = ax[e];
            const yj = ay[e];
            if (y < Math.min(yi, yj) || y > Math.max(yi, yj)) continue;
            const cross = (xj - xi) * (y - yi) - (yj - yi) * (x - xi);
            if (cross === 0 && x >= Math.min(xi, xj) && x <= Math.max(xi, xj)) return ON;
            if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
        }
        return inside ? IN : OUT;
    };
}

/**
 * The sample points of a polygon's boundary (its vertices and the middle of each edge) placed
 * against another polygon: IN as soon as one lies inside it, else OUT when one lies outside, else ON
 * (every sample on its boundary).
 */
function samplesAgainst(polygon: Position[][], locate: (x: number, y: number) => Place): Place {
    let outside = false;
    for (const ring of polygon)
        for (let i = 0; i < ring.length; i++) {
            const [x, y] = ring[i];
            let place = locate(x, y);
            if (place === IN) return IN;
            if (place === OUT) outside = true;
            if (i === 0) continue;
            place = locate((x + ring[i - 1][0]) / 2, (y + ring[i - 1][1]) / 2);
            if (place === IN) return IN;
            if (place === OUT) outside = true;
        }
    return outside ? OUT : ON;
}

/** The sign of the turn p → q → r. */
const orient = (px: number, py: number, qx: number, qy: number, rx: number, ry: number) =>
    Math.sign((qx - px) * (ry - py) - (qy - py) * (rx - px));

/**
 * Edge `e` of `s` and edge `f` of `t` cross at a point inside both (touching at an end or running
 * along each other is not crossing).
 */
function properlyCross(s: Edges, e: number, t: Edges, f: number): boolean {
    const [ax, ay, bx, by] = [s.ax[e], s.ay[e], s.bx[e], s.by[e]];
    const [cx, cy, dx, dy] = [t.ax[f], t.ay[f], t.bx[f], t.by[f]];
    return (
        orient(ax, ay, bx, by, cx, cy) * orient(ax, ay, bx, by, dx, dy) < 0 &&
        orient(cx, cy, dx, dy, ax, ay) * orient(cx, cy, dx, dy, bx, by) < 0
    );
}

/**
 * Some edge of one polygon properly crosses some edge of the other. Only edges within the box both
 * polygons share can; those of `b` are filed in a grid of cells over it, and each edge of `a` is
 * compared with the edges of `b` in the cells its own box covers (each pair once).
 */
function edgesCross(a: Position[][], b: Position[][]): boolean {
    const [s, t] = [edgesOf(a), edgesOf(b)];
    const [sx0, sy0, sx1, sy1] = boxOfEdges(s);
    const [tx0, ty0, tx1, ty1] = boxOfEdges(t);
    const [x0, y0, x1, y1] = [Math.max(sx0, tx0), Math.max(sy0, ty0), Math.min(sx1, tx1), Math.min(sy1, ty1)];
    if (x0 > x1 || y0 > y1) return false;
    const side = Math.max(1, Math.ceil(Math.sqrt(s.count + t.count)));
    const width = (x1 - x0) / side || 1;
    const height = (y1 - y0) / side || 1;
    const column = (x: number) => Math.min(side - 1, Math.max(0, Math.floor((x - x0) / width)));
    const row = (y: number) => Math.min(side - 1, Math.max(0, Math.floor((y - y0) / height)));
    /** The cells an edge's box covers within the shared box, or null when it lies outside it. */
    const cells = (edges: Edges, e: number) => {
        const [ax, ay, bx, by] = [edges.ax[e], edges.ay[e], edges.bx[e], edges.by[e]];
        if (Math.max(ax, bx) < x0 || Math.min(ax, bx) > x1 || Math.max(ay, by) < y0 || Math.min(ay, by) > y1)
            return null;
        return [
            column(Math.min(ax, bx)),
            row(Math.min(ay, by)),
            column(Math.max(ax, bx)),
            row(Math.max(ay, by)),
        ];
    };
    const grid = new Map<number, number[]>();
    for (let f = 0; f < t.count; f++) {
        const covered = cells(t, f);
        if (!covered) continue;
        for (let c = covered[0]; c <= covered[2]; c++)
            for (let r = covered[1]; r <= covered[3]; r++) {
                const key = c * side + r;
                const list = grid.get(key);
                if (list) list.push(f);
                else grid.set(key, [f]);
            }
    }
    // The edge of `a` each edge of `b` was last compared with: a pair sharing several cells is tested once.
    const lastSeen = new Int32Array(t.count).fill(-1);
    for (let e = 0; e < s.count; e++) {
        const covered = cells(s, e);
        if (!covered) continue;
        for (let c = covered[0]; c <= covered[2]; c++)
            for (let r = covered[1]; r <= covered[3]; r++)
                for (const f of grid.get(c * side + r) ?? []) {
                    if (lastSeen[f] === e) continue;
                    lastSeen[f] = e;
                    if (properlyCross(s, e, t, f)) return true;
                }
    }
    return false;
}

/** The box of some edges: [minX, minY, maxX, maxY]. */
function boxOfEdges({ count, ax, ay, bx, by }: Edges): Box {
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let e = 0; e < count; e++) {
        minX = Math.min(minX, ax[e], bx[e]);
        maxX = Math.max(maxX, ax[e], bx[e]);
        minY = Math.min(minY, ay[e], by[e]);
        maxY = Math.max(maxY, ay[e], by[e]);
    }
    return [minX, minY, maxX, maxY];
}

/**
 * A point strictly inside a polygon (holes respected): the middle of the first stretch inside along
 * the line of latitude halfway between two of its vertices' latitudes; null for a flat polygon.
 */
function interiorPoint(polygon: Position[][]): [number, number] | null {
    const ys = [...new Set(polygon.flatMap((ring) => ring.map(([, y]) => y)))].sort((p, q) => p - q);
    if (ys.length < 2) return null;
    const y = (ys[0] + ys[1]) / 2;
    const xs: number[] = [];
    for (const ring of polygon)
        for (let i = 1; i < ring.length; i++) {
            const [[x0, y0], [x1, y1]] = [ring[i - 1], ring[i]];
            if (y0 > y !== y1 > y) xs.push(x0 + ((y - y0) * (x1 - x0)) / (y1 - y0));
        }
    xs.sort((p, q) => p - q);
    return xs.length >= 2 && xs[1] > xs[0] ? [(xs[0] + xs[1]) / 2, y] : null;
}

/**
 * The interiors of two polygons share some area (sharing only an edge or a corner does not count):
 * a sample of one strictly inside the other, two edges crossing, or one lying wholly in or on the
 * other (the same shape drawn twice). A copy's samples all lie on the other's edges, where rounding
 * places the middle of a slanted edge either side: a point well inside each settles it.
 */
function interiorsOverlap(a: Position[][], b: Position[][]): boolean {
    const [locateA, locateB] = [locator(a), locator(b)];
    const placedA = samplesAgainst(a, locateB);
    if (placedA === IN) return true;
    const placedB = samplesAgainst(b, locateA);
    if (placedB === IN) return true;
    if (placedA === ON || placedB === ON) return true;
    if (edgesCross(a, b)) return true;
    const [insideA, insideB] = [interiorPoint(a), interiorPoint(b)];
    return (!!insideA && locateB(...insideA) === IN) || (!!insideB && locateA(...insideB) === IN);
}

/**
 * True when two plots overlap: polygons whose interiors share area (neighbours sharing a boundary do
 * not), a point inside or on a polygon, or two identical points.
 */
export function overlaps(a: PlotGeometry, b: PlotGeometry): boolean {
    if (!boxesMeet(boxOf(a), boxOf(b))) return false;
    if (a.type === 'Point' || b.type === 'Point') return booleanIntersects(a, b);
    // Two polygons: interiors that share area meet anyway, so no other test is needed first.
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
