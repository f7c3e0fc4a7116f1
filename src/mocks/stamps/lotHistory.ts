/**
 * A lot's history, stamp by stamp code: every printing, activation, sale, destruction and recall
 * that touched the lot's stamps, and the consumers' scans. The console turns it into an EPCIS
 * document (src/domain/epcis.ts).
 */
import type { MockDb } from '../db';
import { badRequest } from '../kit';
import { provinceByCode } from '../data/locations';
import type { History, HistoryEvent, HistoryKind } from '../../domain/epcis';
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
} from './model';
import { findLot, lotPieces, lotRanges, type LotKey } from './lots';

/** Stamps a lot may have for its history to be exported in one document. */
export const LOT_HISTORY_LIMIT = 20_000;

export function lotHistory(db: MockDb, bizId: number, key: LotKey): History {
    const activations = findLot(db, bizId, key);
    const ranges = lotRanges(activations);
    const total = countOf(ranges);
    if (total > LOT_HISTORY_LIMIT)
        throw badRequest(
            `Lô có ${total.toLocaleString('vi-VN')} tem, quá ${LOT_HISTORY_LIMIT.toLocaleString('vi-VN')} tem để xuất lịch sử trong một tệp`,
        );
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
    const inLot = (serial: number) => ranges.some((range) => range.from <= serial && serial <= range.to);
    const scans = storeOf(db)
        .scans.filter((scan) => scan.bizId === bizId && inLot(scan.serial))
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
    return {
        bizCode: biz?.code ?? String(bizId),
        productName: activations[0].productName,
        gtin: product?.gtin ?? null,
        lot: key.lot,
        mfgDate: activations[0].mfgDate,
        expDate: activations[0].expDate,
        events,
        scans,
    };
}
