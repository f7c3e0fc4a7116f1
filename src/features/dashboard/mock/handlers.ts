import { can } from '../../../providers/access';
import type { ResourceName } from '../../resourceNames';
import type { DashboardData, LatestOperation, OperationKind, RecordCount } from '../../../domain/dashboard';
import type { MockDb } from '../../../mocks/state';
import { provinceByCode } from '../../../mocks/data/locations';
import { route } from '../../../mocks/kit';
import { summarizeStamps } from '../../../mocks/ledger/summary';
import { suspiciousStamps } from '../../../mocks/ledger/scanAlerts';
import { lastVietnamDays, vietnamDateOf } from '../../../domain/dates';
import { traceabilityCounts } from '../../../mocks/plots/keyData';
import type { FeatureHandlers } from '../../../mocks/state';

const DAYS = 30;
const LATEST_OPERATIONS = 8;
const LATEST_INVITATIONS = 5;
const KINDS: OperationKind[] = ['generation', 'activation', 'retail', 'destruction'];

type Row = { bizId?: unknown; status?: unknown };

/** Records of one business, and how many are active when they carry a status. */
function countOf(rows: Row[] | undefined, bizId: number): RecordCount {
    const mine = (rows ?? []).filter((row) => row.bizId === bizId);
    const withStatus = mine.some((row) => row.status !== undefined);
    return withStatus
        ? { total: mine.length, active: mine.filter((row) => row.status === 'active').length }
        : { total: mine.length };
}

/** The last `days` Vietnam dates up to today, oldest first, each with the count the series has for it. */
function fillDays(series: { date: string; count: number }[] | undefined, now: number, days = DAYS) {
    const byDate = new Map<string, number>();
    for (const point of series ?? []) {
        const date = vietnamDateOf(String(point.date));
        byDate.set(date, (byDate.get(date) ?? 0) + Number(point.count || 0));
    }
    return lastVietnamDays(days, now).map((date) => ({ date, count: byDate.get(date) ?? 0 }));
}

/** A province code or name, as the console shows it. */
function provinceLabel(province: string) {
    return provinceByCode(province)?.name ?? province;
}

/** Suspicious scans of the business: stamps and scans flagged, flagged scans by province. */
function alertsOf(db: MockDb, bizId: number): DashboardData['alerts'] {
    const rows = suspiciousStamps(db, bizId);
    const provinces = new Map<string, number>();
    for (const scan of rows.flatMap((row) => row.flagged))
        provinces.set(scan.province, (provinces.get(scan.province) ?? 0) + 1);
    return {
        stamps: rows.length,
        scans: rows.reduce((total, row) => total + row.flaggedCount, 0),
        byProvince: [...provinces.entries()]
            .map(([province, count]) => ({ province, name: provinceLabel(province), count }))
            .sort((a, b) => b.count - a.count),
    };
}

/**
 * What a business sees on opening the console, computed from the mock's data. Each figure is
 * present only when the caller's role may read the records it counts (access.ts): partners,
 * sales points and sent invitations belong to the owner's manage section.
 */
export function buildDashboard(
    db: MockDb,
    bizId: number,
    role: number | null,
    now = Date.now(),
): DashboardData {
    const allowed = (resource: ResourceName) => can(role, resource, 'list');
    const seesStamps = (
        ['stamp-generations', 'stamp-activations', 'stamp-retails', 'stamp-destructions'] as const
    ).some(allowed);
    const summary = seesStamps ? summarizeStamps(db, bizId, now) : null;
    const userName = (by: unknown) => {
        if (typeof by === 'number') return db.users.find((user) => user.id === by)?.name ?? '';
        return String(by ?? '');
    };
    const latestOperations: LatestOperation[] = (summary?.latestOperations ?? [])
        .filter((operation) => KINDS.includes(operation.kind as OperationKind))
        .map((operation) => ({
            kind: operation.kind as OperationKind,
            id: Number(operation.id),
            count: Number(operation.count) || 0,
            at: String(operation.at),
            by: userName(operation.by),
        }))
        .sort((a, b) => b.at.localeCompare(a.at))
        .slice(0, LATEST_OPERATIONS);
    const pending = (db.invitations ?? [])
        .filter((invitation) => invitation.bizId === bizId && invitation.status === 'pending')
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return {
        generatedAt: new Date(now).toISOString(),
        days: DAYS,
        counts: {
            products: allowed('products') ? countOf(db.products, bizId) : null,
            diaries: allowed('diaries') ? { total: countOf(db.diaries, bizId).total } : null,
            partners: allowed('partners') ? countOf(db.partners, bizId) : null,
            shops: allowed('shops') ? countOf(db.shops, bizId) : null,
        },
        stamps: summary
            ? {
                  generated: summary.byState.generated ?? 0,
                  activated: summary.byState.activated ?? 0,
                  sold: summary.byState.sold ?? 0,
                  destroyed: summary.byState.destroyed ?? 0,
              }
            : null,
        activationsPerDay: summary ? fillDays(summary.activationsPerDay, now) : [],
        retailPerDay: summary ? fillDays(summary.retailPerDay, now) : [],
        scansByProvince: (summary?.scansByProvince ?? [])
            .filter((row) => row.count > 0)
            .map((row) => ({ province: row.province, name: provinceLabel(row.province), count: row.count }))
            .sort((a, b) => b.count - a.count),
        scansPerDay: summary ? fillDays(summary.scansPerDay, now) : [],
        alerts: summary ? alertsOf(db, bizId) : null,
        latestOperations,
        // Vietnam's key data elements (docs/plots.md): products and lots with one missing.
        traceability: allowed('products') ? traceabilityCounts(db, bizId) : null,
        pendingInvitations: allowed('invitations')
            ? {
                  total: pending.length,
                  latest: pending.slice(0, LATEST_INVITATIONS).map((invitation) => ({
                      id: invitation.id,
                      phone: invitation.phone,
                      email: invitation.email,
                      role: invitation.role,
                      createdAt: invitation.createdAt,
                  })),
              }
            : null,
    };
}

/** The dashboard's one call: the figures of the session's business, as far as its role may see them. */
export const handlers: FeatureHandlers = [
    route('dashboard', ({ db, session }) => buildDashboard(db, session.biz!.id, session.role)),
];
