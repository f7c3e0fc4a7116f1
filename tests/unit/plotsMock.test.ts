// @vitest-environment jsdom
import './mockServer';
import { describe, expect, it } from 'vitest';
import { plotInput, refusal } from './plotFactory';
import { call } from '../../src/providers/http';
import { getDb } from '../../src/mocks/db';
import { activationsOf } from '../../src/mocks/ledger/model';
import { plotsOf } from '../../src/mocks/plots/model';
import { buildEudrPack } from '../../src/domain/geo/pack';
import { parseCoordinateText } from '../../src/domain/geo/coordinates';
import type { LotOrigin, Plot } from '../../src/domain/geo/types';
import { epcisDocument, type History } from '../../src/domain/epcis';
import { encodeStamp } from '../../src/mocks/ledger/codes';
import { signInAs } from './helpers';

const seededLot = () => activationsOf(getDb()).find((a) => a.bizId === 1 && a.lot === 'CD-2025-01')!;

describe('plots in the mock backend', () => {
    it('keeps every typed decimal from create through read to the exported pack', async () => {
        await signInAs('owner');
        // Typed the Vietnamese way, with decimal commas.
        const { positions } = parseCoordinateText(
            '11,91234567; 108,51234561\n11,91234567; 108,51434569\n11,91434563; 108,51434569\n11,91434563; 108,51234561',
        );
        const ring = [...positions, positions[0]];
        const created = await call<Plot>('plotCreate', {
            body: plotInput('TP-01', { type: 'Polygon', coordinates: [ring] }, 4.8),
        });
        expect(created.geometry).toEqual({ type: 'Polygon', coordinates: [ring] });
        expect(created.areaHa).toBeGreaterThan(4.5);
        const read = await call<Plot>('plotDetail', { params: { id: created.id } });
        expect(read.geometry.coordinates).toEqual([ring]);
        // The household agrees to its data going abroad in the pack (witnessed by word of mouth).
        await call('consentCreate', {
            body: {
                producerId: read.producerId,
                purposes: ['traceability', 'abroad'],
                method: 'verbal',
                witness: 'Trưởng thôn Lê Văn Chứng',
                givenAt: '2026-01-05T08:00:00Z',
            },
        });
        const lot = seededLot();
        await call('lotOriginUpdate', {
            body: {
                productId: lot.productId,
                lot: lot.lot,
                harvestFrom: '2025-10-01',
                harvestTo: '2025-12-15',
                plots: [{ plotId: created.id, quantityKg: 812.5 }],
            },
        });
        const origin = await call<LotOrigin>('lotOrigin', {
            query: { productId: lot.productId, lot: lot.lot },
        });
        expect(origin.plots.map((p) => p.plotId)).toEqual([created.id]);
        expect(origin.totals).toMatchObject({ producers: 1, plots: 1, quantityKg: 812.5 });
        const pack = buildEudrPack([
            { product: { id: lot.productId, name: 'Cà phê', hsCode: '090121' }, origin },
        ]);
        if (!pack.ok) throw new Error(JSON.stringify(pack.missing));
        for (const [lon, lat] of ring) {
            expect(pack.files[0].text).toContain(String(lon));
            expect(pack.files[0].text).toContain(String(lat));
        }
        const written = JSON.parse(pack.files[0].text).features[0].geometry.coordinates[0];
        expect([...written].sort()).toEqual([...ring].sort());
    });

    it('lets users manage plots and observers only read, on the server', async () => {
        await signInAs('user');
        const made = await call<Plot>('plotCreate', {
            body: plotInput('TP-03', { type: 'Point', coordinates: [108.5312345, 11.9312345] }, 1.2),
        });
        expect(made.code).toBe('TP-03');
        await signInAs('observer');
        const list = await call<{ total: number }>('plotList', { query: { page: 1, limit: 2000 } });
        expect(list.total).toBe(plotsOf(getDb()).filter((p) => p.bizId === 1).length);
        const refused = await refusal(
            call('plotCreate', {
                body: plotInput('TP-04', { type: 'Point', coordinates: [108.5312345, 11.9312345] }, 1.2),
            }),
        );
        expect(refused.status).toBe(403);
        const lot = seededLot();
        const dds = await refusal(
            call('lotDdsUpdate', {
                body: { productId: lot.productId, lot: lot.lot, ddsReference: 'X1' },
            }),
        );
        expect(dds.status).toBe(403);
    });

    it('takes the origin with the activation, and refuses it whole when it is wrong', async () => {
        await signInAs('owner');
        const db = getDb();
        const product = db.products.find((p) => p.bizId === 1 && p.status === 'active')!;
        const origin = {
            harvestFrom: '2025-11-01',
            harvestTo: '2025-11-30',
            plots: [{ plotId: 2, quantityKg: 300 }],
        };
        const wrong = await refusal(
            call('activationAdd', {
                body: {
                    productId: product.id,
                    lot: 'ORIGIN-1',
                    ranges: [{ from: 4001, to: 4002 }],
                    origin: { ...origin, plots: [] },
                },
            }),
        );
        expect(wrong.status).toBe(400);
        expect(Object.keys(wrong.body.errors)).toContain('origin.plots');
        expect(activationsOf(db).some((a) => a.lot === 'ORIGIN-1')).toBe(false);
        // Stamps 4001–4002 of the seed's first batch are printed and not activated yet.
        await call('activationAdd', {
            body: { productId: product.id, lot: 'ORIGIN-1', ranges: [{ from: 4001, to: 4002 }], origin },
        });
        const saved = await call<LotOrigin>('lotOrigin', {
            query: { productId: product.id, lot: 'ORIGIN-1' },
        });
        expect(saved.plots.map((p) => [p.plotId, p.quantityKg])).toEqual([[2, 300]]);
        expect(saved.harvestFrom).toBe('2025-11-01');
    });

    it('seeds the cooperative: dozens of households of 0.5–6 ha around Cầu Đất, points up to 4 ha, and a lot with its origin', async () => {
        await signInAs('owner');
        const page = await call<{ items: Plot[]; total: number }>('plotList', {
            query: { page: 1, limit: 2000 },
        });
        expect(page.total).toBeGreaterThanOrEqual(30);
        for (const plot of page.items) {
            expect(plot.declaredAreaHa).toBeGreaterThanOrEqual(0.5);
            expect(plot.declaredAreaHa).toBeLessThanOrEqual(6);
            expect(plot.geometry.type).toBe(plot.declaredAreaHa > 4 ? 'Polygon' : 'Point');
            const [lon, lat] =
                plot.geometry.type === 'Point'
                    ? plot.geometry.coordinates
                    : (plot.geometry.coordinates as number[][][])[0][0];
            expect(lat).toBeGreaterThan(11.87);
            expect(lat).toBeLessThan(11.95);
            expect(lon).toBeGreaterThan(108.5);
            expect(lon).toBeLessThan(108.58);
            expect(plot.warnings.filter((w) => w.code === 'overlap')).toEqual([]);
        }
        const lot = seededLot();
        const origin = await call<LotOrigin>('lotOrigin', {
            query: { productId: lot.productId, lot: lot.lot },
        });
        expect(origin.plots.length).toBeGreaterThan(0);
        const product = await call<{ hsCode: string; keyData: { key: string; present: boolean }[] }>(
            'productDetail',
            {
                params: { id: lot.productId },
            },
        );
        const pack = buildEudrPack([
            { product: { id: lot.productId, name: 'x', hsCode: product.hsCode }, origin },
        ]);
        expect(pack.ok).toBe(true);
        expect(product.keyData.map((k) => k.key)).toContain('product_name');
        const dashboard = await call<{ traceability: { products: number; productsNotReady: number } }>(
            'dashboard',
        );
        expect(dashboard.traceability.productsNotReady).toBeGreaterThan(0);
        expect(dashboard.traceability.productsNotReady).toBeLessThan(dashboard.traceability.products);
    });

    it('carries the DDS numbers into the EPCIS export of the lot, and the key data into the public stamp page', async () => {
        await signInAs('owner');
        const lot = seededLot();
        await call('lotDdsUpdate', {
            body: {
                productId: lot.productId,
                lot: lot.lot,
                ddsReference: '26VN0000123456',
                ddsVerification: 'K7Q2X9AB',
            },
        });
        const history = await call<History>('lotHistory', {
            query: { productId: lot.productId, lot: lot.lot, limit: 10 },
        });
        const document = epcisDocument(history, '2026-11-26T00:00:00.000Z');
        const commissioning = document.epcisBody.eventList.find((e) => e.bizStep === 'commissioning')!;
        expect(commissioning.ilmd).toMatchObject({
            'xts:ddsReference': '26VN0000123456',
            'xts:ddsVerification': 'K7Q2X9AB',
        });
        const stamp = await call<{ keyData: Record<string, unknown> }>('publicStampV2', {
            params: { code: encodeStamp(1, 5) },
        });
        expect(stamp.keyData).toMatchObject({
            productCode: expect.stringMatching(/^\d{13}$/),
            brand: 'Cầu Đất Farm',
            locationCode: 'VN-68-CD-0012',
            originPlots: 8,
        });
        expect(stamp.keyData.standards).toContain('vietgap');
    });
});

describe("a lot's growing-area code (Circular 02)", () => {
    it('is read from the locations of the plots the lot came from, not the activation’s', async () => {
        const { lotKeyData } = await import('../../src/mocks/plots/keyData');
        const db = getDb();
        const code = () => lotKeyData(db, 1, 1, 'CD-2025-01').find((check) => check.key === 'location_code')!;
        expect(code()).toMatchObject({
            present: true,
            fixPath: expect.stringMatching(/^\/biz-location\/update\/\d+$/),
        });
        // One location of its plots without a code: missing, and the way to that location.
        const origin = (db.lotOrigins ?? []).find((row) => row.lot === 'CD-2025-01')!;
        const plot = (db.plots ?? []).find((p) => p.id === origin.plots[0].plotId)!;
        const location = db.bizLocations.find((l) => l.id === plot.locationId)!;
        location.areaCode = null;
        expect(code()).toMatchObject({ present: false, fixPath: `/biz-location/update/${location.id}` });
    });
});
