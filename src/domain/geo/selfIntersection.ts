/**
 * Whether the boundary of a polygon or multipolygon crosses itself, by a grid of cells over its box:
 * each segment is compared only with the segments filed in the cells its own box covers, so a shape
 * of n positions takes about n steps times the few segments of a cell instead of the n² of comparing
 * every pair (a long straight edge made of thousands of positions included).
 *
 * The verdict is the one of comparing every pair with the test below (the test of @turf/kinks, which
 * this replaces): every pair of segments of the geometry's rings (those of different polygons of a
 * multipolygon included), except a segment with itself and, within one ring, two segments that
 * follow each other (the first and the last segment of a closed ring follow each other too). Two
 * segments meet when their lines cross at a point of both, ends included; parallel and collinear
 * segments never meet.
 */
import type { PlotGeometry, Position } from './types';

/**
 * Longitudes and latitudes closer than this (degrees) are taken as overlapping by the sweep: two
 * segments apart by less may still be found to meet by the floating-point test, whose rounding the
 * sweep must not outguess. A hundred-thousandth of a millimetre on the ground.
 */
const MARGIN = 1e-10;

/** The pair test, in the same floating-point steps as @turf/kinks' own. */
export function segmentsMeet(
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    x3: number,
    y3: number,
    x4: number,
    y4: number,
): boolean {
    const denominator = (y4 - y3) * (x2 - x1) - (x4 - x3) * (y2 - y1);
    if (denominator === 0) return false;
    const a = y1 - y3;
    const b = x1 - x3;
    const ua = ((x4 - x3) * a - (y4 - y3) * b) / denominator;
    const ub = ((x2 - x1) * a - (y2 - y1) * b) / denominator;
    return ua >= 0 && ua <= 1 && ub >= 0 && ub <= 1;
}

const ringsOfGeometry = (geometry: PlotGeometry): Position[][] =>
    geometry.type === 'Polygon'
        ? geometry.coordinates
        : geometry.type === 'MultiPolygon'
          ? geometry.coordinates.flat()
          : [];

/**
 * True when some two segments of the geometry's rings meet (see the top of this file). A point has
 * no boundary: false.
 */
export function selfIntersects(geometry: PlotGeometry): boolean {
    const rings = ringsOfGeometry(geometry);
    let count = 0;
    for (const ring of rings) count += Math.max(0, ring.length - 1);
    // Segment s: ring ringOf[s], position index indexOf[s] to indexOf[s] + 1; its box.
    const ringOf = new Int32Array(count);
    const indexOf = new Int32Array(count);
    const minX = new Float64Array(count);
    const maxX = new Float64Array(count);
    const minY = new Float64Array(count);
    const maxY = new Float64Array(count);
    let s = 0;
    rings.forEach((ring, r) => {
        for (let i = 0; i + 1 < ring.length; i++, s++) {
            const [ax, ay] = ring[i];
            const [bx, by] = ring[i + 1];
            ringOf[s] = r;
            indexOf[s] = i;
            minX[s] = Math.min(ax, bx);
            maxX[s] = Math.max(ax, bx);
            minY[s] = Math.min(ay, by);
            maxY[s] = Math.max(ay, by);
        }
    });
    const order = Array.from({ length: count }, (_, i) => i).sort((p, q) => minX[p] - minX[q]);
    // A ring's last segment follows its first when the ring is closed.
    const closed = rings.map(
        (ring) =>
            ring.length > 1 &&
            ring[0][0] === ring[ring.length - 1][0] &&
            ring[0][1] === ring[ring.length - 1][1],
    );
    const follow = (p: number, q: number) => {
        const r = ringOf[p];
        // Two rings that are one and the same array are one ring (as @turf/kinks reads them).
        if (r !== ringOf[q] && rings[r] !== rings[ringOf[q]]) return false;
        const i = Math.min(indexOf[p], indexOf[q]);
        const k = Math.max(indexOf[p], indexOf[q]);
        return k - i === 1 || k === i || (i === 0 && k === rings[r].length - 2 && closed[r]);
    };
    // Candidates by a grid of cells over the geometry's box: each segment is filed in the cells its
    // box (widened by MARGIN) covers, and compared with the segments filed in the same cells. A
    // sweep by longitude alone would compare every pair of a long north–south straight edge made of
    // thousands of positions (all their longitudes overlap).
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let p = 0; p < count; p++) {
        x0 = Math.min(x0, minX[p]);
        y0 = Math.min(y0, minY[p]);
        x1 = Math.max(x1, maxX[p]);
        y1 = Math.max(y1, maxY[p]);
    }
    const side = Math.max(1, Math.ceil(Math.sqrt(count)));
    const width = (x1 - x0) / side || 1;
    const height = (y1 - y0) / side || 1;
    const column = (x: number) => Math.min(side - 1, Math.max(0, Math.floor((x - x0) / width)));
    const row = (y: number) => Math.min(side - 1, Math.max(0, Math.floor((y - y0) / height)));
    const cells = new Map<number, number[]>();
    // The segment each segment was last compared with: a pair sharing several cells is tested once.
    const lastSeen = new Int32Array(count).fill(-1);
    for (const q of order) {
        const [c0, c1] = [column(minX[q] - MARGIN), column(maxX[q] + MARGIN)];
        const [r0, r1] = [row(minY[q] - MARGIN), row(maxY[q] + MARGIN)];
        for (let c = c0; c <= c1; c++)
            for (let r = r0; r <= r1; r++) {
                const key = c * side + r;
                const filed = cells.get(key);
                if (!filed) {
                    cells.set(key, [q]);
                    continue;
                }
                for (const p of filed) {
                    if (lastSeen[p] === q) continue;
                    lastSeen[p] = q;
                    if (maxX[p] < minX[q] - MARGIN || minX[p] > maxX[q] + MARGIN) continue;
                    if (maxY[p] < minY[q] - MARGIN || minY[p] > maxY[q] + MARGIN || follow(p, q)) continue;
                    const a = rings[ringOf[p]];
                    const b = rings[ringOf[q]];
                    const i = indexOf[p];
                    const k = indexOf[q];
                    // The test gives the same answer for (p, q) as for (q, p): its steps are each other's negation.
                    if (
                        segmentsMeet(
                            a[i][0],
                            a[i][1],
                            a[i + 1][0],
                            a[i + 1][1],
                            b[k][0],
                            b[k][1],
                            b[k + 1][0],
                            b[k + 1][1],
                        )
                    )
                        return true;
                }
                filed.push(q);
            }
    }
    return false;
}
