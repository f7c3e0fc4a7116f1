// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { getDb } from '../../mocks/db';
import { dataProvider } from '../../providers/dataProvider';
import { call } from '../../providers/http';
import { getSession, loadMe } from '../../providers/session';
import { setTokens } from '../../providers/tokens';
import { issueTokens } from '../../mocks/session';
import { invalidateOptions, loadOptions } from '../../providers/options';
import { checkGtin, gs1CheckDigit, hasValidGs1CheckDigit } from '../../domain/validation';
import { checkAttributes, checkProductCode } from '../../domain/products';
import { checkLayout, TEMPLATE_DEFAULTS } from '../../domain/stampTemplates';
import { activitiesOf, gtin13 } from './mock/seed';
import { signInAs } from '../../../tests/unit/helpers';

const validProduct = {
    name: 'Cà phê Arabica Cầu Đất rang mộc 1 kg',
    code: 'CD-ARB-1KG',
    gtin: gtin13('893860210099'),
    category: 'coffee',
    unit: 'túi',
    status: 'active',
};

/** Records the method, path and body of every request while `run` runs. */
async function requestsDuring(run: () => Promise<unknown>) {
    const seen: { method: string; path: string; query: string; body: string }[] = [];
    server.events.on('request:start', async ({ request }) => {
        const url = new URL(request.url);
        seen.push({
            method: request.method,
            path: url.pathname,
            query: url.search,
            body: request.method === 'GET' ? '' : await request.clone().text(),
        });
    });
    try {
        await run();
    } finally {
        server.events.removeAllListeners();
    }
    return seen;
}

describe('GTIN and catalogue field rules', () => {
    it('computes GS1 mod-10 check digits and accepts GTIN-13/14 only with the right one', () => {
        expect(gs1CheckDigit('893860210001')).toBe(Number(gtin13('893860210001').slice(-1)));
        expect(gs1CheckDigit('629104150021')).toBe(3);
        expect(checkGtin('6291041500213')).toBeUndefined();
        expect(checkGtin('6291041500214')).toBe('xts.validation.gtin');
        expect(checkGtin('06291041500213')).toBeUndefined();
        expect(checkGtin('12345')).toBe('xts.validation.gtin');
        expect(checkGtin('')).toBeUndefined();
    });

    it('every seeded GTIN carries a valid check digit', () => {
        const gtins = getDb()
            .products.map((p) => p.gtin)
            .filter(Boolean) as string[];
        expect(gtins.length).toBeGreaterThan(8);
        for (const gtin of gtins) expect(hasValidGs1CheckDigit(gtin), gtin).toBe(true);
    });

    it('product codes, attributes and stamp layouts', () => {
        expect(checkProductCode('CD-ARB.01_X')).toBeUndefined();
        expect(checkProductCode('mã có dấu')).toBe('xts.catalogue.validation.product_code');
        expect(checkAttributes([{ name: 'Giống', value: 'Catimor' }])).toBeUndefined();
        expect(checkAttributes([{ name: 'Giống', value: '' }])).toBe('xts.catalogue.validation.attributes');
        expect(
            checkAttributes([
                { name: 'a', value: '1' },
                { name: 'A', value: '2' },
            ]),
        ).toBe('xts.catalogue.validation.attribute_duplicate');
        expect(checkLayout(TEMPLATE_DEFAULTS)).toEqual({});
        expect(checkLayout({ ...TEMPLATE_DEFAULTS, qrSizeMm: 30 }).qrSizeMm).toBe(
            'xts.catalogue.validation.qr_outside',
        );
        expect(checkLayout({ ...TEMPLATE_DEFAULTS, widthMm: 5 }).widthMm).toBe(
            'xts.catalogue.validation.size_range',
        );
        // Round stamps: the QR square must fit inside the circle, not just the bounding box.
        expect(
            checkLayout({
                ...TEMPLATE_DEFAULTS,
                shape: 'circle',
                widthMm: 30,
                heightMm: 30,
                qrX: 0,
                qrY: 0,
                qrSizeMm: 10,
                serialX: 15,
                serialY: 25,
            }).qrSizeMm,
        ).toBe('xts.catalogue.validation.qr_outside');
    });
});

describe('provider entries of the catalogue', () => {
    it('lists products with the list convention and edits them with POST /api/product/edit/:id', async () => {
        await signInAs('owner');
        let list: Awaited<ReturnType<typeof dataProvider.getList>> | null = null;
        const seen = await requestsDuring(async () => {
            list = await dataProvider.getList('products', {
                pagination: { page: 1, perPage: 2 },
                sort: { field: 'name', order: 'ASC' },
                filter: { q: 'arabica', status: 'active' },
            });
            const { data } = await dataProvider.getOne('products', { id: 2 });
            await dataProvider.update('products', {
                id: 2,
                data: { ...data, brand: 'Cầu Đất Farm Premium' },
                previousData: data,
            });
        });
        expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
            'GET /api/product/list',
            'GET /api/product/detail/2',
            'POST /api/product/edit/2',
        ]);
        expect(Object.fromEntries(new URLSearchParams(seen[0].query))).toEqual({
            page: '1',
            limit: '2',
            sort: 'name',
            order: 'asc',
            q: 'arabica',
            status: 'active',
        });
        expect(list!.data).toHaveLength(2);
        expect(list!.total).toBe(4);
        expect(getDb().products.find((p) => p.id === 2)?.brand).toBe('Cầu Đất Farm Premium');
    });

    it('diaries update with PATCH, activities with PATCH and the id in the body, and delete with DELETE', async () => {
        await signInAs('owner');
        const seen = await requestsDuring(async () => {
            const { data: diary } = await dataProvider.getOne('diaries', { id: 1 });
            await dataProvider.update('diaries', {
                id: 1,
                data: { ...diary, manager: 'Lê Thị Hoa' },
                previousData: diary,
            });
            const { data: activity } = await dataProvider.getOne('diary-activities', { id: 5 });
            await dataProvider.update('diary-activities', {
                id: 5,
                data: { ...activity, note: 'Làm cỏ quanh gốc' },
                previousData: activity,
            });
            await dataProvider.delete('diary-activities', { id: 5, previousData: activity });
        });
        expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
            'GET /api/diary/detail/1',
            'PATCH /api/diary/update/1',
            'GET /api/diary/activity/detail/5',
            'PATCH /api/diary/activity',
            'DELETE /api/diary/activity/5',
        ]);
        expect(JSON.parse(seen[3].body)).toMatchObject({ id: 5, note: 'Làm cỏ quanh gốc' });
        expect(activitiesOf(getDb()).some((a) => a.id === 5)).toBe(false);
    });

    it('feeds the cached options from list-active and refetches after invalidateOptions', async () => {
        await signInAs('owner');
        const products = await loadOptions('products');
        expect(products.map((p) => p.name)).not.toContain('Cà phê phin giấy Cầu Đất (hộp 10 gói)');
        const templates = await loadOptions('stampTemplates');
        expect(templates).toHaveLength(3);
        await call('stampTemplateDeactivate', { params: { id: 1 } });
        invalidateOptions('stampTemplates');
        expect(getSession().options.stampTemplates).toBeNull();
        expect(await loadOptions('stampTemplates')).toHaveLength(2);
    });

    it('keeps the options of one business: active growing locations are cached too, and another business starts without them', async () => {
        const { user } = await signInAs('owner');
        await loadMe();
        const locations = await loadOptions('locations');
        expect(locations.length).toBeGreaterThan(0);
        await loadOptions('products');
        // Reopening the same business keeps the cache.
        await loadMe();
        expect(getSession().options.locations).toEqual(locations);
        // The owner switches to the tea company: its /api/me drops the coffee cooperative's options.
        const db = getDb();
        const other = db.memberships.find(
            (m) => m.userId === user.id && m.bizId !== getSession().current_biz?.biz_id,
        )!;
        const { accessToken, refreshToken } = await issueTokens(db, user.id, other.bizId);
        setTokens(accessToken, refreshToken);
        await loadMe();
        expect(getSession().current_biz?.biz_id).toBe(other.bizId);
        expect(getSession().options).toEqual({ products: null, stampTemplates: null, locations: null });
    });
});

describe('mock rules: products', () => {
    it('refuses a bad GTIN, a bad or taken code, and a taken GTIN, with field errors', async () => {
        await signInAs('owner');
        const bad = await dataProvider
            .create('products', { data: { ...validProduct, gtin: '8938602100994', code: 'x' } })
            .catch((e) => e);
        expect(bad.status).toBe(400);
        expect(bad.body.errors).toMatchObject({
            gtin: 'GTIN gồm 13 hoặc 14 chữ số với số kiểm tra GS1 hợp lệ',
            code: expect.stringContaining('Mã sản phẩm gồm'),
        });
        const taken = await dataProvider
            .create('products', {
                data: { ...validProduct, code: 'cd-arb-rx500', gtin: getDb().products[1].gtin },
            })
            .catch((e) => e);
        expect(taken.body.errors).toEqual({
            code: 'Mã sản phẩm này đã được dùng trong chủ thể',
            gtin: 'GTIN này đã được gán cho một sản phẩm khác của chủ thể',
        });
        // The same code in another business is fine.
        await signInAs('owner');
        const created = await dataProvider.create('products', {
            data: { ...validProduct, attributes: [{ name: 'Mức rang', value: 'Rang mộc' }] },
        });
        expect(created.data).toMatchObject({
            code: 'CD-ARB-1KG',
            publicCode: expect.stringMatching(/^[A-Z2-9]{10}$/),
        });
        expect(await call('productAttributes', { params: { id: created.data.id } })).toEqual([
            { name: 'Mức rang', value: 'Rang mộc' },
        ]);
    });

    it("answers 403 for another business's product and 403 to observers who write", async () => {
        await signInAs('owner');
        const foreign = getDb().products.find((p) => p.bizId === 3)!;
        await expect(dataProvider.getOne('products', { id: foreign.id })).rejects.toMatchObject({
            status: 403,
        });
        await expect(call('productAttributes', { params: { id: foreign.id } })).rejects.toMatchObject({
            status: 403,
        });
        await expect(dataProvider.getOne('products', { id: 99999 })).rejects.toMatchObject({ status: 404 });
        await signInAs('observer');
        await expect(
            dataProvider.getList('products', {
                pagination: { page: 1, perPage: 5 },
                sort: { field: 'name', order: 'ASC' },
                filter: {},
            }),
        ).resolves.toBeTruthy();
        await expect(dataProvider.create('products', { data: validProduct })).rejects.toMatchObject({
            status: 403,
        });
        await expect(call('stampTemplateActivate', { params: { id: 4 } })).rejects.toMatchObject({
            status: 403,
        });
        await expect(call('diaryActivityDelete', { params: { id: 1 } })).rejects.toMatchObject({
            status: 403,
        });
    });

    it('serves the public page of an active product by its public code, without a token', async () => {
        const product = getDb().products[0];
        const page = await call<{
            name: string;
            url: string;
            company: { name: string };
            diaries: { activities: unknown[] }[];
        }>('publicProductV2', {
            params: { code: product.publicCode },
        });
        expect(page.name).toBe(product.name);
        expect(page.url).toBe(`https://scan.xacthucso.vn/p/${product.publicCode}`);
        expect(page.company.name).toBe('HTX Cà phê Cầu Đất');
        expect(page.diaries[0].activities.length).toBeGreaterThan(3);
        expect(await call('publicProduct', { params: { code: product.publicCode } })).toMatchObject({
            name: product.name,
            bizName: 'HTX Cà phê Cầu Đất',
        });
        const stopped = getDb().products.find((p) => p.status === 'inactive')!;
        await expect(call('publicProductV2', { params: { code: stopped.publicCode } })).rejects.toMatchObject(
            { status: 404 },
        );
    });
});
