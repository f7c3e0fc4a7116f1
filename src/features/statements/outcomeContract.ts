import type { Scenario } from '../../../tests/contract/kit';
import { MISSING_ID, RUN, need } from '../../../tests/contract/kit';
import { RECORDED, check, eu, id, input } from './contractValues';

/**
 * The statements' contract scenarios of the other outcomes: a filing the EU system rejects naming a
 * plot, a pack with gaps refused before anything is filed, and statements filed elsewhere recorded
 * by their numbers (statementRecord, and the numbers typed on a lot).
 */
export const statementOutcomeScenarios: Scenario[] = [
    {
        call: 'statementCreate',
        title: 'another, to be rejected',
        expect: 200,
        needs: need('stLots'),
        request: (s) => ({ body: input(s) }),
        keep: (d, s) => (s.stRejectId = d.id),
    },
    {
        call: 'statementSubmit',
        title: 'filed while the EU system rejects',
        expect: 200,
        needs: need('stRejectId'),
        control: eu('reject'),
        request: id('stRejectId'),
        keep: (d, s) => (s.stRejectPlots = d.snapshot.plots),
    },
    {
        call: 'statementDetail',
        title: 'rejected, its reason naming a plot of the file',
        expect: 200,
        needs: need('stRejectPlots'),
        request: id('stRejectId'),
        keep: (d, s) => {
            const reason = d.rejection[0];
            check(d.state === 'rejected', `state ${d.state}`);
            check(
                s.stRejectPlots.some((p: any) => p.plotId === reason?.plotId && p.code === reason?.plotCode),
                'a plot of the snapshot',
            );
        },
    },
    {
        call: 'statementUpdate',
        title: 'the rejected statement',
        expect: 200,
        needs: need('stRejectPlots'),
        request: (s) => ({ ...id('stRejectId')(s), body: input(s) }),
    },
    {
        call: 'statementCreate',
        title: 'for the activated lot of this run',
        expect: 200,
        needs: need('activationId'),
        request: (s) => ({ body: { ...input(s), lots: [{ productId: s.productId, lot: `LO-${RUN}` }] } }),
        keep: (d, s) => (s.stGapsId = d.id),
    },
    {
        call: 'statementSubmit',
        title: 'a pack with gaps: 422, each gap naming its lot or plot',
        expect: 422,
        needs: need('stGapsId'),
        request: id('stGapsId'),
        inspect: (a) => check(a.code === 'pack_gaps' && a.gaps?.length, 'code pack_gaps with gaps'),
    },
    {
        call: 'statementRecord',
        title: 'a verification number in a wrong format: 422 naming it',
        expect: 422,
        needs: need('stLots'),
        request: (s) => ({
            body: { lots: s.stLots, referenceNumber: RECORDED.referenceNumber, verificationNumber: 'abc' },
        }),
        inspect: (a) =>
            check(
                Object.keys(a.errors ?? {}).join() === 'verificationNumber',
                `errors ${JSON.stringify(a.errors)}`,
            ),
    },
    {
        call: 'statementRecord',
        title: 'by an observer',
        as: 'observer',
        expect: 403,
        needs: need('stLots'),
        request: (s) => ({ body: { lots: s.stLots, ...RECORDED } }),
    },
    {
        call: 'statementRecord',
        title: 'a statement filed elsewhere',
        expect: 200,
        needs: need('stLots'),
        request: (s) => ({ body: { lots: s.stLots, ...RECORDED } }),
        keep: (d) => check(d.state === 'recorded' && d.snapshot, 'recorded with its snapshot'),
    },
    {
        call: 'lotDdsUpdate',
        title: 'a reference number of "abc" on a lot: 422 naming ddsReference',
        expect: 422,
        needs: need('activationId'),
        request: (s) => ({ body: { productId: s.productId, lot: `LO-${RUN}`, ddsReference: 'abc' } }),
        inspect: (a) =>
            check(
                Object.keys(a.errors ?? {}).join() === 'ddsReference',
                `errors ${JSON.stringify(a.errors)}`,
            ),
    },
    {
        call: 'statementRetrieve',
        title: 'the statement recorded by the numbers typed on the lot',
        expect: 200,
        needs: need('activationId'),
        request: () => ({ query: { referenceNumber: '25VNABC1234567', verificationNumber: 'X7K299QZ' } }),
        keep: (d) => check(d.state === 'recorded' && d.lots[0]?.lot === `LO-${RUN}`, 'recorded for the lot'),
    },
    {
        call: 'statementUpdate',
        title: 'a statement that does not exist',
        expect: 404,
        needs: need('stLots'),
        request: (s) => ({ params: { id: MISSING_ID }, body: input(s) }),
    },
];
