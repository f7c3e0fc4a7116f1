// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { getDb } from '../../mocks/db';
import { dataProvider } from '../../providers/dataProvider';
import { signInAs } from '../../../tests/unit/helpers';

const validPartner = {
    name: 'Công ty TNHH Thử nghiệm',
    type: 'supplier',
    phone: '0912345678',
    province: '68',
    ward: '68001',
};

describe('partners and sales points, through the data provider and the mock', () => {
    it('lists partners with the README query convention and normalises the answer', async () => {
        await signInAs('owner');
        let url: URL | null = null;
        server.events.on('request:start', ({ request }) => {
            if (request.url.includes('/api/biz-partner/list')) url = new URL(request.url);
        });
        const result = await dataProvider.getList('partners', {
            pagination: { page: 1, perPage: 2 },
            sort: { field: 'name', order: 'DESC' },
            filter: { q: 'cong ty', status: 'active' },
        });
        server.events.removeAllListeners();
        expect(Object.fromEntries(url!.searchParams)).toEqual({
            page: '1',
            limit: '2',
            sort: 'name',
            order: 'desc',
            q: 'cong ty',
            status: 'active',
        });
        expect(result.data).toHaveLength(2);
        expect(result.total).toBe(3);
        expect(result.data[0].name >= result.data[1].name).toBe(true);
    });

    it('reads a partner from the misspelt detail path and updates it with PATCH', async () => {
        await signInAs('owner');
        const seen: string[] = [];
        server.events.on('request:start', ({ request }) =>
            seen.push(`${request.method} ${new URL(request.url).pathname}`),
        );
        const { data } = await dataProvider.getOne('partners', { id: 2 });
        await dataProvider.update('partners', {
            id: 2,
            data: { ...data, contactName: 'Người mới' },
            previousData: data,
        });
        server.events.removeAllListeners();
        expect(seen).toEqual(['GET /api/biz-partner/deatil/2', 'PATCH /api/biz-partner/update/2']);
        expect(getDb().partners.find((p) => p.id === 2)?.contactName).toBe('Người mới');
    });

    it('refuses invalid input with field errors in Vietnamese', async () => {
        await signInAs('owner');
        const error = await dataProvider
            .create('partners', { data: { ...validPartner, phone: '123', ward: '01001', taxCode: 'abc' } })
            .catch((e) => e);
        expect(error.status).toBe(400);
        expect(error.body.errors).toMatchObject({
            phone: expect.stringContaining('Số điện thoại không hợp lệ'),
            ward: 'Phường/xã không thuộc tỉnh/thành phố đã chọn',
            taxCode: expect.stringContaining('Mã số thuế'),
        });
        const duplicate = await dataProvider
            .create('partners', { data: { ...validPartner, name: 'công ty cp chế biến cà phê đà lạt' } })
            .catch((e) => e);
        expect(duplicate.body.errors.name).toBe('Tên này đã được dùng trong chủ thể');
    });

    it('stops a sales point with an update that keeps its other fields', async () => {
        await signInAs('owner');
        const { data } = await dataProvider.getOne('shops', { id: 1 });
        await dataProvider.update('shops', {
            id: 1,
            data: { ...data, status: 'inactive' },
            previousData: data,
        });
        const stored = getDb().shops.find((s) => s.id === 1)!;
        expect(stored).toMatchObject({
            status: 'inactive',
            name: data.name,
            ward: data.ward,
            phone: data.phone,
        });
        await expect(
            dataProvider.update('shops', { id: 1, data: { status: 'closed' }, previousData: data }),
        ).rejects.toMatchObject({ status: 400 });
    });
});
