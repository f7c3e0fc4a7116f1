/** What lists and details show of stamp records, computed from the interval store (the trace's: trace.ts). */
import { gs1LotOf } from '../../domain/epcis';
import type { MockDb } from '../state';
import { stampLink } from '../../domain/scan';
import { piecesIn } from './intervals';
import { suspiciousStamps } from './scanAlerts';
import { countMarks, type MarkCounts } from '../../domain/stampMeaning';
import {
    activationsOf,
    formatSerial,
    generationsOf,
    segmentsOf,
    stateOf,
    type SerialRange,
    type StampActivation,
    type StampDestruction,
    type StampGeneration,
    type StampRecall,
    type StampRetail,
    type StampState,
} from './model';

/** A recall as the trace and the lot page show it. */
export const presentRecall = (row: StampRecall) => ({
    id: row.id,
    createdAt: row.createdAt,
    createdByName: row.createdByName,
    reason: row.reason,
    note: row.note,
    count: row.count,
    soldCount: row.soldCount,
});

export type StateCounts = Record<StampState, number>;

export interface Description {
    counts: StateCounts;
    /** How many of the stamps mean `recalled` and `suspicious` to a consumer (stampMeaning). */
    marks: MarkCounts;
    productIds: number[];
    templateIds: number[];
    /** For destructions: the states the stamps were in when destroyed. */
    statesBefore: StampState[];
}

/**
 * The serials of a business's stamps with at least one scan its rules flag, in order: read once per
 * answer (a list's rows share it), since flags are computed when read.
 */
export const flaggedSerials = (db: MockDb, bizId: number): number[] =>
    suspiciousStamps(db, bizId)
        .map((row) => row.serial)
        .sort((a, b) => a - b);

/** How many of the sorted `serials` lie in from–to. */
function countWithin(serials: number[], from: number, to: number) {
    const firstAtOrAfter = (value: number) => {
        let low = 0;
        let high = serials.length;
        while (low < high) {
            const middle = (low + high) >> 1;
            if (serials[middle] < value) low = middle + 1;
            else high = middle;
        }
        return low;
    };
    return firstAtOrAfter(to + 1) - firstAtOrAfter(from);
}

/** Current state counts, marks, products and templates of some ranges of a business. */
export function describe(
    db: MockDb,
    bizId: number,
    ranges: SerialRange[],
    flagged: number[] = flaggedSerials(db, bizId),
): Description {
    const counts: StateCounts = { generated: 0, activated: 0, sold: 0, destroyed: 0 };
    const activations = new Map(activationsOf(db).map((row) => [row.id, row]));
    const generations = new Map(generationsOf(db).map((row) => [row.id, row]));
    const productIds = new Set<number>();
    const templateIds = new Set<number>();
    const before = new Set<StampState>();
    const segments = segmentsOf(db, bizId);
    const pieces = [];
    for (const range of ranges) {
        for (const piece of piecesIn(segments, range.from, range.to)) {
            counts[stateOf(piece)] += piece.to - piece.from + 1;
            pieces.push({
                state: stateOf(piece),
                recalled: !!piece.rcl,
                size: piece.to - piece.from + 1,
                flagged: countWithin(flagged, piece.from, piece.to),
            });
            if (piece.act) productIds.add(activations.get(piece.act)?.productId ?? 0);
            templateIds.add(generations.get(piece.gen)?.templateId ?? 0);
            before.add(stateOf({ act: piece.act, ret: piece.ret }));
        }
    }
    productIds.delete(0);
    templateIds.delete(0);
    return {
        counts,
        marks: countMarks(pieces),
        productIds: [...productIds],
        templateIds: [...templateIds],
        statesBefore: [...before],
    };
}

export const rangeText = (ranges: SerialRange[]) =>
    ranges
        .map((range) =>
            range.from === range.to
                ? formatSerial(range.from)
                : `${formatSerial(range.from)}–${formatSerial(range.to)}`,
        )
        .join(', ');

const rangeRows = (ranges: SerialRange[]) =>
    ranges.map((range) => ({
        from: range.from,
        to: range.to,
        fromSerial: formatSerial(range.from),
        toSerial: formatSerial(range.to),
        count: range.to - range.from + 1,
    }));

/** Filters every operation list offers besides the date: product, template, state. */
export interface DerivedFilters {
    productId?: string | null;
    templateId?: string | null;
    state?: string | null;
}

export function matches(
    description: Description,
    filters: DerivedFilters,
    stateField: 'current' | 'before' = 'current',
) {
    const product = filters.productId;
    if (product && !product.split(',').some((id) => description.productIds.includes(Number(id))))
        return false;
    const template = filters.templateId;
    if (template && !template.split(',').some((id) => description.templateIds.includes(Number(id))))
        return false;
    const state = filters.state;
    if (state) {
        const wanted = state.split(',');
        if (stateField === 'before')
            return wanted.some((s) => description.statesBefore.includes(s as StampState));
        return wanted.some((s) => (description.counts[s as StampState] ?? 0) > 0);
    }
    return true;
}

/** The state counts (as `counts` and flat, for sorting and CSV) and the marks of a record's stamps. */
const countsFields = ({ counts, marks }: Description) => ({ counts, ...counts, ...marks });

export function presentGeneration(
    db: MockDb,
    row: StampGeneration,
    description = describe(db, row.bizId, [{ from: row.fromSerial, to: row.toSerial }]),
) {
    const activation = row.activationId
        ? activationsOf(db).find((a) => a.id === row.activationId)
        : undefined;
    return {
        ...row,
        fromSerialText: formatSerial(row.fromSerial),
        toSerialText: formatSerial(row.toSerial),
        rangeText: rangeText([{ from: row.fromSerial, to: row.toSerial }]),
        preactivated: !!row.activationId,
        productId: activation?.productId ?? null,
        productName: activation?.productName ?? null,
        lot: activation?.lot ?? null,
        productIds: description.productIds,
        ...countsFields(description),
    };
}

export function presentActivation(
    db: MockDb,
    row: StampActivation,
    description = describe(db, row.bizId, row.ranges),
) {
    return {
        ...row,
        gs1Lot: gs1LotOf(row.lot, row.gs1Lot),
        rangeText: rangeText(row.ranges),
        rangeRows: rangeRows(row.ranges),
        templateIds: description.templateIds,
        ...countsFields(description),
    };
}

export function presentRetail(
    db: MockDb,
    row: StampRetail,
    description = describe(db, row.bizId, row.ranges),
) {
    return {
        ...row,
        rangeText: rangeText(row.ranges),
        rangeRows: rangeRows(row.ranges),
        productIds: description.productIds,
        templateIds: description.templateIds,
        ...countsFields(description),
    };
}

export function presentDestruction(
    db: MockDb,
    row: StampDestruction,
    description = describe(db, row.bizId, row.ranges),
) {
    return {
        ...row,
        rangeText: rangeText(row.ranges),
        rangeRows: rangeRows(row.ranges),
        productIds: description.productIds,
        templateIds: description.templateIds,
        statesBefore: description.statesBefore,
    };
}

export { stampLink };

export { stampFacts } from './facts';
