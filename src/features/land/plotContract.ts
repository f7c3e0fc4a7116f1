import type { Scenario, State } from '../../../tests/contract/kit';

/**
 * Plots and lot origins (docs/plots.md): run after a lot `LO-<run>` of `productId` was activated
 * in a growing location `locationId` the owner created, before that lot is recalled.
 */
export function plotScenarios(
    run: string,
    missingId: number,
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
    const square = (lon: number, lat: number, side: number) => ({
        type: 'Polygon',
        coordinates: [
            [
                [lon, lat],
                [lon + side, lat],
                [lon + side, lat + side],
                [lon, lat + side],
                [lon, lat],
            ],
        ],
    });
    const plot = (code: string, geometry: unknown, declaredAreaHa: number) => ({
        code,
        producerName: 'Hộ Nguyễn Văn Thử',
        crop: 'Cà phê Arabica',
        plantingYear: 2015,
        declaredAreaHa,
        geometry,
    });
    const bowtie = {
        type: 'Polygon',
        coordinates: [
            [
                [108.51, 11.91],
                [108.513, 11.913],
                [108.513, 11.91],
                [108.51, 11.913],
                [108.51, 11.91],
            ],
        ],
    };
    return [
        {
            call: 'plotCreate',
            title: 'a polygon plot of about 4.8 ha with 7-decimal coordinates',
            expect: 200,
            needs: need('locationId'),
            request: (s) => ({
                body: {
                    locationId: s.locationId,
                    ...plot(`T${run}`, square(108.5123457, 11.9123457, 0.002), 4.8),
                },
            }),
            keep: (d, s) => (s.plotId = d.id),
        },
        {
            call: 'plotCreate',
            title: 'a boundary that crosses itself',
            expect: 400,
            needs: need('locationId'),
            request: (s) => ({ body: { locationId: s.locationId, ...plot(`X${run}`, bowtie, 4.5) } }),
        },
        {
            call: 'plotCreate',
            title: 'a producer name holding markup',
            expect: 400,
            invalid: true,
            needs: need('locationId'),
            request: (s) => ({
                body: {
                    locationId: s.locationId,
                    ...plot(`M${run}`, { type: 'Point', coordinates: [108.52, 11.92] }, 1),
                    producerName: '<img src=x onerror=alert(1)>',
                },
            }),
        },
        {
            call: 'plotCreate',
            title: 'a 6 ha plot given only as a point',
            expect: 400,
            needs: need('locationId'),
            request: (s) => ({
                body: {
                    locationId: s.locationId,
                    ...plot(`P${run}`, { type: 'Point', coordinates: [108.52, 11.92] }, 6),
                },
            }),
        },
        {
            call: 'plotCreate',
            title: 'by an observer',
            as: 'observer',
            expect: 403,
            request: () => ({
                body: {
                    locationId: 1,
                    ...plot(`O${run}`, { type: 'Point', coordinates: [108.52, 11.92] }, 1),
                },
            }),
        },
        {
            call: 'plotList',
            title: "the location's plots for its map",
            expect: 200,
            needs: need('locationId'),
            request: (s) => ({ query: { locationId: s.locationId, page: 1, limit: 2000 } }),
        },
        { call: 'plotList', title: 'without a token', as: 'none', expect: 401 },
        {
            call: 'plotDetail',
            title: 'the new plot',
            expect: 200,
            needs: need('plotId'),
            request: (s) => ({ params: { id: s.plotId } }),
        },
        {
            call: 'plotDetail',
            title: 'a plot that does not exist',
            expect: 404,
            request: () => ({ params: { id: missingId } }),
        },
        {
            call: 'plotUpdate',
            title: 'a new producer phone',
            expect: 200,
            needs: need('plotId'),
            request: (s) => ({ params: { id: s.plotId }, body: { producerPhone: '0912345678' } }),
        },
        {
            call: 'plotUpdate',
            title: 'an open boundary',
            expect: 400,
            invalid: true,
            needs: need('plotId'),
            request: (s) => ({
                params: { id: s.plotId },
                body: {
                    geometry: {
                        type: 'Polygon',
                        coordinates: [
                            [
                                [108.51, 11.91],
                                [108.512, 11.91],
                                [108.512, 11.912],
                                [108.51, 11.912],
                            ],
                        ],
                    },
                },
            }),
        },
        {
            call: 'plotImport',
            title: 'two plots, one refused',
            expect: 200,
            needs: need('locationId'),
            request: (s) => ({
                body: {
                    locationId: s.locationId,
                    plots: [
                        plot(`I${run}`, { type: 'Point', coordinates: [108.5312345, 11.9312345] }, 1.5),
                        plot(`J${run}`, bowtie, 4.5),
                    ],
                },
            }),
        },
        {
            call: 'plotImport',
            title: 'no plots',
            expect: 400,
            invalid: true,
            needs: need('locationId'),
            request: (s) => ({ body: { locationId: s.locationId, plots: [] } }),
        },
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
                    ddsReference: '25VNABC123456',
                    ddsVerification: 'X7K2-99QZ',
                },
            }),
        },
        {
            call: 'lotDdsUpdate',
            title: 'by an observer',
            as: 'observer',
            expect: 403,
            needs: need('activationId'),
            request: (s) => ({ body: { productId: s.productId, lot, ddsReference: '25VNABC123456' } }),
        },
    ];
}
