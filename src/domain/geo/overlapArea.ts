/**
 * How much two plots of different producers overlap, and whether it is more than drawing and GPS
 * error explain (docs/plots.md, "Overlaps"). The console (import preview, drawing), the mock and the
 * reference server all measure with this module, so that they agree on every pair.
 */
import { intersection, type Geom } from 'polyclip-ts';
import { geodesicAreaHa } from './validate';
import { overlaps } from './overlap';
import { positionCount } from './limits';
import { scannedOverlapM2 } from './scanArea';
import type { PlotGeometry, PlotOverlap } from './types';

/**
 * Tolerance: an overlap counts when it covers more than 100 m² and more than 1 % of the smaller plot.
 * Neighbours walked with a phone (3–5 m off) or drawn on a photo leave slivers along their shared
 * edge: a 1 m strip along a 100 m edge is 100 m², and a 2 m strip around a 2 ha plot about 1 %.
 * Beyond both, the same land is probably declared twice (an exact copy is 100 %).
 */
export const OVERLAP_MIN_M2 = 100;
export const OVERLAP_MIN_SHARE = 0.01;

const M2_PER_HA = 10_000;

const shapeOf = (geometry: PlotGeometry): Geom | null =>
    geometry.type === 'Polygon'
        ? (geometry.coordinates as Geom)
        : geometry.type === 'MultiPolygon'
          ? (geometry.coordinates as Geom)
          : null;

/**
 * Corners of the two shapes together beyond which they are measured line by line (scanArea.ts)
 * instead of clipped exactly: clipping grows much faster than the corners' count.
 */
const EXACT_CORNERS = 2_000;

const polygonsOf = (geometry: PlotGeometry) =>
    geometry.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPolygon'
          ? geometry.coordinates
          : [];

/** The area two polygons share (m²); null when either is a point. */
export function overlapAreaM2(a: PlotGeometry, b: PlotGeometry): number | null {
    const [sa, sb] = [shapeOf(a), shapeOf(b)];
    if (!sa || !sb) return null;
    if (positionCount(a) + positionCount(b) > EXACT_CORNERS)
        return scannedOverlapM2(polygonsOf(a), polygonsOf(b));
    const common = intersection(sa, sb);
    if (!common.length) return 0;
    return geodesicAreaHa({ type: 'MultiPolygon', coordinates: common }) * M2_PER_HA;
}

export type OverlapMeasure = Pick<PlotOverlap, 'areaM2' | 'share' | 'counts'>;

/** Whether an overlap of `areaM2` between plots of these areas (m²) is beyond the tolerance. */
export const beyondTolerance = (areaM2: number, smallerM2: number) =>
    areaM2 > OVERLAP_MIN_M2 && areaM2 > OVERLAP_MIN_SHARE * smallerM2;

/**
 * How two plots overlap, or null when they do not (sharing an edge or a corner is not overlapping).
 * A point inside the other plot (or on the same spot as another point) always counts: its land
 * cannot be measured, so no tolerance applies.
 */
export function measureOverlap(
    a: PlotGeometry,
    b: PlotGeometry,
    /** Already found to overlap (the server's overlap check): not checked again. */
    known = false,
): OverlapMeasure | null {
    if (!known && !overlaps(a, b)) return null;
    let areaM2: number | null;
    try {
        areaM2 = overlapAreaM2(a, b);
    } catch {
        // A shape the clipping cannot cut (degenerate edges): counted, to be looked at.
        return { areaM2: null, share: null, counts: true };
    }
    if (areaM2 === null) return { areaM2: null, share: null, counts: true };
    const smaller = Math.min(geodesicAreaHa(a), geodesicAreaHa(b)) * M2_PER_HA;
    const share = smaller > 0 ? Math.min(1, areaM2 / smaller) : null;
    return {
        areaM2: Math.round(areaM2 * 10) / 10,
        share: share === null ? null : Math.round(share * 10_000) / 10_000,
        counts: beyondTolerance(areaM2, smaller),
    };
}

export interface OverlapShape {
    id: number;
    code: string;
    producerName: string;
    geometry: PlotGeometry;
}

const sameProducer = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The plots of `others` of another producer that `plot` overlaps, with the facts (no shared mark:
 * the server adds those). Its own id is left out.
 */
export function overlapFacts(
    plot: { id?: number; producerName: string; geometry: PlotGeometry },
    others: OverlapShape[],
): PlotOverlap[] {
    const facts: PlotOverlap[] = [];
    for (const other of others) {
        if (other.id === plot.id || sameProducer(other.producerName, plot.producerName)) continue;
        const measure = measureOverlap(plot.geometry, other.geometry);
        if (measure)
            facts.push({
                plotId: other.id,
                code: other.code,
                producerName: other.producerName,
                ...measure,
                shared: null,
            });
    }
    return facts;
}
