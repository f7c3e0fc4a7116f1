/**
 * Stamp operations on the mock's data, free of HTTP: printing a batch, activating, selling and
 * destroying stamps. Handlers validate who may call; these validate what is asked.
 */
import type { MockDb } from '../state';
import type { Session } from '../state';
import { nextIdIn } from '../ids';
import { notFound, notYours } from '../answers';
import { addBatch } from './intervals';
import { applyOperation, checkSelection, refusalError, type SelectionInput } from './machine';
import { activationFields, fieldErrors, isDate, noteOf, selectionOf, str } from './operationInput';
import {
    BATCH_LIMIT,
    DESTRUCTION_REASONS,
    activationsOf,
    destructionsOf,
    generationsOf,
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
import { addDays, vietnamToday } from '../../domain/dates';
import { apiNumber } from '../../domain/numbers';

export { formatDate } from './operationInput';

export interface Actor {
    bizId: number;
    userId: number;
    userName: string;
}

const bump = (db: MockDb, collection: string): number => nextIdIn(db, collection);

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

/** Runs the check and refuses the whole operation when any stamp is at fault. */
function mustPass(db: MockDb, bizId: number, operation: Operation, input: SelectionInput) {
    const result = checkSelection(db, bizId, operation, input);
    if (result.refusals.length) throw new RefusedError(refusalError(result));
    return result;
}

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

/** Who asks, as the record lookups take it: the signed-in user in their business. */
export const caller = (ctx: { session: Session }) => ({
    userId: ctx.session.user.id,
    bizId: ctx.session.biz!.id,
});

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
