import type { MockDb, MockDiary } from '../db';
import {
    bizCrud,
    findOwn,
    refuseInvalid,
    required,
    serverText,
    str,
    type BizRecord,
    type FieldErrors,
} from '../crud';
import { badRequest, notFound, notYours, paginate, route, type Ctx } from '../kit';
import { nextId } from '../db';
import { checkLength } from '../../validation';
import { DIARY_STATUSES, MAX_ACTIVITY_PHOTOS, checkActivityValues } from '../../domain/diaries';
import { activitiesOf, type MockDiaryActivity } from '../seed/catalogue';
import { DIARY_TEMPLATES, kindById, kindsOfTemplate } from '../seed/diaryTemplates';
import { addDays, vietnamToday as today } from '../../domain/dates';
import { apiNumber } from '../../domain/numbers';

type Diary = MockDiary & BizRecord;

const DIARY_NOT_FOUND = 'Không tìm thấy nhật ký sản xuất';
const ACTIVITY_NOT_FOUND = 'Không tìm thấy hoạt động';

const oneOf = (values: readonly string[], value: unknown) =>
    value === undefined || value === null || value === '' || values.includes(String(value))
        ? undefined
        : 'xts.validation.invalid_choice';

const isDay = (value: unknown) =>
    /^\d{4}-\d{2}-\d{2}$/.test(str(value)) && !Number.isNaN(new Date(str(value)).getTime());
const viDate = (day: string) => day.split('-').reverse().join('/');
const idOrNull = (value: unknown) =>
    value === undefined || value === null || value === '' ? null : Number(value);

const diaries = (db: MockDb) => db.diaries as Diary[];
const templateOf = (id: unknown) => DIARY_TEMPLATES.find((t) => String(t.id) === String(id));

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

function presentActivity(activity: MockDiaryActivity) {
    return { ...activity, kindName: kindById(activity.kind)?.name ?? activity.kind };
}

const ownDiary = (ctx: Ctx, id: unknown) => findOwn(diaries(ctx.db), ctx, String(id ?? ''), DIARY_NOT_FOUND);

function checkPhotos(value: unknown) {
    const photos = Array.isArray(value) ? value : value ? [value] : [];
    if (photos.length > MAX_ACTIVITY_PHOTOS) return 'xts.catalogue.validation.too_many_photos';
    const valid = photos.every(
        (src) =>
            typeof src === 'string' &&
            /^data:image\/(png|jpeg|webp|svg\+xml)[;,]/.test(src) &&
            src.length < 1_500_000,
    );
    return valid ? undefined : 'xts.catalogue.validation.image';
}

/**
 * An activity's rules: the kind belongs to the diary's template, the day lies between the start of
 * the diary and today, the kind's own fields, and no harvest inside a pre-harvest interval.
 */
function saveActivity(ctx: Ctx, existing?: MockDiaryActivity) {
    const input = { ...(existing ?? {}), ...((ctx.body ?? {}) as Record<string, unknown>) };
    const diary = ownDiary(ctx, existing ? existing.diaryId : input.diaryId);
    if (diary.status === 'finished') throw badRequest('Nhật ký đã kết thúc, không thể thay đổi hoạt động');
    const template = templateOf(diary.templateId);
    const kind = template && kindsOfTemplate(template).find((k) => k.id === str(input.kind));
    const values = (input.values && typeof input.values === 'object' ? input.values : {}) as Record<
        string,
        unknown
    >;
    const date = str(input.date);
    const errors: FieldErrors = {
        kind: required(input.kind) ?? (kind ? undefined : 'xts.validation.invalid_choice'),
        date:
            required(date) ??
            (!isDay(date)
                ? 'xts.catalogue.validation.date'
                : date > today()
                  ? 'xts.catalogue.validation.future_date'
                  : date < str(diary.startDate)
                    ? 'xts.catalogue.validation.before_diary_start'
                    : undefined),
        performer: required(input.performer) ?? checkLength(str(input.performer), 100),
        photos: checkPhotos(input.photos),
        note: checkLength(str(input.note), 1000),
        ...(kind ? checkActivityValues(kind, values) : {}),
    };
    refuseInvalid(errors);
    if (kind && (kind.id === 'harvest' || kind.id === 'honey_harvest')) {
        const blocking = activitiesOf(ctx.db)
            .filter((a) => a.diaryId === diary.id && a.id !== existing?.id && Number(a.values?.phiDays) > 0)
            .find((a) => a.date <= date && date < addDays(a.date, Number(a.values.phiDays)));
        if (blocking) {
            const until = addDays(blocking.date, Number(blocking.values.phiDays));
            const message = `Chưa hết thời gian cách ly của lần ${kindById(blocking.kind)?.name.toLowerCase() ?? ''} ngày ${viDate(blocking.date)} (${blocking.values.phiDays} ngày): chỉ thu hoạch từ ngày ${viDate(until)}`;
            throw badRequest(message, { date: message });
        }
    }
    const now = new Date().toISOString();
    const fields = {
        kind: kind!.id,
        date,
        performer: str(input.performer),
        values: Object.fromEntries(
            kind!.fields
                .filter(
                    (f) =>
                        values[f.key] !== undefined &&
                        values[f.key] !== null &&
                        String(values[f.key]).trim() !== '',
                )
                .map((f) => [f.key, f.type === 'number' ? apiNumber(values[f.key]) : str(values[f.key])]),
        ),
        photos: (Array.isArray(input.photos) ? input.photos : input.photos ? [input.photos] : []).map(String),
        note: str(input.note),
        updatedAt: now,
    };
    if (existing) {
        Object.assign(existing, fields);
        return presentActivity(existing);
    }
    const activity: MockDiaryActivity = {
        ...fields,
        id: nextId('diaryActivities'),
        bizId: diary.bizId,
        diaryId: diary.id,
        createdAt: now,
    };
    activitiesOf(ctx.db).push(activity);
    diary.updatedAt = now;
    return presentActivity(activity);
}

function ownActivity(ctx: Ctx, id: unknown) {
    const activity = activitiesOf(ctx.db).find((a) => String(a.id) === String(id ?? ''));
    if (!activity) throw notFound(ACTIVITY_NOT_FOUND);
    if (activity.bizId !== ctx.session.biz!.id)
        throw notYours(ctx.db, ctx.session.user.id, activity.bizId, ACTIVITY_NOT_FOUND);
    return activity;
}

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

    /** The activities of one diary, newest first (the list convention; `kind` filters). */
    route('diaryActivityList', (ctx) => {
        const diary = ownDiary(ctx, ctx.params.id);
        const rows = activitiesOf(ctx.db)
            .filter((a) => a.diaryId === diary.id)
            .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
        const page = paginate(rows, ctx.query, { filters: ['kind'], search: ['performer', 'note'] });
        return { ...page, items: page.items.map(presentActivity) };
    }),

    route('diaryActivityDetail', (ctx) => presentActivity(ownActivity(ctx, ctx.params.id))),

    route('diaryActivityAdd', (ctx) => saveActivity(ctx)),

    route('diaryActivityUpdate', (ctx) => {
        const id = (ctx.body as Record<string, unknown> | undefined)?.id;
        if (id === undefined || id === null || id === '')
            throw badRequest(serverText('xts.catalogue.validation.activity_id'));
        return saveActivity(ctx, ownActivity(ctx, id));
    }),

    route('diaryActivityDelete', (ctx) => {
        const activity = ownActivity(ctx, ctx.params.id);
        const diary = ownDiary(ctx, activity.diaryId);
        if (diary.status === 'finished') throw badRequest('Nhật ký đã kết thúc, không thể xóa hoạt động');
        const list = activitiesOf(ctx.db);
        list.splice(list.indexOf(activity), 1);
        return presentActivity(activity);
    }),
];
