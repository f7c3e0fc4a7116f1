import type { Position } from 'geojson';
import type { MapPlot } from './plotTypes';

/** How a shape is coloured: 0 a plot, 1 a plot with a warning, 2 the selected plot (drawn last). */
export type ShapeKind = 0 | 1 | 2;

/**
 * Every plot of a map in flat arrays, in Web Mercator units (0–1 across the world at every zoom, so
 * a zoom multiplies them by one number instead of projecting each vertex again): what one canvas
 * draws and hit-tests for ten thousand plots without an object per vertex.
 */
export interface ShapeSet {
    count: number;
    ids: number[];
    texts: string[];
    kinds: Uint8Array;
    /** 1 for a plot known by one point (drawn as a dot), 0 for a polygon. */
    points: Uint8Array;
    /** x, y pairs of every ring's vertices, rings one after the other. */
    xy: Float64Array;
    /** Each ring's first vertex (index into xy pairs); ringStart[r + 1] ends ring r. */
    ringStart: Int32Array;
    /** Each shape's first ring; shapeRing[s + 1] ends shape s. */
    shapeRing: Int32Array;
    /** Each shape's box: minX, minY, maxX, maxY. */
    box: Float64Array;
    /** The box of all shapes (minX, minY, maxX, maxY), null when none. */
    extent: [number, number, number, number] | null;
    /** Plots given without a shape the map can draw. */
    skipped: number;
    /** The shapes in cells of a grid over the extent, for finding the one under a pointer. */
    grid: { columns: number; rows: number; cellStart: Int32Array; cells: Int32Array };
}

const MAX_LAT = 85.0511287798;

/** Longitude to Web Mercator x (0 at 180° W, 1 at 180° E). */
export const mercatorX = (lon: number) => lon / 360 + 0.5;

/** Latitude to Web Mercator y (0 at the north edge, 1 at the south edge), as Leaflet's EPSG:3857. */
export function mercatorY(lat: number) {
    const sin = Math.sin((Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180);
    return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

/** Web Mercator y back to latitude. */
export const latitudeOf = (y: number) => (Math.atan(Math.sinh((0.5 - y) * 2 * Math.PI)) * 180) / Math.PI;

const isPosition = (p: unknown): p is Position =>
    Array.isArray(p) && Number.isFinite(p[0]) && Number.isFinite(p[1]);

/** The rings of a geometry, or null when it is not a shape the map draws. */
function ringsOf(geometry: MapPlot['geometry'] | null | undefined): Position[][] | null {
    if (!geometry) return null;
    if (geometry.type === 'Point') return isPosition(geometry.coordinates) ? [[geometry.coordinates]] : null;
    const polygons =
        geometry.type === 'Polygon'
            ? [geometry.coordinates]
            : geometry.type === 'MultiPolygon'
              ? geometry.coordinates
              : null;
    if (!Array.isArray(polygons)) return null;
    const rings = polygons
        .flat()
        .filter((ring) => Array.isArray(ring) && ring.length >= 3 && ring.every(isPosition));
    return rings.length ? rings : null;
}

/** The plots of a map as a ShapeSet; `selectedId` is the one drawn in the accent colour. */
export function prepareShapes(plots: MapPlot[], selectedId?: number): ShapeSet {
    const kept: { plot: MapPlot; rings: Position[][] }[] = [];
    let vertices = 0;
    let ringCount = 0;
    for (const plot of plots) {
        const rings = ringsOf(plot.geometry);
        if (!rings) continue;
        kept.push({ plot, rings });
        ringCount += rings.length;
        for (const ring of rings) vertices += ring.length;
    }
    const count = kept.length;
    const set: ShapeSet = {
        count,
        ids: new Array<number>(count),
        texts: new Array<string>(count),
        kinds: new Uint8Array(count),
        points: new Uint8Array(count),
        xy: new Float64Array(vertices * 2),
        ringStart: new Int32Array(ringCount + 1),
        shapeRing: new Int32Array(count + 1),
        box: new Float64Array(count * 4),
        extent: null,
        skipped: plots.length - count,
        grid: { columns: 0, rows: 0, cellStart: new Int32Array(1), cells: new Int32Array(0) },
    };
    let v = 0;
    let r = 0;
    const all = [Infinity, Infinity, -Infinity, -Infinity];
    kept.forEach(({ plot, rings }, s) => {
        set.ids[s] = plot.id;
        set.texts[s] = [plot.code, plot.producerName].filter(Boolean).join(' · ');
        set.kinds[s] = plot.id === selectedId ? 2 : plot.warnings?.length ? 1 : 0;
        set.points[s] = plot.geometry.type === 'Point' ? 1 : 0;
        set.shapeRing[s] = r;
        let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
        for (const ring of rings) {
            set.ringStart[r++] = v;
            for (const [lon, lat] of ring) {
                const x = mercatorX(lon);
                const y = mercatorY(lat);
                set.xy[v * 2] = x;
                set.xy[v * 2 + 1] = y;
                v++;
                if (x < minX) minX = x;
                if (x > maxX) maxX = x;
                if (y < minY) minY = y;
                if (y > maxY) maxY = y;
            }
        }
        set.box.set([minX, minY, maxX, maxY], s * 4);
        all[0] = Math.min(all[0], minX);
        all[1] = Math.min(all[1], minY);
        all[2] = Math.max(all[2], maxX);
        all[3] = Math.max(all[3], maxY);
    });
    set.ringStart[r] = v;
    set.shapeRing[count] = r;
    if (count) {
        set.extent = all as [number, number, number, number];
        set.grid = buildGrid(set);
    }
    return set;
}

/** [[south, west], [north, east]] of all shapes, as Leaflet's bounds take it; null when none. */
export function boundsOf(set: ShapeSet): [[number, number], [number, number]] | null {
    if (!set.extent) return null;
    const [minX, minY, maxX, maxY] = set.extent;
    return [
        [latitudeOf(maxY), (minX - 0.5) * 360],
        [latitudeOf(minY), (maxX - 0.5) * 360],
    ];
}

function buildGrid(set: ShapeSet): ShapeSet['grid'] {
    const [minX, minY, maxX, maxY] = set.extent!;
    const side = Math.max(1, Math.min(256, Math.ceil(Math.sqrt(set.count))));
    const columns = maxX > minX ? side : 1;
    const rows = maxY > minY ? side : 1;
    const counts = new Int32Array(columns * rows + 1);
    const visit = (s: number, each: (cell: number) => void) => {
        const [c0, r0] = cellAt(set, columns, rows, set.box[s * 4], set.box[s * 4 + 1]);
        const [c1, r1] = cellAt(set, columns, rows, set.box[s * 4 + 2], set.box[s * 4 + 3]);
        for (let row = r0; row <= r1; row++) for (let c = c0; c <= c1; c++) each(row * columns + c);
    };
    for (let s = 0; s < set.count; s++) visit(s, (cell) => counts[cell + 1]++);
    for (let i = 1; i < counts.length; i++) counts[i] += counts[i - 1];
    const cells = new Int32Array(counts[counts.length - 1]);
    const fill = counts.slice(0, -1);
    for (let s = 0; s < set.count; s++) visit(s, (cell) => (cells[fill[cell]++] = s));
    return { columns, rows, cellStart: counts, cells };
}

function cellAt(set: ShapeSet, columns: number, rows: number, x: number, y: number): [number, number] {
    const [minX, minY, maxX, maxY] = set.extent!;
    const clamp = (value: number, most: number) => Math.max(0, Math.min(most - 1, Math.floor(value)));
    return [
        clamp(maxX > minX ? ((x - minX) / (maxX - minX)) * columns : 0, columns),
        clamp(maxY > minY ? ((y - minY) / (maxY - minY)) * rows : 0, rows),
    ];
}

/** Whether (x, y) lies inside shape `s` (even–odd over its rings: holes are outside). */
function inside(set: ShapeSet, s: number, x: number, y: number) {
    let within = false;
    for (let r = set.shapeRing[s]; r < set.shapeRing[s + 1]; r++) {
        const end = set.ringStart[r + 1];
        for (let i = set.ringStart[r], j = end - 1; i < end; j = i++) {
            const [xi, yi, xj, yj] = [set.xy[i * 2], set.xy[i * 2 + 1], set.xy[j * 2], set.xy[j * 2 + 1]];
            if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
        }
    }
    return within;
}

/**
 * The shape under (x, y), in Mercator units; `near` is how far a dot reaches (a point plot, or a
 * polygon drawn as a dot because it is smaller than `dot` at this zoom). The last drawn wins: the
 * selected plot, then the later ones. -1 when none.
 */
export function shapeAt(set: ShapeSet, x: number, y: number, near: number, dot: number): number {
    if (!set.extent) return -1;
    const [minX, minY, maxX, maxY] = set.extent;
    if (x < minX - near || x > maxX + near || y < minY - near || y > maxY + near) return -1;
    const { columns, rows, cellStart, cells } = set.grid;
    const [c0, r0] = cellAt(set, columns, rows, x - near, y - near);
    const [c1, r1] = cellAt(set, columns, rows, x + near, y + near);
    let found = -1;
    const better = (s: number) =>
        found < 0 || set.kinds[s] > set.kinds[found] || (set.kinds[s] === set.kinds[found] && s > found);
    for (let row = r0; row <= r1; row++)
        for (let c = c0; c <= c1; c++) {
            const cell = row * columns + c;
            for (let i = cellStart[cell]; i < cellStart[cell + 1]; i++) {
                const s = cells[i];
                if (!better(s)) continue;
                const b = s * 4;
                const small =
                    set.points[s] ||
                    Math.max(set.box[b + 2] - set.box[b], set.box[b + 3] - set.box[b + 1]) < dot;
                const reach = small ? near : 0;
                if (
                    x < set.box[b] - reach ||
                    x > set.box[b + 2] + reach ||
                    y < set.box[b + 1] - reach ||
                    y > set.box[b + 3] + reach
                )
                    continue;
                if (small || inside(set, s, x, y)) found = s;
            }
        }
    return found;
}
