// @vitest-environment jsdom
import './mockServer';
import { describe, expect, it } from 'vitest';
import { call } from '../../src/providers/http';
import { dataProvider } from '../../src/providers/dataProvider';
import { getDb } from '../../src/mocks/db';
import { OPERATION_LIMIT, formatSerial, parseSerial, validateSelection } from '../../src/domain/stampRanges';
import { readCode } from '../../src/domain/scan';
import { parseLines } from '../../src/domain/scanLines';
import { CODE_ALPHABET } from '../../src/domain/stampRanges';
import { decodeStamp, encodeStamp } from '../../src/mocks/ledger/codes';
import { addBatch, applyToRange, gapsIn, mergeRanges, piecesIn } from '../../src/mocks/ledger/intervals';
import { checkSelection, refusalFor } from '../../src/mocks/ledger/machine';
import { STAMP_STATES, OPERATIONS, stateOf, type Segment } from '../../src/mocks/ledger/model';
import {
    createActivation,
    createDestruction,
    createGeneration,
    createRetail,
} from '../../src/mocks/ledger/operations';
import { summarizeStamps } from '../../src/mocks/ledger/summary';
import { freshDb, signInAs } from './helpers';
import { vietnamToday } from '../../src/domain/dates';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { allMessages } from '../../src/providers/i18n/all';
import { refusalText } from '../../src/features/stamps/operations/checkAnswer';

const actor = { bizId: 99, userId: 1, userName: 'Người thử' };
const activationBody = {
    productId: 9901,
    lot: 'L1',
    mfgDate: '2025-01-01',
    expDate: '2026-01-01',
    locationId: 9901,
};

describe('range parsing and validation', () => {
    it('reads serials, codes and stamp links', () => {
        expect(parseSerial('0000001001')).toBe(1001);
        expect(parseSerial(' 1.001 ')).toBe(1001);
        expect(parseSerial('12 345')).toBe(12345);
        // A dot that is not a thousands separator is refused, never read as "15" or "100".
        expect(parseSerial('1.5')).toBeNull();
        expect(parseSerial('1.00')).toBeNull();
        expect(parseSerial('1,5')).toBeNull();
        expect(parseSerial('12345678901')).toBeNull();
        expect(parseSerial('12a')).toBeNull();
        expect(parseSerial('0')).toBeNull();
        const code = encodeStamp(1, 5);
        expect(readCode(code.toLowerCase())).toBe(code);
        expect(readCode('ABC')).toBeNull();
        expect(readCode('0000OOOO1111')).toBeNull();
    });

    it('checks order, width, overlap, the limit and emptiness', () => {
        expect(validateSelection([{ from: '2000', to: '1000' }], []).rows[0]).toEqual({ kind: 'order' });
        expect(validateSelection([{ from: '0000001001', to: '2000' }], []).rows[0]).toEqual({
            kind: 'width',
        });
        expect(validateSelection([{ from: '999', to: '1000' }], []).ok).toBe(true);
        expect(validateSelection([{ from: '', to: '5' }], []).rows[0]).toEqual({ kind: 'from_required' });
        expect(validateSelection([{ from: 'x', to: '' }], []).rows[0]).toEqual({
            kind: 'not_serial',
            field: 'from',
        });
        const overlap = validateSelection(
            [
                { from: '1', to: '100' },
                { from: '50', to: '60' },
            ],
            [],
        );
        expect(overlap.rows[1]).toEqual({ kind: 'overlap', other: 0 });
        const limit = validateSelection([{ from: '1', to: String(OPERATION_LIMIT) }], ['ABCDEFGHJKMN']);
        expect(limit.total).toBe(OPERATION_LIMIT + 1);
        expect(limit.overLimit).toBe(true);
        expect(validateSelection([{ from: '1', to: String(OPERATION_LIMIT) }], []).ok).toBe(true);
        expect(validateSelection([{ from: '', to: '' }], []).empty).toBe(true);
        expect(validateSelection([{ from: '7', to: '' }], []).ranges).toEqual([{ from: 7, to: 7 }]);
    });

    it('reads pasted lines and CSV files', () => {
        const code = encodeStamp(1, 9);
        const parsed = parseLines(
            `Từ,Đến\n1001,2000\n3001 – 3010\n${code}\nhttps://scan.example.vn/${code}\n4000\nrác\n`,
            {
                scannerHost: 'https://scan.example.vn',
            },
        );
        expect(parsed.ranges).toEqual([
            { from: '1001', to: '2000' },
            { from: '3001', to: '3010' },
            { from: '4000', to: '' },
        ]);
        expect(parsed.codes).toEqual([code, code]);
        expect(parsed.ignored).toEqual([1, 7]);
    });
});

describe('stamp codes', () => {
    it('are 12 characters without look-alikes, unique, and read back to the business and serial', () => {
        const seen = new Set<string>();
        for (let serial = 1; serial <= 500; serial++) {
            const code = encodeStamp(7, serial);
            expect(code).toHaveLength(12);
            for (const char of code) expect(CODE_ALPHABET).toContain(char);
            seen.add(code);
            expect(decodeStamp(code)).toEqual({ bizId: 7, serial });
        }
        expect(seen.size).toBe(500);
        expect(decodeStamp(encodeStamp(16_000_000, 9_999_999_999))).toEqual({
            bizId: 16_000_000,
            serial: 9_999_999_999,
        });
        expect(decodeStamp('not a code')).toBeNull();
        // Consecutive serials do not give consecutive codes.
        expect(encodeStamp(1, 1).slice(0, 6)).not.toBe(encodeStamp(1, 2).slice(0, 6));
    });
});

describe('interval store', () => {
    const segment = (from: number, to: number, extra: Partial<Segment> = {}): Segment => ({
        from,
        to,
        gen: 1,
        ...extra,
    });

    it('splits a segment in three and merges it back', () => {
        const segments = [segment(1, 100)];
        expect(applyToRange(segments, { from: 40, to: 60 }, { act: 5 })).toBe(21);
        expect(segments).toEqual([segment(1, 39), segment(40, 60, { act: 5 }), segment(61, 100)]);
        applyToRange(segments, { from: 1, to: 39 }, { act: 5 });
        applyToRange(segments, { from: 61, to: 100 }, { act: 5 });
        expect(segments).toEqual([segment(1, 100, { act: 5 })]);
    });

    it('keeps batches apart, skips gaps and reports them', () => {
        const segments: Segment[] = [];
        addBatch(segments, segment(1, 10));
        addBatch(segments, { from: 11, to: 20, gen: 2 });
        expect(() => addBatch(segments, segment(15, 30))).toThrow();
        expect(segments).toHaveLength(2);
        expect(piecesIn(segments, 5, 25).map((p) => [p.from, p.to])).toEqual([
            [5, 10],
            [11, 20],
        ]);
        expect(gapsIn(segments, 5, 25)).toEqual([{ from: 21, to: 25 }]);
        expect(applyToRange(segments, { from: 8, to: 30 }, { des: 3 })).toBe(13);
        expect(segments.map((s) => [s.from, s.to, stateOf(s)])).toEqual([
            [1, 7, 'generated'],
            [8, 10, 'destroyed'],
            [11, 20, 'destroyed'],
        ]);
        expect(
            mergeRanges([
                { from: 5, to: 9 },
                { from: 1, to: 4 },
                { from: 20, to: 30 },
                { from: 25, to: 26 },
            ]),
        ).toEqual([
            { from: 1, to: 9 },
            { from: 20, to: 30 },
        ]);
    });

    it('stores a million-stamp batch as one segment, as it stores ten stamps', () => {
        const db = freshDb();
        createGeneration(db, actor, { templateId: 9901, quantity: 10 });
        createGeneration(db, actor, { templateId: 9901, quantity: 10 });
        createGeneration(db, actor, { templateId: 9901, quantity: 1_000_000 });
        // One segment per batch whatever its size: storing it costs the same (its time is not a test).
        expect(db.stamps!.segments[99]).toHaveLength(3);
        expect(summarizeStamps(db, 99).byState.generated).toBe(1_000_020);
        // 100,000 stamps in 50 ranges of a million-stamp batch: 50 operations on intervals.
        const ranges = Array.from({ length: 50 }, (_, i) => ({
            from: 21 + i * 20_000,
            to: 20 + i * 20_000 + 2000,
        }));
        createActivation(db, actor, { ...activationBody, ranges });
        expect(summarizeStamps(db, 99).byState.activated).toBe(100_000);
        expect(db.stamps!.segments[99].length).toBeLessThanOrEqual(3 + 100);
    });
});

describe('state machine', () => {
    it('allows exactly the transitions of the lifecycle', () => {
        const table: Record<string, Record<string, string | null>> = {
            activation: { generated: null, activated: 'activated', sold: 'sold', destroyed: 'destroyed' },
            retail: { generated: 'not_activated', activated: null, sold: 'sold', destroyed: 'destroyed' },
            destruction: { generated: null, activated: null, sold: null, destroyed: 'destroyed' },
        };
        for (const operation of OPERATIONS)
            for (const state of STAMP_STATES)
                expect(
                    refusalFor(state, operation, { requireActivation: true }),
                    `${operation} of ${state}`,
                ).toBe(table[operation][state]);
        expect(refusalFor('generated', 'retail', { requireActivation: false })).toBeNull();
    });

    it('runs a batch through every state and refuses what does not follow', () => {
        const db = freshDb();
        const batch = createGeneration(db, actor, { templateId: 9901, quantity: 100 });
        expect(batch.fromSerial).toBe(1);
        createActivation(db, actor, {
            ...activationBody,
            ranges: [{ from: 1, to: 50 }],
            codes: [encodeStamp(99, 60)],
        });
        expect(() =>
            createActivation(db, actor, { ...activationBody, ranges: [{ from: 40, to: 70 }] }),
        ).toThrow(/Tem 0000000040–0000000050 và 0000000060 đã được kích hoạt \(12 tem\)/);
        expect(() => createRetail(db, actor, { ranges: [{ from: 45, to: 55 }], shopId: 9901 })).toThrow(
            /Tem 0000000051–0000000055 chưa được kích hoạt .*\(5 tem\)/,
        );
        createRetail(db, actor, { ranges: [{ from: 1, to: 10 }], shopId: 9901 });
        expect(() =>
            createActivation(db, actor, { ...activationBody, ranges: [{ from: 5, to: 5 }] }),
        ).toThrow(/Tem 0000000005 đã được bán/);
        createDestruction(db, actor, {
            ranges: [
                { from: 5, to: 15 },
                { from: 90, to: 95 },
            ],
            reason: 'damaged',
        });
        expect(() => createDestruction(db, actor, { ranges: [{ from: 1, to: 20 }], reason: 'lost' })).toThrow(
            /Tem 0000000005–0000000015 đã bị hủy \(11 tem\)/,
        );
        expect(() => createRetail(db, actor, { codes: [encodeStamp(99, 92)], shopId: 9901 })).toThrow(
            /Tem 0000000092 \(mã .+\) đã bị hủy/,
        );
        expect(() =>
            createDestruction(db, actor, { ranges: [{ from: 99, to: 120 }], reason: 'other' }),
        ).toThrow(/Ghi rõ|không hợp lệ/);
        expect(() =>
            createDestruction(db, actor, { ranges: [{ from: 99, to: 120 }], reason: 'lost' }),
        ).toThrow(/Tem 0000000101–0000000120 chưa được in \(20 tem\)/);
        expect(summarizeStamps(db, 99).byState).toEqual({
            generated: 43,
            activated: 36,
            sold: 4,
            destroyed: 17,
        });
    });

    it('follows the retail settings: without required activation a printed stamp may be sold', () => {
        const db = freshDb();
        createGeneration(db, actor, { templateId: 9901, quantity: 10 });
        expect(() => createRetail(db, actor, { ranges: [{ from: 1, to: 3 }] })).toThrow(/không hợp lệ/);
        db.stamps!.retailSettings[99] = { requireActivation: false, requireShop: false, maxBackdateDays: 0 };
        expect(createRetail(db, actor, { ranges: [{ from: 1, to: 3 }] }).count).toBe(3);
    });

    it('names the serials at fault, compacted into ranges, not the range typed; beyond five ranges it counts the rest', () => {
        const db = freshDb();
        createGeneration(db, actor, { templateId: 9901, quantity: 1000 });
        createActivation(db, actor, { ...activationBody, ranges: [{ from: 1, to: 1000 }] });
        createRetail(db, actor, {
            ranges: [
                { from: 120, to: 130 },
                { from: 415, to: 415 },
            ],
            shopId: 9901,
        });
        const two = checkSelection(db, 99, 'activation', { ranges: [{ from: 100, to: 500 }] });
        const sold = two.refusals.find((refusal) => refusal.reason === 'sold')!;
        expect(sold).toMatchObject({
            count: 12,
            from: 120,
            to: 415,
            ranges: [
                { from: 120, to: 130 },
                { from: 415, to: 415 },
            ],
        });
        expect(sold.message).toBe('Tem 0000000120–0000000130 và 0000000415 đã được bán (12 tem)');
        // Eight scattered sales: five ranges named, the other stamps counted.
        createRetail(db, actor, {
            ranges: [600, 610, 620, 630, 640, 650].map((from) => ({ from, to: from + 1 })),
            shopId: 9901,
        });
        const many = checkSelection(db, 99, 'destruction', { ranges: [{ from: 1, to: 1000 }] }).refusals;
        expect(many).toEqual([]);
        const scattered = checkSelection(db, 99, 'retail', { ranges: [{ from: 1, to: 1000 }] }).refusals;
        expect(scattered).toHaveLength(1);
        expect(scattered[0].ranges).toHaveLength(8);
        expect(scattered[0].message).toBe(
            'Tem 0000000120–0000000130, 0000000415, 0000000600–0000000601, 0000000610–0000000611, 0000000620–0000000621 và 6 tem khác đã được bán (24 tem)',
        );
        // The console writes the same refusal in its own words, in both languages.
        const vi = polyglotI18nProvider(() => allMessages.vi, 'vi');
        const en = polyglotI18nProvider(() => allMessages.en, 'en');
        expect(refusalText(scattered[0], vi.translate)).toBe(
            'Tem 0000000120–0000000130, 0000000415, 0000000600–0000000601, 0000000610–0000000611, 0000000620–0000000621 và 6 tem khác đã được bán (24 tem)',
        );
        expect(refusalText(sold, en.translate)).toBe(
            'Stamps 0000000120–0000000130 and 0000000415 are already sold (12 stamps)',
        );
    });

    it('prints a pre-activated batch already activated', () => {
        const db = freshDb();
        const batch = createGeneration(
            db,
            actor,
            { templateId: 9901, quantity: 20, ...activationBody },
            { preactivate: true },
        );
        expect(batch.activationId).not.toBeNull();
        expect(summarizeStamps(db, 99).byState).toMatchObject({ generated: 0, activated: 20 });
    });
});

describe('the check call and the stamp calls', () => {
    it('answers how many stamps are valid and why the others are not', async () => {
        await signInAs('owner');
        const result = await call<any>('stampCheck', {
            body: {
                operation: 'activation',
                ranges: [
                    { from: '0000007001', to: '0000008000' },
                    { from: '16990', to: '17010' },
                ],
                codes: ['ZZZZZZZZZZZZ'],
            },
        });
        expect(result.total).toBe(1000 + 21 + 1);
        expect(result.valid).toBe(11);
        const messages = result.refusals.map((r: any) => r.message);
        expect(messages).toContain(
            'Tem 0000007001–0000007500 và 0000007513–0000008000 đã được kích hoạt (988 tem)',
        );
        expect(messages).toContain('Tem 0000007501–0000007512 đã bị hủy (12 tem)');
        expect(messages).toContain('Tem 0000017001–0000017010 chưa được in (10 tem)');
        expect(messages).toContain('Mã ZZZZZZZZZZZZ không tồn tại hoặc không thuộc chủ thể này');
        expect(result.validRanges).toEqual([{ from: 16990, to: 17000 }]);
    });

    it('refuses malformed selections and more than 100,000 stamps', async () => {
        await signInAs('owner');
        const check = (ranges: unknown[]) =>
            call('stampCheck', { body: { operation: 'destruction', ranges } });
        await expect(check([{ from: 10, to: 5 }])).rejects.toMatchObject({
            status: 400,
            message: expect.stringMatching(/lớn hơn/),
        });
        await expect(
            check([
                { from: 1, to: 10 },
                { from: 5, to: 6 },
            ]),
        ).rejects.toMatchObject({ message: expect.stringMatching(/hai lần/) });
        await expect(check([{ from: 1, to: 100_001 }])).rejects.toMatchObject({
            message: expect.stringMatching(/tối đa 100\.000/),
        });
        await expect(check([])).rejects.toMatchObject({ status: 400 });
        await expect(
            call('stampCheck', { body: { operation: 'sell', ranges: [{ from: 1 }] } }),
        ).rejects.toMatchObject({ status: 400 });
    });

    it('lets observers read but run nothing, not even the check', async () => {
        await signInAs('observer');
        await expect(
            call('stampCheck', { body: { operation: 'destruction', ranges: [{ from: 1, to: 2 }] } }),
        ).rejects.toMatchObject({ status: 403 });
        for (const name of [
            'generationAdd',
            'generationAddPreactivate',
            'activationAdd',
            'retailAdd',
            'destructionAdd',
        ] as const)
            await expect(call(name, { body: {} })).rejects.toMatchObject({ status: 403 });
        await expect(call('generationPrintUrl', { params: { id: 1 } })).rejects.toMatchObject({
            status: 403,
        });
        const list = await dataProvider.getList('stamp-generations', {
            pagination: { page: 1, perPage: 10 },
            sort: { field: 'id', order: 'ASC' },
            filter: {},
        });
        expect(list.total).toBe(3);
    });

    it('runs an operation, lists it with filters and refuses with every serial at fault', async () => {
        await signInAs('owner');
        const batch = await call<any>('generationAdd', {
            body: {
                templateId: getDb().stampTemplates.find((t) => t.bizId === 1 && t.status === 'active')!.id,
                quantity: 50,
            },
        });
        expect(batch.fromSerialText).toBe('0000017001');
        expect(batch.sampleCodes[0].code).toHaveLength(12);
        const product = getDb().products.find((p) => p.bizId === 1 && p.status === 'active')!;
        const activation = await call<any>('activationAdd', {
            body: {
                ranges: [{ from: '17001', to: '17004' }],
                codes: [batch.sampleCodes[4].code],
                productId: product.id,
                lot: 'T-1',
            },
        });
        expect(activation.count).toBe(5);
        const refused = call('retailAdd', {
            body: {
                ranges: [{ from: '17001', to: '17020' }],
                shopId: getDb().shops.find((s) => s.bizId === 1 && s.status === 'active')!.id,
            },
        });
        await expect(refused).rejects.toMatchObject({
            status: 400,
            body: {
                message: [
                    'Tem 0000017006–0000017020 chưa được kích hoạt (cài đặt bán lẻ yêu cầu kích hoạt trước khi bán) (15 tem)',
                ],
            },
        });
        const filtered = await call<any>('activationList', {
            query: { productId: product.id, state: 'activated', from: vietnamToday() },
        });
        expect(filtered.items.map((row: any) => row.id)).toContain(activation.id);
        const settings = await call<any>('retailSettings');
        expect(settings).toMatchObject({ requireActivation: true, requireShop: true, maxBackdateDays: 30 });
        expect(settings.shops.length).toBeGreaterThan(0);
    });

    it('answers 403 for another business record, 404 for a missing one, and traces a stamp through its states', async () => {
        await signInAs('owner');
        const teaBatch = getDb().stampGenerations!.find((g) => g.bizId === 2)!;
        await expect(call('generationDetail', { params: { id: teaBatch.id } })).rejects.toMatchObject({
            status: 403,
        });
        await expect(call('generationDetail', { params: { id: 99999 } })).rejects.toMatchObject({
            status: 404,
        });
        await expect(
            call('trace', { query: { code: encodeStamp(2, teaBatch.fromSerial) } }),
        ).rejects.toMatchObject({ status: 404 });
        const traced = await call<any>('trace', { query: { code: '0000000001' } });
        expect(traced.state).toBe('sold');
        expect(traced.events.map((e: any) => e.kind)).toEqual(['printed', 'activated', 'sold']);
        const destroyed = await call<any>('trace', { query: { code: encodeStamp(1, 7505) } });
        expect(destroyed.events.map((e: any) => e.kind)).toEqual(['printed', 'activated', 'destroyed']);
        expect(destroyed.events[2].reason).toBe('damaged');
    });

    it('answers the public pages and records consumer scans (not previews)', async () => {
        const code = encodeStamp(1, 1);
        const before = getDb().stamps!.scans.length;
        const v2 = await call<any>('publicStampV2', { params: { code }, query: { province: '01' } });
        // The seed's scans of this stamp break the scan rules: sold, but not said to be genuine.
        expect(v2).toMatchObject({
            serial: '0000000001',
            state: 'sold',
            genuine: false,
            meaning: 'suspicious',
        });
        expect(getDb().stamps!.scans.length).toBe(before + 1);
        expect(getDb().stamps!.scans.at(-1)!.province).toBe('01');
        await call('publicStampV2', { params: { code }, query: { preview: 1 } });
        expect(getDb().stamps!.scans.length).toBe(before + 1);
        const v1 = await call<any>('publicStamp', { params: { code: encodeStamp(1, 4950) } });
        expect(v1).toMatchObject({ valid: false, productName: null });
        await expect(call('publicStampV2', { params: { code: 'ZZZZZZZZZZZZ' } })).rejects.toMatchObject({
            status: 404,
        });
        const company = await call<any>('publicCompanyV2', { params: { code: v2.company.code } });
        expect(company.name).toBe(getDb().businesses[0].name);
        expect(await call<any>('publicBiz', { params: { code: v2.company.code } })).toMatchObject({
            name: company.name,
        });
        const migrated = await call<any[]>('publicMigratedCompanies');
        expect(migrated[0]).toMatchObject({ oldCode: 'CDX2019', bizCode: v2.company.code });
    });

    it('summarises the seed for the dashboard', () => {
        const summary = summarizeStamps(getDb(), 1);
        expect(
            summary.byState.generated +
                summary.byState.activated +
                summary.byState.sold +
                summary.byState.destroyed,
        ).toBe(17_000);
        expect(summary.activationsPerDay).toHaveLength(30);
        expect(summary.activationsPerDay.reduce((s, d) => s + d.count, 0)).toBeGreaterThan(0);
        expect(summary.retailPerDay.at(-1)!.date).toBe(vietnamToday());
        expect(summary.scansByProvince[0].province).toBe('68');
        expect(summary.latestOperations[0]).toMatchObject({ kind: 'destruction', count: 12 });
        expect(
            formatSerial(
                checkSelection(getDb(), 1, 'retail', { ranges: [{ from: 1, to: 1 }] }).refusals[0].from!,
            ),
        ).toBe('0000000001');
    });
});
