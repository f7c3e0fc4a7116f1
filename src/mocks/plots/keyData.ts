/**
 * Vietnam's key data elements of the business's products and lots, as the product page, the lot
 * origin and the dashboard answer them (traceabilityReadiness, docs/plots.md).
 */
import type { MockDb, MockProduct } from '../state';
import {
    isReady,
    traceabilityReadiness,
    type KeyDataCheck,
    type ReadinessLot,
} from '../../domain/geo/readiness';
import { activationsOf } from '../ledger/model';
import { originOf, plotsOf } from './model';

const readinessLocation = (location: MockDb['bizLocations'][number]) => ({
    id: location.id,
    code: (location.code as string) ?? null,
    areaCode: (location.areaCode as string | null) ?? null,
    standard: (location.standard as string) ?? null,
});

/** The growing locations of the plots a lot came from (none without an origin). */
function originLocations(db: MockDb, bizId: number, productId: number, lot: string) {
    const origin = originOf(db, bizId, productId, lot);
    const ids = new Set(
        (origin?.plots ?? []).map((row) => plotsOf(db).find((plot) => plot.id === row.plotId)?.locationId),
    );
    return db.bizLocations.filter((location) => ids.has(location.id)).map(readinessLocation);
}

const businessOf = (db: MockDb, bizId: number) => db.businesses.find((b) => b.id === bizId) ?? null;

const asProduct = (product: MockProduct) => ({
    ...product,
    shelfLifeDays: (product.shelfLifeDays as number | null | undefined) ?? null,
});

export const productKeyData = (db: MockDb, product: MockProduct): KeyDataCheck[] =>
    traceabilityReadiness({ product: asProduct(product), business: businessOf(db, product.bizId) });

/** Every lot of the business with the facts its key data elements read. */
export function lotFacts(db: MockDb, bizId: number): ReadinessLot[] {
    const lots = new Map<string, ReadinessLot>();
    for (const row of activationsOf(db)) {
        if (row.bizId !== bizId) continue;
        const key = `${row.productId}:${row.lot}`;
        const known = lots.get(key);
        if (known) {
            known.stampCount = (known.stampCount ?? 0) + row.count;
            continue;
        }
        const location = db.bizLocations.find((l) => l.id === row.locationId) ?? null;
        lots.set(key, {
            productId: row.productId,
            lot: row.lot,
            mfgDate: row.mfgDate,
            expDate: row.expDate,
            stampCount: row.count,
            activatedAt: row.createdAt,
            location: location ? readinessLocation(location) : null,
            originLocations: originLocations(db, bizId, row.productId, row.lot),
        });
    }
    return [...lots.values()];
}

export function lotKeyData(db: MockDb, bizId: number, productId: number, lot: string): KeyDataCheck[] {
    const product = db.products.find((p) => p.id === productId && p.bizId === bizId);
    const facts = lotFacts(db, bizId).find((f) => f.productId === productId && f.lot === lot) ?? null;
    if (!product) return [];
    return traceabilityReadiness({
        product: asProduct(product),
        business: businessOf(db, bizId),
        lot: facts,
    });
}

/** The dashboard's counts: active products and lots with a key data element missing. */
export function traceabilityCounts(db: MockDb, bizId: number) {
    const products = (db.products ?? []).filter((p) => p.bizId === bizId && p.status === 'active');
    const business = businessOf(db, bizId);
    const productsNotReady = products.filter((p) => !isReady(productKeyData(db, p))).length;
    const lots = lotFacts(db, bizId);
    const byId = new Map((db.products ?? []).map((p) => [p.id, p]));
    const lotsNotReady = lots.filter((lot) => {
        const product = byId.get(lot.productId);
        return !product || !isReady(traceabilityReadiness({ product: asProduct(product), business, lot }));
    }).length;
    return { products: products.length, productsNotReady, lots: lots.length, lotsNotReady };
}
