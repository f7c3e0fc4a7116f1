import type { MockDb, MockDiary } from '../../../mocks/state';
import { bizCrud, findOwn, required, str, type BizRecord, type FieldErrors } from '../../../mocks/crud';
import { notFound, route, type Ctx } from '../../../mocks/kit';
import { checkLength } from '../../../domain/validation';
import { DIARY_STATUSES } from '../../../domain/diaries';
import { activitiesOf } from './seed';
import { DIARY_TEMPLATES, kindsOfTemplate } from '../../../mocks/seed/diaryTemplates';
import { vietnamToday as today } from '../../../domain/dates';

/** Production diaries and their templates; the activities recorded in them are in ./diaryActivities. */

export type Diary = MockDiary & BizRecord;

export const DIARY_NOT_FOUND = 'Không tìm thấy nhật ký sản xuất';

const oneOf = (values: readonly string[], value: unknown) =>
    value === undefined || value === null || value === '' || values.includes(String(value))
        ? undefined
        : 'xts.validation.invalid_choice';

export const isDay = (value: unknown) =>
    /^\d{4}-\d{2}-\d{2}$/.test(str(value)) && !Number.isNaN(new Date(str(value)).getTime());
const idOrNull = (value: unknown) =>
    value === undefined || value === null || value === '' ? null : Number(value);

const diaries = (db: MockDb) => db.diaries as Diary[];
export const templateOf = (id: unknown) => DIARY_TEMPLATES.find((t) => String(t.id) === String(id));

function present(diary: Diary, ctx: Ctx) {
    const { db } = ctx;
    const activities = activitiesOf(db).filter((a) => a.diaryId === diary.id);
    const last = activities.reduce<string | null>((max, a) => (max && max > a.date ? max : a.date), null);
    return {
        ...diary,
        templateName: templateOf(diary.templateId)?.name ?? '',
        productName: db.products.find((p) => p.id === diary.productId)?.name ?? '',
        locationName: db.bizLocations.find((l) => l.id === diary.locationId)?.name ?? '',
        activityCount: activities.length,
        lastActivityDate: last,
    };
}

function validateDiary(input: Record<string, unknown>, ctx: Ctx, existing?: Diary): FieldErrors {
    const biz = ctx.session.biz!.id;
    const productId = idOrNull(input.productId);
    const locationId = idOrNull(input.locationId);
    const product = ctx.db.products.find((p) => p.id === productId && p.bizId === biz);
    const location = ctx.db.bizLocations.find((l) => l.id === locationId && l.bizId === biz);
    const hasActivities = !!existing && activitiesOf(ctx.db).some((a) => a.diaryId === existing.id);
    return {
        name: required(input.name) ?? checkLength(str(input.name), 200),
        templateId:
            required(input.templateId) ??
            (templateOf(input.templateId) ? undefined : 'xts.validation.invalid_choice') ??
            (hasActivities && String(existing!.templateId) !== String(input.templateId)
                ? 'xts.catalogue.validation.template_locked'
                : undefined),
        productId:
            required(input.productId) ??
            (!product
                ? 'xts.validation.invalid_choice'
                : product.status !== 'active' && existing?.productId !== product.id
                  ? 'xts.catalogue.validation.product_inactive'
                  : undefined),
        locationId:
            locationId === null
                ? undefined
                : !location
                  ? 'xts.validation.invalid_choice'
                  : location.status !== 'active' && existing?.locationId !== location.id
                    ? 'xts.catalogue.validation.location_inactive'
                    : undefined,
        season: checkLength(str(input.season), 50),
        manager: checkLength(str(input.manager), 100),
        startDate:
            required(input.startDate) ??
            (isDay(input.startDate) ? undefined : 'xts.catalogue.validation.date'),
        endDate: !input.endDate
            ? undefined
            : !isDay(input.endDate)
              ? 'xts.catalogue.validation.date'
              : str(input.endDate) < str(input.startDate)
                ? 'xts.catalogue.validation.end_before_start'
                : undefined,
        status: oneOf(DIARY_STATUSES, input.status),
        note: checkLength(str(input.note), 2000),
    };
}

/** A diary of the current business, by id (404 or "not yours" otherwise). */
export const ownDiary = (ctx: Ctx, id: unknown) =>
    findOwn(diaries(ctx.db), ctx, String(id ?? ''), DIARY_NOT_FOUND);

const templateSummary = (t: (typeof DIARY_TEMPLATES)[number]) => ({
    id: t.id,
    code: t.code,
    name: t.name,
    standard: t.standard,
    description: t.description,
    kindNames: kindsOfTemplate(t).map((k) => k.name),
});

export const diaryHandlers = [
    ...bizCrud<Diary>({
        collection: diaries,
        seq: 'diaries',
        calls: { list: 'diaryList', detail: 'diaryDetail', create: 'diaryAdd', update: 'diaryUpdate' },
        list: {
            search: ['name', 'season', 'manager'],
            filters: ['status', 'templateId', 'productId', 'locationId'],
            dateField: 'startDate',
            defaultSort: { field: 'startDate', order: 'desc' },
        },
        validate: validateDiary,
        fields: (input) => {
            const status = (str(input.status) || 'ongoing') as 'ongoing' | 'finished';
            return {
                name: str(input.name),
                templateId: Number(input.templateId),
                productId: idOrNull(input.productId),
                locationId: idOrNull(input.locationId),
                season: str(input.season),
                manager: str(input.manager),
                startDate: str(input.startDate),
                // Finishing a diary without an end date closes it today.
                endDate: str(input.endDate) || (status === 'finished' ? today() : null),
                status,
                note: str(input.note),
            };
        },
        present,
        notFoundMessage: DIARY_NOT_FOUND,
    }),

    /** Diaries of one product, for pickers (a stamp lot points at the diary it came from). */
    route('diaryOptions', (ctx) => {
        findOwn(
            ctx.db.products as ((typeof ctx.db.products)[number] & BizRecord)[],
            ctx,
            ctx.params.id,
            'Không tìm thấy sản phẩm',
        );
        return diaries(ctx.db)
            .filter((d) => d.bizId === ctx.session.biz!.id && String(d.productId) === String(ctx.params.id))
            .sort((a, b) => str(b.startDate).localeCompare(str(a.startDate)))
            .map((d) => ({
                id: d.id,
                name: d.name,
                season: d.season,
                status: d.status,
                startDate: d.startDate,
            }));
    }),

    route('diaryTemplates', () => DIARY_TEMPLATES.map(templateSummary)),

    route('diaryTemplateActivities', ({ params }) => {
        const template = templateOf(params.id);
        if (!template) throw notFound('Không tìm thấy mẫu nhật ký');
        return kindsOfTemplate(template);
    }),

    route('diaryTemplateActivitiesByDiary', (ctx) => {
        const diary = ownDiary(ctx, ctx.params.id);
        const template = templateOf(diary.templateId);
        return template ? kindsOfTemplate(template) : [];
    }),
];
