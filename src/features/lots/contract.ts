import type { Scenario } from '../../../tests/contract/kit';
import { RUN, need, listOk, noToken } from '../../../tests/contract/kit';

/** The contract's scenarios: Lots: list, page, history (the activated and sold lot) (tests/contract/scenarios.ts runs them in its order). */
export const lotScenarios: Scenario[] = [
    listOk('lotList', 'lots'),
    noToken('lotList'),
    {
        call: 'lotDetail',
        title: 'the activated lot',
        expect: 200,
        needs: need('activationId'),
        request: (s) => ({ query: { productId: s.productId, lot: `LO-${RUN}` } }),
    },
    {
        call: 'lotDetail',
        title: 'a lot never activated',
        expect: 404,
        needs: need('productId'),
        request: (s) => ({ query: { productId: s.productId, lot: `KHONG-CO-${RUN}` } }),
    },
    {
        call: 'lotHistory',
        title: 'the activated lot',
        expect: 200,
        needs: need('activationId'),
        request: (s) => ({ query: { productId: s.productId, lot: `LO-${RUN}` } }),
    },
    {
        call: 'lotHistory',
        title: 'one part of the activated lot (its first stamp)',
        expect: 200,
        needs: need('activationId'),
        request: (s) => ({ query: { productId: s.productId, lot: `LO-${RUN}`, offset: 0, limit: 1 } }),
    },
    {
        call: 'lotHistory',
        title: 'a part larger than 20.000 stamps',
        expect: 400,
        invalid: true,
        needs: need('activationId'),
        request: (s) => ({ query: { productId: s.productId, lot: `LO-${RUN}`, limit: 20_001 } }),
    },
    {
        call: 'lotHistory',
        title: 'without a lot number',
        expect: 400,
        invalid: true,
        needs: need('productId'),
        request: (s) => ({ query: { productId: s.productId } }),
    },
];

/** The contract's scenarios: Recalling the lot (after its origin's scenarios) (tests/contract/scenarios.ts runs them in its order). */
export const lotRecallScenarios: Scenario[] = [
    {
        call: 'lotRecall',
        title: 'recalls the activated lot',
        expect: 200,
        needs: need('activationId'),
        request: (s) => ({
            body: {
                productId: s.productId,
                lot: `LO-${RUN}`,
                reason: 'quality',
                note: 'Độ ẩm vượt mức cho phép',
            },
        }),
    },
    {
        call: 'lotRecall',
        title: 'the same lot again',
        expect: 400,
        needs: need('activationId'),
        request: (s) => ({ body: { productId: s.productId, lot: `LO-${RUN}`, reason: 'quality' } }),
    },
    {
        call: 'lotRecall',
        title: 'a user may not recall a lot (the owner only)',
        as: 'user',
        expect: 403,
        request: () => ({ body: { productId: 1, lot: 'CD-2025-01', reason: 'quality' } }),
    },
];
