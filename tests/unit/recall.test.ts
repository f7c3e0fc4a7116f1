// @vitest-environment jsdom
import './mockServer';
import { can, Role } from '../../src/providers/access';
import { describe, expect, it } from 'vitest';
import { checkSelection } from '../../src/mocks/ledger/machine';
import {
    createActivation,
    createDestruction,
    createGeneration,
    createRetail,
} from '../../src/mocks/ledger/operations';
import { lotDetail, lotRows, recallLot } from '../../src/mocks/ledger/lots';
import { lotHistory } from '../../src/mocks/ledger/lotHistory';
import { stampFacts } from '../../src/mocks/ledger/views';
import { traceStamp } from '../../src/mocks/ledger/trace';
import { encodeStamp } from '../../src/mocks/ledger/codes';
import { storeOf } from '../../src/mocks/ledger/model';
import { call } from '../../src/providers/http';
import { freshDb, signInAs } from './helpers';

const freshLotDb = () => freshDb({ productName: 'Cà phê thử', shopName: 'Điểm bán Đà Lạt' });
const actor = { bizId: 99, userId: 1, userName: 'Người thử' };
const lot = { productId: 9901, lot: 'L-2026/01' };

/** 10 stamps printed (1–10), 1–8 activated into the lot, 1–2 sold, 3 destroyed. */
function lotDb() {
    const db = freshLotDb();
    createGeneration(db, actor, { templateId: 9901, quantity: 10 });
    createActivation(db, actor, {
        ...lot,
        ranges: [{ from: 1, to: 8 }],
        mfgDate: '2025-01-01',
        expDate: '2026-12-31',
    });
    createRetail(db, actor, { ranges: [{ from: 1, to: 2 }], shopId: 9901 });
    createDestruction(db, actor, { ranges: [{ from: 3, to: 3 }], reason: 'damaged' });
    storeOf(db).scans.push({ bizId: 99, serial: 1, province: '68', at: '2026-01-05T03:00:00.000Z' });
    return db;
}

describe('lot recall in the mock', () => {
    it('recalls every stamp of the lot not destroyed; sold stamps stay sold and traceable', () => {
        const db = lotDb();
        const before = lotDetail(db, 99, lot);
        expect(before.counts).toEqual({ activated: 5, sold: 2, destroyed: 1, recalled: 0 });
        expect(before.shops).toEqual([{ shopId: 9901, shopName: 'Điểm bán Đà Lạt', count: 2 }]);
        expect(before.provinces).toEqual([
            { province: '68', name: expect.stringContaining('Lâm Đồng'), count: 1 },
        ]);
        const recall = recallLot(db, actor, {
            ...lot,
            reason: 'contamination',
            note: 'Nấm mốc',
            expectedCount: 7,
        });
        expect(recall).toMatchObject({
            count: 7,
            soldCount: 2,
            ranges: [
                { from: 1, to: 2 },
                { from: 4, to: 8 },
            ],
        });
        const after = lotDetail(db, 99, lot);
        expect(after.counts).toEqual({ activated: 5, sold: 2, destroyed: 1, recalled: 7 });
        expect(after.recall).toMatchObject({ reason: 'contamination', note: 'Nấm mốc', count: 7 });
        expect(stampFacts(db, 99, 1)).toMatchObject({ state: 'sold', recall: { id: recall.id } });
        expect(stampFacts(db, 99, 3)?.recall).toBeNull();
        // Stamps outside the lot are untouched.
        expect(stampFacts(db, 99, 9)?.recall).toBeNull();
        const trace = traceStamp(db, 99, encodeStamp(99, 1), 'https://scan.example');
        expect(trace.recall).toMatchObject({ reason: 'contamination', lot: 'L-2026/01' });
        expect(trace.events.map((event) => event && event.kind)).toEqual(['printed', 'activated', 'sold']);
        expect(lotRows(db, 99)).toEqual([
            expect.objectContaining({ lot: 'L-2026/01', recalled: true, count: 8 }),
        ]);
    });

    it('refuses to sell or activate recalled stamps, allows destroying them, and takes no new stamps into the lot', () => {
        const db = lotDb();
        recallLot(db, actor, { ...lot, reason: 'quality' });
        const sale = checkSelection(db, 99, 'retail', { ranges: [{ from: 4, to: 5 }] });
        expect(sale.refusals).toEqual([
            expect.objectContaining({
                reason: 'recalled',
                count: 2,
                message: expect.stringContaining('thu hồi'),
            }),
        ]);
        expect(() => createRetail(db, actor, { ranges: [{ from: 4, to: 4 }], shopId: 9901 })).toThrow(
            /thu hồi/,
        );
        expect(checkSelection(db, 99, 'destruction', { ranges: [{ from: 4, to: 8 }] }).refusals).toEqual([]);
        expect(() => createActivation(db, actor, { ...lot, ranges: [{ from: 9, to: 9 }] })).toThrow(
            /dữ liệu không hợp lệ/i,
        );
        // The same lot number of another product is another lot.
        db.products.push({
            id: 9902,
            bizId: 99,
            code: 'SP2',
            name: 'Trà thử',
            gtin: null,
            unit: 'gói',
            status: 'active',
        });
        expect(
            createActivation(db, actor, { productId: 9902, lot: lot.lot, ranges: [{ from: 9, to: 9 }] })
                .count,
        ).toBe(1);
        // Destroyed after the recall, a stamp leaves the recalled count.
        createDestruction(db, actor, { ranges: [{ from: 4, to: 4 }], reason: 'recalled' });
        expect(lotDetail(db, 99, lot).counts).toMatchObject({ destroyed: 2, recalled: 6 });
    });

    it('refuses a second recall, a recall with nothing left, a changed count and a reason it does not know', () => {
        const db = lotDb();
        expect(() => recallLot(db, actor, { ...lot, reason: 'bored' })).toThrow(/kiểm tra/);
        expect(() => recallLot(db, actor, { ...lot, reason: 'other' })).toThrow(/kiểm tra/);
        expect(() => recallLot(db, actor, { ...lot, reason: 'quality', expectedCount: 6 })).toThrow(
            /nay là 7 tem/,
        );
        expect(() => recallLot(db, actor, { productId: 9901, lot: 'KHONG-CO', reason: 'quality' })).toThrow(
            /Không tìm thấy lô/,
        );
        recallLot(db, actor, { ...lot, reason: 'quality' });
        expect(() => recallLot(db, actor, { ...lot, reason: 'quality' })).toThrow(/đã được thu hồi/);
        const other = freshLotDb();
        createGeneration(other, actor, { templateId: 9901, quantity: 2 });
        createActivation(other, actor, { ...lot, ranges: [{ from: 1, to: 2 }] });
        createDestruction(other, actor, { ranges: [{ from: 1, to: 2 }], reason: 'lost' });
        expect(() => recallLot(other, actor, { ...lot, reason: 'quality' })).toThrow(/không còn tem nào/);
    });

    it("gives the lot's history with every step's codes, the recall included", () => {
        const db = lotDb();
        recallLot(db, actor, { ...lot, reason: 'safety' });
        const history = lotHistory(db, 99, lot);
        expect(history.events.map((event) => [event.kind, event.codes.length])).toEqual([
            ['printed', 8],
            ['activated', 8],
            ['sold', 2],
            ['destroyed', 1],
            ['recalled', 7],
        ]);
        expect(history.events[2].codes).toEqual([encodeStamp(99, 1), encodeStamp(99, 2)]);
        expect(history.scans).toEqual([
            expect.objectContaining({ code: encodeStamp(99, 1), device: 'unknown', flags: [] }),
        ]);
    });
});

describe('the public stamp page of a recalled lot (mock API)', () => {
    it('warns the consumer with the date and the reason; the console may recall as owner only, not as user or observer', async () => {
        await signInAs('observer');
        const lots = await call<{ items: { productId: number; lot: string }[] }>('lotList', {
            query: { page: 1, limit: 50 },
        });
        const target = lots.items[0];
        await expect(call('lotRecall', { body: { ...target, reason: 'quality' } })).rejects.toMatchObject({
            status: 403,
        });
        await signInAs('user');
        await expect(call('lotRecall', { body: { ...target, reason: 'quality' } })).rejects.toMatchObject({
            status: 403,
        });
        await expect(call('scanRulesUpdate', { body: await call('scanRules') })).rejects.toMatchObject({
            status: 403,
        });
        await signInAs('owner');
        const recalled = await call<{ ranges: { from: number }[]; recall: { createdAt: string } }>(
            'lotRecall',
            {
                body: { ...target, reason: 'labelling' },
            },
        );
        const trace = await call<{ code: string }>('trace', {
            query: { code: String(recalled.ranges[0].from) },
        });
        const page = await call<{ recall: { warning: string; date: string } | null }>('publicStampV2', {
            params: { code: trace.code },
            query: { preview: 1 },
        });
        expect(page.recall?.warning).toMatch(
            /^CẢNH BÁO: sản phẩm thuộc lô .* đã bị .* thu hồi ngày \d{2}\/\d{2}\/\d{4}\. Lý do: sai sót trên nhãn sản phẩm\./,
        );
        const v1 = await call<{ recall: unknown }>('publicStamp', {
            params: { code: trace.code },
            query: { preview: 1 },
        });
        expect(v1.recall).toEqual(page.recall);
    });
});

describe("irreversible lot and scan-rule changes are the owner's", () => {
    it('the role table lets the owner alone recall a lot and change the scan rules; every role reads them', () => {
        for (const [resource, action] of [
            ['stamp-lots', 'operate'],
            ['scan-rules', 'edit'],
        ] as const) {
            expect(can(Role.owner, resource, action)).toBe(true);
            expect(can(Role.user, resource, action)).toBe(false);
            expect(can(Role.observer, resource, action)).toBe(false);
        }
        for (const role of [Role.owner, Role.user, Role.observer]) {
            expect(can(role, 'stamp-lots', 'show')).toBe(true);
            expect(can(role, 'stamp-lots', 'export')).toBe(true);
            expect(can(role, 'scan-rules', 'show')).toBe(true);
        }
    });
});
