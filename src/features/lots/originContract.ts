import type { Scenario, State } from '../../../tests/contract/kit';

/**
 * Lot origins (docs/plots.md): run after the plot scenarios (land/plotContract.ts) saved plot
 * `plotId`, with lot `LO-<run>` of `productId` activated, before that lot is recalled.
 */
export function lotOriginScenarios(
    run: string,
    need: (key: string) => (s: State) => string | undefined,
): Scenario[] {
    const lot = `LO-${run}`;
    /** The printed range activated as lot OR-<run>, its origin given in the same request. */
    const originActivation = (
        title: string,
        expect: number,
        [harvestFrom, harvestTo, quantityKg]: [string, string, number],
    ): Scenario => ({
        call: 'activationAdd',
        title,
        expect,
        needs: (s) => need('originPrinted')(s) ?? need('plotId')(s),
        request: (s) => ({
            body: {
                ranges: [s.originPrinted],
                productId: s.productId,
                lot: `OR-${run}`,
                origin: { harvestFrom, harvestTo, plots: [{ plotId: s.plotId, quantityKg }] },
            },
        }),
    });
    return [
        {
            call: 'lotOrigin',
            title: 'the activated lot, no origin yet',
            expect: 200,
            needs: need('activationId'),
            request: (s) => ({ query: { productId: s.productId, lot } }),
        },
        {
            call: 'lotOrigin',
            title: 'a lot never activated',
            expect: 404,
            needs: need('productId'),
            request: (s) => ({ query: { productId: s.productId, lot: `KHONG-CO-${run}` } }),
        },
        {
            call: 'lotOriginUpdate',
            title: 'the lot came from the new plot',
            expect: 200,
            needs: (s) => need('activationId')(s) ?? need('plotId')(s),
            request: (s) => ({
                body: {
                    productId: s.productId,
                    lot,
                    harvestFrom: '2025-10-01',
                    harvestTo: '2025-12-15',
                    plots: [{ plotId: s.plotId, quantityKg: 1250.5 }],
                },
            }),
        },
        // A lot activated with its origin in the same request (the activation form's origin section).
        {
            call: 'generationAdd',
            title: 'prints 2 stamps for a lot activated with its origin',
            expect: 200,
            needs: need('templateId'),
            request: (s) => ({ body: { templateId: s.templateId, quantity: 2 } }),
            keep: (d, s) => (s.originPrinted = { from: d.fromSerialText, to: d.toSerialText }),
        },
        originActivation('an origin whose harvest ends before it starts: nothing activated', 400, [
            '2025-12-15',
            '2025-10-01',
            10,
        ]),
        originActivation('activates a lot with its origin: the plot and the harvest', 200, [
            '2025-10-01',
            '2025-12-15',
            500,
        ]),
        {
            call: 'lotOrigin',
            title: 'the origin given at activation',
            expect: 200,
            needs: (s) => need('originPrinted')(s) ?? need('plotId')(s),
            request: (s) => ({ query: { productId: s.productId, lot: `OR-${run}` } }),
            keep: (d, s) => {
                const plots = (d.plots ?? []) as { plotId: number }[];
                if (!plots.some((row) => row.plotId === s.plotId) || d.harvestFrom !== '2025-10-01')
                    throw new Error(
                        `the lot's origin is not the one sent at activation: ${JSON.stringify(d)}`,
                    );
            },
        },
        {
            call: 'lotOriginUpdate',
            title: 'a harvest that ends before it starts',
            expect: 400,
            needs: (s) => need('activationId')(s) ?? need('plotId')(s),
            request: (s) => ({
                body: {
                    productId: s.productId,
                    lot,
                    harvestFrom: '2025-12-15',
                    harvestTo: '2025-10-01',
                    plots: [{ plotId: s.plotId, quantityKg: 10 }],
                },
            }),
        },
        {
            call: 'lotDdsUpdate',
            title: 'the filed statement numbers',
            expect: 200,
            needs: need('activationId'),
            request: (s) => ({
                body: {
                    productId: s.productId,
                    lot,
                    ddsReference: '25VNABC1234567',
                    ddsVerification: 'X7K299QZ',
                },
            }),
        },
        {
            call: 'lotDdsUpdate',
            title: 'by an observer',
            as: 'observer',
            expect: 403,
            needs: need('activationId'),
            request: (s) => ({ body: { productId: s.productId, lot, ddsReference: '25VNABC1234567' } }),
        },
    ];
}
