// @vitest-environment jsdom
import './mockServer';
import { describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/node';
import { getDb } from '../../src/mocks/db';
import { dataProvider } from '../../src/providers/dataProvider';
import { call } from '../../src/providers/http';
import { getSession, loadMe } from '../../src/providers/session';
import { setTokens } from '../../src/providers/tokens';
import { issueTokens } from '../../src/mocks/session';
import { invalidateOptions, loadOptions } from '../../src/providers/options';
import { checkGtin, gs1CheckDigit, hasValidGs1CheckDigit } from '../../src/validation';
import { checkAttributes, checkProductCode } from '../../src/domain/products';
import { checkLayout, TEMPLATE_DEFAULTS } from '../../src/domain/stampTemplates';
import { activitiesOf, gtin13 } from '../../src/mocks/seed/catalogue';
import { signInAs } from './helpers';
import { addDays, vietnamToday } from '../../src/domain/dates';

const validProduct = {
    name: 'Cà phê Arabica Cầu Đất rang mộc 1 kg',
    code: 'CD-ARB-1KG',
    gtin: gtin13('893860210099'),
    category: 'coffee',
    unit: 'túi',
    status: 'active',
};

const day = (offset: number) => addDays(vietnamToday(), offset);

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

describe('mock rules: stamp templates', () => {
    it('renders a real SVG preview with a QR code and the serial; a stopped template is marked not printable', async () => {
        await signInAs('owner');
        const preview = await call<{
            image: string;
            content: string;
            serial: string;
            printable: boolean;
            widthMm: number;
        }>('stampTemplatePreview', { params: { id: 1 } });
        const svg = decodeURIComponent(preview.image.replace('data:image/svg+xml;charset=utf-8,', ''));
        expect(svg).toContain('width="40mm" height="25mm" viewBox="0 0 40 25"');
        expect(svg).toMatch(
            /<svg x="12.5" y="4.2" width="15" height="15" [^>]*viewBox="0 0 \d+ \d+"[^>]*><path stroke="#1b1b1b" d="M0 0.5h7/,
        );
        expect(svg).toContain('>CD-0000000123</text>');
        expect(preview.content).toBe('https://scan.xacthucso.vn/K7M2Q9XPTA');
        expect(preview.printable).toBe(true);
        const gs1 = await call<{ content: string }>('stampTemplatePreview', { params: { id: 2 } });
        expect(gs1.content).toMatch(/^https:\/\/scan\.xacthucso\.vn\/01\/0\d{13}\/21\/K7M2Q9XPTA$/);
        const stopped = await call<{ image: string; printable: boolean }>('stampTemplatePreview', {
            params: { id: 4 },
        });
        expect(stopped.printable).toBe(false);
        expect(decodeURIComponent(stopped.image)).toContain('NGỪNG HOẠT ĐỘNG');
    });

    it('previews unsaved values and refuses a layout whose QR code leaves the stamp', async () => {
        await signInAs('user');
        const ok = await call<{ widthMm: number; heightMm: number }>('stampTemplatePreviewFromParams', {
            body: { ...TEMPLATE_DEFAULTS, widthMm: 60, heightMm: 40 },
        });
        expect(ok).toMatchObject({ widthMm: 60, heightMm: 40 });
        await expect(
            call('stampTemplatePreviewFromParams', { body: { ...TEMPLATE_DEFAULTS, qrX: 30 } }),
        ).rejects.toMatchObject({
            status: 400,
            body: { errors: { qrSizeMm: 'Mã QR nằm ra ngoài tem: giảm cạnh QR hoặc dời vị trí' } },
        });
    });

    it('activates and deactivates once each; a new template is active; edits keep the status', async () => {
        await signInAs('owner');
        await expect(call('stampTemplateActivate', { params: { id: 1 } })).rejects.toMatchObject({
            status: 400,
        });
        await call('stampTemplateActivate', { params: { id: 4 } });
        expect(getDb().stampTemplates.find((t) => t.id === 4)?.status).toBe('active');
        const created = await dataProvider.create('stamp-templates', {
            data: { ...TEMPLATE_DEFAULTS, name: 'Tem thử', status: 'inactive' },
        });
        expect(created.data.status).toBe('active');
        await call('stampTemplateDeactivate', { params: { id: created.data.id } });
        await dataProvider.update('stamp-templates', {
            id: created.data.id,
            data: { ...created.data, status: 'active', name: 'Tem thử 2' },
            previousData: created.data,
        });
        expect(getDb().stampTemplates.find((t) => t.id === created.data.id)).toMatchObject({
            status: 'inactive',
            name: 'Tem thử 2',
        });
        const foreign = getDb().stampTemplates.find((t) => t.bizId === 3)!;
        await expect(call('stampTemplatePreview', { params: { id: foreign.id } })).rejects.toMatchObject({
            status: 403,
        });
    });

    it('uploads a background image as multipart and refuses other files', async () => {
        await signInAs('owner');
        const form = new FormData();
        form.append(
            'file',
            new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'nen.png', { type: 'image/png' }),
        );
        expect(await call<{ url: string }>('uploadStampTemplateImage', { body: form })).toMatchObject({
            url: expect.stringMatching(/^data:image\/png;base64,/),
        });
        const pdf = new FormData();
        pdf.append('file', new File(['%PDF'], 'nen.pdf', { type: 'application/pdf' }));
        await expect(call('uploadStampTemplateImage', { body: pdf })).rejects.toMatchObject({ status: 400 });
    });
});

describe('mock rules: diaries', () => {
    it('offers templates with their activity kinds, by template and by diary', async () => {
        await signInAs('user');
        const templates = await call<{ id: number; name: string }[]>('diaryTemplates');
        expect(templates.map((t) => t.name)).toEqual([
            'Rau, chè an toàn theo VietGAP',
            'Cà phê (canh tác, sơ chế, rang)',
            'Lúa gạo',
            'Mật ong',
        ]);
        const honey = await call<{ id: string; fields: { key: string }[] }[]>('diaryTemplateActivities', {
            params: { id: 4 },
        });
        expect(honey.map((k) => k.id)).toEqual([
            'hive_check',
            'feeding',
            'treatment',
            'honey_harvest',
            'packing',
        ]);
        const coffee = await call<{ id: string }[]>('diaryTemplateActivitiesByDiary', { params: { id: 1 } });
        expect(coffee.map((k) => k.id)).toContain('roasting');
        const options = await call<{ id: number }[]>('diaryOptions', { params: { id: 1 } });
        expect(options.map((d) => d.id)).toEqual([1]);
        // Diary 5 belongs to a business this user is not a member of: the same 404 as a missing one.
        const missing = await call('diaryTemplateActivitiesByDiary', { params: { id: 99999 } }).catch(
            (e: unknown) => e,
        );
        await expect(call('diaryTemplateActivitiesByDiary', { params: { id: 5 } })).rejects.toMatchObject({
            status: 404,
            message: (missing as Error).message,
        });
    });

    it('creates a diary only for a product and location of the business; the template is locked once activities exist', async () => {
        await signInAs('owner');
        const foreignProduct = getDb().products.find((p) => p.bizId === 2)!;
        const bad = await dataProvider
            .create('diaries', {
                data: { name: 'Vụ mới', templateId: 9, productId: foreignProduct.id, startDate: day(0) },
            })
            .catch((e) => e);
        expect(bad.body.errors).toMatchObject({
            templateId: expect.any(String),
            productId: expect.any(String),
        });
        const { data } = await dataProvider.getOne('diaries', { id: 1 });
        const locked = await dataProvider
            .update('diaries', { id: 1, data: { ...data, templateId: 1 }, previousData: data })
            .catch((e) => e);
        expect(locked.body.errors.templateId).toBe('Nhật ký đã có hoạt động, không đổi được mẫu nhật ký');
    });

    it('checks activities: kind of the template, its own fields, no future date, no harvest inside a pre-harvest interval', async () => {
        await signInAs('user');
        const wrongKind = await call<any>('diaryActivityAdd', {
            body: { diaryId: 1, kind: 'hive_check', date: day(0), performer: 'Hoa' },
        }).catch((e) => e);
        expect(wrongKind.body.errors.kind).toBeDefined();
        const missing = await call<any>('diaryActivityAdd', {
            body: {
                diaryId: 1,
                kind: 'spraying',
                date: day(2),
                performer: 'Hoa',
                values: { product: 'Thuốc A' },
            },
        }).catch((e) => e);
        expect(missing.body.errors).toMatchObject({
            date: 'Không ghi hoạt động cho ngày trong tương lai',
            // Keys of react-admin's own messages: the form translates them on the fields.
            'values.target': 'ra.validation.required',
            'values.phiDays': 'ra.validation.required',
        });
        await call('diaryActivityAdd', {
            body: {
                diaryId: 1,
                kind: 'spraying',
                date: day(-3),
                performer: 'Hoa',
                values: { product: 'Thuốc A', target: 'Rệp', dose: '20 ml/bình', phiDays: 7 },
            },
        });
        const early = await call<any>('diaryActivityAdd', {
            body: {
                diaryId: 1,
                kind: 'harvest',
                date: day(0),
                performer: 'Hoa',
                values: { quantityKg: 100 },
            },
        }).catch((e) => e);
        expect(early.status).toBe(400);
        expect(early.body.errors.date).toContain('Chưa hết thời gian cách ly');
        const harvest = await call<{ id: number; kindName: string; values: Record<string, unknown> }>(
            'diaryActivityAdd',
            {
                body: {
                    diaryId: 1,
                    kind: 'fertilising',
                    date: day(0),
                    performer: 'Hoa',
                    values: { input: 'Phân hữu cơ', dose: '50', method: 'Bón gốc' },
                },
            },
        );
        expect(harvest).toMatchObject({ kindName: 'Bón phân', values: { dose: 50 } });
        const list = await call<{ items: { id: number }[]; total: number }>('diaryActivityList', {
            params: { id: 1 },
            query: { limit: 100 },
        });
        expect(list.items[0].id).toBe(harvest.id);
    });

    it('a finished diary takes no new activity and loses none', async () => {
        await signInAs('owner');
        await expect(
            call('diaryActivityAdd', {
                body: {
                    diaryId: 2,
                    kind: 'weeding',
                    date: day(0),
                    performer: 'Hoa',
                    values: { method: 'Thủ công' },
                },
            }),
        ).rejects.toMatchObject({
            status: 400,
            message: 'Nhật ký đã kết thúc, không thể thay đổi hoạt động',
        });
        const finishedActivity = activitiesOf(getDb()).find((a) => a.diaryId === 2)!;
        await expect(
            call('diaryActivityDelete', { params: { id: finishedActivity.id } }),
        ).rejects.toMatchObject({ status: 400 });
        const foreign = activitiesOf(getDb()).find((a) => a.bizId === 3)!;
        await expect(call('diaryActivityDetail', { params: { id: foreign.id } })).rejects.toMatchObject({
            status: 403,
        });
    });
});

describe('catalogue words', () => {
    it('every i18n key the catalogue screens use exists in Vietnamese and English', async () => {
        const { readFileSync, readdirSync } = await import('node:fs');
        const { join } = await import('node:path');
        const { allMessages } = await import('../../src/providers/i18n/all');
        const { vi, en } = allMessages;
        const root = join(__dirname, '../../src/resources');
        const files = ['products', 'stamp-templates', 'diaries'].flatMap((dir) =>
            readdirSync(join(root, dir))
                .filter((name) => name.endsWith('.tsx') || name.endsWith('.ts'))
                .map((name) => readFileSync(join(root, dir, name), 'utf8')),
        );
        // A CSV column's value translated from a group: `translated(source, '<group key>')`.
        const groups = new Set(
            files.flatMap((text) =>
                [...text.matchAll(/translated\(\s*'[\w.]+',\s*'([\w.-]+)'\s*\)/g)].map((m) => m[1]),
            ),
        );
        const keys = new Set(
            files
                .flatMap((text) =>
                    [...text.matchAll(/['"`]((?:xts|resources)\.[\w.-]+[\w])['"`]/g)].map((m) => m[1]),
                )
                .filter((key) => !groups.has(key)),
        );
        const lookup = (tree: unknown, key: string) =>
            key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
        expect(keys.size).toBeGreaterThan(40);
        expect(groups.size).toBeGreaterThan(4);
        const missing = [...keys].filter(
            (key) => typeof lookup(vi, key) !== 'string' || typeof lookup(en, key) !== 'string',
        );
        expect(missing).toEqual([]);
        const isGroup = (node: unknown) => typeof node === 'object' && node !== null;
        const missingGroups = [...groups].filter(
            (key) => !isGroup(lookup(vi, key)) || !isGroup(lookup(en, key)),
        );
        expect(missingGroups).toEqual([]);
    });
});
