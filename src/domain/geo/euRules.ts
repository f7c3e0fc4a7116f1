/**
 * The EU Information System's own rules for a plot, applied to the plot as the system will read it
 * (docs/plots.md, "The EU Information System's rules"): every coordinate truncated (not rounded) to
 * 6 decimals, then rings closed, of 4 or more positions, without two consecutive positions equal,
 * without crossing themselves and without holes; no lines; a point plot of at most 4 ha with a
 * numeric `Area`; no polygon under 0.0001 ha; the feature's properties named exactly as the system's
 * GeoJSON file description names them. Spikes and very short segments are warnings.
 *
 * Pure (no React): the pack, the plot rules of the console, the mock and the reference server use it,
 * so each answers the same codes (words in xts.geo.issues.<code>). Positions in `path` and in the
 * `polygon`, `ring` and `position` parameters: `path` is 0-based like the other rules'; the
 * parameters count from 1 as a user does (ring 1 is the outer boundary, ring 2 and on are holes).
 */
import area from '@turf/area';
import type { GeoIssue, GeoIssueCode, PlotGeometry, Position } from './types';
import { selfIntersects } from './selfIntersection';

/** Decimals the Information System keeps of each coordinate (the rest is cut off). */
export const EU_DECIMALS = 6;
/** Smallest polygon the system takes, in ha (1 m²). */
export const EU_MIN_AREA_HA = 0.0001;
/** Largest plot that may be given as a point, in ha. */
export const EU_POINT_MAX_HA = 4;
/** An angle between two segments at a vertex below this (degrees) is a spike (a warning). */
export const SPIKE_DEGREES = 1;
/** A segment shorter than this (metres, after truncation) is flagged (a warning). */
export const SHORT_SEGMENT_M = 0.5;
/** Property names of a feature in the system's GeoJSON file description, exactly as spelt there. */
export const EU_PROPERTIES = ['ProducerName', 'ProducerCountry', 'ProductionPlace', 'Area'] as const;

export type EuRuleCode = Extract<
    GeoIssueCode,
    | 'type'
    | 'line_string'
    | 'hole'
    | 'ring_open'
    | 'ring_too_short'
    | 'duplicate_vertex_truncated'
    | 'self_intersection_truncated'
    | 'area_too_small'
    | 'point_over_4ha'
    | 'point_area'
    | 'property_missing'
    | 'property_unknown'
    | 'country_code'
    | 'spike'
    | 'short_segment'
>;

export interface EuIssue extends GeoIssue {
    code: EuRuleCode;
}

export interface EuCheck {
    /** What the Information System refuses. */
    errors: EuIssue[];
    /** What it takes but a reviewer would question (spikes, very short segments). */
    warnings: EuIssue[];
}

const SCALE = 10 ** EU_DECIMALS;

/**
 * A coordinate truncated to 6 decimals, in millionths of a degree (an integer, so that equal
 * truncated coordinates compare equal exactly). The decimals cut are those of the number as
 * written (the pack writes each coordinate as JavaScript does, with 6 or more decimals), never those
 * of its binary value: 0.29 stays 290000, not 289999.
 */
export function truncatedMicro(value: number): number {
    const scaled = Math.abs(value) * SCALE;
    const fraction = scaled - Math.floor(scaled);
    // Far from a whole millionth, the product's rounding cannot change which one it falls below.
    if (fraction > 1e-6 && fraction < 1 - 1e-6) return Math.sign(value) * Math.floor(scaled) || 0;
    const text = String(Math.abs(value));
    if (text.includes('e')) return Math.abs(value) < 1 ? 0 : Math.trunc(value * SCALE);
    const dot = text.indexOf('.');
    const whole = Number(dot < 0 ? text : text.slice(0, dot));
    const decimals =
        dot < 0 ? 0 : Number(text.slice(dot + 1, dot + 1 + EU_DECIMALS).padEnd(EU_DECIMALS, '0'));
    return Math.sign(value) * (whole * SCALE + decimals) || 0;
}

/** A coordinate as the Information System reads it: truncated to 6 decimals. */
export const truncateCoordinate = (value: number) => truncatedMicro(value) / SCALE;

const isPosition = (value: unknown): value is Position =>
    Array.isArray(value) &&
    value.length >= 2 &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'number' &&
    Number.isFinite(value[0]) &&
    Number.isFinite(value[1]);
const isRing = (value: unknown): value is Position[] => Array.isArray(value) && value.every(isPosition);
const isPolygon = (value: unknown): value is Position[][] =>
    Array.isArray(value) && value.length > 0 && value.every(isRing);

/** The polygons of a well-formed Polygon or MultiPolygon; null for anything else. */
function polygonsOf(geometry: { type: string; coordinates?: unknown }): Position[][][] | null {
    const c = geometry.coordinates;
    if (geometry.type === 'Polygon') return isPolygon(c) ? [c] : null;
    if (geometry.type === 'MultiPolygon')
        return Array.isArray(c) && c.length > 0 && c.every(isPolygon) ? c : null;
    return null;
}

const EARTH_RADIUS_M = 6_371_008.8;
const RADIAN = Math.PI / 180;

/** Great-circle distance in metres between two positions in degrees. */
function metres(a: Position, b: Position): number {
    const dLat = (b[1] - a[1]) * RADIAN;
    const dLon = (b[0] - a[0]) * RADIAN;
    const h =
        Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * RADIAN) * Math.cos(b[1] * RADIAN) * Math.sin(dLon / 2) ** 2;
    return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The angle in degrees between the segments from `at` to `a` and from `at` to `b` (0 to 180). */
function angleAt(a: Position, at: Position, b: Position): number {
    const k = Math.cos(at[1] * RADIAN);
    const [ux, uy] = [(a[0] - at[0]) * k, a[1] - at[1]];
    const [vx, vy] = [(b[0] - at[0]) * k, b[1] - at[1]];
    return Math.atan2(Math.abs(ux * vy - uy * vx), ux * vx + uy * vy) / RADIAN;
}

const where = (p: number, r: number, i?: number) => ({
    path: i === undefined ? [p, r] : [p, r, i],
    params: { polygon: p + 1, ring: r + 1, ...(i === undefined ? {} : { position: i + 1 }) },
});

/** The rules of one ring, truncated; its errors and warnings go into `check`. */
function checkRing(ring: Position[], p: number, r: number, check: EuCheck): void {
    const n = ring.length;
    if (r > 0) check.errors.push({ code: 'hole', ...where(p, r) });
    if (n < 4) {
        check.errors.push({ code: 'ring_too_short', ...where(p, r) });
        return;
    }
    if (ring[0][0] !== ring[n - 1][0] || ring[0][1] !== ring[n - 1][1])
        check.errors.push({ code: 'ring_open', ...where(p, r) });
    let duplicate = false;
    for (let i = 1; i < n; i++) {
        if (ring[i][0] !== ring[i - 1][0] || ring[i][1] !== ring[i - 1][1]) continue;
        duplicate = true;
        check.errors.push({ code: 'duplicate_vertex_truncated', ...where(p, r, i) });
    }
    if (duplicate) return;
    for (let i = 0; i + 1 < n; i++) {
        const length = metres(ring[i], ring[i + 1]);
        if (length < SHORT_SEGMENT_M) {
            const at = where(p, r, i);
            check.warnings.push({
                code: 'short_segment',
                path: at.path,
                params: { ...at.params, length: Math.round(length * 100) / 100 },
            });
        }
        const angle = angleAt(i === 0 ? ring[n - 2] : ring[i - 1], ring[i], ring[i + 1]);
        if (angle < SPIKE_DEGREES) {
            const at = where(p, r, i);
            check.warnings.push({
                code: 'spike',
                path: at.path,
                params: { ...at.params, angle: Math.round(angle * 1000) / 1000 },
            });
        }
    }
}

/**
 * A plot's geometry checked as the Information System reads it (see the top of this file).
 * `declaredAreaHa` is the point's `Area`: given (even as null), a point without a positive number
 * fails `point_area`; left out, only the 4 ha rule is skipped with it.
 */
export function euGeometryCheck(
    geometry: unknown,
    options: { declaredAreaHa?: number | null } = {},
): EuCheck {
    const check: EuCheck = { errors: [], warnings: [] };
    const g = (geometry && typeof geometry === 'object' ? geometry : {}) as {
        type?: unknown;
        coordinates?: unknown;
    };
    if (g.type === 'LineString' || g.type === 'MultiLineString') {
        check.errors.push({ code: 'line_string' });
        return check;
    }
    if (g.type === 'Point') {
        if (!isPosition(g.coordinates)) check.errors.push({ code: 'type' });
        if (!('declaredAreaHa' in options)) return check;
        const declared = options.declaredAreaHa;
        if (typeof declared !== 'number' || !Number.isFinite(declared) || declared <= 0)
            check.errors.push({ code: 'point_area' });
        else if (declared > EU_POINT_MAX_HA)
            check.errors.push({ code: 'point_over_4ha', params: { declared, max: EU_POINT_MAX_HA } });
        return check;
    }
    const polygons = typeof g.type === 'string' ? polygonsOf(g as { type: string }) : null;
    if (!polygons) {
        check.errors.push({ code: 'type' });
        return check;
    }
    const truncated = polygons.map((polygon) =>
        polygon.map((ring) =>
            ring.map(([x, y]): Position => [truncatedMicro(x) / SCALE, truncatedMicro(y) / SCALE]),
        ),
    );
    truncated.forEach((polygon, p) => polygon.forEach((ring, r) => checkRing(ring, p, r, check)));
    // One polygon: its number says nothing to the user.
    if (truncated.length === 1)
        for (const issue of [...check.errors, ...check.warnings]) delete issue.params?.polygon;
    if (check.errors.some((e) => e.code !== 'hole')) return check;
    const shape: PlotGeometry = { type: 'MultiPolygon', coordinates: truncated };
    if (selfIntersects(shape)) check.errors.push({ code: 'self_intersection_truncated' });
    truncated.forEach((polygon, p) => {
        const ha = area({ type: 'Polygon', coordinates: polygon }) / 10_000;
        if (ha < EU_MIN_AREA_HA)
            check.errors.push({
                code: 'area_too_small',
                path: [p],
                params: { ...(truncated.length > 1 ? { polygon: p + 1 } : {}), min: EU_MIN_AREA_HA },
            });
    });
    return check;
}

/**
 * A feature's properties checked against the system's GeoJSON file description: `ProducerName` and
 * `ProducerCountry` (ISO 3166 alpha-2) given, `ProductionPlace` text when given, `Area` a positive
 * number of ha for a point, and no other name (a name spelt another way is not read).
 */
export function euPropertiesCheck(properties: Record<string, unknown>, geometryType: string): EuIssue[] {
    const issues: EuIssue[] = [];
    const known = EU_PROPERTIES as readonly string[];
    for (const name of Object.keys(properties))
        if (!known.includes(name)) issues.push({ code: 'property_unknown', params: { name } });
    for (const name of ['ProducerName', 'ProducerCountry'])
        if (typeof properties[name] !== 'string' || !(properties[name] as string).trim())
            issues.push({ code: 'property_missing', params: { name } });
    if ('ProductionPlace' in properties && typeof properties.ProductionPlace !== 'string')
        issues.push({ code: 'property_missing', params: { name: 'ProductionPlace' } });
    const country = properties.ProducerCountry;
    if (typeof country === 'string' && country.trim() && !/^[A-Z]{2}$/.test(country))
        issues.push({ code: 'country_code', params: { value: country } });
    const areaValue = properties.Area;
    const numeric = typeof areaValue === 'number' && Number.isFinite(areaValue) && areaValue > 0;
    if ((geometryType === 'Point' || 'Area' in properties) && !numeric) issues.push({ code: 'point_area' });
    return issues;
}
