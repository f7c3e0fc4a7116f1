/**
 * What a stamp operation's request asks, read and checked field by field: product, lot, dates,
 * location and diary of an activation, the selected stamps, the note.
 */
import type { MockDb } from '../db';
import { badRequest } from '../answers';
import type { SelectionInput } from './machine';
import { lotRecallOf } from './model';
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

export const selectionOf = (body: Record<string, unknown>): SelectionInput => ({
    ranges: Array.isArray(body.ranges) ? body.ranges : [],
    codes: Array.isArray(body.codes) ? body.codes : [],
});

export const noteOf = (body: Record<string, unknown>) => {
    const note = str(body.note);
    if (note.length > 1000) throw badRequest('Ghi chú tối đa 1000 ký tự', { note: 'Tối đa 1000 ký tự' });
    return note;
};
