import { refuseInvalid, required, serverText, str, type FieldErrors } from '../../../mocks/crud';
import { badRequest, notFound, notYours, paginate, route, type Ctx } from '../../../mocks/kit';
import { nextId } from '../../../mocks/db';
import { isRasterDataUrl } from '../../../mocks/images';
import { checkLength } from '../../../domain/validation';
import { MAX_ACTIVITY_PHOTOS, checkActivityValues } from '../../../domain/diaries';
import { activitiesOf, type MockDiaryActivity } from './seed';
import { kindById, kindsOfTemplate } from '../../../mocks/seed/diaryTemplates';
import { addDays, vietnamToday as today } from '../../../domain/dates';
import { apiNumber } from '../../../domain/numbers';
import { isDay, ownDiary, templateOf } from './diaries';

/** The activities recorded in a production diary. */

const ACTIVITY_NOT_FOUND = 'Không tìm thấy hoạt động';
const viDate = (day: string) => day.split('-').reverse().join('/');

function presentActivity(activity: MockDiaryActivity) {
    return { ...activity, kindName: kindById(activity.kind)?.name ?? activity.kind };
}

/**
 * Photos are base64 PNG, JPEG or WEBP pictures, checked by their bytes (images.ts); a photo the
 * activity already holds may stay as it is.
 */
function checkPhotos(value: unknown, kept: string[] = []) {
    const photos = Array.isArray(value) ? value : value ? [value] : [];
    if (photos.length > MAX_ACTIVITY_PHOTOS) return 'xts.catalogue.validation.too_many_photos';
    const valid = photos.every(
        (src) =>
            typeof src === 'string' && src.length < 1_500_000 && (kept.includes(src) || isRasterDataUrl(src)),
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
        photos: checkPhotos(input.photos, existing?.photos),
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

export const diaryActivityHandlers = [
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
