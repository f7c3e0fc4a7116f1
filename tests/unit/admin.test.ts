// @vitest-environment jsdom
import './mockServer';
import { describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/node';
import { dataProvider } from '../../src/providers/dataProvider';
import { call } from '../../src/providers/http';
import { getDb } from '../../src/mocks/db';
import { checkGln, checkPhone, checkTaxCode, gs1CheckDigit } from '../../src/domain/validation';
import { signInAs } from './helpers';

describe('field rules', () => {
    it('phone numbers: 10-digit mobiles, 11-digit landlines, +84', () => {
        for (const ok of ['0912345678', '0352345678', '02633822111', '+84912345678', '0912 345 678'])
            expect(checkPhone(ok), ok).toBeUndefined();
        for (const bad of ['091234567', '0112345678', '12345', '0263382211', '+8491234567'])
            expect(checkPhone(bad), bad).toBe('xts.validation.phone');
    });

    it('tax codes of 10 or 13 digits, GLN with a GS1 check digit', () => {
        expect(checkTaxCode('0312345673')).toBeUndefined();
        expect(checkTaxCode('0312345673-001')).toBeUndefined();
        expect(checkTaxCode('0312345673001')).toBeUndefined();
        expect(checkTaxCode('031234567')).toBe('xts.validation.tax_code');
        expect(gs1CheckDigit('893000000001')).toBe(9);
        expect(checkGln('8930000000019')).toBeUndefined();
        expect(checkGln('8930000000018')).toBe('xts.validation.gln');
    });
});

describe('provider entries of the manage section', () => {
    it('updates growing locations with POST and business users with the id in the body', async () => {
        await signInAs('owner');
        const seen: string[] = [];
        server.events.on('request:start', async ({ request }) => {
            seen.push(
                `${request.method} ${new URL(request.url).pathname} ${request.method === 'GET' ? '' : await request.clone().text()}`,
            );
        });
        await dataProvider.update('biz-locations', {
            id: 1,
            data: { ...getDb().bizLocations[0], crops: 'Cà phê' },
            previousData: { id: 1 },
        });
        await dataProvider.update('biz-users', {
            id: 2,
            data: { position: 'Thủ kho' },
            previousData: { id: 2 },
        });
        server.events.removeAllListeners();
        expect(seen[0]).toMatch(/^POST \/api\/biz-location\/update\/1 /);
        expect(seen[1]).toMatch(/^POST \/api\/biz-user\/update /);
        expect(JSON.parse(seen[1].split(' ').slice(2).join(' '))).toMatchObject({
            id: 2,
            position: 'Thủ kho',
        });
    });

    it('sends business registration as multipart with the logo file', async () => {
        await signInAs('owner');
        let type = '';
        server.events.on('request:start', ({ request }) => {
            if (request.url.includes('/api/business/create'))
                type = request.headers.get('content-type') ?? '';
        });
        const form = new FormData();
        Object.entries({
            name: 'HTX Mới',
            taxCode: '5800000015',
            phone: '0912345678',
            province: '68',
            ward: '68001',
        }).forEach(([k, v]) => form.append(k, v));
        form.append(
            'logo',
            new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'logo.png', { type: 'image/png' }),
        );
        const biz = await call<{ id: number; logo: string; role: number }>('businessCreate', { body: form });
        server.events.removeAllListeners();
        expect(type).toContain('multipart/form-data');
        expect(biz.logo).toMatch(/^data:image\/png;base64,/);
        expect(biz.role).toBe(1);
    });
});

describe('mock rules of the manage section', () => {
    it("answers 403 for another business's record, 404 for a missing one, and 403 to non-owners", async () => {
        await signInAs('owner');
        const otherBusiness = getDb().partners.find((p) => p.bizId !== 1)!;
        await expect(dataProvider.getOne('partners', { id: otherBusiness.id })).rejects.toMatchObject({
            status: 403,
            message: expect.stringContaining('chủ thể khác'),
        });
        await expect(dataProvider.getOne('partners', { id: 99999 })).rejects.toMatchObject({ status: 404 });
        await signInAs('user');
        await expect(
            dataProvider.getList('shops', {
                pagination: { page: 1, perPage: 5 },
                sort: { field: 'name', order: 'ASC' },
                filter: {},
            }),
        ).rejects.toMatchObject({ status: 403 });
        await signInAs('observer');
        await expect(
            call('invitationCreate', { body: { phone: '0912345678', role: 2 } }),
        ).rejects.toMatchObject({ status: 403 });
    });

    it('copies the logo of another business the user manages, not of one they do not', async () => {
        await signInAs('owner');
        const copy = await call<{ urls: string[] }>('cloneBizResource', {
            body: { fromBizId: 2, resource: 'logo' },
        });
        expect(copy.urls[0]).toBe(getDb().businesses.find((b) => b.id === 2)!.logo);
        await expect(
            call('cloneBizResource', { body: { fromBizId: 4, resource: 'logo' } }),
        ).rejects.toMatchObject({ status: 403 });
    });
});

describe('more rules of the manage section', () => {
    it('refuses sales points and growing locations of another business with 403 (invitations: 404)', async () => {
        await signInAs('owner');
        const shop = getDb().shops.find((s) => s.bizId !== 1)!;
        const location = getDb().bizLocations.find((l) => l.bizId !== 1)!;
        await expect(
            dataProvider.update('shops', { id: shop.id, data: { name: 'X' }, previousData: { id: shop.id } }),
        ).rejects.toMatchObject({ status: 403 });
        expect(getDb().shops.find((s) => s.id === shop.id)!.name).not.toBe('X');
        await expect(dataProvider.getOne('biz-locations', { id: location.id })).rejects.toMatchObject({
            status: 403,
        });
        const invitation = getDb().invitations.find((i) => i.bizId !== 1)!;
        await expect(call('invitationCancel', { params: { id: invitation.id } })).rejects.toMatchObject({
            status: 404,
        });
    });
});

describe('CSV export of the manage lists', () => {
    it('writes Vietnamese headers and values, keeps leading zeros and neutralises formulas', async () => {
        const { toCsv, translated, dateColumn } = await import('../../src/kit/csv');
        const { i18nProvider, ensureAreaMessages } = await import('../../src/providers/i18n');
        await ensureAreaMessages();
        const translate = (key: string, options?: Record<string, unknown>) =>
            i18nProvider.translate(key, options);
        const csv = toCsv(
            [
                {
                    id: 1,
                    name: 'Công ty "Sài Gòn", chi nhánh 1',
                    type: 'distributor',
                    phone: '02838221234',
                    createdAt: '2026-05-06T03:00:00Z',
                },
                { id: 2, name: '=HYPERLINK("x")', type: 'unknown-kind', phone: '', createdAt: null },
            ],
            'partners',
            [
                { source: 'name' },
                translated('type', 'resources.partners.types'),
                { source: 'phone' },
                dateColumn('createdAt'),
            ],
            translate,
        );
        const [header, first, second] = csv.split('\r\n');
        expect(header).toBe('"Tên đối tác","Loại đối tác","Số điện thoại","Ngày tạo"');
        expect(first).toBe('"Công ty ""Sài Gòn"", chi nhánh 1","Nhà phân phối","02838221234","06/05/2026"');
        expect(second).toBe('"\'=HYPERLINK(""x"")","unknown-kind","",""');
    });
});
