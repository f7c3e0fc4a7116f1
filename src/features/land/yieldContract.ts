import type { Scenario, State } from '../../../tests/contract/kit';
import { missing, need } from '../../../tests/contract/kit';

/**
 * Expected yields and the origin check against them (docs/yields.md): run after the lot origin
 * scenarios (lots/originContract.ts) named plot `plotId` (a polygon of about 4.8 ha of Arabica) as
 * the origin of lot LO-<run>, before that lot is recalled. The lot's origin is put back at the end.
 */
export function yieldScenarios(run: string): Scenario[] {
    const lot = `LO-${run}`;
    const ready = (s: State) => need('activationId')(s) ?? need('plotId')(s);
    const origin = (s: State, quantityKg: number, overrideReason?: string) => ({
        body: {
            productId: s.productId,
            lot,
            harvestFrom: '2025-10-01',
            harvestTo: '2025-12-15',
            plots: [{ plotId: s.plotId, quantityKg, ...(overrideReason ? { overrideReason } : {}) }],
        },
    });
    const arabica = { crop: 'arabica', minKgHa: 800, maxKgHa: 3000 };
    return [
        { call: 'cropYieldTable', title: 'the table, defaults for every crop', expect: 200 },
        { call: 'cropYieldTable', title: 'by a user', as: 'user', expect: 403 },
        {
            call: 'cropYieldUpdate',
            title: 'by a user',
            as: 'user',
            expect: 403,
            request: () => ({ body: { crops: [arabica] } }),
        },
        {
            call: 'cropYieldUpdate',
            title: 'by an observer',
            as: 'observer',
            expect: 403,
            request: () => ({ body: { crops: [arabica] } }),
        },
        {
            call: 'cropYieldUpdate',
            title: 'a minimum above the maximum',
            expect: 400,
            request: () => ({ body: { crops: [{ ...arabica, minKgHa: 4000 }] } }),
        },
        {
            call: 'cropYieldUpdate',
            title: 'the Arabica range set by the owner',
            expect: 200,
            request: () => ({ body: { crops: [arabica] } }),
            keep: (d) => {
                const row = (d.crops as { crop: string; maxKgHa: number }[]).find(
                    (c) => c.crop === 'arabica',
                );
                if (row?.maxKgHa !== 3000) throw new Error(`the range was not saved: ${JSON.stringify(row)}`);
            },
        },
        {
            call: 'plotYield',
            title: 'the plot’s balance over the lot’s harvest',
            expect: 200,
            needs: ready,
            request: (s) => ({ params: { id: s.plotId }, query: { from: '2025-10-01', to: '2025-12-15' } }),
            keep: (d) => {
                if (d.crop !== 'arabica' || !(d.declaredKg > 0))
                    throw new Error(`the balance misses the lot's kilograms: ${JSON.stringify(d)}`);
            },
        },
        {
            call: 'plotYield',
            title: 'a period that ends before it starts',
            expect: 400,
            needs: need('plotId'),
            request: (s) => ({ params: { id: s.plotId }, query: { from: '2025-12-15', to: '2025-10-01' } }),
        },
        missing('plotYield'),
        {
            call: 'lotOriginUpdate',
            title: '500,000 kg from the plot: over its yield, refused',
            expect: 422,
            needs: ready,
            request: (s) => origin(s, 500_000),
        },
        {
            call: 'lotOriginUpdate',
            title: 'the same with a reason: accepted and recorded',
            expect: 200,
            needs: ready,
            request: (s) => origin(s, 500_000, 'Gộp thu hoạch của hợp tác xã'),
            keep: (d) => {
                const override = d.plots?.[0]?.override;
                if (override?.reason !== 'Gộp thu hoạch của hợp tác xã' || !override.byName || !override.at)
                    throw new Error(`the override was not recorded: ${JSON.stringify(override)}`);
            },
        },
        {
            call: 'lotOriginUpdate',
            title: 'the lot’s origin put back within the yield',
            expect: 200,
            needs: ready,
            request: (s) => origin(s, 1250.5),
            keep: (d) => {
                if (d.plots?.[0]?.override !== null)
                    throw new Error(`an override stayed within the yield: ${JSON.stringify(d.plots?.[0])}`);
            },
        },
    ];
}
