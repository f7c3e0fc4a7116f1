// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/db';
import { dataProvider } from '../../providers/dataProvider';
import { call } from '../../providers/http';
import { activitiesOf } from './mock/seed';
import { signInAs } from '../../../tests/unit/helpers';
import { addDays, vietnamToday } from '../../domain/dates';

const day = (offset: number) => addDays(vietnamToday(), offset);

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
