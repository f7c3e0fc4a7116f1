/**
 * Stamp operations on the mock's data, free of HTTP: printing a batch, activating, selling and
 * destroying stamps. Handlers validate who may call; these validate what is asked.
 */
import type { MockDb } from '../db';
import { badRequest, notFound, notYours } from '../kit';
import { addBatch } from './intervals';
import { applyOperation, checkSelection, refusalError, type SelectionInput } from './machine';
import {
    BATCH_LIMIT,
    DESTRUCTION_REASONS,
    activationsOf,
    destructionsOf,
    generationsOf,
    lotRecallOf,
    retailSettingsOf,
    retailsOf,
    segmentsOf,
    storeOf,
    type DestructionReason,
    type Operation,
    type StampActivation,
    type StampDestruction,
    type StampGeneration,
    type StampRetail,
} from './model';
import { addDays, vietnamDateOf, vietnamToday } from '../../domain/dates';
import { apiNumber } from '../../domain/numbers';

export interface Actor {
    bizId: number;
    userId: number;
    userName: string;
}

/** dd/MM/yyyy of an instant, in Vietnam. */
export const formatDate = (instant: string) => vietnamDateOf(instant).split('-').reverse().join('/');
const str = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
const isDate = (value: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

function bump(db: MockDb, collection: string): number {
    db.seq[collection] = (db.seq[collection] ?? 0) + 1;
    return db.seq[collection];
}

/**
 * A refused operation: 400 with one line per refusal (the console lists them). Not a MockError
 * subclass: the seed runs these operations while the kit is still loading.
 */
export class RefusedError extends Error {
    readonly status = 400;
    constructor(public lines: string[]) {
        super(lines.join('\n'));
    }
}

function fieldErrors(errors: Record<string, string | undefined>) {
    const found = Object.fromEntries(Object.entries(errors).filter(([, value]) => !!value)) as Record<
        string,
        string
    >;
    if (Object.keys(found).length)
        throw badRequest('Dữ liệu không hợp lệ, vui lòng kiểm tra các trường báo lỗi', found);
}

/** Runs the check and refuses the whole operation when any stamp is at fault. */
function mustPass(db: MockDb, bizId: number, operation: Operation, input: SelectionInput) {
    const result = checkSelection(db, bizId, operation, input);
    if (result.refusals.length) throw new RefusedError(refusalError(result));
    return result;
}

interface ActivationFields {
    productId: number;
    productName: string;
    lot: string;
    mfgDate: string | null;
    expDate: string | null;
    locationId: number | null;
    locationName: string | null;
    diaryId: number | null;
    diaryName: string | null;
}

/** Product, lot, dates, growing location and diary of an activation (or a pre-activated batch). */
function activationFields(
    db: MockDb,
    bizId: number,
    body: Record<string, unknown>,
    now: number,
): ActivationFields {
    const errors: Record<string, string | undefined> = {};
    const productId = Number(body.productId);
    const product = db.products.find((p) => p.id === productId && p.bizId === bizId);
    if (!body.productId) errors.productId = 'Chọn sản phẩm';
    else if (!product) errors.productId = 'Sản phẩm không tồn tại';
    else if (product.status !== 'active') errors.productId = 'Sản phẩm đã ngừng hoạt động';
    const lot = str(body.lot);
    if (!lot) errors.lot = 'Nhập số lô';
    else if (lot.length > 50) errors.lot = 'Số lô tối đa 50 ký tự';
    const mfgDate = str(body.mfgDate) || null;
    const expDate = str(body.expDate) || null;
    const today = vietnamToday(now);
    if (mfgDate && !isDate(mfgDate)) errors.mfgDate = 'Ngày không hợp lệ';
    else if (mfgDate && mfgDate > today) errors.mfgDate = 'Ngày sản xuất không được sau hôm nay';
    if (expDate && !isDate(expDate)) errors.expDate = 'Ngày không hợp lệ';
    else if (expDate && mfgDate && expDate <= mfgDate) errors.expDate = 'Hạn sử dụng phải sau ngày sản xuất';
    let location = null;
    if (body.locationId) {
        location = db.bizLocations.find((l) => l.id === Number(body.locationId) && l.bizId === bizId) ?? null;
        if (!location) errors.locationId = 'Vùng trồng không tồn tại';
        else if (location.status !== 'active') errors.locationId = 'Vùng trồng đã ngừng hoạt động';
    }
    let diary = null;
    if (body.diaryId) {
        diary = db.diaries.find((d) => d.id === Number(body.diaryId) && d.bizId === bizId) ?? null;
        if (!diary) errors.diaryId = 'Nhật ký không tồn tại';
    }
    const recall = product && lot ? lotRecallOf(db, bizId, productId, lot) : undefined;
    if (recall)
        errors.lot = `Lô ${lot} của sản phẩm này đã bị thu hồi ngày ${formatDate(recall.createdAt)}: không kích hoạt thêm tem vào lô này`;
    fieldErrors(errors);
    return {
        productId,
        productName: product!.name,
        lot,
        mfgDate,
        expDate,
        locationId: location?.id ?? null,
        locationName: location?.name ?? null,
        diaryId: diary?.id ?? null,
        diaryName: diary?.name ?? null,
    };
}

const selectionOf = (body: Record<string, unknown>): SelectionInput => ({
    ranges: Array.isArray(body.ranges) ? body.ranges : [],
    codes: Array.isArray(body.codes) ? body.codes : [],
});

const noteOf = (body: Record<string, unknown>) => {
    const note = str(body.note);
    if (note.length > 1000) throw badRequest('Ghi chú tối đa 1000 ký tự', { note: 'Tối đa 1000 ký tự' });
    return note;
};

/** Prints a batch: the next `quantity` serials of the business, optionally already activated. */
export function createGeneration(
    db: MockDb,
    actor: Actor,
    body: Record<string, unknown>,
    options: { preactivate?: boolean; now?: number } = {},
): StampGeneration {
    const now = options.now ?? Date.now();
    const errors: Record<string, string | undefined> = {};
    const template = db.stampTemplates.find(
        (t) => t.id === Number(body.templateId) && t.bizId === actor.bizId,
    );
    if (!body.templateId) errors.templateId = 'Chọn mẫu tem';
    else if (!template) errors.templateId = 'Mẫu tem không tồn tại';
    else if (template.status !== 'active') errors.templateId = 'Mẫu tem đã ngừng sử dụng';
    const quantity = apiNumber(body.quantity) ?? NaN;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > BATCH_LIMIT)
        errors.quantity = `Số lượng từ 1 đến ${BATCH_LIMIT.toLocaleString('vi-VN')}`;
    fieldErrors(errors);
    const activation = options.preactivate ? activationFields(db, actor.bizId, body, now) : null;
    const note = noteOf(body);
    const store = storeOf(db);
    const fromSerial = (store.lastSerial[actor.bizId] ?? 0) + 1;
    const toSerial = fromSerial + quantity - 1;
    const at = new Date(now).toISOString();
    const generation: StampGeneration = {
        id: bump(db, 'stampGenerations'),
        bizId: actor.bizId,
        templateId: template!.id,
        templateName: template!.name,
        widthMm: template!.widthMm,
        heightMm: template!.heightMm,
        fromSerial,
        toSerial,
        quantity,
        activationId: null,
        note,
        createdAt: at,
        createdBy: actor.userId,
        createdByName: actor.userName,
    };
    if (activation) {
        const record: StampActivation = {
            id: bump(db, 'stampActivations'),
            bizId: actor.bizId,
            ranges: [{ from: fromSerial, to: toSerial }],
            count: quantity,
            ...activation,
            generationId: generation.id,
            note,
            createdAt: at,
            createdBy: actor.userId,
            createdByName: actor.userName,
        };
        activationsOf(db).push(record);
        generation.activationId = record.id;
    }
    addBatch(segmentsOf(db, actor.bizId), {
        from: fromSerial,
        to: toSerial,
        gen: generation.id,
        ...(generation.activationId ? { act: generation.activationId } : {}),
    });
    store.lastSerial[actor.bizId] = toSerial;
    generationsOf(db).push(generation);
    return generation;
}

export function createActivation(
    db: MockDb,
    actor: Actor,
    body: Record<string, unknown>,
    now = Date.now(),
): StampActivation {
    const fields = activationFields(db, actor.bizId, body, now);
    const note = noteOf(body);
    const check = mustPass(db, actor.bizId, 'activation', selectionOf(body));
    const record: StampActivation = {
        id: bump(db, 'stampActivations'),
        bizId: actor.bizId,
        ranges: check.validRanges,
        count: check.valid,
        ...fields,
        generationId: null,
        note,
        createdAt: new Date(now).toISOString(),
        createdBy: actor.userId,
        createdByName: actor.userName,
    };
    applyOperation(db, actor.bizId, record.ranges, { act: record.id });
    activationsOf(db).push(record);
    return record;
}

export function createRetail(
    db: MockDb,
    actor: Actor,
    body: Record<string, unknown>,
    now = Date.now(),
): StampRetail {
    const settings = retailSettingsOf(db, actor.bizId);
    const errors: Record<string, string | undefined> = {};
    let shop = null;
    if (body.shopId) {
        shop = db.shops.find((s) => s.id === Number(body.shopId) && s.bizId === actor.bizId) ?? null;
        if (!shop) errors.shopId = 'Điểm bán không tồn tại';
        else if (shop.status !== 'active') errors.shopId = 'Điểm bán đã ngừng hoạt động';
    } else if (settings.requireShop) errors.shopId = 'Chọn điểm bán (cài đặt bán lẻ yêu cầu)';
    const today = vietnamToday(now);
    const earliest = addDays(today, -settings.maxBackdateDays);
    const soldOn = str(body.soldOn) || today;
    if (!isDate(soldOn)) errors.soldOn = 'Ngày không hợp lệ';
    else if (soldOn > today) errors.soldOn = 'Ngày bán không được sau hôm nay';
    else if (soldOn < earliest) errors.soldOn = `Ngày bán không được trước ${settings.maxBackdateDays} ngày`;
    fieldErrors(errors);
    const note = noteOf(body);
    const check = mustPass(db, actor.bizId, 'retail', selectionOf(body));
    const record: StampRetail = {
        id: bump(db, 'stampRetails'),
        bizId: actor.bizId,
        ranges: check.validRanges,
        count: check.valid,
        shopId: shop?.id ?? null,
        shopName: shop?.name ?? null,
        soldOn,
        note,
        createdAt: new Date(now).toISOString(),
        createdBy: actor.userId,
        createdByName: actor.userName,
    };
    applyOperation(db, actor.bizId, record.ranges, { ret: record.id });
    retailsOf(db).push(record);
    return record;
}

export function createDestruction(
    db: MockDb,
    actor: Actor,
    body: Record<string, unknown>,
    now = Date.now(),
): StampDestruction {
    const reason = str(body.reason) as DestructionReason;
    const note = noteOf(body);
    const errors: Record<string, string | undefined> = {};
    if (!DESTRUCTION_REASONS.includes(reason)) errors.reason = 'Chọn lý do hủy';
    else if (reason === 'other' && !note) errors.note = 'Ghi rõ lý do hủy';
    fieldErrors(errors);
    const check = mustPass(db, actor.bizId, 'destruction', selectionOf(body));
    const record: StampDestruction = {
        id: bump(db, 'stampDestructions'),
        bizId: actor.bizId,
        ranges: check.validRanges,
        count: check.valid,
        reason,
        note,
        createdAt: new Date(now).toISOString(),
        createdBy: actor.userId,
        createdByName: actor.userName,
    };
    applyOperation(db, actor.bizId, record.ranges, { des: record.id });
    destructionsOf(db).push(record);
    return record;
}

/**
 * The record of the caller's business: 404 when missing; of another business, 403 "switch to it"
 * to a member of that business, the same 404 to anyone else.
 */
export function findOwnRecord<T extends { id: number; bizId: number }>(
    db: MockDb,
    rows: T[],
    id: unknown,
    caller: { userId: number; bizId: number },
    what: string,
): T {
    const record = rows.find((row) => row.id === Number(id));
    if (!record) throw notFound(`Không tìm thấy ${what}`);
    if (record.bizId !== caller.bizId)
        throw notYours(db, caller.userId, record.bizId, `Không tìm thấy ${what}`);
    return record;
}
