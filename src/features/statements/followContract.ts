import type { Scenario } from '../../../tests/contract/kit';
import { need, missing } from '../../../tests/contract/kit';
import { UPSTREAM } from './upstream';
import { AMEND_KEY, check, eu, id, input, numbers, verified } from './contractValues';

/**
 * The statements' contract scenarios after the filing (./contract.ts): retrieved, verified, its
 * files and differences read, amended within the window and refused after it, withdrawn; another
 * rejected naming a plot, one refused for its pack's gaps, one recorded by its numbers.
 */
export const statementFollowScenarios: Scenario[] = [
    {
        call: 'statementRetrieve',
        title: 'by its numbers',
        expect: 200,
        needs: need('stReference'),
        request: (s) => ({ query: numbers(s) }),
        keep: (d, s) => check(d.id === s.stId, 'the statement filed'),
    },
    {
        call: 'statementRetrieve',
        title: 'numbers of no statement of the business',
        expect: 404,
        request: () => ({ query: { referenceNumber: '25VNZZZZZZZZZZ', verificationNumber: 'ZZZZZZZZ' } }),
    },
    {
        call: 'statementRetrieve',
        title: 'a verification number in a wrong format',
        expect: 422,
        request: () => ({ query: { referenceNumber: '25VNZZZZZZZZZZ', verificationNumber: 'abc' } }),
        inspect: (a) => check(a.errors?.verificationNumber, 'errors.verificationNumber'),
    },
    {
        call: 'statementVerify',
        title: 'the statement just made available: usable',
        as: 'user',
        expect: 200,
        needs: need('stReference'),
        request: (s) => ({ body: numbers(s) }),
        keep: verified('usable'),
    },
    {
        call: 'statementVerify',
        title: 'an upstream operator’s available statement: usable',
        expect: 200,
        request: () => ({
            body: {
                referenceNumber: UPSTREAM[0].referenceNumber,
                verificationNumber: UPSTREAM[0].verificationNumber,
            },
        }),
        keep: (d) => check(d.result === 'usable' && d.statement?.operatorName, 'usable, with its operator'),
    },
    {
        call: 'statementVerify',
        title: 'an upstream operator’s withdrawn statement: not usable',
        expect: 200,
        request: () => ({
            body: {
                referenceNumber: UPSTREAM[1].referenceNumber,
                verificationNumber: UPSTREAM[1].verificationNumber,
            },
        }),
        keep: verified('not_usable'),
    },
    {
        call: 'statementVerify',
        title: 'numbers nobody filed: not found',
        expect: 200,
        request: () => ({ body: { referenceNumber: '25FRNOBODY0000', verificationNumber: 'NOBODY00' } }),
        keep: (d) => check(d.result === 'not_found' && d.statement === null, 'not_found without a statement'),
    },
    {
        call: 'statementVerify',
        title: 'a reference number of "abc": 422 naming the field',
        expect: 422,
        request: () => ({ body: { referenceNumber: 'abc', verificationNumber: 'UPST0001' } }),
        inspect: (a) => check(a.errors?.referenceNumber, 'errors.referenceNumber'),
    },
    {
        call: 'statementVerify',
        title: 'while the EU system limits requests',
        expect: 429,
        control: eu('rate_limit'),
        request: () => ({
            body: {
                referenceNumber: UPSTREAM[0].referenceNumber,
                verificationNumber: UPSTREAM[0].verificationNumber,
            },
        }),
    },
    {
        call: 'statementVerify',
        title: 'by an observer',
        as: 'observer',
        expect: 403,
        request: () => ({
            body: {
                referenceNumber: UPSTREAM[0].referenceNumber,
                verificationNumber: UPSTREAM[0].verificationNumber,
            },
        }),
    },
    {
        call: 'statementDiff',
        title: 'the filed statement against its lots now, by an observer',
        as: 'observer',
        expect: 200,
        needs: need('stReference'),
        request: id('stId'),
        keep: (d) =>
            check(d.plots.length === 0 && d.added.length === 0 && d.removed.length === 0, 'no change yet'),
    },
    missing('statementDiff'),
    {
        call: 'statementFile',
        title: 'a frozen file, its bytes as declared',
        as: 'observer',
        expect: 200,
        needs: need('stFile'),
        request: (s) => ({ ...id('stId')(s), query: { name: s.stFile.name } }),
        keep: (d, s) =>
            check(
                d.sha256 === s.stFile.sha256 && d.bytes === s.stFile.bytes,
                'hash and size of the snapshot',
            ),
    },
    {
        call: 'statementFile',
        title: 'a name the snapshot does not hold',
        expect: 404,
        needs: need('stFile'),
        request: (s) => ({ ...id('stId')(s), query: { name: 'khong-co.geojson' } }),
    },
    {
        call: 'statementAmend',
        title: 'within the window',
        expect: 200,
        needs: need('stReference'),
        request: (s) => ({
            ...id('stId')(s),
            body: { ...input(s), netMassKg: 1_280 },
            headers: { 'Idempotency-Key': AMEND_KEY },
        }),
        keep: (d) => check(d.state === 'submitted', `state ${d.state}`),
    },
    {
        call: 'statementAmend',
        title: 'the same Idempotency-Key again: amended once',
        expect: 200,
        needs: need('stReference'),
        request: (s) => ({
            ...id('stId')(s),
            body: { ...input(s), netMassKg: 1_280 },
            headers: { 'Idempotency-Key': AMEND_KEY },
        }),
    },
    {
        call: 'statementDetail',
        title: 'amended once, available again with its numbers',
        expect: 200,
        needs: need('stReference'),
        request: id('stId'),
        keep: (d, s) => {
            check(d.state === 'available' && d.referenceNumber === s.stReference, 'available, same number');
            check(d.history.filter((h: any) => h.event === 'amended').length === 1, 'one amendment');
        },
    },
    {
        call: 'statementAmend',
        title: 'after the window (filed four days ago): amend_window_closed',
        expect: 409,
        needs: need('stClosedId'),
        request: (s) => ({ ...id('stClosedId')(s), body: input(s) }),
        inspect: (a) => check(a.code === 'amend_window_closed', `code ${a.code}`),
    },
    {
        call: 'statementWithdraw',
        title: 'by a worker',
        as: 'user',
        expect: 403,
        needs: need('stReference'),
        request: (s) => ({ ...id('stId')(s), body: { reason: 'Hủy hợp đồng' } }),
    },
    {
        call: 'statementWithdraw',
        title: 'within the window',
        expect: 200,
        needs: need('stReference'),
        request: (s) => ({ ...id('stId')(s), body: { reason: 'Người mua hủy hợp đồng' } }),
        keep: (d) => check(d.state === 'withdrawn', `state ${d.state}`),
    },
    {
        call: 'statementWithdraw',
        title: 'a withdrawn statement',
        expect: 409,
        needs: need('stReference'),
        request: (s) => ({ ...id('stId')(s), body: { reason: 'Lần nữa' } }),
    },
    {
        call: 'statementVerify',
        title: 'the withdrawn statement: not usable',
        expect: 200,
        needs: need('stReference'),
        request: (s) => ({ body: numbers(s) }),
        keep: verified('not_usable'),
    },
];
