import type { Scenario, State } from '../../../tests/contract/kit';
import { MISSING_ID, day, RUN, BATCH_KEY, need, listOk, noToken, missing } from '../../../tests/contract/kit';

/** A batch sent with the same Idempotency-Key each time (the second must get the first's answer). */
const keyedBatch = (s: State) => ({
    body: { templateId: s.templateId, quantity: 3, note: 'Gửi hai lần' },
    headers: { 'Idempotency-Key': BATCH_KEY },
});

/** The contract's scenarios: Stamps: print, check, activate, sell, destroy (tests/contract/scenarios.ts runs them in its order). */
export const stampScenarios: Scenario[] = [
    {
        call: 'generationAdd',
        title: 'prints 20 stamps',
        expect: 200,
        needs: need('templateId'),
        request: (s) => ({ body: { templateId: s.templateId, quantity: 20, note: 'Lô kiểm thử' } }),
        keep: (d, s) => {
            s.generationId = d.id;
            s.printed = { from: d.fromSerialText, to: d.toSerialText };
            s.stampCode = d.sampleCodes?.[0]?.code;
        },
    },
    {
        call: 'generationAdd',
        title: 'a batch with an Idempotency-Key',
        expect: 200,
        needs: need('templateId'),
        request: keyedBatch,
        keep: (d, s) => (s.keyedBatchId = d.id),
    },
    {
        call: 'generationAdd',
        title: 'the same batch sent again with its key: the first answer, no second batch',
        expect: 200,
        needs: need('keyedBatchId'),
        request: keyedBatch,
        keep: (d, s) => {
            if (d.id !== s.keyedBatchId) throw new Error(`a second batch ${d.id} was made`);
        },
    },
    {
        call: 'generationAdd',
        title: 'zero stamps',
        expect: 400,
        invalid: true,
        needs: need('templateId'),
        request: (s) => ({ body: { templateId: s.templateId, quantity: 0 } }),
    },
    {
        call: 'generationAddPreactivate',
        title: 'prints 5 stamps active at once, into a lot written in Vietnamese (the server proposes its GS1 lot code)',
        expect: 200,
        needs: need('templateId'),
        request: (s) => ({
            body: { templateId: s.templateId, quantity: 5, productId: s.productId, lot: `Lô ${RUN} T` },
        }),
        keep: (d, s) => (
            (s.preactivated = { from: d.fromSerialText, to: d.toSerialText }),
            (s.preactivatedId = d.id)
        ),
    },
    {
        call: 'generationAddPreactivate',
        title: 'without a template',
        expect: 400,
        invalid: true,
        request: () => ({ body: { quantity: 5 } }),
    },
    {
        call: 'generationAdd',
        title: 'as an observer',
        as: 'observer',
        expect: 403,
        needs: need('templateId'),
        request: (s) => ({ body: { templateId: s.templateId, quantity: 1 } }),
    },
    listOk('generationList', 'print batches'),
    noToken('generationList'),
    {
        call: 'generationDetail',
        title: 'the new batch',
        expect: 200,
        needs: need('generationId'),
        request: (s) => ({ params: { id: s.generationId } }),
    },
    missing('generationDetail'),
    {
        call: 'generationPrintUrl',
        title: 'the print file of the batch',
        expect: 200,
        needs: need('generationId'),
        request: (s) => ({ params: { id: s.generationId } }),
    },
    {
        call: 'generationPrintUrl',
        title: 'the print file and codes file of a pre-activated batch',
        expect: 200,
        needs: need('preactivatedId'),
        request: (s) => ({ params: { id: s.preactivatedId } }),
        keep: (d) => {
            if (typeof d.csvUrl !== 'string' || d.csvUrl === d.url)
                throw new Error('print-url sent no codes file link (csvUrl)');
        },
    },
    missing('generationPrintUrl'),
    {
        call: 'stampCheck',
        title: 'the printed range before activation',
        expect: 200,
        needs: need('printed'),
        request: (s) => ({ body: { operation: 'activation', ranges: [s.printed] } }),
    },
    {
        call: 'stampCheck',
        title: 'an operation that does not exist',
        expect: 400,
        invalid: true,
        request: () => ({ body: { operation: 'rename', ranges: [{ from: '1', to: '2' }] } }),
    },
    {
        call: 'activationAdd',
        title: 'a GS1 lot code GS1 does not allow (Vietnamese letters, a space)',
        expect: 400,
        invalid: true,
        needs: (s) => need('printed')(s) ?? need('productId')(s),
        request: (s) => ({
            body: { ranges: [s.printed], productId: s.productId, lot: 'Lô 3/2025', gs1Lot: 'LÔ 3/2025' },
        }),
    },
    {
        call: 'activationAdd',
        title: 'activates the printed range, with its GS1 lot code',
        expect: 200,
        needs: (s) => need('printed')(s) ?? need('productId')(s),
        request: (s) => ({
            body: {
                ranges: [s.printed],
                productId: s.productId,
                lot: `LO-${RUN}`,
                gs1Lot: `LO-${RUN}`,
                mfgDate: day(-2),
                expDate: day(365),
                locationId: s.locationId,
            },
        }),
        keep: (d, s) => {
            if (d.gs1Lot !== `LO-${RUN}`) throw new Error(`the activation kept GS1 lot code ${d.gs1Lot}`);
            s.activationId = d.id;
        },
    },
    {
        call: 'activationAdd',
        title: 'the same range again',
        expect: 400,
        needs: (s) => need('printed')(s) ?? need('productId')(s),
        request: (s) => ({ body: { ranges: [s.printed], productId: s.productId, lot: `LO-${RUN}` } }),
    },
    listOk('activationList', 'activations'),
    noToken('activationList'),
    {
        call: 'activationDetail',
        title: 'the new activation',
        expect: 200,
        needs: need('activationId'),
        request: (s) => ({ params: { id: s.activationId } }),
    },
    missing('activationDetail'),
    { call: 'retailSettings', title: "the business's retail rules", expect: 200 },
    noToken('retailSettings'),
    {
        call: 'retailAdd',
        title: 'sells the activated range',
        expect: 200,
        needs: (s) => need('activationId')(s) ?? need('shopId')(s),
        request: (s) => ({ body: { ranges: [s.printed], shopId: s.shopId, soldOn: day() } }),
        keep: (d, s) => (s.retailId = d.id),
    },
    {
        call: 'retailAdd',
        title: 'at a sales point that does not exist',
        expect: 400,
        needs: need('printed'),
        request: (s) => ({ body: { ranges: [s.printed], shopId: MISSING_ID } }),
    },
    listOk('retailList', 'retail sales'),
    noToken('retailList'),
    {
        call: 'retailDetail',
        title: 'the new sale',
        expect: 200,
        needs: need('retailId'),
        request: (s) => ({ params: { id: s.retailId } }),
    },
    missing('retailDetail'),
    {
        call: 'destructionAdd',
        title: 'destroys the pre-activated range',
        expect: 200,
        needs: need('preactivated'),
        request: (s) => ({
            body: { ranges: [s.preactivated], reason: 'damaged', note: 'Tem bị rách khi dán' },
        }),
        keep: (d, s) => (s.destructionId = d.id),
    },
    {
        call: 'destructionAdd',
        title: 'a reason that does not exist',
        expect: 400,
        invalid: true,
        needs: need('preactivated'),
        request: (s) => ({ body: { ranges: [s.preactivated], reason: 'chán' } }),
    },
    listOk('destructionList', 'destructions'),
    noToken('destructionList'),
    {
        call: 'destructionDetail',
        title: 'the new destruction',
        expect: 200,
        needs: need('destructionId'),
        request: (s) => ({ params: { id: s.destructionId } }),
    },
    missing('destructionDetail'),
];
