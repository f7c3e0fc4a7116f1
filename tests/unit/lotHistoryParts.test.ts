import './mockServer';
import { describe, expect, it } from 'vitest';
import { createActivation, createGeneration } from '../../src/mocks/ledger/operations';
import { lotHistory, sliceRanges } from '../../src/mocks/ledger/lotHistory';
import { encodeStamp } from '../../src/mocks/ledger/codes';
import { freshDb } from './helpers';

import { allParts, bigLot as lot, bigLotSerials as lotSerials, bigLotActor as actor } from './bigLot';

const codesOf = (part: ReturnType<typeof lotHistory>) =>
    new Set(part.events.filter((event) => event.kind === 'activated').flatMap((event) => event.codes));

describe("a large lot's history in parts (mock lotHistory)", () => {
    it('gives every stamp of the lot in exactly one part, in serial order', () => {
        const parts = allParts();
        expect(parts.map((part) => part.stamps)).toEqual([
            { total: 45_000, offset: 0, count: 20_000 },
            { total: 45_000, offset: 20_000, count: 20_000 },
            { total: 45_000, offset: 40_000, count: 5_000 },
        ]);
        const seen = new Map<string, number>();
        // Collected, then checked once: an assertion per code (45,000) took a second.
        const twice: string[] = [];
        parts.forEach((part, index) =>
            codesOf(part).forEach((code) => {
                if (seen.has(code)) twice.push(code);
                seen.set(code, index);
            }),
        );
        expect(twice, 'codes in two parts').toEqual([]);
        // The same codes as the lot's: as many, and none outside it.
        const lotCodes = new Set(lotSerials().map((serial) => encodeStamp(99, serial)));
        expect(seen.size).toBe(lotCodes.size);
        expect([...seen.keys()].filter((code) => !lotCodes.has(code))).toEqual([]);
        // Part 2 runs over the gap: the last 5,000 of the first activation, the first 15,000 of the second.
        expect(seen.get(encodeStamp(99, 20_001))).toBe(1);
        expect(seen.get(encodeStamp(99, 25_000))).toBe(1);
        expect(seen.get(encodeStamp(99, 30_001))).toBe(1);
        expect(seen.get(encodeStamp(99, 45_000))).toBe(1);
        expect(seen.get(encodeStamp(99, 45_001))).toBe(2);
    });

    it("restricts every step to the part's stamps, and gives only their scans", () => {
        const [first, second, third] = allParts();
        const event = (part: typeof first, kind: string) => part.events.filter((e) => e.kind === kind);
        // Each code's serial, encoded once for the lot (not once per code looked up).
        const serialOf = new Map(lotSerials().map((serial) => [encodeStamp(99, serial), serial]));
        const serialsOf = (codes: string[]) => codes.map((code) => serialOf.get(code));
        // The sale of 19,991–20,010 is split at the first part's end.
        expect(serialsOf(event(first, 'sold')[0].codes)).toEqual(
            Array.from({ length: 10 }, (_, i) => 19_991 + i),
        );
        expect(event(second, 'sold')[0].codes).toHaveLength(10);
        expect(event(third, 'sold')).toEqual([]);
        // The destruction of 44,996–45,005: serials 44,996–45,000 are in part 2, the rest in part 3.
        expect(event(second, 'destroyed')[0].codes).toHaveLength(5);
        expect(event(third, 'destroyed')[0].codes).toHaveLength(5);
        expect(event(first, 'destroyed')).toEqual([]);
        // The printing and the recall touch every part, each with the part's stamps only.
        for (const part of [first, second, third]) {
            expect(event(part, 'printed')[0].codes).toHaveLength(part.stamps.count);
            expect(event(part, 'recalled')[0].codes.length).toBe(
                part.stamps.count - (part === first ? 0 : 5),
            );
        }
        // The first part has the first activation only; the second both.
        expect(event(first, 'activated')).toHaveLength(1);
        expect(event(second, 'activated').map((e) => e.codes.length)).toEqual([5_000, 15_000]);
        // Scans of 1, 20,001 and 50,000 (26,000 and 50,001 are not the lot's).
        expect(first.scans.map((scan) => scan.code)).toEqual([encodeStamp(99, 1)]);
        expect(second.scans.map((scan) => scan.code)).toEqual([encodeStamp(99, 20_001)]);
        expect(third.scans.map((scan) => scan.code)).toEqual([encodeStamp(99, 50_000)]);
    });

    it('answers a small lot whole by default, as before', () => {
        const db = freshDb();
        createGeneration(db, actor, { templateId: 9901, quantity: 10 });
        createActivation(db, actor, { ...lot, ranges: [{ from: 3, to: 7 }] });
        const whole = lotHistory(db, 99, lot);
        expect(whole.stamps).toEqual({ total: 5, offset: 0, count: 5 });
        expect(whole.events.map((e) => [e.kind, e.codes.length])).toEqual([
            ['printed', 5],
            ['activated', 5],
        ]);
        expect(lotHistory(db, 99, lot, { offset: 4, limit: 3 }).stamps).toEqual({
            total: 5,
            offset: 4,
            count: 1,
        });
    });

    it('refuses a bad offset or limit with a Vietnamese message', () => {
        const db = freshDb();
        createGeneration(db, actor, { templateId: 9901, quantity: 10 });
        createActivation(db, actor, { ...lot, ranges: [{ from: 1, to: 10 }] });
        const refusal = (request: Record<string, unknown>) => {
            try {
                lotHistory(db, 99, lot, request);
            } catch (error) {
                return error as { status: number; message: string; errors: Record<string, string> };
            }
            throw new Error(`accepted ${JSON.stringify(request)}`);
        };
        for (const limit of ['20001', '0', '-5', '1.5', 'nhiều', 1.5]) {
            const error = refusal({ limit });
            expect(error).toMatchObject({ status: 400 });
            expect(error.errors.limit).toBe('Số tem mỗi phần phải là số nguyên từ 1 đến 20.000');
        }
        for (const offset of ['-1', '2.5', 'đầu'])
            expect(refusal({ offset }).errors.offset).toBe('Vị trí bắt đầu phải là số nguyên không âm');
        expect(refusal({ offset: '10' }).errors.offset).toBe('Lô có 10 tem: vị trí bắt đầu phải nhỏ hơn 10');
        expect(lotHistory(db, 99, lot, { limit: '20000' }).stamps.count).toBe(10);
    });

    it('slices sorted ranges by position', () => {
        const ranges = [
            { from: 1, to: 3 },
            { from: 10, to: 12 },
        ];
        expect(sliceRanges(ranges, 2, 3)).toEqual([
            { from: 3, to: 3 },
            { from: 10, to: 11 },
        ]);
        expect(sliceRanges(ranges, 3, 100)).toEqual([{ from: 10, to: 12 }]);
        expect(sliceRanges(ranges, 6, 1)).toEqual([]);
    });
});
