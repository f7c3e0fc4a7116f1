// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../providers/http';
import { getDb } from '../../mocks/db';
import { activationsOf } from '../../mocks/ledger/model';
import { signInAs } from '../../../tests/unit/helpers';
import { refusal } from '../../../tests/unit/plotFactory';
import { sha256Text } from '../../domain/sha256';
import type { Plot } from '../../domain/geo/types';
import type { Statement, StatementInput } from '../../domain/statements';

const lotKey = (name: string) => {
    const lot = activationsOf(getDb()).find((a) => a.bizId === 1 && a.lot === name)!;
    return { productId: lot.productId, lot: lot.lot };
};

const input = (overrides: Partial<StatementInput> = {}): StatementInput => ({
    activity: 'export',
    hsHeading: '090111',
    description: 'Cà phê nhân Arabica Cầu Đất',
    netMassKg: 1_200,
    supplementaryUnits: null,
    countryOfProduction: 'VN',
    lots: [lotKey('CD-2025-01')],
    part: null,
    referencedStatements: [],
    ...overrides,
});

const eu = async (mode: string, count = 1) => {
    const response = await fetch('http://localhost/__mock/eu', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mode, count }),
    });
    expect(response.ok).toBe(true);
};

const submitted = async (overrides: Partial<StatementInput> = {}) => {
    const draft = await call<Statement>('statementCreate', { body: input(overrides) });
    return call<Statement>('statementSubmit', { params: { id: draft.id } });
};

afterEach(() => vi.useRealTimers());

describe('statements in the mock backend', () => {
    it('files a draft and follows it to available, its numbers in the EU formats', async () => {
        await signInAs('owner');
        const sent = await submitted();
        expect(sent.state).toBe('submitted');
        expect(sent.snapshot!.files.length).toBeGreaterThan(0);
        const read = await call<Statement>('statementDetail', { params: { id: sent.id } });
        expect(read.state).toBe('available');
        expect(read.referenceNumber).toMatch(/^\d{2}[A-Z]{2}[A-Z0-9]{10}$/);
        expect(read.verificationNumber).toMatch(/^[A-Z0-9]{8}$/);
        expect(read.history.map((h) => h.event)).toEqual(['prepared', 'submitted', 'available']);
    });

    it('keeps the snapshot and its file bytes when a plot is edited after submission, and the diff names the plot and field', async () => {
        await signInAs('owner');
        const sent = await submitted();
        const declared = sent.snapshot!.plots[0];
        const name = sent.snapshot!.files[0].name;
        const before = await call<{ text: string; sha256: string }>('statementFile', {
            params: { id: sent.id },
            query: { name },
        });
        expect(sha256Text(before.text)).toBe(sent.snapshot!.files[0].sha256);
        const plot = await call<Plot>('plotDetail', { params: { id: declared.plotId } });
        const changed = await call<Plot>('plotUpdate', {
            params: { id: plot.id },
            body: { producerName: `${plot.producerName} (đổi tên)` },
        });
        expect(changed.version).toBe(declared.version + 1);
        const read = await call<Statement>('statementDetail', { params: { id: sent.id } });
        expect(read.snapshot).toEqual(sent.snapshot);
        const after = await call<{ text: string; sha256: string }>('statementFile', {
            params: { id: sent.id },
            query: { name },
        });
        expect(after.text).toBe(before.text);
        expect(after.sha256).toBe(sent.snapshot!.files[0].sha256);
        const diff = await call<{ plots: { plotId: number; fields: string[]; declaredVersion: number }[] }>(
            'statementDiff',
            { params: { id: sent.id } },
        );
        expect(diff.plots).toEqual([
            expect.objectContaining({
                plotId: plot.id,
                declaredVersion: declared.version,
                currentVersion: declared.version + 1,
                fields: ['producerName'],
            }),
        ]);
    });

    it('freezes the same hashes for the same plots: a seeded statement and one filed now', async () => {
        await signInAs('owner');
        const seeded = getDb().statements!.find(
            (s) => s.state === 'available' && s.lots.length === 1 && s.lots[0].lot === 'CD-2025-01',
        )!;
        const sent = await submitted({ lots: seeded.lots });
        const sums = (snapshot: Statement['snapshot']) => [
            ...snapshot!.files.map((f) => [f.sha256, f.bytes]),
            [snapshot!.summary.sha256, snapshot!.summary.bytes],
        ];
        expect(sums(sent.snapshot)).toEqual(sums(seeded.snapshot));
        expect(sent.snapshot!.plots).toEqual(seeded.snapshot!.plots);
    });

    it('files once for one Idempotency-Key, and changes nothing on a rate limit or an outage', async () => {
        await signInAs('owner');
        const draft = await call<Statement>('statementCreate', { body: input() });
        await eu('rate_limit');
        const limited = await refusal(call('statementSubmit', { params: { id: draft.id } }));
        expect(limited.status).toBe(429);
        await eu('down');
        expect((await refusal(call('statementSubmit', { params: { id: draft.id } }))).status).toBe(503);
        expect((await call<Statement>('statementDetail', { params: { id: draft.id } })).state).toBe('draft');
        const key = 'statement-submit-key-1';
        const first = await call<Statement>('statementSubmit', {
            params: { id: draft.id },
            idempotencyKey: key,
        });
        const again = await call<Statement>('statementSubmit', {
            params: { id: draft.id },
            idempotencyKey: key,
        });
        expect(again).toEqual(first);
        const read = await call<Statement>('statementDetail', { params: { id: draft.id } });
        expect(read.history.filter((h) => h.event === 'submitted')).toHaveLength(1);
    });

    it('rejects with reasons naming a plot, then takes an amendment within the window only', async () => {
        await signInAs('owner');
        await eu('reject');
        const sent = await submitted();
        const rejected = await call<Statement>('statementDetail', { params: { id: sent.id } });
        expect(rejected.state).toBe('rejected');
        expect(rejected.rejection[0]).toMatchObject({
            plotId: sent.snapshot!.plots[1].plotId,
            plotCode: sent.snapshot!.plots[1].code,
        });
        const amended = await call<Statement>('statementAmend', { params: { id: sent.id }, body: input() });
        expect(amended.state).toBe('submitted');
        const available = await call<Statement>('statementDetail', { params: { id: sent.id } });
        expect(available.state).toBe('available');
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.parse(available.amendableUntil!) + 60_000);
        await signInAs('owner');
        const late = await refusal(call('statementAmend', { params: { id: sent.id }, body: input() }));
        expect(late.status).toBe(409);
        expect(late.body).toMatchObject({ code: 'amend_window_closed' });
        expect(
            (await refusal(call('statementWithdraw', { params: { id: sent.id }, body: { reason: 'Sai' } })))
                .status,
        ).toBe(409);
    });

    it('withdraws within the window; verify then answers not usable', async () => {
        await signInAs('owner');
        const sent = await submitted();
        const available = await call<Statement>('statementDetail', { params: { id: sent.id } });
        const numbers = {
            referenceNumber: available.referenceNumber!,
            verificationNumber: available.verificationNumber!,
        };
        expect((await call<{ result: string }>('statementVerify', { body: numbers })).result).toBe('usable');
        const withdrawn = await call<Statement>('statementWithdraw', {
            params: { id: sent.id },
            body: { reason: 'Lô bị hủy hợp đồng' },
        });
        expect(withdrawn.state).toBe('withdrawn');
        expect((await call<{ result: string }>('statementVerify', { body: numbers })).result).toBe(
            'not_usable',
        );
        expect(
            (await refusal(call('statementWithdraw', { params: { id: sent.id }, body: { reason: 'x' } })))
                .status,
        ).toBe(409);
    });

    it('refuses a worker filing and an observer preparing, and names the field of a bad number', async () => {
        await signInAs('user');
        const draft = await call<Statement>('statementCreate', { body: input() });
        expect((await refusal(call('statementSubmit', { params: { id: draft.id } }))).status).toBe(403);
        const bad = await refusal(
            call('statementCreate', { body: { ...input(), netMassKg: 'abc' as unknown as number } }),
        );
        expect(bad.status).toBe(422);
        expect(Object.keys(bad.body.errors)).toEqual(['netMassKg']);
        await signInAs('observer');
        expect((await refusal(call('statementCreate', { body: input() }))).status).toBe(403);
    });

    it('checks the formats of typed numbers on a lot and records the statement', async () => {
        await signInAs('owner');
        const key = lotKey('CD-2025-02');
        const bad = await refusal(
            call('lotDdsUpdate', { body: { ...key, ddsReference: '25VN12', ddsVerification: 'ABCD1234' } }),
        );
        expect(bad.status).toBe(422);
        expect(Object.keys(bad.body.errors)).toEqual(['ddsReference']);
        const numbers = { referenceNumber: '25VNOTHER00001', verificationNumber: 'OTHR0001' };
        await call('lotDdsUpdate', {
            body: {
                ...key,
                ddsReference: numbers.referenceNumber,
                ddsVerification: numbers.verificationNumber,
            },
        });
        const found = await call<Statement>('statementRetrieve', { query: numbers });
        expect(found).toMatchObject({ state: 'recorded', lots: [key] });
        expect(found.snapshot!.files[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    });
});
