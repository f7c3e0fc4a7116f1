// @vitest-environment jsdom
import './mockServer';
import { describe, expect, it } from 'vitest';
import { call } from '../../src/providers/http';
import { getDb } from '../../src/mocks/db';
import { config } from '../../src/config';
import { parseScan } from '../../src/domain/scan';
import { signInAs } from './helpers';

/** The seed's round template whose QR codes are GS1 Digital Links, and an active product with a GTIN. */
function gs1Setup() {
    const db = getDb();
    const template = db.stampTemplates.find(
        (t) => t.bizId === 1 && t.qrContent === 'gs1' && t.status === 'active',
    )!;
    const product = db.products.find((p) => p.bizId === 1 && p.status === 'active' && p.gtin)!;
    return { db, template, product };
}

async function printPart(url: string, offset = 0, limit = 3) {
    const { pathname, searchParams } = new URL(url);
    const id = pathname.split('/').pop();
    const response = await fetch(
        `http://localhost/__mock/print/${id}?key=${searchParams.get('key')}&offset=${offset}&limit=${limit}`,
    );
    return { status: response.status, body: await response.json() };
}

describe('print-url and the print file store of the mock', () => {
    it('a pre-activated Digital Link batch: csvUrl, and QR codes with GTIN, lot and the code in AI 21', async () => {
        await signInAs('owner');
        const { template, product } = gs1Setup();
        const batch = await call<{ id: number }>('generationAddPreactivate', {
            body: { templateId: template.id, quantity: 3, productId: product.id, lot: 'Lô 3/2025' },
        });
        const links = await call<{ url: string; csvUrl: string }>('generationPrintUrl', {
            params: { id: batch.id },
        });
        expect(links.csvUrl).toBe(`${links.url}&file=csv`);
        // The print page draws the template's background image: the layout carries it.
        const picture = 'https://cdn.xacthucso.vn/mau-tem/nen-ca-phe.jpg';
        template.backgroundImage = picture;
        const { status, body } = await printPart(links.url);
        expect(status).toBe(200);
        // The lot stays as written; AI 10 carries its GS1 lot code, proposed by the server when none is sent.
        expect(body.data).toMatchObject({
            qrMode: 'gs1',
            lot: 'Lô 3/2025',
            gs1Lot: 'Lo-3/2025',
            layout: { shape: 'circle', backgroundImage: picture },
        });
        for (const item of body.data.items) {
            expect(item.qr).toMatch(/\/01\/\d{14}\/10\/Lo-3%2F2025\/21\/[2-9A-Z]{12}$/);
            expect(parseScan(item.qr, config)).toMatchObject({
                ok: true,
                kind: 'code',
                code: item.code,
                lot: 'Lo-3/2025',
            });
        }
    });

    it('a Digital Link batch without a product prints the scanner link and says so', async () => {
        await signInAs('owner');
        const { template } = gs1Setup();
        const batch = await call<{ id: number }>('generationAdd', {
            body: { templateId: template.id, quantity: 2 },
        });
        const { body } = await printPart(
            (await call<{ url: string }>('generationPrintUrl', { params: { id: batch.id } })).url,
        );
        expect(body.data.qrMode).toBe('gs1_without_gtin');
        expect(body.data.items[0].qr).toBe(`${config.scannerHost}/${body.data.items[0].code}`);
    });

    it('refuses a product GTIN with a wrong check digit, naming the right digit', async () => {
        await signInAs('owner');
        const { template, product } = gs1Setup();
        const batch = await call<{ id: number }>('generationAddPreactivate', {
            body: { templateId: template.id, quantity: 2, productId: product.id, lot: 'L1' },
        });
        const links = await call<{ url: string }>('generationPrintUrl', { params: { id: batch.id } });
        const gtin = String(product.gtin);
        const wrong = gtin.slice(0, -1) + ((Number(gtin.slice(-1)) + 1) % 10);
        product.gtin = wrong;
        await expect(call('generationPrintUrl', { params: { id: batch.id } })).rejects.toMatchObject({
            status: 400,
            message: `GTIN ${wrong} của sản phẩm “${product.name}” sai chữ số kiểm tra (chữ số cuối phải là ${gtin.slice(-1)}): sửa GTIN của sản phẩm rồi mở lại tệp in`,
        });
        // A link issued before the GTIN changed no longer builds the file either.
        const { status, body } = await printPart(links.url);
        expect(status).toBe(400);
        expect(body.message).toContain('sai chữ số kiểm tra');
    });
});
