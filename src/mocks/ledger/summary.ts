import type { MockDb } from '../state';
import {
    activationsOf,
    destructionsOf,
    generationsOf,
    retailsOf,
    segmentsOf,
    stateOf,
    storeOf,
} from './model';
import { lastVietnamDays, vietnamDateOf } from '../../domain/dates';

const DAYS = 30;

export interface StampSummary {
    byState: { generated: number; activated: number; sold: number; destroyed: number };
    activationsPerDay: { date: string; count: number }[];
    retailPerDay: { date: string; count: number }[];
    scansByProvince: { province: string; count: number }[];
    scansPerDay: { date: string; count: number }[];
    latestOperations: {
        kind: 'generation' | 'activation' | 'retail' | 'destruction';
        id: number;
        count: number;
        at: string;
        by: string;
    }[];
}

/**
 * The last 30 Vietnam days up to `now`, oldest first, with the stamps each record covered that day:
 * `at` is a date-time (counted on its Vietnam date) or a calendar date.
 */
function perDay(rows: { at: string; count: number }[], now: number) {
    const days = lastVietnamDays(DAYS, now);
    const counts = new Map(days.map((date) => [date, 0]));
    for (const row of rows) {
        const date = vietnamDateOf(row.at);
        if (counts.has(date)) counts.set(date, counts.get(date)! + row.count);
    }
    return days.map((date) => ({ date, count: counts.get(date)! }));
}

/** The stamp figures of one business's dashboard. Cost grows with segments and operations, not stamps. */
export function summarizeStamps(db: MockDb, bizId: number, now: number = Date.now()): StampSummary {
    const byState = { generated: 0, activated: 0, sold: 0, destroyed: 0 };
    for (const segment of segmentsOf(db, bizId)) byState[stateOf(segment)] += segment.to - segment.from + 1;

    const generations = generationsOf(db).filter((row) => row.bizId === bizId);
    const activations = activationsOf(db).filter((row) => row.bizId === bizId);
    const retails = retailsOf(db).filter((row) => row.bizId === bizId);
    const destructions = destructionsOf(db).filter((row) => row.bizId === bizId);

    const provinces = new Map<string, number>();
    for (const scan of storeOf(db).scans) {
        if (scan.bizId === bizId) provinces.set(scan.province, (provinces.get(scan.province) ?? 0) + 1);
    }

    const latestOperations: StampSummary['latestOperations'] = [
        ...generations.map((row) => ({
            kind: 'generation' as const,
            id: row.id,
            count: row.quantity,
            at: row.createdAt,
            by: row.createdByName,
        })),
        ...activations
            // A pre-activated batch is shown once, as its print batch.
            .filter((row) => row.generationId === null)
            .map((row) => ({
                kind: 'activation' as const,
                id: row.id,
                count: row.count,
                at: row.createdAt,
                by: row.createdByName,
            })),
        ...retails.map((row) => ({
            kind: 'retail' as const,
            id: row.id,
            count: row.count,
            at: row.createdAt,
            by: row.createdByName,
        })),
        ...destructions.map((row) => ({
            kind: 'destruction' as const,
            id: row.id,
            count: row.count,
            at: row.createdAt,
            by: row.createdByName,
        })),
    ]
        .sort((a, b) => b.at.localeCompare(a.at))
        .slice(0, 10);

    return {
        byState,
        activationsPerDay: perDay(
            activations.map((row) => ({ at: row.createdAt, count: row.count })),
            now,
        ),
        retailPerDay: perDay(
            retails.map((row) => ({ at: row.soldOn, count: row.count })),
            now,
        ),
        scansPerDay: perDay(
            storeOf(db)
                .scans.filter((scan) => scan.bizId === bizId)
                .map((scan) => ({ at: scan.at, count: 1 })),
            now,
        ),
        scansByProvince: [...provinces.entries()]
            .map(([province, count]) => ({ province, count }))
            .sort((a, b) => b.count - a.count),
        latestOperations,
    };
}
