/**
 * Plots of land (thửa), their shapes and the lots that came from them (docs/plots.md). Shared by the
 * console, the mock backend and the contract; pure TypeScript, no React.
 */
import type { MultiPolygon, Point, Polygon, Position } from 'geojson';
import type { KeyDataCheck } from './readiness';
import type { ConsentPurpose } from '../producers';

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

/** A pair of overlapping plots marked as the same land shared on purpose (docs/plots.md, "Overlaps"). */
export interface SharedLand {
    reason: string;
    /** Who marked it (the account's name or email). */
    by: string;
    /** When (ISO 8601). */
    at: string;
}

/** Another producer's plot that overlaps this one, with how much (overlapArea.ts). */
export interface PlotOverlap {
    plotId: number;
    code: string;
    producerName: string;
    /** Area both cover (m²); null when one of them is a point (a point's land cannot be measured). */
    areaM2: number | null;
    /** That area over the smaller plot's (0–1); null with a point. */
    share: number | null;
    /** Beyond the tolerance (OVERLAP_MIN_M2, OVERLAP_MIN_SHARE): a gap of the pack unless shared. */
    counts: boolean;
    shared: SharedLand | null;
}

/** What a client sends to create or update a plot (and each item of an import). */
export interface PlotInput {
    locationId: number;
    code: string;
    /** The producer in the register; or, from a client that sends text, `producerName` to match. */
    producerId?: number | null;
    producerName?: string;
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
    /** The producer in the register (src/domain/producers.ts); absent from older servers. */
    producerId?: number | null;
    /** The producer's name (read-only: the register's). */
    producerName: string;
    /** The producer's ID number, masked to its last 4 digits; null to observers and outside the plot calls. */
    producerIdNumber: string | null;
    /** As the ID number, its last 3 digits. */
    producerPhone: string | null;
    /**
     * In a lot's origin: the purposes its producer consents to now (src/domain/producers.ts); without
     * 'abroad' the plot is a gap of the EUDR pack. Absent elsewhere and from older servers.
     */
    producerConsented?: ConsentPurpose[];
    crop: string;
    plantingYear: number | null;
    declaredAreaHa: number;
    geometry: PlotGeometry;
    /** Geodesic area in ha computed by the server for polygons; null for points. */
    areaHa: number | null;
    /** 1 when created, one more on each update that changes it (a statement's snapshot names it). */
    version: number;
    warnings: PlotWarning[];
    /** Other producers' plots it overlaps, with the facts (the server's answer; absent from older servers). */
    overlaps?: PlotOverlap[];
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
    /** Why the plot gives more than its expected yield (src/domain/yields.ts); none when it does not. */
    overrideReason?: string | null;
}

/** A plot's kilograms over its expected yield accepted: why, by whom, when, and the figures then. */
export interface YieldOverride {
    reason: string;
    byName: string;
    at: string;
    capacityKg: number;
    declaredKg: number;
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
    /** `override`: always sent by the API (null without one); absent in documents built elsewhere. */
    plots: (OriginPlotInput & { plot: Plot; override?: YieldOverride | null })[];
    ddsReference: string | null;
    ddsVerification: string | null;
    totals: { producers: number; plots: number; areaHa: number; quantityKg: number };
    /** The lot's key data elements (Circular 02/2024). */
    keyData: KeyDataCheck[];
}
