import type { MockDb } from '../state';
import { activationsOf } from '../ledger/model';
import { originsOf, plotsOf, type MockPlot } from '../plots/model';
import { isoDaysAgo } from './core';

/**
 * The coffee cooperative's products get HS codes, and lots CD-2025-01 and CD-2025-02 their origin
 * among the plots the land feature seeded (src/features/land/mock/seed.ts).
 */
export function seedOrigins(db: MockDb, now = Date.now()) {
    const plots = plotsOf(db);
    if (!plots.length) return;
    for (const product of db.products)
        if (product.bizId === 1 && product.category === 'coffee')
            product.hsCode = String(product.code).includes('GREEN') ? '090111' : '090121';
    const day = (days: number) => isoDaysAgo(days, now).slice(0, 10);
    // Two lots with their origin, so that a shipment of several lots can be packed at once.
    const origins: [string, MockPlot[], number][] = [
        ['CD-2025-01', plots.slice(0, 8), 120],
        ['CD-2025-02', plots.slice(20, 25), 90],
    ];
    for (const [name, from, harvested] of origins) {
        const lot = activationsOf(db).find((a) => a.bizId === 1 && a.lot === name);
        if (!lot) continue;
        originsOf(db).push({
            bizId: 1,
            productId: lot.productId,
            lot: lot.lot,
            harvestFrom: day(harvested),
            harvestTo: day(harvested - 75),
            plots: from.map((p, i) => ({ plotId: p.id, quantityKg: 150 + i * 35 })),
            ddsReference: null,
            ddsVerification: null,
            updatedAt: isoDaysAgo(20, now),
        });
    }
}
