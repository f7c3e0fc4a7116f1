import { HttpError } from 'ra-core';
import { clientErrors } from '../../providers/http';
import type {
    DashboardData,
    DayCount,
    LatestOperation,
    PendingInvitation,
    RecordCount,
    ScanAlerts,
} from '../../domain/dashboard';

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const num = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0;

function count(value: unknown): RecordCount | null {
    if (value === null || value === undefined) return null;
    if (typeof value === 'number') return { total: value };
    const record = value as Partial<RecordCount>;
    return record.active === undefined
        ? { total: num(record.total) }
        : { total: num(record.total), active: num(record.active) };
}

const days = (value: unknown): DayCount[] =>
    list<DayCount>(value).map((day) => ({
        date: String(day?.date ?? '').slice(0, 10),
        count: num(day?.count),
    }));

const provinceRows = (value: unknown) =>
    list<{ province: string; name?: string; count: number }>(value).map((row) => ({
        province: String(row?.province ?? ''),
        name: String(row?.name || row?.province || ''),
        count: num(row?.count),
    }));

/** The alerts figure; null when the server does not send one (older servers). */
function readAlerts(value: unknown): ScanAlerts | null {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const alerts = value as Record<string, unknown>;
    return {
        stamps: num(alerts.stamps),
        scans: num(alerts.scans),
        byProvince: provinceRows(alerts.byProvince),
    };
}

/**
 * Reads the dashboard answer: a missing figure is treated as absent (null or empty), so a server
 * that sends less than docs/api.md describes still gives a dashboard; an answer that is not an
 * object is an error the page explains.
 */
export function readDashboard(raw: unknown): DashboardData {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
        throw new HttpError(clientErrors.shape, 200, { body: raw });
    }
    const data = raw as Partial<DashboardData> & Record<string, unknown>;
    const counts = (data.counts ?? {}) as Record<string, unknown>;
    const stamps = data.stamps as Record<string, unknown> | null | undefined;
    const invitations = data.pendingInvitations as DashboardData['pendingInvitations'] | undefined;
    return {
        generatedAt: String(data.generatedAt ?? new Date().toISOString()),
        days: num(data.days) || 30,
        counts: {
            products: count(counts.products),
            diaries: count(counts.diaries),
            partners: count(counts.partners),
            shops: count(counts.shops),
        },
        stamps: stamps
            ? {
                  generated: num(stamps.generated),
                  activated: num(stamps.activated),
                  sold: num(stamps.sold),
                  destroyed: num(stamps.destroyed),
              }
            : null,
        activationsPerDay: days(data.activationsPerDay),
        retailPerDay: days(data.retailPerDay),
        scansByProvince: provinceRows(data.scansByProvince),
        scansPerDay: Array.isArray(data.scansPerDay) ? days(data.scansPerDay) : null,
        alerts: readAlerts(data.alerts),
        latestOperations: list<LatestOperation>(data.latestOperations),
        pendingInvitations: invitations
            ? { total: num(invitations.total), latest: list<PendingInvitation>(invitations.latest) }
            : null,
        ...(data.traceability ? { traceability: readTraceability(data.traceability) } : {}),
    };
}

/** Products and lots not ready (docs/plots.md); null when the server does not send the figures. */
function readTraceability(raw: unknown): DashboardData['traceability'] {
    if (!raw || typeof raw !== 'object') return null;
    const value = raw as Record<string, unknown>;
    return {
        products: num(value.products),
        productsNotReady: num(value.productsNotReady),
        lots: num(value.lots),
        lotsNotReady: num(value.lotsNotReady),
    };
}

export const sum = (series: DayCount[]) => series.reduce((total, day) => total + day.count, 0);

/** The most scanned provinces, the rest folded into one row named `otherLabel`. */
export function topProvinces(rows: { name: string; count: number }[], otherLabel: string, limit = 8) {
    const sorted = [...rows].sort((a, b) => b.count - a.count);
    if (sorted.length <= limit) return sorted;
    const rest = sorted.slice(limit - 1).reduce((total, row) => total + row.count, 0);
    return [...sorted.slice(0, limit - 1), { name: otherLabel, count: rest }];
}
