import type { Scenario, State } from '../../../tests/contract/kit';

/**
 * Overlaps and shared land (docs/plots.md, "Overlaps"): run after plotScenarios, whose plot `plotId`
 * (a square of about 4.8 ha) is copied exactly under another producer here.
 */
export function overlapScenarios(
    run: string,
    need: (key: string) => (s: State) => string | undefined,
): Scenario[] {
    const square = {
        type: 'Polygon',
        coordinates: [
            [
                [108.5123457, 11.9123457],
                [108.5143457, 11.9123457],
                [108.5143457, 11.9143457],
                [108.5123457, 11.9143457],
                [108.5123457, 11.9123457],
            ],
        ],
    };
    const other = 'Hộ Lê Thị Sao';
    const pair = (s: State) => [s.plotId, s.copyId];
    const needsPair = (s: State) => need('plotId')(s) ?? need('copyId')(s);
    const mark = (as: Scenario['as'], expect: number, title: string): Scenario => ({
        call: 'plotSharedLandMark',
        title,
        as,
        expect,
        needs: needsPair,
        request: (s) => ({ body: { plotIds: pair(s), reason: 'Hai chị em canh tác chung một rẫy' } }),
    });
    const unmark = (as: Scenario['as'], expect: number, title: string): Scenario => ({
        call: 'plotSharedLandUnmark',
        title,
        as,
        expect,
        needs: needsPair,
        request: (s) => ({ body: { plotIds: pair(s) } }),
    });
    return [
        {
            call: 'plotOverlaps',
            title: 'a copy of a saved plot under another producer, before saving',
            expect: 200,
            needs: need('plotId'),
            request: () => ({ body: { plots: [{ producerName: other, geometry: square }] } }),
            inspect: (answer, s) => {
                const found = answer.data.items[0].find((o: { plotId: number }) => o.plotId === s.plotId);
                if (!found?.counts || found.share !== 1)
                    throw new Error(`the copy is not found: ${JSON.stringify(answer.data)}`);
            },
        },
        {
            call: 'plotOverlaps',
            title: 'without a token',
            as: 'none',
            expect: 401,
            invalid: true,
            request: () => ({ body: { plots: [] } }),
        },
        {
            call: 'plotOverlaps',
            title: 'no plots',
            expect: 400,
            invalid: true,
            request: () => ({ body: { plots: [] } }),
        },
        {
            call: 'plotCreate',
            title: 'the copy saved under another producer',
            expect: 200,
            needs: need('locationId'),
            request: (s) => ({
                body: {
                    locationId: s.locationId,
                    code: `S${run}`,
                    producerName: other,
                    crop: 'Cà phê Arabica',
                    declaredAreaHa: 4.8,
                    geometry: square,
                },
            }),
            keep: (d, s) => (s.copyId = d.id),
            inspect: (answer, s) => {
                const overlaps = answer.data.overlaps ?? [];
                if (
                    !overlaps.some(
                        (o: { plotId: number; counts: boolean }) => o.plotId === s.plotId && o.counts,
                    )
                )
                    throw new Error('the saved copy does not name the plot it copies');
            },
        },
        mark('user', 403, 'as a user'),
        mark('observer', 403, 'as an observer'),
        {
            call: 'plotSharedLandMark',
            title: 'without a reason',
            expect: 400,
            invalid: true,
            needs: needsPair,
            request: (s) => ({ body: { plotIds: pair(s), reason: '' } }),
        },
        mark('owner', 200, 'the pair as shared land, with a reason'),
        unmark('user', 403, 'as a user'),
        unmark('owner', 200, 'the mark'),
        unmark('owner', 404, 'a mark already removed'),
    ];
}
