import { call } from '../../../providers/http';
import type { CropKey } from '../../../domain/yields';

/** A plot's harvest balance (plotYield, docs/yields.md). */
export interface PlotYield {
    plotId: number;
    code: string;
    cropText: string;
    crop: CropKey | null;
    areaHa: number;
    minKgHa: number | null;
    maxKgHa: number | null;
    harvestFrom: string;
    harvestTo: string;
    from: string;
    to: string;
    seasons: number;
    capacityKg: number | null;
    declaredKg: number;
    remainingKg: number | null;
    lots: {
        productId: number;
        productName: string;
        lot: string;
        harvestFrom: string;
        harvestTo: string;
        quantityKg: number;
        overrideReason: string | null;
    }[];
}

/**
 * The balance over a harvest period (the season ending today without one), the lot `except`
 * left out: the one whose origin is being edited.
 */
export const fetchPlotYield = (
    plotId: number | string,
    period: { from: string; to: string } | null,
    except: { productId: number | string; lot: string } | null,
    signal?: AbortSignal,
) =>
    call<PlotYield>('plotYield', {
        params: { id: plotId },
        query: {
            ...(period ?? {}),
            ...(except?.productId && except.lot ? { productId: except.productId, lot: except.lot } : {}),
        },
        signal,
    });

/** The react-query key of a balance: invalidated with ['plot-yield'] when an origin is saved. */
export const plotYieldKey = (...parts: unknown[]) => ['plot-yield', ...parts.map(String)];

/** A lot's page (the lots feature's address, src/features/lots/lotApi.ts), for a balance's lot links. */
export const lotPagePath = (key: { productId: number; lot: string }) =>
    `/stamp-lot/detail?${new URLSearchParams({ productId: String(key.productId), lot: key.lot })}`;
