import type { Scenario, State } from '../../../tests/contract/kit';

/**
 * Plots (docs/plots.md): run after a lot `LO-<run>` of `productId` was activated in a growing
 * location `locationId` the owner created; the lot origin scenarios (lots/originContract.ts) follow.
 */
export function plotScenarios(
    run: string,
    missingId: number,
    need: (key: string) => (s: State) => string | undefined,
): Scenario[] {
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
    /** A simple boundary of `n` positions (closing one included), about 600 m across. */
    const walked = (n: number) => {
        const ring: number[][] = [];
        for (let i = 0; i < n - 1; i++) {
            const angle = (2 * Math.PI * i) / (n - 1);
            ring.push([108.56 + 0.003 * Math.cos(angle), 11.96 + 0.003 * Math.sin(angle)]);
        }
        return { type: 'Polygon', coordinates: [[...ring, ring[0]]] };
    };
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
    /** A plot the server refuses (400); `invalid`: refused for a field the contract's schema allows. */
    const refused = (
        title: string,
        code: string,
        geometry: unknown,
        declaredAreaHa: number,
        options: { invalid?: boolean; producerName?: string } = {},
    ): Scenario => ({
        call: 'plotCreate',
        title,
        expect: 400,
        ...(options.invalid ? { invalid: true } : {}),
        needs: need('locationId'),
        request: (s) => ({
            body: {
                locationId: s.locationId,
                ...plot(`${code}${run}`, geometry, declaredAreaHa),
                ...(options.producerName ? { producerName: options.producerName } : {}),
            },
        }),
    });
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
        refused('a boundary that crosses itself', 'X', bowtie, 4.5),
        refused('a producer name holding markup', 'M', { type: 'Point', coordinates: [108.52, 11.92] }, 1, {
            invalid: true,
            producerName: '<img src=x onerror=alert(1)>',
        }),
        refused('a boundary of 5,001 positions, one more than a plot may have', 'V', walked(5001), 20, {
            invalid: true,
        }),
        refused(
            'a plot 0.6° wide, more than the 0.5° a plot may span',
            'W',
            square(108.1, 11.5, 0.6),
            100_000,
        ),
        refused('a 6 ha plot given only as a point', 'P', { type: 'Point', coordinates: [108.52, 11.92] }, 6),
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
    ];
}
