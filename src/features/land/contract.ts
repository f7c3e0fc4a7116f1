import type { Scenario } from '../../../tests/contract/kit';
import { RUN, need, address, listOk, noToken, missing } from '../../../tests/contract/kit';

/** The contract's scenarios: Growing locations (tests/contract/scenarios.ts runs them in its order). */
export const locationScenarios: Scenario[] = [
    {
        call: 'locationCreate',
        title: 'a growing location',
        expect: 200,
        request: () => ({
            body: {
                name: `Vùng trồng kiểm thử ${RUN}`,
                code: `VT-${RUN}`,
                crops: 'Cà phê',
                areaHa: 2.5,
                standard: 'vietgap',
                ...address,
            },
        }),
        keep: (d, s) => (s.locationId = d.id),
    },
    {
        call: 'locationCreate',
        title: 'without a province',
        expect: 400,
        invalid: true,
        request: () => ({ body: { name: `Vùng trồng thiếu tỉnh ${RUN}` } }),
    },
    listOk('locationList', 'growing locations'),
    noToken('locationList'),
    { call: 'locationListActive', title: 'active growing locations', expect: 200 },
    noToken('locationListActive'),
    {
        call: 'locationDetail',
        title: 'the new location',
        expect: 200,
        needs: need('locationId'),
        request: (s) => ({ params: { id: s.locationId } }),
    },
    missing('locationDetail'),
    {
        call: 'locationUpdate',
        title: 'the area',
        expect: 200,
        needs: need('locationId'),
        request: (s) => ({ params: { id: s.locationId }, body: { areaHa: 3 } }),
    },
    missing('locationUpdate', { areaHa: 3 }),
];
