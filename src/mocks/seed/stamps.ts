import type { MockDb } from '../state';
import { storeOf } from '../ledger/model';
import { vietnamDateOf } from '../../domain/dates';
import { wardsOf } from '../data/locations';
import type { ScanDevice } from '../../domain/scanRules';
import {
    createActivation,
    createDestruction,
    createGeneration,
    createRetail,
    type Actor,
} from '../ledger/operations';

const DAY = 86_400_000;
/** The business date (Vietnam's calendar) of a moment. */
const isoDate = (time: number) => vietnamDateOf(time);

/**
 * Stamps of HTX Cà phê Cầu Đất over the last weeks: batches printed, activated, sold, destroyed,
 * one printed already activated, and consumers' scans; a small batch for Trà Tân Cương Xanh.
 * Built with the same operations the handlers run, so the seed obeys the state machine.
 */
export function seedStamps(db: MockDb, now = Date.now()) {
    const store = storeOf(db);
    store.retailSettings[1] = { requireActivation: true, requireShop: true, maxBackdateDays: 30 };
    store.retailSettings[2] = { requireActivation: false, requireShop: false, maxBackdateDays: 7 };
    const bizCode = db.businesses.find((b) => b.id === 1)?.code ?? 'CAUDAT';
    db.migratedCompanies = [
        {
            oldCode: 'CDX2019',
            oldName: 'HTX Cà phê Cầu Đất (hệ thống tem 2019–2024)',
            bizCode,
            migratedAt: new Date(now - 200 * DAY).toISOString(),
            legacyLookupUrl: 'https://tracuu-cu.example.vn/cdx2019',
        },
    ];

    const owner: Actor = { bizId: 1, userId: 1, userName: db.users.find((u) => u.id === 1)?.name ?? '' };
    const staff: Actor = { bizId: 1, userId: 2, userName: db.users.find((u) => u.id === 2)?.name ?? '' };
    const templates = db.stampTemplates.filter((t) => t.bizId === 1 && t.status === 'active');
    const products = db.products.filter((p) => p.bizId === 1 && p.status === 'active');
    const shops = db.shops.filter((s) => s.bizId === 1 && s.status === 'active');
    const locations = db.bizLocations.filter((l) => l.bizId === 1 && l.status === 'active');
    if (templates.length === 0) return;
    const at = (days: number, hour = 9) => now - days * DAY + (hour - 12) * 3_600_000;
    const range = (from: number, to: number) => ({ ranges: [{ from, to }] });

    const batch1 = createGeneration(
        db,
        owner,
        { templateId: templates[0].id, quantity: 5000, note: 'Vụ thu hoạch 2025, đợt 1' },
        { now: at(40) },
    );
    if (products.length > 0) {
        const activation = (
            days: number,
            from: number,
            to: number,
            lot: string,
            productIndex = 0,
            actor = staff,
        ) =>
            createActivation(
                db,
                actor,
                {
                    ...range(from, to),
                    productId: products[productIndex % products.length].id,
                    lot,
                    mfgDate: isoDate(at(days + 2)),
                    expDate: isoDate(at(days - 365)),
                    locationId: locations[0]?.id ?? null,
                },
                at(days, 10),
            );
        activation(28, 1, 1000, 'CD-2025-01');
        activation(21, 1001, 2000, 'CD-2025-01');
        activation(12, 2001, 2600, 'CD-2025-02', 1);
        const sale = (days: number, from: number, to: number, shopIndex = 0) =>
            createRetail(
                db,
                staff,
                {
                    ...range(from, to),
                    shopId: shops[shopIndex % Math.max(shops.length, 1)]?.id ?? null,
                    soldOn: isoDate(at(days)),
                },
                at(days, 16),
            );
        if (shops.length > 0) {
            sale(18, 1, 300);
            sale(9, 301, 500, 1);
            sale(4, 1001, 1150);
        }
        createDestruction(
            db,
            owner,
            { ...range(4901, 5000), reason: 'misprint', note: 'Lệch màu khi in thử' },
            at(30, 14),
        );

        createGeneration(
            db,
            owner,
            {
                templateId: (templates[1] ?? templates[0]).id,
                quantity: 2000,
                productId: products[0].id,
                lot: 'CD-2025-03',
                mfgDate: isoDate(at(16)),
                expDate: isoDate(at(16 - 365)),
                locationId: locations[0]?.id ?? null,
                note: 'Tem niêm phong hộp quà, in sẵn đã kích hoạt',
            },
            { preactivate: true, now: at(15) },
        );
        if (shops.length > 0) sale(5, 5001, 5300);

        createGeneration(
            db,
            staff,
            { templateId: templates[0].id, quantity: 10_000, note: 'Vụ thu hoạch 2025, đợt 2' },
            { now: at(3) },
        );
        activation(2, 7001, 8000, 'CD-2025-04');
        createDestruction(
            db,
            staff,
            { ...range(7501, 7512), reason: 'damaged', note: 'Rách khi dán lên túi' },
            at(1, 11),
        );
    }
    void batch1;

    seedScans(db, at);

    const tea = db.stampTemplates.find((t) => t.bizId === 2 && t.status === 'active');
    if (tea) {
        createGeneration(
            db,
            { bizId: 2, userId: 1, userName: owner.userName },
            { templateId: tea.id, quantity: 1000, note: 'Hộp trà Tết' },
            { now: at(6) },
        );
    }
}

const DEVICES: ScanDevice[] = ['phone', 'phone', 'phone', 'tablet', 'phone', 'desktop', 'phone', 'unknown'];

/**
 * Consumers' scans over the last 30 days (none of stamp 1, whose trace tests count step by step):
 * stamps of lot CD-2025-01 in the provinces it is sold in (Lâm Đồng, Hồ Chí Minh), lot CD-2025-02 (not sold yet, so no known market) across the country,
 * and a few the default rules flag: two scanned far apart within hours (2101, 2205; 7 also outside
 * its lot's market), one scanned twelve times (1003), one outside its market (213), one scanned
 * after its destruction (7505), one printed, destroyed and never activated (4950), one scanned
 * before activation (3001).
 */
function seedScans(db: MockDb, at: (days: number, hour?: number) => number) {
    const store = storeOf(db);
    let n = 0;
    const scan = (serial: number, province: string, days: number, hour: number) => {
        const wards = wardsOf(province);
        store.scans.push({
            bizId: 1,
            serial,
            province,
            place: wards.length ? wards[(serial + n) % wards.length].name : null,
            device: DEVICES[n++ % DEVICES.length],
            at: new Date(at(days, hour)).toISOString(),
        });
    };
    for (let i = 0; i < 60; i++)
        scan(2 + i * 5, i % 3 === 0 ? '79' : '68', 27 - Math.floor((i * 26) / 60), 8 + (i % 10));
    const country = ['68', '79', '01', '48', '92', '66', '31', '56', '38', '40'];
    for (let j = 0; j < 30; j++)
        scan(2001 + j * 17, country[j % country.length], 11 - Math.floor(j / 3), 8 + (j % 9));
    for (let k = 0; k < 10; k++) scan(5001 + k * 11, '68', 14 - k, 10 + (k % 6));

    scan(2101, '68', 3, 9);
    scan(2101, '01', 3, 15);
    scan(2205, '79', 6, 8);
    scan(2205, '48', 6, 20);
    scan(7, '68', 10, 9);
    scan(7, '31', 10, 18);
    for (let t = 0; t < 12; t++) scan(1003, '68', 3 - Math.floor(t / 4), 8 + (t % 4) * 3);
    scan(213, '01', 13, 11);
    scan(7505, '68', 0, 8);
    scan(4950, '79', 8, 10);
    scan(3001, '01', 7, 14);
    store.scans.sort((a, b) => a.at.localeCompare(b.at));
}
