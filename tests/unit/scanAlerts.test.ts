// @vitest-environment jsdom
import './mockServer';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/mocks/db';
import { encodeStamp } from '../../src/mocks/ledger/codes';
import { call } from '../../src/providers/http';
import { readDashboard, sum } from '../../src/features/dashboard/model';
import { DEFAULT_SCAN_RULES, type ScanRules } from '../../src/domain/scanRules';
import { vietnamDateOf } from '../../src/domain/dates';
import { signInAs } from './helpers';

const trace = (serial: number) => call<any>('trace', { query: { code: encodeStamp(1, serial) } });
const list = (query: Record<string, unknown> = {}) =>
    call<any>('suspiciousStampList', { query: { limit: 100, ...query } });
const serials = (page: any) => page.items.map((row: any) => row.serial).sort((a: number, b: number) => a - b);

describe('scans on the trace (mock)', () => {
    it("gives every scan oldest first, as { at, province, place, device, flags }, flagging the seed's far-apart pair", async () => {
        await signInAs('user');
        const traced = await trace(2101);
        expect(traced.scans.count).toBe(2);
        expect(traced.scans.items).toHaveLength(2);
        for (const item of traced.scans.items)
            expect(Object.keys(item).sort()).toEqual(['at', 'device', 'flags', 'place', 'province']);
        expect(traced.scans.items.map((s: any) => [s.province, s.flags])).toEqual([
            ['Tỉnh Lâm Đồng', []],
            ['Thành phố Hà Nội', ['far_apart']],
        ]);
        expect(traced.scans.items[0].at < traced.scans.items[1].at).toBe(true);
        expect(traced.scans.lastAt).toBe(traced.scans.items[1].at);
        expect(traced.scans.items[1].place).toMatch(/^(Phường|Xã|Đặc khu) /);
        // The stamp scanned twelve times: the scans after the fifth are flagged.
        const busy = await trace(1003);
        expect(busy.scans.items.map((s: any) => s.flags.includes('too_many_scans'))).toEqual([
            ...Array(5).fill(false),
            ...Array(7).fill(true),
        ]);
        expect((await trace(7505)).scans.items[0].flags).toContain('after_destruction');
        expect((await trace(3001)).scans.items[0].flags).toEqual(['before_activation']);
    });

    it('records where and on what a consumer scans: the province asked, a ward of it, the device from the User-Agent', async () => {
        const code = encodeStamp(1, 2);
        await call('publicStampV2', { params: { code }, query: { province: '01' } });
        const scan = getDb().stamps!.scans.at(-1)!;
        expect(scan).toMatchObject({ serial: 2, province: '01' });
        expect(scan.place).toMatch(/^(Phường|Xã|Đặc khu) /);
        expect(['phone', 'tablet', 'desktop', 'unknown']).toContain(scan.device);
    });
});

describe('scan rules (mock)', () => {
    it('reads the defaults to every role and lets the owner save others, which the list follows at once', async () => {
        await signInAs('observer');
        expect(await call('scanRules')).toEqual(DEFAULT_SCAN_RULES);
        await signInAs('owner');
        expect(serials(await list({ rule: 'too_many_scans' }))).toEqual([1003]);
        const looser: ScanRules = { ...DEFAULT_SCAN_RULES, tooManyScans: { enabled: true, maxScans: 20 } };
        expect(await call('scanRulesUpdate', { body: looser })).toEqual(looser);
        expect(await call('scanRules')).toEqual(looser);
        expect((await list({ rule: 'too_many_scans' })).total).toBe(0);
        expect((await trace(1003)).scans.items.every((s: any) => s.flags.length === 0)).toBe(true);
        // A rule turned off flags nothing.
        await call('scanRulesUpdate', {
            body: { ...looser, farApart: { ...looser.farApart, enabled: false } },
        });
        expect((await list({ rule: 'far_apart' })).total).toBe(0);
    });

    it('refuses rules out of range with field errors, and a change by anyone but the owner', async () => {
        await signInAs('owner');
        const bad = { ...DEFAULT_SCAN_RULES, farApart: { enabled: true, distanceKm: 5, withinHours: 24 } };
        await expect(call('scanRulesUpdate', { body: bad })).rejects.toMatchObject({
            status: 400,
            body: { errors: { 'farApart.distanceKm': expect.any(String) } },
        });
        await signInAs('user');
        await expect(call('scanRulesUpdate', { body: DEFAULT_SCAN_RULES })).rejects.toMatchObject({
            status: 403,
        });
        expect(await call('scanRules')).toEqual(DEFAULT_SCAN_RULES);
    });
});

describe('suspicious stamps list (mock)', () => {
    it('lists the seeded suspicious stamps, newest flagged scan first, and filters by rule, product, province and date', async () => {
        await signInAs('user');
        const all = await list();
        expect(serials(all)).toEqual([7, 213, 1003, 2101, 2205, 3001, 4950, 7505]);
        const times = all.items.map((row: any) => row.lastFlaggedAt);
        expect([...times].sort().reverse()).toEqual(times);
        expect(serials(await list({ rule: 'far_apart' }))).toEqual([7, 2101, 2205]);
        expect(serials(await list({ rule: 'outside_market' }))).toEqual([7, 213]);
        expect(serials(await list({ rule: 'after_destruction' }))).toEqual([4950, 7505]);
        expect(serials(await list({ province: '01' }))).toEqual([213, 2101, 3001]);
        const productId = all.items.find((row: any) => row.serial === 1003).productId;
        expect(
            serials(await list({ productId })).every((serial: number) => serial < 2001 || serial > 5000),
        ).toBe(true);
        // The day of the scan after destruction (a Vietnam date) holds it and not the far-apart pair of ten days ago.
        const day = vietnamDateOf((await trace(7505)).scans.items[0].at);
        const thatDay = serials(await list({ from: day, to: day }));
        expect(thatDay).toContain(7505);
        expect(thatDay).not.toContain(7);
        const page = await list({ limit: 3, page: 2, sort: 'scanCount', order: 'desc' });
        expect(page).toMatchObject({ total: 8, page: 2, limit: 3 });
        expect((await list({ sort: 'scanCount', order: 'desc' })).items[0]).toMatchObject({
            serial: 1003,
            scanCount: 12,
            flaggedCount: 7,
        });
    });

    it('refuses an unknown rule, province or date', async () => {
        await signInAs('user');
        await expect(list({ rule: 'moon_phase' })).rejects.toMatchObject({
            status: 400,
            body: { errors: { rule: expect.any(String) } },
        });
        await expect(list({ province: '99' })).rejects.toMatchObject({ status: 400 });
        await expect(list({ from: '24/11/2026' })).rejects.toMatchObject({ status: 400 });
    });
});

describe('scan figures of the dashboard (mock)', () => {
    it('counts scans per day and the alerts the list holds, flagged scans by province', async () => {
        await signInAs('owner');
        const data = readDashboard(await call('dashboard'));
        const bizScans = getDb().stamps!.scans.filter((scan) => scan.bizId === 1);
        expect(data.scansPerDay).toHaveLength(30);
        expect(sum(data.scansPerDay!)).toBe(bizScans.length);
        const page = await list();
        expect(data.alerts!.stamps).toBe(page.total);
        expect(data.alerts!.scans).toBe(
            page.items.reduce((total: number, row: any) => total + row.flaggedCount, 0),
        );
        expect(data.alerts!.byProvince.reduce((total, row) => total + row.count, 0)).toBe(data.alerts!.scans);
        expect(data.alerts!.byProvince.find((row) => row.province === '01')?.name).toBe('Thành phố Hà Nội');
    });
});
