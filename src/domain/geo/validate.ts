/**
 * The geometry rules of a plot (docs/plots.md, "Validation"): the same in the console, the mock
 * backend and the reference server.
 */
import area from '@turf/area';
import type { GeoIssue, PlotGeometry, Position } from './types';
import { hasDecimals, isClosed, positionsOf, ringsOf } from './positions';
import { selfIntersects } from './selfIntersection';
import { MAX_PLOT_SPAN_DEGREES, MAX_PLOT_VERTICES } from './limits';

/** A plot larger than this (ha) must be given as a polygon for the EUDR. */
export const POINT_MAX_HA = 4;
/** Computed and declared areas further apart than this share of the declared area are flagged. */
export const AREA_TOLERANCE = 0.1;
/** A polygon smaller than 1 m² has no area. */
export const MIN_AREA_HA = 0.0001;
/** Decimals the EU Information System asks of each coordinate. */
export const MIN_DECIMALS = 6;
export { MAX_PLOT_VERTICES, MAX_PLOT_SPAN_DEGREES, MAX_IMPORT_VERTICES, positionCount } from './limits';

export interface GeometryCheck {
    errors: GeoIssue[];
    warnings: GeoIssue[];
    /** Geodesic area in ha of a polygon or multipolygon that passed the rules; null otherwise. */
    areaHa: number | null;
}

const GEOMETRY_TYPES = ['Point', 'Polygon', 'MultiPolygon'];

const isPosition = (value: unknown): value is Position =>
    Array.isArray(value) && value.length >= 2 && value.every((n) => typeof n === 'number');

/** Structural check: the shape a GeoJSON geometry of this type must have, before any number is read. */
function wellFormed(geometry: { type: string; coordinates: unknown }): boolean {
    const c = geometry.coordinates;
    const ring = (r: unknown) => Array.isArray(r) && r.every(isPosition);
    const polygon = (p: unknown) => Array.isArray(p) && p.length > 0 && p.every(ring);
    if (geometry.type === 'Point') return isPosition(c);
    if (geometry.type === 'Polygon') return polygon(c);
    return Array.isArray(c) && c.length > 0 && c.every(polygon);
}

/** The larger of the longitude and latitude spans of some positions, in degrees. */
function spanOf(positions: Position[]): number {
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const [x, y] of positions) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
    }
    return Math.max(maxX - minX, maxY - minY);
}

/** Geodesic area in ha (WGS 84 sphere of @turf/area). */
export const geodesicAreaHa = (geometry: PlotGeometry) => area(geometry) / 10_000;

/**
 * Every rule of docs/plots.md, "Validation", on one geometry: at most MAX_PLOT_VERTICES positions
 * within MAX_PLOT_SPAN_DEGREES; coordinates in range; rings closed, of 4 or more
 * positions, without self-intersection or zero area; a point only for plots of 4 ha or less; the
 * geodesic area beside the declared one (a warning past 10 %); fewer than 6 decimals (a warning).
 */
export function validatePlotGeometry(
    geometry: unknown,
    options: { declaredAreaHa?: number | null } = {},
): GeometryCheck {
    const errors: GeoIssue[] = [];
    const warnings: GeoIssue[] = [];
    const declared = options.declaredAreaHa;
    if (!geometry || typeof geometry !== 'object')
        return { errors: [{ code: 'missing' }], warnings, areaHa: null };
    const g = geometry as { type?: unknown; coordinates?: unknown };
    if (typeof g.type !== 'string' || !GEOMETRY_TYPES.includes(g.type))
        return { errors: [{ code: 'type' }], warnings, areaHa: null };
    if (!wellFormed(g as { type: string; coordinates: unknown }))
        return { errors: [{ code: 'not_number' }], warnings, areaHa: null };
    const shape = geometry as PlotGeometry;
    const positions = positionsOf(shape);
    if (positions.some((p) => !Number.isFinite(p[0]) || !Number.isFinite(p[1])))
        return { errors: [{ code: 'not_number' }], warnings, areaHa: null };
    if (positions.length > MAX_PLOT_VERTICES)
        return {
            errors: [
                { code: 'too_many_vertices', params: { count: positions.length, max: MAX_PLOT_VERTICES } },
            ],
            warnings,
            areaHa: null,
        };
    if (positions.some(([lon, lat]) => lon < -180 || lon > 180 || lat < -90 || lat > 90))
        errors.push({ code: 'out_of_range' });
    else {
        const span = spanOf(positions);
        if (span > MAX_PLOT_SPAN_DEGREES)
            errors.push({ code: 'too_wide', params: { span, max: MAX_PLOT_SPAN_DEGREES } });
    }
    if (positions.some(([lon, lat]) => !hasDecimals(lon, MIN_DECIMALS) || !hasDecimals(lat, MIN_DECIMALS)))
        warnings.push({ code: 'precision', params: { min: MIN_DECIMALS } });

    if (shape.type === 'Point') {
        if (typeof declared === 'number' && declared > POINT_MAX_HA)
            errors.push({ code: 'point_over_4ha', params: { declared, max: POINT_MAX_HA } });
        return { errors, warnings, areaHa: null };
    }

    for (const { ring, path } of ringsOf(shape)) {
        if (!isClosed(ring)) errors.push({ code: 'ring_open', path });
        else if (ring.length < 4) errors.push({ code: 'ring_too_short', path });
    }
    if (errors.length) return { errors, warnings, areaHa: null };
    if (selfIntersects(shape)) return { errors: [{ code: 'self_intersection' }], warnings, areaHa: null };
    const polygons = shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates;
    polygons.forEach((polygon, p) => {
        // Under 1 m²: points in a line (a rounding error away from zero).
        if (geodesicAreaHa({ type: 'Polygon', coordinates: [polygon[0]] }) < MIN_AREA_HA)
            errors.push({ code: 'zero_area', path: [p, 0] });
    });
    if (errors.length) return { errors, warnings, areaHa: null };
    const areaHa = geodesicAreaHa(shape);
    if (
        typeof declared === 'number' &&
        declared > 0 &&
        Math.abs(areaHa - declared) > declared * AREA_TOLERANCE
    )
        warnings.push({ code: 'area_mismatch', params: { declared, computed: roundHa(areaHa) } });
    return { errors, warnings, areaHa };
}

/** Areas shown and stored in ha with 4 decimals (1 m²). */
export const roundHa = (ha: number) => Math.round(ha * 10_000) / 10_000;
