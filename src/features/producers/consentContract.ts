import type { Scenario, State } from '../../../tests/contract/kit';
import { MISSING_ID, need } from '../../../tests/contract/kit';

const given = () => new Date(Date.now() - 86_400_000).toISOString();

/** The lot whose origin the lots' scenarios gave (lotOriginScenarios): its plot's producer has no consent yet. */
const originLot = (run: string, s: State) => ({ productId: s.productId, lot: `OR-${run}` });

const expectFields = (fields: string[]) => (answer: any) => {
    const named = Object.keys(answer?.errors ?? {});
    if (!fields.every((f) => named.some((n) => n === f || n.startsWith(f))))
        throw new Error(`the refusal names ${JSON.stringify(named)}, not ${JSON.stringify(fields)}`);
};

/**
 * Consents and the register of transfers abroad (api/paths/producers.yaml): a paper form without its
 * photo and a verbal consent without its witness refused naming the field; a pack of a producer without
 * consent to a transfer abroad refused, then recorded once they consent; a withdrawal; the roles.
 * Run after the lots' origin scenarios (their lot OR-<run> and its plot).
 */
export const consentScenarios = (run: string): Scenario[] => [
    {
        call: 'lotOrigin',
        title: "the origin's producer, for the consent scenarios",
        expect: 200,
        needs: (s) => need('productId')(s) ?? need('plotId')(s),
        request: (s) => ({ query: originLot(run, s) }),
        keep: (d, s) => {
            const producerId = d.plots?.[0]?.plot?.producerId;
            if (typeof producerId === 'number') s.originProducerId = producerId;
        },
    },
    {
        call: 'transferRecord',
        title: 'a pack with a producer lacking consent to a transfer abroad',
        expect: 422,
        needs: need('originProducerId'),
        request: (s) => ({ body: { lots: [originLot(run, s)], recipient: 'Nhà nhập khẩu Kiểm thử GmbH' } }),
        inspect: (answer, s) => expectFields([`producers.${s.originProducerId}`])(answer),
    },
    {
        call: 'consentCreate',
        title: 'a paper form without its photo',
        expect: 422,
        needs: need('originProducerId'),
        request: (s) => ({
            body: { producerId: s.originProducerId, purposes: ['abroad'], method: 'paper', givenAt: given() },
        }),
        inspect: expectFields(['evidenceUrl']),
    },
    {
        call: 'consentCreate',
        title: 'a verbal consent without a witness',
        expect: 422,
        needs: need('originProducerId'),
        request: (s) => ({
            body: {
                producerId: s.originProducerId,
                purposes: ['abroad'],
                method: 'verbal',
                givenAt: given(),
            },
        }),
        inspect: expectFields(['witness']),
    },
    {
        call: 'consentCreate',
        title: 'consent to every purpose, before a witness',
        expect: 200,
        needs: need('originProducerId'),
        request: (s) => ({
            body: {
                producerId: s.originProducerId,
                purposes: ['traceability', 'buyers', 'abroad'],
                method: 'verbal',
                witness: 'Trưởng thôn Kiểm Thử',
                givenAt: given(),
            },
        }),
        keep: (d, s) => (s.consentId = d.id),
    },
    {
        call: 'consentCreate',
        title: 'consent in the app, to be withdrawn',
        expect: 200,
        needs: need('originProducerId'),
        request: (s) => ({
            body: { producerId: s.originProducerId, purposes: ['buyers'], method: 'app', givenAt: given() },
        }),
        keep: (d, s) => (s.withdrawnConsentId = d.id),
    },
    {
        call: 'consentList',
        title: "the producer's consents",
        expect: 200,
        needs: need('consentId'),
        request: (s) => ({ params: { id: s.originProducerId } }),
        inspect: (answer, s) => {
            if (!answer.data.some((c: { id: number }) => c.id === s.consentId))
                throw new Error('the new consent is not listed');
        },
    },
    {
        call: 'consentList',
        title: 'of a producer that does not exist',
        expect: 404,
        request: () => ({ params: { id: MISSING_ID } }),
    },
    {
        call: 'consentWithdraw',
        title: 'the app consent, with a reason',
        expect: 200,
        needs: need('withdrawnConsentId'),
        request: (s) => ({
            params: { id: s.withdrawnConsentId },
            body: { reason: 'Hộ không muốn chia sẻ nữa' },
        }),
        inspect: (answer) => {
            if (!answer.data.withdrawnAt) throw new Error('the consent is not withdrawn');
        },
    },
    {
        call: 'consentWithdraw',
        title: 'a consent already withdrawn',
        expect: 400,
        needs: need('withdrawnConsentId'),
        request: (s) => ({ params: { id: s.withdrawnConsentId }, body: { reason: 'Lần nữa' } }),
    },
    {
        call: 'consentWithdraw',
        title: 'a consent that does not exist',
        expect: 404,
        request: () => ({ params: { id: MISSING_ID }, body: { reason: 'Không có' } }),
    },
    {
        call: 'transferRecord',
        title: 'the pack, once its producer consents, to the buyer named',
        expect: 200,
        needs: need('consentId'),
        request: (s) => ({ body: { lots: [originLot(run, s)], recipient: 'Nhà nhập khẩu Kiểm thử GmbH' } }),
        inspect: (answer, s) => {
            const t = answer.data;
            if (t.recipient !== 'Nhà nhập khẩu Kiểm thử GmbH' || !t.consentIds.includes(s.consentId))
                throw new Error(`the transfer is not the one recorded: ${JSON.stringify(t)}`);
        },
    },
    {
        call: 'transferRecord',
        title: 'by an observer',
        as: 'observer',
        expect: 403,
        needs: need('consentId'),
        request: (s) => ({ body: { lots: [originLot(run, s)], recipient: 'Người mua' } }),
    },
    {
        call: 'transferList',
        title: 'the register',
        expect: 200,
        request: () => ({ query: { page: 1, limit: 20 } }),
    },
    {
        call: 'transferList',
        title: 'by a user',
        as: 'user',
        expect: 403,
    },
];
