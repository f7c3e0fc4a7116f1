/**
 * Plots of growing locations and the origins of lots in the mock's state (docs/plots.md).
 */
import type { MockDb } from '../state';
import type { OriginPlotInput, PlotGeometry, PlotStatus, YieldOverride } from '../../domain/geo/types';

/** What a client's input sets (plotFields). */
export interface PlotRecordFields {
    locationId: number;
    code: string;
    /** The producer in the register (src/features/producers); null only in a state not yet migrated. */
    producerId?: number | null;
    /** The producer's name when last saved, kept for the versions a statement compares. */
    producerName: string;
    /** Held by the producer since the register: null on plots saved since (kept for older versions). */
    producerIdNumber: string | null;
    producerPhone: string | null;
    crop: string;
    plantingYear: number | null;
    declaredAreaHa: number;
    geometry: PlotGeometry;
    /** Geodesic area (ha) of a polygon, computed when saved; null for a point. */
    areaHa: number | null;
    status: PlotStatus;
}

export interface MockPlot extends PlotRecordFields {
    id: number;
    bizId: number;
    /** 1 when created, one more on each update that changes it (earlier ones in versions.ts). */
    version: number;
    createdAt: string;
    updatedAt: string;
    [key: string]: unknown;
}

/** A lot's origin and its due diligence statement numbers (one record per business, product and lot). */
export interface MockLotOrigin {
    bizId: number;
    productId: number;
    lot: string;
    harvestFrom: string | null;
    harvestTo: string | null;
    /** Each with the override accepted when the plot gives more than its expected yield. */
    plots: (OriginPlotInput & { override?: YieldOverride | null })[];
    ddsReference: string | null;
    ddsVerification: string | null;
    updatedAt: string;
}

declare module '../state' {
    interface MockDb {
        plots?: MockPlot[];
        lotOrigins?: MockLotOrigin[];
    }
}

export const plotsOf = (db: MockDb) => (db.plots ??= []);
export const originsOf = (db: MockDb) => (db.lotOrigins ??= []);

export const originOf = (db: MockDb, bizId: number, productId: number, lot: string) =>
    originsOf(db).find((row) => row.bizId === bizId && row.productId === productId && row.lot === lot);
