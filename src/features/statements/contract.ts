import type { Scenario } from '../../../tests/contract/kit';
import { need, noToken, missing } from '../../../tests/contract/kit';
import { SUBMIT_KEY, check, eu, id, input } from './contractValues';

/**
 * The statements' contract scenarios: prepared by a worker, filed by the owner through the EU
 * stand-in (its QA control sets a rate limit, an outage, a rejection), followed to available,
 * retrieved, verified, amended within the window and refused after it, withdrawn, recorded. They
 * start from the demo business's seeded statements (one available and amendable, one available past
 * its window, one rejected naming a plot). This part prepares and files; ./followContract.ts follows
 * the filed statement on.
 */
export const statementScenarios: Scenario[] = [
    {
        call: 'statementList',
        title: 'the seeded statements',
        expect: 200,
        request: () => ({ query: { page: 1, limit: 50 } }),
        keep: (d, s) => {
            const now = Date.now();
            const open = d.items.find(
                (r: any) => r.state === 'available' && Date.parse(r.amendableUntil) > now,
            );
            const closed = d.items.find(
                (r: any) => r.state === 'available' && Date.parse(r.amendableUntil) <= now,
            );
            const rejected = d.items.find((r: any) => r.state === 'rejected');
            check(open && closed && rejected, 'an amendable, a closed and a rejected statement');
            check(
                rejected.rejection[0]?.plotId && rejected.rejection[0]?.plotCode,
                'a rejection naming a plot',
            );
            [s.stLots, s.stClosedId] = [open.lots, closed.id];
        },
    },
    {
        call: 'statementList',
        title: 'the drafts, by an observer',
        as: 'observer',
        expect: 200,
        request: () => ({ query: { page: 1, limit: 20, state: 'draft' } }),
        keep: (d) =>
            check(
                d.items.every((r: any) => r.state === 'draft'),
                'drafts only',
            ),
    },
    noToken('statementList'),
    {
        call: 'statementCreate',
        title: 'by an observer',
        as: 'observer',
        expect: 403,
        needs: need('stLots'),
        request: (s) => ({ body: input(s) }),
    },
    {
        call: 'statementCreate',
        title: 'a net mass of "abc": 422 naming netMassKg',
        expect: 422,
        invalid: true,
        needs: need('stLots'),
        request: (s) => ({ body: { ...input(s), netMassKg: 'abc' } }),
        inspect: (a) => check(a.errors?.netMassKg, 'errors.netMassKg'),
    },
    {
        call: 'statementCreate',
        title: 'a referenced statement number in a wrong format',
        expect: 422,
        needs: need('stLots'),
        request: (s) => ({
            body: {
                ...input(s),
                referencedStatements: [{ referenceNumber: 'abc', verificationNumber: 'UPST0001' }],
            },
        }),
        inspect: (a) =>
            check(
                Object.keys(a.errors ?? {}).join() === 'referencedStatements.0.referenceNumber',
                `errors ${JSON.stringify(a.errors)}`,
            ),
    },
    {
        call: 'statementCreate',
        title: 'prepared by a worker',
        as: 'user',
        expect: 200,
        needs: need('stLots'),
        request: (s) => ({ body: input(s) }),
        keep: (d, s) => {
            check(d.state === 'draft' && d.snapshot === null, 'a draft without a snapshot');
            s.stId = d.id;
        },
    },
    {
        call: 'statementUpdate',
        title: 'the draft, by a worker',
        as: 'user',
        expect: 200,
        needs: need('stId'),
        request: (s) => ({ ...id('stId')(s), body: { ...input(s), netMassKg: 1_300 } }),
    },
    {
        call: 'statementUpdate',
        title: 'an available statement',
        expect: 409,
        needs: need('stClosedId'),
        request: (s) => ({ ...id('stClosedId')(s), body: input(s) }),
    },
    {
        call: 'statementSubmit',
        title: 'by a worker',
        as: 'user',
        expect: 403,
        needs: need('stId'),
        request: id('stId'),
    },
    {
        call: 'statementSubmit',
        title: 'while the EU system limits requests: 429, nothing filed',
        expect: 429,
        needs: need('stId'),
        control: eu('rate_limit'),
        request: id('stId'),
        inspect: (a) =>
            check(a.code === 'eu_rate_limited' && a.retryAfterSeconds > 0, 'code and retryAfterSeconds'),
    },
    {
        call: 'statementSubmit',
        title: 'while the EU system is down: 503, nothing filed',
        expect: 503,
        needs: need('stId'),
        control: eu('down'),
        request: id('stId'),
    },
    {
        call: 'statementDetail',
        title: 'the draft after the refusals: still a draft',
        expect: 200,
        needs: need('stId'),
        request: id('stId'),
        keep: (d) => check(d.state === 'draft', `state ${d.state}`),
    },
    {
        call: 'statementSubmit',
        title: 'the draft, filed',
        expect: 200,
        needs: need('stId'),
        request: (s) => ({ ...id('stId')(s), headers: { 'Idempotency-Key': SUBMIT_KEY } }),
        keep: (d, s) => {
            check(d.state === 'submitted' && d.snapshot?.files.length, 'submitted with a snapshot');
            s.stSubmittedAt = d.submittedAt;
            s.stFile = d.snapshot.files[0];
        },
    },
    {
        call: 'statementSubmit',
        title: 'the same Idempotency-Key again: the first answer, never a second filing',
        expect: 200,
        needs: need('stSubmittedAt'),
        request: (s) => ({ ...id('stId')(s), headers: { 'Idempotency-Key': SUBMIT_KEY } }),
        keep: (d, s) =>
            check(d.submittedAt === s.stSubmittedAt && d.state === 'submitted', 'the first answer'),
    },
    {
        call: 'statementDetail',
        title: 'available once the EU system answered, filed once',
        expect: 200,
        needs: need('stSubmittedAt'),
        request: id('stId'),
        keep: (d, s) => {
            check(
                d.state === 'available' && d.referenceNumber && d.verificationNumber,
                'available with numbers',
            );
            const filings = d.history.filter((h: any) => h.event === 'submitted').length;
            check(filings === 1, `${filings} filings`);
            [s.stReference, s.stVerification] = [d.referenceNumber, d.verificationNumber];
        },
    },
    missing('statementDetail'),
    {
        call: 'statementSubmit',
        title: 'an available statement, without a key',
        expect: 409,
        needs: need('stReference'),
        request: id('stId'),
    },
];
