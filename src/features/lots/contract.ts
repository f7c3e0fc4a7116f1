import type { Scenario } from '../../../tests/contract/kit';
import { RUN, need, listOk, noToken } from '../../../tests/contract/kit';

/** The contract's scenarios: Lots: list, page, history (the activated and sold lot) (tests/contract/scenarios.ts runs them in its order). */
export const lotScenarios: Scenario[] = [
    listOk('lotList', 'lots'),
    noToken('lotList'),
    {
        call: 'lotList',
        title: 'only the lots lacking key data (the dashboard’s count)',
        expect: 200,
        request: () => ({ query: { keyData: 'missing', page: 1, limit: 20 } }),
    },
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
        call: 'activationDetail',
        title: 'the recalled lot’s activation counts its stamps recalled, none suspicious',
        expect: 200,
        needs: need('activationId'),
        request: (s) => ({ params: { id: s.activationId } }),
        keep: (d) => {
            if (d.recalled !== d.count - d.destroyed || d.suspicious !== 0)
                throw new Error(`recalled ${d.recalled}, suspicious ${d.suspicious} of ${d.count} stamps`);
        },
    },
    {
        call: 'retailDetail',
        title: 'a sale of the recalled lot counts its sold stamps recalled',
        expect: 200,
        needs: need('retailId'),
        request: (s) => ({ params: { id: s.retailId } }),
        keep: (d) => {
            if (d.recalled !== d.sold) throw new Error(`recalled ${d.recalled} of ${d.sold} sold stamps`);
        },
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

/** The lot's origin as the owner reads it, to compare before and after what others may not change. */
const originFacts = (d: any) =>
    JSON.stringify({
        harvestFrom: d.harvestFrom,
        harvestTo: d.harvestTo,
        plots: (d.plots ?? []).map((row: any) => [row.plotId, row.quantityKg]),
    });

/**
 * The contract's scenarios: Who sets a lot's origin, and how much a plot may give (after the origin
 * of `LO-<run>` is named, before the lot is recalled). Setting it is the owner's on every path: a
 * user's activation that carries an origin is refused whole, one without it leaves the origin as it was.
 */
/** A lot origin update of lot LO-<run> from plot `plotId`, after the owner's origin was read. */
const originUpdate = (
    title: string,
    expect: number,
    [harvestFrom, harvestTo, quantityKg]: [string, string, number],
    as?: Scenario['as'],
): Scenario => ({
    call: 'lotOriginUpdate',
    title,
    expect,
    ...(as ? { as } : {}),
    ...(expect === 400 ? { invalid: true } : {}),
    needs: (s) => need('namedOrigin')(s) ?? need('plotId')(s),
    request: (s) => ({
        body: {
            productId: s.productId,
            lot: `LO-${RUN}`,
            harvestFrom,
            harvestTo,
            plots: [{ plotId: s.plotId, quantityKg }],
        },
    }),
});

export const lotOriginRightScenarios: Scenario[] = [
    {
        call: 'me',
        title: 'the user persona, who activates below',
        as: 'user',
        expect: 200,
        keep: (d, s) => (s.userPersonaId = d.me?.id),
    },
    {
        call: 'bizUserChangeRole',
        title: 'the user persona is a user again (the members scenarios made it an observer)',
        expect: 200,
        needs: need('userPersonaId'),
        request: (s) => ({ body: { userId: s.userPersonaId, role: 2 } }),
    },
    {
        call: 'lotOrigin',
        title: 'the origin the owner named, before a user activates into the lot',
        expect: 200,
        needs: (s) => need('activationId')(s) ?? need('plotId')(s),
        request: (s) => ({ query: { productId: s.productId, lot: `LO-${RUN}` } }),
        keep: (d, s) => (s.namedOrigin = originFacts(d)),
    },
    {
        call: 'generationAdd',
        title: 'prints a stamp for a user to activate into the lot',
        expect: 200,
        needs: need('templateId'),
        request: (s) => ({ body: { templateId: s.templateId, quantity: 1 } }),
        keep: (d, s) => (s.userPrinted = { from: d.fromSerialText, to: d.toSerialText }),
    },
    {
        call: 'activationAdd',
        title: 'a user activating into a lot with an origin: refused, nothing activated (the owner sets origins)',
        as: 'user',
        expect: 403,
        needs: (s) => need('userPrinted')(s) ?? need('namedOrigin')(s),
        request: (s) => ({
            body: {
                ranges: [s.userPrinted],
                productId: s.productId,
                lot: `LO-${RUN}`,
                origin: {
                    harvestFrom: '2020-01-01',
                    harvestTo: '2020-01-02',
                    plots: [{ plotId: s.plotId, quantityKg: 1 }],
                },
            },
        }),
    },
    {
        call: 'activationAdd',
        title: 'the same stamp by the user without an origin',
        as: 'user',
        expect: 200,
        needs: (s) => need('userPrinted')(s) ?? need('namedOrigin')(s),
        request: (s) => ({ body: { ranges: [s.userPrinted], productId: s.productId, lot: `LO-${RUN}` } }),
    },
    {
        call: 'lotOrigin',
        title: "the lot's origin after the user's activations: unchanged",
        expect: 200,
        needs: need('namedOrigin'),
        request: (s) => ({ query: { productId: s.productId, lot: `LO-${RUN}` } }),
        keep: (d, s) => {
            if (originFacts(d) !== s.namedOrigin)
                throw new Error(`the lot's origin changed: ${s.namedOrigin} became ${originFacts(d)}`);
        },
    },
    originUpdate('by a user (the owner only)', 403, ['2020-01-01', '2020-01-02', 1], 'user'),
    originUpdate('a quantity above 1,000,000,000 kg (1e308: the total would not be a number)', 400, [
        '2025-10-01',
        '2025-12-15',
        1e308,
    ]),
    originUpdate('a quantity just above the maximum', 400, ['2025-10-01', '2025-12-15', 1_000_000_000.001]),
];
