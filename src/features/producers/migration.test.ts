import { describe, expect, it } from 'vitest';
import type { MockDb } from '../../mocks/state';
import { migratePlotProducers } from './mock/migration';
import { migrated, DB_VERSION } from '../../mocks/schema';

const location = (id: number, ward: string) => ({
    id,
    bizId: 1,
    name: `Vùng ${id}`,
    status: 'active',
    province: '68',
    ward,
});
let plotId = 0;
const plot = (
    producerName: string,
    producerIdNumber: string | null = null,
    producerPhone: string | null = null,
    locationId = 1,
) => ({
    id: ++plotId,
    bizId: 1,
    locationId,
    code: `T${plotId}`,
    producerName,
    producerIdNumber,
    producerPhone,
    createdAt: '2026-01-01T00:00:00.000Z',
});
const stateWith = (plots: ReturnType<typeof plot>[]) =>
    ({
        version: 4,
        seq: {},
        bizLocations: [location(1, '68002'), location(2, '68010')],
        plots,
    }) as unknown as MockDb;
const producerOfPlot = (db: MockDb, index: number) => db.plots![index].producerId;

describe('the free-text producers of plots, moved into the register', () => {
    it('makes one producer of a household typed three ways when its ID number says so', () => {
        const db = stateWith([
            plot('Hộ Nguyễn Văn Thành', '068190000001'),
            plot('Nguyen Van Thanh', '068190000001'),
            plot('NGUYỄN VĂN THÀNH', '068190000001', '0912345678'),
        ]);
        migratePlotProducers(db, '2026-02-01T00:00:00.000Z');
        expect(db.producers).toHaveLength(1);
        expect(db.producers![0]).toMatchObject({
            idNumber: '068190000001',
            phone: '0912345678',
            wardCode: '68002',
        });
        expect(db.plots!.every((p) => p.producerId === db.producers![0].id)).toBe(true);
        // The plots keep no copy of the ID number or phone.
        expect(db.plots!.every((p) => p.producerIdNumber === null && p.producerPhone === null)).toBe(true);
    });

    it('joins name-only plots with the same name key in the same commune, and nothing else', () => {
        const db = stateWith([
            plot('Trần Thị Hoa'),
            plot('Trần  Thị  Hoa'),
            plot('Tran Thi Hoa'),
            plot('Trần Thị Hoa', null, null, 2),
        ]);
        migratePlotProducers(db, '2026-02-01T00:00:00.000Z');
        // "Tran Thi Hoa" has the same key as "Trần Thị Hoa" in 68002: one household; 68010's is another.
        expect(producerOfPlot(db, 0)).toBe(producerOfPlot(db, 1));
        expect(producerOfPlot(db, 0)).toBe(producerOfPlot(db, 2));
        expect(producerOfPlot(db, 3)).not.toBe(producerOfPlot(db, 0));
        expect(db.producers).toHaveLength(2);
    });

    it('keeps apart a name-only plot and a household of the same name with an ID number (proposed later)', () => {
        const db = stateWith([
            plot('Lê Văn Sơn', '068190000002'),
            plot('Le Van Son'),
            plot('Lê Văn Sơn', '068190000003'),
        ]);
        migratePlotProducers(db, '2026-02-01T00:00:00.000Z');
        expect(new Set(db.plots!.map((p) => p.producerId)).size).toBe(3);
    });

    it('carries a stored state of the version before over instead of throwing it away', () => {
        const db = stateWith([
            plot('Phạm Đức Long', null, '0977000111'),
            plot('Pham Duc Long', null, '0977 000 111'),
        ]);
        const after = migrated(db);
        expect(after?.version).toBe(DB_VERSION);
        expect(after?.producers).toHaveLength(1);
    });
});
