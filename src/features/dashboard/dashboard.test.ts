// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { getDb } from '../../mocks/db';
import { issueTokens } from '../../mocks/session';
import { summarizeStamps } from '../../mocks/ledger/summary';
import { buildDashboard } from './mock/handlers';
import { call } from '../../providers/http';
import { dataProvider } from '../../providers/dataProvider';
import { setTokens } from '../../providers/tokens';
import { readDashboard, sum, topProvinces } from './model';
import type { DashboardData } from '../../domain/dashboard';
import { signInAs } from '../../../tests/unit/helpers';
import { vietnamToday } from '../../domain/dates';

const load = async () => readDashboard(await call<unknown>('dashboard'));
const ofBiz = <T extends { bizId?: unknown }>(rows: T[] | undefined, bizId: number) =>
    (rows ?? []).filter((row) => row.bizId === bizId);

describe('GET /api/dashboard (mock)', () => {
    it('gives an owner every figure of the business, computed from the data', async () => {
        await signInAs('owner');
        const data = await load();
        const db = getDb();
        expect(data.counts.products?.total).toBe(ofBiz(db.products, 1).length);
        expect(data.counts.diaries?.total).toBe(ofBiz(db.diaries, 1).length);
        expect(data.counts.partners).toEqual({
            total: ofBiz(db.partners, 1).length,
            active: ofBiz(db.partners, 1).filter((p) => p.status === 'active').length,
        });
        expect(data.counts.shops?.total).toBe(ofBiz(db.shops, 1).length);
        const pending = db.invitations.filter((i) => i.bizId === 1 && i.status === 'pending');
        expect(data.pendingInvitations?.total).toBe(pending.length);
        expect(data.pendingInvitations?.latest.map((i) => i.id)).toEqual(
            [...pending]
                .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
                .slice(0, 5)
                .map((i) => i.id),
        );
    });

    it('takes its stamp figures from the stamp summary, with every one of the 30 days present', async () => {
        await signInAs('owner');
        const data = await load();
        const summary = summarizeStamps(getDb(), 1);
        expect(data.stamps).toEqual({
            generated: summary.byState.generated,
            activated: summary.byState.activated,
            sold: summary.byState.sold,
            destroyed: summary.byState.destroyed,
        });
        for (const series of [data.activationsPerDay, data.retailPerDay]) {
            expect(series).toHaveLength(30);
            expect(series.at(-1)!.date).toBe(vietnamToday());
            const dates = series.map((day) => day.date);
            expect([...dates].sort()).toEqual(dates);
        }
        const inWindow = (points: { date: string; count: number }[]) => {
            const first = data.activationsPerDay[0].date;
            return points.filter((p) => p.date.slice(0, 10) >= first).reduce((t, p) => t + p.count, 0);
        };
        expect(sum(data.activationsPerDay)).toBe(inWindow(summary.activationsPerDay));
        expect(sum(data.retailPerDay)).toBe(inWindow(summary.retailPerDay));
        const counts = data.scansByProvince.map((row) => row.count);
        expect([...counts].sort((a, b) => b - a)).toEqual(counts);
        expect(data.scansByProvince.every((row) => row.name.length > 0)).toBe(true);
        const times = data.latestOperations.map((op) => op.at);
        expect(data.latestOperations.length).toBeLessThanOrEqual(8);
        expect([...times].sort().reverse()).toEqual(times);
    });

    it.each(['user', 'observer'])('gives a %s no figure of the manage section', async (persona) => {
        await signInAs(persona);
        const data = await load();
        expect(data.counts.partners).toBeNull();
        expect(data.counts.shops).toBeNull();
        expect(data.pendingInvitations).toBeNull();
        expect(data.counts.products).not.toBeNull();
        expect(data.stamps).not.toBeNull();
    });

    it('follows the role of the business the token names (the owner is a user in business 3)', async () => {
        const db = getDb();
        const owner = db.users.find((u) => u.persona === 'owner')!;
        const tokens = await issueTokens(db, owner.id, 3);
        setTokens(tokens.accessToken, tokens.refreshToken);
        const data = await load();
        expect(data.counts.partners).toBeNull();
        expect(data.counts.products?.total).toBe(ofBiz(db.products, 3).length);
    });

    it('changes when the data changes: a new partner and a new invitation count at once', async () => {
        await signInAs('owner');
        const before = await load();
        await dataProvider.create('partners', {
            data: {
                name: 'Công ty TNHH Đối tác Tổng quan',
                type: 'supplier',
                phone: '0912345670',
                province: '68',
                ward: '68001',
            },
        });
        await call('invitationCreate', { body: { phone: '0912000111', role: 3 } });
        const after = await load();
        expect(after.counts.partners!.total).toBe(before.counts.partners!.total + 1);
        expect(after.pendingInvitations!.total).toBe(before.pendingInvitations!.total + 1);
    });

    it('is one call, refused without a token', async () => {
        await signInAs('owner');
        const seen: string[] = [];
        server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname));
        await load();
        server.events.removeAllListeners();
        expect(seen).toEqual(['/api/dashboard']);
        localStorage.clear();
        const response = await fetch(new URL('/api/dashboard', window.location.origin));
        expect(response.status).toBe(401);
    });

    it('reads collections that another area has not filled yet', () => {
        const db = getDb();
        const bare = {
            ...db,
            partners: undefined,
            diaries: undefined,
            products: undefined,
        } as unknown as typeof db;
        const data = buildDashboard(bare, 1, 1);
        expect(data.counts.partners).toEqual({ total: 0 });
        expect(data.counts.products).toEqual({ total: 0 });
    });
});

describe('reading the answer', () => {
    it('tolerates missing figures and refuses an answer that is not an object', () => {
        const data = readDashboard({ counts: { products: 3 } });
        expect(data.counts.products).toEqual({ total: 3 });
        expect(data.counts.partners).toBeNull();
        expect(data.stamps).toBeNull();
        expect(data.activationsPerDay).toEqual([]);
        expect(data.pendingInvitations).toBeNull();
        // A server without the scan figures: the widgets say so instead of showing zeros.
        expect(data.scansPerDay).toBeNull();
        expect(data.alerts).toBeNull();
        expect(() => readDashboard([])).toThrow('xts.errors.unexpected_shape');
        expect(() => readDashboard('<html>')).toThrow('xts.errors.unexpected_shape');
        expect(() => readDashboard(null)).toThrow('xts.errors.unexpected_shape');
    });

    it('keeps the most scanned provinces and folds the rest into one row', () => {
        const rows = Array.from({ length: 12 }, (_, i) => ({ name: `P${i}`, count: i + 1 }));
        const top = topProvinces(rows, 'Khác', 8);
        expect(top).toHaveLength(8);
        expect(top[0]).toEqual({ name: 'P11', count: 12 });
        expect(top.at(-1)).toEqual({ name: 'Khác', count: 1 + 2 + 3 + 4 + 5 });
        expect(top.reduce((t, r) => t + r.count, 0)).toBe(rows.reduce((t, r) => t + r.count, 0));
    });

    it('keeps what a full answer says', () => {
        const full: DashboardData = {
            generatedAt: '2026-11-22T08:00:00.000Z',
            days: 30,
            counts: { products: { total: 2, active: 1 }, diaries: { total: 1 }, partners: null, shops: null },
            stamps: { generated: 1, activated: 2, sold: 3, destroyed: 4 },
            activationsPerDay: [{ date: '2026-11-22', count: 5 }],
            retailPerDay: [{ date: '2026-11-22', count: 6 }],
            scansByProvince: [{ province: '68', name: 'Tỉnh Lâm Đồng', count: 7 }],
            scansPerDay: [{ date: '2026-11-22', count: 7 }],
            alerts: {
                stamps: 1,
                scans: 2,
                byProvince: [{ province: '01', name: 'Thành phố Hà Nội', count: 2 }],
            },
            latestOperations: [
                { kind: 'retail', id: 1, count: 6, at: '2026-11-22T07:00:00.000Z', by: 'Lê Thị Hoa' },
            ],
            pendingInvitations: null,
        };
        expect(readDashboard(full)).toEqual(full);
    });
});
