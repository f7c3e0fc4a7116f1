/** A lot larger than one part of its history (LOT_HISTORY_LIMIT), built with the mock's own operations. */
import {
    createActivation,
    createDestruction,
    createGeneration,
    createRetail,
} from '../../src/mocks/ledger/operations';
import { LOT_HISTORY_LIMIT, lotHistory } from '../../src/mocks/ledger/lotHistory';
import { recallLot } from '../../src/mocks/ledger/lots';
import { storeOf } from '../../src/mocks/ledger/model';
import { freshDb } from './helpers';

export const bigLotActor = { bizId: 99, userId: 1, userName: 'Người thử' };
export const bigLot = { productId: 9901, lot: 'CF-2026/VU-MUA' };

/**
 * A coffee lot of 45,000 stamps in two activations with a gap (serials 1–25,000 and 30,001–50,000;
 * 25,001–30,000 went to another lot): a sale across the first part's end, a destruction across the
 * second part's end, scans in and out of the lot, then the lot recalled.
 */
export function bigLotDb() {
    const db = freshDb({ productName: 'Cà phê Robusta Buôn Ma Thuột', shopName: 'Đại lý Buôn Ma Thuột' });
    createGeneration(db, bigLotActor, { templateId: 9901, quantity: 55_000 });
    const activation = { ...bigLot, mfgDate: '2026-01-10', expDate: '2027-01-10' };
    createActivation(db, bigLotActor, { ...activation, ranges: [{ from: 1, to: 25_000 }] });
    createActivation(db, bigLotActor, {
        ...activation,
        lot: 'LO-KHAC',
        ranges: [{ from: 25_001, to: 30_000 }],
    });
    createActivation(db, bigLotActor, { ...activation, ranges: [{ from: 30_001, to: 50_000 }] });
    createRetail(db, bigLotActor, { ranges: [{ from: 19_991, to: 20_010 }], shopId: 9901 });
    createDestruction(db, bigLotActor, { ranges: [{ from: 44_996, to: 45_005 }], reason: 'damaged' });
    for (const serial of [1, 20_001, 26_000, 50_000, 50_001])
        storeOf(db).scans.push({ bizId: 99, serial, province: '66', at: '2026-02-01T03:00:00.000Z' });
    recallLot(db, bigLotActor, { ...bigLot, reason: 'quality' });
    return db;
}

export const bigLotSerials = () => [
    ...Array.from({ length: 25_000 }, (_, i) => i + 1),
    ...Array.from({ length: 20_000 }, (_, i) => 30_001 + i),
];

/** Every part of the lot, as the console asks them. */
export function allParts(db = bigLotDb()) {
    const parts = [];
    for (let offset = 0; ;) {
        const part = lotHistory(db, 99, bigLot, { offset: String(offset), limit: String(LOT_HISTORY_LIMIT) });
        parts.push(part);
        if (parts.length > 10 || part.stamps.count < 1)
            throw new Error("the parts never reach the lot's end");
        offset += part.stamps.count;
        if (offset >= part.stamps.total) return parts;
    }
}
