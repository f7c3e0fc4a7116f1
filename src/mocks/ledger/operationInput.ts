/**
 * What a stamp operation's request asks, read and checked field by field: product, lot, dates,
 * location and diary of an activation, the selected stamps, the note.
 */
import type { MockDb } from '../state';
import { badRequest } from '../answers';
import type { SelectionInput } from './machine';
import { activationsOf, lotRecallOf } from './model';
import { AI_MAX_LENGTH, checkAiValue, suggestGs1Lot } from '../../domain/gs1';
import { gs1LotOf } from '../../domain/epcis';
import { vietnamDateOf, vietnamToday } from '../../domain/dates';

/** dd/MM/yyyy of an instant, in Vietnam. */
export const formatDate = (instant: string) => vietnamDateOf(instant).split('-').reverse().join('/');
export const str = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
export const isDate = (value: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export function fieldErrors(errors: Record<string, string | undefined>) {
    const found = Object.fromEntries(Object.entries(errors).filter(([, value]) => !!value)) as Record<
        string,
        string
    >;
    if (Object.keys(found).length)
        throw badRequest('Dữ liệu không hợp lệ, vui lòng kiểm tra các trường báo lỗi', found);
}

interface ActivationFields {
    productId: number;
    productName: string;
    lot: string;
    gs1Lot: string;
    mfgDate: string | null;
    expDate: string | null;
    locationId: number | null;
    locationName: string | null;
    diaryId: number | null;
    diaryName: string | null;
}

/** Product, lot, dates, growing location and diary of an activation (or a pre-activated batch). */
export function activationFields(
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
    const gs1Lot =
        lot && product && !errors.lot ? gs1LotField(db, bizId, productId, lot, str(body.gs1Lot), errors) : '';
    const recall = product && lot ? lotRecallOf(db, bizId, productId, lot) : undefined;
    if (recall)
        errors.lot = `Lô ${lot} của sản phẩm này đã bị thu hồi ngày ${formatDate(recall.createdAt)}: không kích hoạt thêm tem vào lô này`;
    fieldErrors(errors);
    return {
        productId,
        productName: product!.name,
        lot,
        gs1Lot,
        mfgDate,
        expDate,
        locationId: location?.id ?? null,
        locationName: location?.name ?? null,
        diaryId: diary?.id ?? null,
        diaryName: diary?.name ?? null,
    };
}

/** A character as people read it in a message: a space is named, others quoted. */
const shown = (char: string) => (char === ' ' ? 'dấu cách' : `“${char}”`);

/** Why a GS1 lot code is refused, in Vietnamese, or undefined when it conforms (src/domain/gs1.ts). */
export function gs1LotProblem(value: string): string | undefined {
    const check = checkAiValue(value);
    if (check.ok) return undefined;
    if (check.problem === 'empty') return 'Nhập mã lô GS1';
    if (check.problem === 'too_long')
        return `Mã lô GS1 tối đa ${AI_MAX_LENGTH} ký tự (đang có ${check.length})`;
    return `Mã lô GS1 chỉ gồm chữ Latinh không dấu, chữ số và ! % & ' ( ) * + , - . / : ; < = > ? _ (không dùng ${check.chars.map(shown).join(', ')})`;
}

/**
 * The GS1 lot code (AI 10) of an activation: the one sent, checked against GS1's rules; when none is
 * sent, the lot's code from an earlier activation, the lot number itself when GS1 can carry it, else
 * the code the console proposes for it. A lot keeps one code, and no two lots of a product share one.
 */
function gs1LotField(
    db: MockDb,
    bizId: number,
    productId: number,
    lot: string,
    sent: string,
    errors: Record<string, string | undefined>,
): string {
    const rows = activationsOf(db).filter((row) => row.bizId === bizId && row.productId === productId);
    const codeOf = (row: { lot: string; gs1Lot?: string | null }) => gs1LotOf(row.lot, row.gs1Lot);
    const same = rows.find((row) => row.lot === lot);
    const gs1Lot = sent || (same ? codeOf(same) : null) || suggestGs1Lot(lot);
    const problem = gs1Lot
        ? gs1LotProblem(gs1Lot)
        : `Số lô “${lot}” không có ký tự nào dùng được trong mã lô GS1: nhập mã lô GS1`;
    if (problem) errors.gs1Lot = problem;
    else if (same && codeOf(same) !== gs1Lot)
        errors.gs1Lot = `Lô ${lot} đã có mã lô GS1 ${codeOf(same)}: dùng đúng mã này cho mọi tem của lô`;
    else {
        const other = rows.find((row) => row.lot !== lot && codeOf(row) === gs1Lot);
        if (other) errors.gs1Lot = `Mã lô GS1 ${gs1Lot} đã dùng cho lô “${other.lot}” của sản phẩm này`;
    }
    return gs1Lot;
}

export const selectionOf = (body: Record<string, unknown>): SelectionInput => ({
    ranges: Array.isArray(body.ranges) ? body.ranges : [],
    codes: Array.isArray(body.codes) ? body.codes : [],
});

export const noteOf = (body: Record<string, unknown>) => {
    const note = str(body.note);
    if (note.length > 1000) throw badRequest('Ghi chú tối đa 1000 ký tự', { note: 'Tối đa 1000 ký tự' });
    return note;
};
