import type { Fields } from './operationDraft';
import { vietnamToday as today } from '../../../domain/dates';
import { dateValueProblem } from '../../../domain/dateText';
import { checkAiValue } from '../../../domain/gs1';

/** An activation form before anything is typed. */
export const activationInitial: Fields = {
    productId: '',
    lot: '',
    gs1Lot: '',
    mfgDate: '',
    expDate: '',
    locationId: '',
    diaryId: '',
    note: '',
    origin: '',
};

export function validateActivation(fields: Fields): Record<string, string> {
    const errors: Record<string, string> = {};
    if (!fields.productId) errors.productId = 'xts.stamps.errors.product_required';
    if (!fields.lot?.trim()) errors.lot = 'xts.stamps.errors.lot_required';
    else if (fields.lot.trim().length > 50) errors.lot = 'xts.stamps.errors.lot_long';
    const gs1Lot = gs1LotError(fields);
    if (gs1Lot) errors.gs1Lot = gs1Lot;
    const mfgProblem = dateValueProblem(fields.mfgDate);
    const expProblem = dateValueProblem(fields.expDate);
    if (mfgProblem) errors.mfgDate = mfgProblem;
    else if (fields.mfgDate && fields.mfgDate > today()) errors.mfgDate = 'xts.stamps.errors.mfg_future';
    if (expProblem) errors.expDate = expProblem;
    else if (fields.expDate && fields.mfgDate && !mfgProblem && fields.expDate <= fields.mfgDate)
        errors.expDate = 'xts.stamps.errors.exp_before_mfg';
    if ((fields.note ?? '').length > 1000) errors.note = 'xts.stamps.errors.note_long';
    return errors;
}

/** The GS1 lot code's problem (an i18n key), when the lot is typed. */
export function gs1LotError(fields: Fields): string | undefined {
    if (!fields.lot?.trim()) return undefined;
    const check = checkAiValue((fields.gs1Lot ?? '').trim());
    return check.ok ? undefined : `xts.gs1.errors.${check.problem}`;
}
