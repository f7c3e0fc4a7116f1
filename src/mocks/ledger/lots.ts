/**
 * Lots: a product and a lot number as given at activation. A lot's stamps are the ranges of its
 * activations; its recall marks every stamp of it that is not destroyed (`rcl`), whatever its state,
 * so a sold stamp keeps its sale and stays traceable.
 */
import { gs1LotOf } from '../../domain/epcis';
import type { MockDb } from '../state';
import { nextIdIn } from '../ids';
import { badRequest, notFound } from '../answers';
import { provinceByCode } from '../data/locations';
import { piecesIn, countOf, mergeRanges } from './intervals';
import { applyOperation } from './machine';
import { RECALL_REASONS, type RecallReason } from '../../domain/recall';
import {
    activationsOf,
    formatSerial,
    lotRecallOf,
    recallsOf,
    segmentsOf,
    stateOf,
    storeOf,
    type Segment,
    type SerialRange,
    type StampActivation,
    type StampRecall,
} from './model';
import { formatDate, type Actor } from './operations';
import { presentRecall, rangeText } from './views';

export interface LotKey {
    productId: number;
    lot: string;
}

/** The lot a request names (`productId` and `lot`): 400 when either is missing. */
export function lotKeyOf(input: { productId?: unknown; lot?: unknown }): LotKey {
    const productId = Number(input.productId);
    const lot = String(input.lot ?? '').trim();
    const errors: Record<string, string> = {};
    if (!Number.isInteger(productId) || productId < 1) errors.productId = 'Chọn sản phẩm';
    if (!lot) errors.lot = 'Nhập số lô';
    if (Object.keys(errors).length) throw badRequest('Chọn sản phẩm và nhập số lô', errors);
    return { productId, lot };
}

export const lotActivations = (db: MockDb, bizId: number, key: LotKey) =>
    activationsOf(db).filter(
        (row) => row.bizId === bizId && row.productId === key.productId && row.lot === key.lot,
    );

/** The lot's activations, 404 when it has none. */
export function findLot(db: MockDb, bizId: number, key: LotKey): StampActivation[] {
    const rows = lotActivations(db, bizId, key);
    if (!rows.length) throw notFound(`Không tìm thấy lô ${key.lot} của sản phẩm này`);
    return rows;
}

export const lotRanges = (activations: StampActivation[]) =>
    mergeRanges(activations.flatMap((row) => row.ranges));

/** Every piece of the interval store inside the lot. */
export function lotPieces(db: MockDb, bizId: number, ranges: SerialRange[]): Segment[] {
    const segments = segmentsOf(db, bizId);
    return ranges.flatMap((range) => piecesIn(segments, range.from, range.to));
}

export interface LotCounts {
    activated: number;
    sold: number;
    destroyed: number;
    recalled: number;
}

/** State counts of a lot; `recalled` counts stamps under recall and not destroyed since. */
export function lotCounts(pieces: Segment[]): LotCounts {
    const counts: LotCounts = { activated: 0, sold: 0, destroyed: 0, recalled: 0 };
    for (const piece of pieces) {
        const size = piece.to - piece.from + 1;
        const state = stateOf(piece);
        if (state === 'activated' || state === 'sold' || state === 'destroyed') counts[state] += size;
        if (piece.rcl && state !== 'destroyed') counts.recalled += size;
    }
    return counts;
}

/** One row per lot of the business, newest activation first. */
export function lotRows(db: MockDb, bizId: number) {
    const byKey = new Map<string, StampActivation[]>();
    for (const row of activationsOf(db)) {
        if (row.bizId !== bizId) continue;
        const key = `${row.productId}:${row.lot}`;
        byKey.set(key, [...(byKey.get(key) ?? []), row]);
    }
    return [...byKey.entries()].map(([id, rows]) => {
        const first = rows[0];
        const recall = lotRecallOf(db, bizId, first.productId, first.lot);
        return {
            id,
            productId: first.productId,
            productName: first.productName,
            lot: first.lot,
            gs1Lot: gs1LotOf(first.lot, first.gs1Lot),
            mfgDate: first.mfgDate,
            expDate: first.expDate,
            activationCount: rows.length,
            count: rows.reduce((sum, row) => sum + row.count, 0),
            lastActivatedAt: rows[rows.length - 1].createdAt,
            recalled: !!recall,
            recalledAt: recall?.createdAt ?? null,
        };
    });
}

/** Everything the lot page shows. */
export function lotDetail(db: MockDb, bizId: number, key: LotKey) {
    const activations = findLot(db, bizId, key);
    const ranges = lotRanges(activations);
    const pieces = lotPieces(db, bizId, ranges);
    const product = db.products.find((p) => p.id === key.productId);
    const retails = new Map((db.stampRetails ?? []).map((row) => [row.id, row]));
    const shops = new Map<string, { shopId: number | null; shopName: string | null; count: number }>();
    for (const piece of pieces) {
        const retail = piece.ret ? retails.get(piece.ret) : undefined;
        if (!retail) continue;
        const id = String(retail.shopId);
        const entry = shops.get(id) ?? { shopId: retail.shopId, shopName: retail.shopName, count: 0 };
        entry.count += piece.to - piece.from + 1;
        shops.set(id, entry);
    }
    const inLot = (serial: number) => ranges.some((range) => range.from <= serial && serial <= range.to);
    const scans = storeOf(db).scans.filter((scan) => scan.bizId === bizId && inLot(scan.serial));
    const provinces = new Map<string, number>();
    for (const scan of scans) provinces.set(scan.province, (provinces.get(scan.province) ?? 0) + 1);
    const recall = lotRecallOf(db, bizId, key.productId, key.lot);
    return {
        id: `${key.productId}:${key.lot}`,
        productId: key.productId,
        productName: activations[0].productName,
        gtin: product?.gtin ?? null,
        lot: key.lot,
        gs1Lot: gs1LotOf(key.lot, activations[0].gs1Lot),
        mfgDate: activations[0].mfgDate,
        expDate: activations[0].expDate,
        total: countOf(ranges),
        counts: lotCounts(pieces),
        ranges: ranges.map((range) => ({
            from: range.from,
            to: range.to,
            fromSerial: formatSerial(range.from),
            toSerial: formatSerial(range.to),
            count: range.to - range.from + 1,
        })),
        activations: activations.map((row) => ({
            id: row.id,
            createdAt: row.createdAt,
            createdByName: row.createdByName,
            count: row.count,
            rangeText: rangeText(row.ranges),
            locationName: row.locationName,
            mfgDate: row.mfgDate ?? null,
            expDate: row.expDate ?? null,
        })),
        shops: [...shops.values()].sort((a, b) => b.count - a.count),
        scanCount: scans.length,
        provinces: [...provinces.entries()]
            .map(([code, count]) => ({ province: code, name: provinceByCode(code)?.name ?? code, count }))
            .sort((a, b) => b.count - a.count),
        recall: recall ? presentRecall(recall) : null,
    };
}

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** Recalls a lot: every stamp of it not destroyed; refused when none is left to recall. */
export function recallLot(
    db: MockDb,
    actor: Actor,
    body: Record<string, unknown>,
    now = Date.now(),
): StampRecall {
    const key = lotKeyOf(body);
    const reason = str(body.reason) as RecallReason;
    const note = str(body.note);
    const errors: Record<string, string> = {};
    if (!RECALL_REASONS.includes(reason)) errors.reason = 'Chọn lý do thu hồi';
    else if (reason === 'other' && !note) errors.note = 'Ghi rõ lý do thu hồi';
    if (note.length > 1000) errors.note = 'Tối đa 1000 ký tự';
    if (Object.keys(errors).length)
        throw badRequest('Dữ liệu không hợp lệ, vui lòng kiểm tra các trường báo lỗi', errors);
    const activations = findLot(db, actor.bizId, key);
    const previous = lotRecallOf(db, actor.bizId, key.productId, key.lot);
    if (previous) throw badRequest(`Lô ${key.lot} đã được thu hồi ngày ${formatDate(previous.createdAt)}`);
    const pieces = lotPieces(db, actor.bizId, lotRanges(activations)).filter(
        (piece) => stateOf(piece) !== 'destroyed',
    );
    const ranges = mergeRanges(pieces.map((piece) => ({ from: piece.from, to: piece.to })));
    const count = countOf(ranges);
    if (!count) throw badRequest(`Mọi tem của lô ${key.lot} đã bị hủy: không còn tem nào để thu hồi`);
    const expected = body.expectedCount;
    if (expected !== undefined && expected !== null && Number(expected) !== count)
        throw badRequest(
            `Số tem của lô vừa thay đổi: nay là ${count.toLocaleString('vi-VN')} tem. Hãy xem lại trước khi thu hồi.`,
        );
    const soldCount = pieces
        .filter((piece) => stateOf(piece) === 'sold')
        .reduce((sum, piece) => sum + piece.to - piece.from + 1, 0);
    const record: StampRecall = {
        id: nextIdIn(db, 'stampRecalls'),
        bizId: actor.bizId,
        productId: key.productId,
        productName: activations[0].productName,
        lot: key.lot,
        reason,
        note,
        ranges,
        count,
        soldCount,
        createdAt: new Date(now).toISOString(),
        createdBy: actor.userId,
        createdByName: actor.userName,
    };
    applyOperation(db, actor.bizId, ranges, { rcl: record.id });
    recallsOf(db).push(record);
    return record;
}
