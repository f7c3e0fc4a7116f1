/**
 * Plots of land (thửa), their shapes and the lots that came from them (docs/plots.md). Shared by the
 * console, the mock backend and the contract; pure TypeScript, no React.
 */
import type { MultiPolygon, Point, Polygon, Position } from 'geojson';
import type { KeyDataCheck } from './readiness';

export type { Position };

/** WGS 84, RFC 7946 order [longitude, latitude], at least 6 decimals kept end to end. */
export type PlotGeometry = Point | Polygon | MultiPolygon;

export type PlotStatus = 'active' | 'inactive';

/** Codes of the geometry rules (words in i18n: xts.plots.issues.<code>). */
export type GeoIssueCode =
    | 'missing'
    | 'type'
    | 'out_of_range'
    | 'not_number'
    | 'ring_open'
    | 'ring_too_short'
    | 'self_intersection'
    | 'too_many_vertices'
    | 'too_wide'
    | 'zero_area'
    | 'point_over_4ha'
    | 'declared_area'
    | 'area_mismatch'
    | 'swapped'
    | 'precision'
    | 'overlap'
    // The EU Information System's own rules (euRules.ts).
    | 'line_string'
    | 'hole'
    | 'duplicate_vertex_truncated'
    | 'self_intersection_truncated'
    | 'area_too_small'
    | 'point_area'
    | 'property_missing'
    | 'property_unknown'
    | 'country_code'
    | 'spike'
    | 'short_segment';

export interface GeoIssue {
    code: GeoIssueCode;
    /** Where it was found, e.g. "polygon 1, ring 2" (0-based indices in `path`). */
    path?: number[];
    /** Facts for the message: { declared, computed } for area_mismatch, { plotIds } for overlap… */
    params?: Record<string, number | string | number[]>;
}

export type PlotWarning =
    { code: 'area_mismatch'; declared: number; computed: number } | { code: 'overlap'; plotIds: number[] };

/** What a client sends to create or update a plot (and each item of an import). */
export interface PlotInput {
    locationId: number;
    code: string;
    producerName: string;
    producerIdNumber?: string | null;
    producerPhone?: string | null;
    crop: string;
    plantingYear?: number | null;
    declaredAreaHa: number;
    geometry: PlotGeometry;
    status?: PlotStatus;
}

/** A plot as the API answers it. */
export interface Plot {
    id: number;
    locationId: number;
    locationName: string;
    /** Unique per business, e.g. "CD-T012". */
    code: string;
    producerName: string;
    /** Optional 12-digit personal ID (CCCD). */
    producerIdNumber: string | null;
    producerPhone: string | null;
    crop: string;
    plantingYear: number | null;
    declaredAreaHa: number;
    geometry: PlotGeometry;
    /** Geodesic area in ha computed by the server for polygons; null for points. */
    areaHa: number | null;
    warnings: PlotWarning[];
    status: PlotStatus;
    createdAt: string;
    updatedAt: string;
}

export interface PlotImportRefusal {
    /** Position in the `plots` array sent. */
    index: number;
    code?: string;
    /** Vietnamese sentences, one per failed rule. */
    reasons: string[];
}

export interface PlotImportResult {
    created: Plot[];
    refused: PlotImportRefusal[];
}

export interface OriginPlotInput {
    plotId: number;
    quantityKg: number;
}

/** The origin of a lot as sent (lotOriginUpdate, or `origin` of an activation). */
export interface LotOriginInput {
    harvestFrom: string;
    harvestTo: string;
    plots: OriginPlotInput[];
}

export interface LotOrigin {
    productId: number;
    lot: string;
    harvestFrom: string | null;
    harvestTo: string | null;
    plots: (OriginPlotInput & { plot: Plot })[];
    ddsReference: string | null;
    ddsVerification: string | null;
    totals: { producers: number; plots: number; areaHa: number; quantityKg: number };
    /** The lot's key data elements (Circular 02/2024). */
    keyData: KeyDataCheck[];
}
