/**
 * The area two polygons share, measured line by line: the overlap of each shape's inside along
 * evenly spaced horizontal lines, summed. Used for shapes too large for exact clipping in one go
 * (overlapArea.ts): clipping two walked plots of 5,000 corners each holds the server's one thread for
 * 200–480 ms, while this takes a few milliseconds; with SCAN_LINES lines across the shared band
 * its error is far below the overlap tolerance (a 1 m strip along the edge of a plot).
 */
import type { Position } from 'geojson';

/** Lines across the band the two shapes share (midpoints of equal strips). */
const SCAN_LINES = 4_000;

/** Metres per degree of latitude, and of longitude at the equator (WGS 84, mean). */
const M_PER_DEG_LAT = 110_574;
const M_PER_DEG_LON = 111_320;

interface Edge {
    y0: number;
    y1: number;
    x0: number;
    slope: number;
}

/** The edges of every ring of a shape (holes included: inside is where a line crosses an odd number). */
function edgesOf(polygons: Position[][][], toX: (lon: number) => number): Edge[] {
    const edges: Edge[] = [];
    for (const polygon of polygons)
        for (const ring of polygon)
            for (let i = 0; i + 1 < ring.length; i++) {
                const [ax, ay] = [toX(ring[i][0]), ring[i][1] * M_PER_DEG_LAT];
                const [bx, by] = [toX(ring[i + 1][0]), ring[i + 1][1] * M_PER_DEG_LAT];
                if (ay === by) continue;
                const [low, high] =
                    ay < by
                        ? [
                              [ax, ay],
                              [bx, by],
                          ]
                        : [
                              [bx, by],
                              [ax, ay],
                          ];
                edges.push({
                    y0: low[1],
                    y1: high[1],
                    x0: low[0],
                    slope: (high[0] - low[0]) / (high[1] - low[1]),
                });
            }
    return edges.sort((p, q) => p.y0 - q.y0);
}

/** Sweeps the lines upwards through one shape's edges: its inside along each line, as [from, to] pairs. */
function sweeper(edges: Edge[]) {
    let next = 0;
    let active: Edge[] = [];
    return (y: number): number[] => {
        while (next < edges.length && edges[next].y0 <= y) active.push(edges[next++]);
        active = active.filter((edge) => edge.y1 > y);
        return active.map((edge) => edge.x0 + (y - edge.y0) * edge.slope).sort((p, q) => p - q);
    };
}

/** Length shared by two sets of inside intervals, each given as sorted crossings. */
function sharedLength(a: number[], b: number[]): number {
    let total = 0;
    let i = 0;
    let j = 0;
    while (i + 1 < a.length && j + 1 < b.length) {
        const from = Math.max(a[i], b[j]);
        const to = Math.min(a[i + 1], b[j + 1]);
        if (to > from) total += to - from;
        if (a[i + 1] < b[j + 1]) i += 2;
        else j += 2;
    }
    return total;
}

/** The area (m²) shared by two polygons or multipolygons, given as lists of polygons' rings. */
export function scannedOverlapM2(a: Position[][][], b: Position[][][]): number {
    const lats = [...a, ...b].flat(2).map((p) => p[1]);
    const cos = Math.cos(((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180));
    const toX = (lon: number) => lon * M_PER_DEG_LON * cos;
    const [ea, eb] = [edgesOf(a, toX), edgesOf(b, toX)];
    if (!ea.length || !eb.length) return 0;
    const top = (edges: Edge[]) => edges.reduce((max, e) => Math.max(max, e.y1), -Infinity);
    const low = Math.max(ea[0].y0, eb[0].y0);
    const high = Math.min(top(ea), top(eb));
    if (!(high > low)) return 0;
    const step = (high - low) / SCAN_LINES;
    const [sa, sb] = [sweeper(ea), sweeper(eb)];
    let area = 0;
    for (let line = 0; line < SCAN_LINES; line++) {
        const y = low + (line + 0.5) * step;
        area += sharedLength(sa(y), sb(y)) * step;
    }
    return area;
}
