/**
 * A lot's history, stamp by stamp code: every printing, activation, sale, destruction and recall
 * that touched the lot's stamps, and the consumers' scans. The console turns it into an EPCIS
 * document (src/domain/epcis.ts). A lot of any size is answered in parts of at most
 * LOT_HISTORY_LIMIT stamps, in serial order: each part builds only its own stamps' codes.
 */
import type { MockDb } from '../state';
import { badRequest } from '../answers';
import { provinceByCode } from '../data/locations';
import { gs1LotOf, type History, type HistoryEvent, type HistoryKind } from '../../domain/epcis';
import { encodeStamp } from './codes';
import { countOf } from './intervals';
import {
    activationsOf,
    destructionsOf,
    generationsOf,
    retailsOf,
    recallsOf,
    storeOf,
    type Segment,
    type SerialRange,
} from './model';
import { findLot, lotPieces, lotRanges, type LotKey } from './lots';
import { originOf } from '../plots/model';

/** The most stamps one part of a lot's history holds (and the default part size). */
export const LOT_HISTORY_LIMIT = 20_000;

/** Which stamps of the lot an answer covers: `count` stamps from `offset`, in serial order. */
export interface LotHistoryPart {
    total: number;
    offset: number;
    count: number;
}

export type LotHistoryAnswer = History & { stamps: LotHistoryPart };

const vi = (value: number) => value.toLocaleString('vi-VN');

/** A whole number from a query value; `fallback` when absent, NaN when not a whole number. */
function wholeOf(value: unknown, fallback: number): number {
    if (value === undefined || value === null || value === '') return fallback;
    if (typeof value === 'number') return Number.isInteger(value) ? value : NaN;
    return /^\d+$/.test(String(value).trim()) ? Number(String(value).trim()) : NaN;
}

/** The part a request asks for (`offset`, `limit`): 400 for negative, fractional or too large values. */
export function lotPartOf(input: { offset?: unknown; limit?: unknown }) {
    const offset = wholeOf(input.offset, 0);
    const limit = wholeOf(input.limit, LOT_HISTORY_LIMIT);
    const errors: Record<string, string> = {};
    if (!Number.isSafeInteger(offset)) errors.offset = 'Vị trí bắt đầu phải là số nguyên không âm';
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > LOT_HISTORY_LIMIT)
        errors.limit = `Số tem mỗi phần phải là số nguyên từ 1 đến ${vi(LOT_HISTORY_LIMIT)}`;
    if (Object.keys(errors).length) throw badRequest('Phần lịch sử lô không hợp lệ', errors);
    return { offset, limit };
}

/** The serials of `count` stamps from `offset` (in serial order) of sorted, disjoint ranges. */
export function sliceRanges(ranges: SerialRange[], offset: number, count: number): SerialRange[] {
    const slice: SerialRange[] = [];
    let skip = offset;
    let left = count;
    for (const range of ranges) {
        if (left <= 0) break;
        const size = range.to - range.from + 1;
        if (skip >= size) {
            skip -= size;
            continue;
        }
        const from = range.from + skip;
        const to = Math.min(range.to, from + left - 1);
        slice.push({ from, to });
        left -= to - from + 1;
        skip = 0;
    }
    return slice;
}

export function lotHistory(
    db: MockDb,
    bizId: number,
    key: LotKey,
    request: { offset?: unknown; limit?: unknown } = {},
): LotHistoryAnswer {
    const { offset, limit } = lotPartOf(request);
    const activations = findLot(db, bizId, key);
    const total = countOf(lotRanges(activations));
    if (offset >= total)
        throw badRequest('Phần lịch sử lô không hợp lệ', {
            offset: `Lô có ${vi(total)} tem: vị trí bắt đầu phải nhỏ hơn ${vi(total)}`,
        });
    const ranges = sliceRanges(lotRanges(activations), offset, limit);
    const pieces = lotPieces(db, bizId, ranges);
    // The lot's serials, grouped by the record of each step.
    const groups = new Map<string, { kind: HistoryKind; id: number; serials: number[] }>();
    const add = (kind: HistoryKind, id: number | undefined, piece: Segment) => {
        if (!id) return;
        const entry = groups.get(`${kind}:${id}`) ?? { kind, id, serials: [] };
        for (let serial = piece.from; serial <= piece.to; serial++) entry.serials.push(serial);
        groups.set(`${kind}:${id}`, entry);
    };
    for (const piece of pieces) {
        add('printed', piece.gen, piece);
        add('activated', piece.act, piece);
        add('sold', piece.ret, piece);
        add('destroyed', piece.des, piece);
        add('recalled', piece.rcl, piece);
    }
    const find = <T extends { id: number }>(rows: T[], id: number) => rows.find((row) => row.id === id)!;
    const events: HistoryEvent[] = [...groups.values()].map(({ kind, id, serials }) => {
        const codes = serials.map((serial) => encodeStamp(bizId, serial));
        switch (kind) {
            case 'printed': {
                const row = find(generationsOf(db), id);
                return { kind, at: row.createdAt, recordId: id, codes, templateName: row.templateName };
            }
            case 'activated': {
                const row = find(activationsOf(db), id);
                return { kind, at: row.createdAt, recordId: id, codes, locationName: row.locationName };
            }
            case 'sold': {
                const row = find(retailsOf(db), id);
                return {
                    kind,
                    at: row.createdAt,
                    recordId: id,
                    codes,
                    shopId: row.shopId,
                    shopName: row.shopName,
                    soldOn: row.soldOn,
                };
            }
            case 'destroyed': {
                const row = find(destructionsOf(db), id);
                return { kind, at: row.createdAt, recordId: id, codes, reason: row.reason, note: row.note };
            }
            case 'recalled': {
                const row = find(recallsOf(db), id);
                return { kind, at: row.createdAt, recordId: id, codes, reason: row.reason, note: row.note };
            }
        }
    });
    // Oldest first; steps of the same instant in the order of the stamp's life.
    const order: HistoryKind[] = ['printed', 'activated', 'sold', 'destroyed', 'recalled'];
    events.sort((a, b) => a.at.localeCompare(b.at) || order.indexOf(a.kind) - order.indexOf(b.kind));
    const inPart = (serial: number) => ranges.some((range) => range.from <= serial && serial <= range.to);
    const scans = storeOf(db)
        .scans.filter((scan) => scan.bizId === bizId && inPart(scan.serial))
        .map((scan) => ({
            code: encodeStamp(bizId, scan.serial),
            at: scan.at,
            province: provinceByCode(scan.province)?.name ?? scan.province,
            place: null,
            device: 'unknown' as const,
            flags: [],
        }));
    const product = db.products.find((p) => p.id === key.productId);
    const biz = db.businesses.find((b) => b.id === bizId);
    const origin = originOf(db, bizId, key.productId, key.lot);
    return {
        bizCode: biz?.code ?? String(bizId),
        productName: activations[0].productName,
        gtin: product?.gtin ?? null,
        lot: key.lot,
        gs1Lot: gs1LotOf(key.lot, activations[0].gs1Lot),
        mfgDate: activations[0].mfgDate,
        expDate: activations[0].expDate,
        // The lot's due diligence statement, once filed (docs/plots.md).
        ddsReference: origin?.ddsReference ?? null,
        ddsVerification: origin?.ddsVerification ?? null,
        events,
        scans,
        stamps: { total, offset, count: countOf(ranges) },
    };
}
