import './mockServer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
    addDays,
    isAfterVietnamToday,
    lastVietnamDays,
    vietnamDateOf,
    vietnamToday,
} from '../../src/domain/dates';
import { formatDate, formatDateTime, isTodayUtc } from '../../src/kit/format';
import { checkBirthday } from '../../src/domain/validation';
import { buildSeed } from '../../src/mocks/seed';
import { createGeneration, createRetail } from '../../src/mocks/ledger/operations';
import { summarizeStamps } from '../../src/mocks/ledger/summary';
import { activationsOf } from '../../src/mocks/ledger/model';
import { buildDashboard } from '../../src/features/dashboard/mock/handlers';
import { paginate } from '../../src/mocks/kit';
import type { MockDb } from '../../src/mocks/state';

/** Times either side of midnight in Vietnam (17:00Z) and of midnight UTC (07:00 in Vietnam). */
const BEFORE_VN_MIDNIGHT = '2026-11-23T16:59:59Z';
const AT_VN_MIDNIGHT = '2026-11-23T17:00:00Z';
const VN_0630 = '2026-11-23T23:30:00Z';
const BEFORE_UTC_MIDNIGHT = '2026-11-23T23:59:59Z';
const AT_UTC_MIDNIGHT = '2026-11-24T00:00:00Z';

afterEach(() => {
    vi.useRealTimers();
});

const at = (iso: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });

describe("today's date in Vietnam", () => {
    it('runs in a zone other than Vietnam and UTC (vitest.config.ts), as a browser abroad', () => {
        expect(new Date(AT_VN_MIDNIGHT).getTimezoneOffset()).toBe(480);
    });

    it.each([
        [BEFORE_VN_MIDNIGHT, '2026-11-23'],
        [AT_VN_MIDNIGHT, '2026-11-24'],
        [VN_0630, '2026-11-24'],
        [BEFORE_UTC_MIDNIGHT, '2026-11-24'],
        [AT_UTC_MIDNIGHT, '2026-11-24'],
        ['2026-11-24T16:59:59.999Z', '2026-11-24'],
        ['2026-12-31T17:00:00Z', '2027-01-01'],
    ])('at %s is %s', (now, date) => {
        at(now);
        expect(vietnamToday()).toBe(date);
        expect(vietnamDateOf(now)).toBe(date);
    });

    it('keeps calendar dates as they are and moves them by whole days', () => {
        expect(vietnamDateOf('2026-11-24')).toBe('2026-11-24');
        expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
        expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
        expect(vietnamDateOf('not a date')).toBe('');
    });

    it('"not after today" follows Vietnam, not UTC or the browser', () => {
        at(VN_0630);
        expect(isAfterVietnamToday('2026-11-24')).toBe(false);
        expect(isAfterVietnamToday('2026-11-25')).toBe(true);
        at(BEFORE_VN_MIDNIGHT);
        expect(isAfterVietnamToday('2026-11-24')).toBe(true);
        expect(isAfterVietnamToday('2026-11-23')).toBe(false);
    });

    it('a birthday is before today in Vietnam', () => {
        at(VN_0630);
        expect(checkBirthday('2026-11-23')).toBeUndefined();
        expect(checkBirthday('2026-11-24')).toBe('xts.validation.birthday');
        at(BEFORE_VN_MIDNIGHT);
        expect(checkBirthday('2026-11-23')).toBe('xts.validation.birthday');
    });

    it('the last 30 days end with today in Vietnam', () => {
        at(AT_VN_MIDNIGHT);
        const days = lastVietnamDays(30);
        expect(days).toHaveLength(30);
        expect(days.at(-1)).toBe('2026-11-24');
        expect(days[0]).toBe('2026-10-26');
    });
});

describe('dates shown to people', () => {
    it('are Vietnam dates and times whatever the browser zone', () => {
        expect(formatDate(BEFORE_VN_MIDNIGHT)).toBe('23/11/2026');
        expect(formatDate(AT_VN_MIDNIGHT)).toBe('24/11/2026');
        expect(formatDateTime(VN_0630)).toBe('06:30 24/11/2026');
        expect(formatDateTime(AT_UTC_MIDNIGHT)).toBe('07:00 24/11/2026');
        expect(formatDate('2026-11-24')).toBe('24/11/2026');
        expect(formatDate('')).toBe('');
        expect(formatDate('garbage')).toBe('');
    });

    it("today's invitations stay those of today's UTC date, as the spec says", () => {
        expect(isTodayUtc(BEFORE_UTC_MIDNIGHT, new Date(VN_0630))).toBe(true);
        expect(isTodayUtc(AT_UTC_MIDNIGHT, new Date(VN_0630))).toBe(false);
    });
});

/** A business of its own with a template, some stamps sold without activation allowed. */
function freshDb(): MockDb {
    const db = buildSeed(Date.parse('2026-11-01T00:00:00Z'));
    db.businesses.push({ ...db.businesses[0], id: 99, code: 'TEST99', name: 'Chủ thể thử' });
    db.stampTemplates.push({
        id: 9901,
        bizId: 99,
        name: 'Mẫu thử',
        kind: 'physical',
        widthMm: 40,
        heightMm: 25,
        status: 'active',
    });
    return db;
}
const actor = { bizId: 99, userId: 1, userName: 'Người thử' };

describe('the mock backend dates business records in Vietnam', () => {
    it('accepts a sale dated today in Vietnam at 06:30 there (23:30Z the day before) and refuses tomorrow', () => {
        const db = freshDb();
        createGeneration(db, actor, { templateId: 9901, quantity: 10 });
        db.stamps!.retailSettings[99] = { requireActivation: false, requireShop: false, maxBackdateDays: 0 };
        const now = Date.parse(VN_0630);
        expect(
            createRetail(db, actor, { ranges: [{ from: 1, to: 2 }], soldOn: '2026-11-24' }, now).soldOn,
        ).toBe('2026-11-24');
        expect(() =>
            createRetail(db, actor, { ranges: [{ from: 3, to: 3 }], soldOn: '2026-11-25' }, now),
        ).toThrow();
        // With no back-dating allowed, yesterday in Vietnam (today in UTC) is refused too.
        expect(() =>
            createRetail(db, actor, { ranges: [{ from: 3, to: 3 }], soldOn: '2026-11-23' }, now),
        ).toThrow();
        // A sale with no date is dated today in Vietnam.
        expect(createRetail(db, actor, { ranges: [{ from: 4, to: 4 }] }, now).soldOn).toBe('2026-11-24');
        // Just before midnight in Vietnam, the 24th is still tomorrow.
        expect(() =>
            createRetail(
                db,
                actor,
                { ranges: [{ from: 5, to: 5 }], soldOn: '2026-11-24' },
                Date.parse(BEFORE_VN_MIDNIGHT),
            ),
        ).toThrow();
    });

    it('counts the per-day series on Vietnam days, today last', () => {
        const db = freshDb();
        const generatedAt = Date.parse(VN_0630);
        createGeneration(
            db,
            actor,
            { templateId: 9901, quantity: 10 },
            { preactivate: false, now: generatedAt },
        );
        db.stamps!.retailSettings[99] = { requireActivation: false, requireShop: false, maxBackdateDays: 3 };
        createRetail(db, actor, { ranges: [{ from: 1, to: 3 }], soldOn: '2026-11-24' }, generatedAt);
        activationsOf(db).push({
            id: 9999,
            bizId: 99,
            ranges: [],
            count: 7,
            generationId: null,
            createdAt: '2026-11-23T17:30:00.000Z',
        } as never);
        const summary = summarizeStamps(db, 99, Date.parse(AT_UTC_MIDNIGHT));
        expect(summary.retailPerDay.at(-1)).toEqual({ date: '2026-11-24', count: 3 });
        expect(summary.activationsPerDay.at(-1)).toEqual({ date: '2026-11-24', count: 7 });
        expect(summary.activationsPerDay.at(-2)).toEqual({ date: '2026-11-23', count: 0 });
        const dashboard = buildDashboard(db, 99, 1, Date.parse(AT_UTC_MIDNIGHT));
        expect(dashboard.activationsPerDay.at(-1)).toEqual({ date: '2026-11-24', count: 7 });
        expect(dashboard.retailPerDay.at(-1)).toEqual({ date: '2026-11-24', count: 3 });
    });

    it('filters lists by Vietnam dates: a record made at 06:30 in Vietnam is on that day', () => {
        const rows = [
            { id: 1, createdAt: '2026-11-23T16:59:59.000Z' },
            { id: 2, createdAt: VN_0630 },
        ];
        const query = (from: string, to: string) =>
            (
                paginate(rows, new URLSearchParams({ from, to }), { dateField: 'createdAt' }) as {
                    items: { id: number }[];
                }
            ).items.map((row) => row.id);
        expect(query('2026-11-24', '2026-11-24')).toEqual([2]);
        expect(query('2026-11-23', '2026-11-23')).toEqual([1]);
    });
});
