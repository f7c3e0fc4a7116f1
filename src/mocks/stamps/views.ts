/** What lists, details and the trace answer show of stamp records, computed from the interval store. */
import { gs1LotOf } from '../../domain/epcis';
import type { MockDb } from '../db';
import { notFound } from '../answers';
import { stampLink } from '../../domain/scan';
import { cleanCode, decodeStamp, encodeStamp } from './codes';
import { piecesIn } from './intervals';
import { judgeScans, scanRulesOf } from './scanAlerts';
import { stampFacts } from './facts';
import {
    SERIAL_WIDTH,
    activationsOf,
    formatSerial,
    generationsOf,
    segmentsOf,
    stateOf,
    storeOf,
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
    productIds: number[];
    templateIds: number[];
    /** For destructions: the states the stamps were in when destroyed. */
    statesBefore: StampState[];
}

/** Current state counts, products and templates of some ranges of a business. */
export function describe(db: MockDb, bizId: number, ranges: SerialRange[]): Description {
    const counts: StateCounts = { generated: 0, activated: 0, sold: 0, destroyed: 0 };
    const activations = new Map(activationsOf(db).map((row) => [row.id, row]));
    const generations = new Map(generationsOf(db).map((row) => [row.id, row]));
    const productIds = new Set<number>();
    const templateIds = new Set<number>();
    const before = new Set<StampState>();
    const segments = segmentsOf(db, bizId);
    for (const range of ranges) {
        for (const piece of piecesIn(segments, range.from, range.to)) {
            counts[stateOf(piece)] += piece.to - piece.from + 1;
            if (piece.act) productIds.add(activations.get(piece.act)?.productId ?? 0);
            templateIds.add(generations.get(piece.gen)?.templateId ?? 0);
            before.add(stateOf({ act: piece.act, ret: piece.ret }));
        }
    }
    productIds.delete(0);
    templateIds.delete(0);
    return { counts, productIds: [...productIds], templateIds: [...templateIds], statesBefore: [...before] };
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

const countsFields = (counts: StateCounts) => ({ counts, ...counts });

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
        ...countsFields(description.counts),
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
        ...countsFields(description.counts),
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
        ...countsFields(description.counts),
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

/** A stamp by code or by serial (of the caller's business); null when there is none. */
export function locateStamp(
    bizId: number | null,
    query: string,
): { bizId: number; serial: number; code: string } | null {
    const text = query.trim();
    const digits = text.replace(/[\s.]/g, '');
    if (bizId !== null && /^\d+$/.test(digits) && digits.length <= SERIAL_WIDTH) {
        const serial = Number(digits);
        return serial >= 1 ? { bizId, serial, code: encodeStamp(bizId, serial) } : null;
    }
    const decoded = decodeStamp(text);
    if (!decoded) return null;
    return { ...decoded, code: cleanCode(text) };
}

export { stampFacts } from './facts';

/** The trace answer: a stamp's timeline, for the staff of the business that owns it. */
export function traceStamp(db: MockDb, bizId: number, query: string, scannerHost: string) {
    const located = locateStamp(bizId, query);
    // Another business's stamp is not found, like an unknown code.
    if (!located || located.bizId !== bizId) throw notFound('Không tìm thấy tem với mã hoặc serial này');
    const facts = stampFacts(db, bizId, located.serial);
    if (!facts) throw notFound(`Serial ${formatSerial(located.serial)} chưa được in`);
    const { generation, activation, retail, destruction } = facts;
    const product = activation ? db.products.find((p) => p.id === activation.productId) : undefined;
    const biz = db.businesses.find((b) => b.id === bizId);
    const scans = storeOf(db).scans.filter((scan) => scan.bizId === bizId && scan.serial === located.serial);
    const events = [
        {
            kind: 'printed',
            at: generation.createdAt,
            by: generation.createdByName,
            recordId: generation.id,
            templateName: generation.templateName,
            rangeText: rangeText([{ from: generation.fromSerial, to: generation.toSerial }]),
        },
        activation && {
            kind: 'activated',
            at: activation.createdAt,
            by: activation.createdByName,
            recordId: activation.id,
            productName: activation.productName,
            lot: activation.lot,
            gs1Lot: gs1LotOf(activation.lot, activation.gs1Lot),
            mfgDate: activation.mfgDate,
            expDate: activation.expDate,
            locationName: activation.locationName,
            diaryName: activation.diaryName,
            preactivated: activation.generationId !== null,
        },
        retail && {
            kind: 'sold',
            at: retail.createdAt,
            by: retail.createdByName,
            recordId: retail.id,
            shopName: retail.shopName,
            soldOn: retail.soldOn,
        },
        destruction && {
            kind: 'destroyed',
            at: destruction.createdAt,
            by: destruction.createdByName,
            recordId: destruction.id,
            reason: destruction.reason,
            note: destruction.note,
        },
    ].filter(Boolean);
    return {
        id: located.code,
        code: located.code,
        serial: located.serial,
        serialText: formatSerial(located.serial),
        url: stampLink(scannerHost, located.code),
        state: facts.state,
        generationId: generation.id,
        templateName: generation.templateName,
        product: product
            ? {
                  id: product.id,
                  name: product.name,
                  publicCode: String(product.publicCode ?? product.code ?? ''),
                  gtin: product.gtin ?? null,
              }
            : null,
        lot: activation?.lot ?? null,
        gs1Lot: activation ? gs1LotOf(activation.lot, activation.gs1Lot) : null,
        recall: facts.recall
            ? { ...presentRecall(facts.recall), productId: facts.recall.productId, lot: facts.recall.lot }
            : null,
        biz: biz ? { code: biz.code, name: biz.name } : null,
        scans: {
            count: scans.length,
            lastAt: scans.length ? scans[scans.length - 1].at : null,
            items: judgeScans(db, bizId, located.serial, scans, scanRulesOf(db, bizId)).items,
        },
        events,
    };
}
