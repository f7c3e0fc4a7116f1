/**
 * The origin of a lot (its plots, the quantity from each, the harvest period) and its due diligence
 * statement numbers (docs/plots.md, lotOrigin / lotOriginUpdate / lotDdsUpdate; activation's `origin`).
 */
import type { MockDb } from '../state';
import { MockError, badRequest } from '../kit';
import { REFERENCE_NUMBER, VERIFICATION_NUMBER } from '../../domain/statements';
import { serverText, type FieldErrors } from '../crud';
import { apiNumber } from '../../domain/numbers';
import { vietnamToday } from '../../domain/dates';
import { originQuantityProblem } from '../../domain/originQuantity';
import { OVERRIDE_REASON_MAX, overrideReasonOf } from '../../domain/yields';
import type { LotOrigin, LotOriginInput } from '../../domain/geo/types';
import { findLot, type LotKey } from '../ledger/lots';
import { roundHa } from '../../domain/geo/validate';
import { originOf, originsOf, plotsOf } from './model';
import { overlapFinder, presentPlot } from './plots';
import { lotKeyData } from './keyData';
import { withConsent } from '../../features/producers/mock/consentStore';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const refuse = (errors: FieldErrors, message: string) => {
    const found = Object.entries(errors).filter(([, v]) => !!v) as [string, string][];
    if (found.length)
        throw badRequest(message, Object.fromEntries(found.map(([k, v]) => [k, serverText(v)])));
};

/**
 * An origin as sent, checked: harvest dates (from ≤ to, not after today in Vietnam), at least one
 * plot, each a plot of the business named once with a quantity above 0 and at most MAX_ORIGIN_KG
 * (so a lot's total is always a finite number). Field errors under
 * `prefix` (`origin.` inside an activation).
 */
export function readOrigin(
    db: MockDb,
    bizId: number,
    body: Record<string, unknown>,
    prefix = '',
): LotOriginInput {
    const errors: FieldErrors = {};
    const from = String(body.harvestFrom ?? '');
    const to = String(body.harvestTo ?? '');
    if (!DATE.test(from) || !DATE.test(to) || from > to)
        errors[`${prefix}harvestFrom`] = 'xts.geo.validation.harvest_dates';
    else if (to > vietnamToday()) errors[`${prefix}harvestTo`] = 'xts.geo.validation.harvest_future';
    const items = Array.isArray(body.plots) ? (body.plots as Record<string, unknown>[]) : [];
    if (!items.length) errors[`${prefix}plots`] = 'xts.geo.validation.origin_plots';
    const mine = new Set(
        plotsOf(db)
            .filter((p) => p.bizId === bizId)
            .map((p) => p.id),
    );
    const seen = new Set<number>();
    items.forEach((item, i) => {
        const plotId = Number(item?.plotId);
        const quantity = apiNumber(item?.quantityKg);
        if (!mine.has(plotId)) errors[`${prefix}plots.${i}.plotId`] = 'xts.geo.validation.origin_plot';
        else if (seen.has(plotId))
            errors[`${prefix}plots.${i}.plotId`] = 'xts.geo.validation.origin_duplicate';
        seen.add(plotId);
        const problem = originQuantityProblem(quantity);
        if (problem) errors[`${prefix}plots.${i}.quantityKg`] = `xts.geo.validation.${problem}`;
        if ((overrideReasonOf(item?.overrideReason)?.length ?? 0) > OVERRIDE_REASON_MAX)
            errors[`${prefix}plots.${i}.overrideReason`] = `Lý do tối đa ${OVERRIDE_REASON_MAX} ký tự`;
    });
    refuse(errors, 'Nguồn gốc lô chưa hợp lệ, vui lòng kiểm tra các trường báo lỗi');
    return {
        harvestFrom: from,
        harvestTo: to,
        plots: items.map((item) => ({
            plotId: Number(item.plotId),
            quantityKg: apiNumber(item.quantityKg)!,
            overrideReason: overrideReasonOf(item.overrideReason),
        })),
    };
}

function recordOf(db: MockDb, bizId: number, key: LotKey) {
    let record = originOf(db, bizId, key.productId, key.lot);
    if (!record) {
        record = {
            bizId,
            ...key,
            harvestFrom: null,
            harvestTo: null,
            plots: [],
            ddsReference: null,
            ddsVerification: null,
            updatedAt: '',
        };
        originsOf(db).push(record);
    }
    return record;
}

export function saveOrigin(db: MockDb, bizId: number, key: LotKey, origin: LotOriginInput) {
    Object.assign(recordOf(db, bizId, key), origin, { updatedAt: new Date().toISOString() });
}

/**
 * DDS reference and verification numbers (empty text clears them), each in the EU system's format
 * (REFERENCE_NUMBER, VERIFICATION_NUMBER; typed in lower case, kept in upper case): 422 names the
 * field that breaks it. Answers the numbers kept.
 */
export function saveDds(db: MockDb, bizId: number, key: LotKey, body: Record<string, unknown>) {
    const reference = String(body.ddsReference ?? '')
        .trim()
        .toUpperCase();
    const verification = String(body.ddsVerification ?? '')
        .trim()
        .toUpperCase();
    const errors = Object.entries({
        ddsReference: reference && !REFERENCE_NUMBER.test(reference) ? DDS_WORDS.reference : undefined,
        ddsVerification:
            verification && !VERIFICATION_NUMBER.test(verification) ? DDS_WORDS.verification : undefined,
    }).filter(([, v]) => !!v) as [string, string][];
    if (errors.length)
        throw new MockError(422, 'Số của bản khai DDS chưa đúng định dạng', Object.fromEntries(errors));
    Object.assign(recordOf(db, bizId, key), {
        ddsReference: reference || null,
        ddsVerification: verification || null,
        updatedAt: new Date().toISOString(),
    });
    return { reference, verification };
}

const DDS_WORDS = {
    reference:
        'Số tham chiếu gồm 2 chữ số năm, 2 chữ cái mã nước và 10 chữ cái in hoa hoặc chữ số (ví dụ 26VNA1B2C3D4E5)',
    verification: 'Mã xác minh gồm 8 chữ cái in hoa hoặc chữ số',
};

/** The lot's origin as the API answers it (404 for a lot the business has not activated). */
export function presentOrigin(db: MockDb, bizId: number, key: LotKey): LotOrigin {
    findLot(db, bizId, key);
    const record = originOf(db, bizId, key.productId, key.lot);
    const plots = new Map(
        plotsOf(db)
            .filter((p) => p.bizId === bizId)
            .map((p) => [p.id, p]),
    );
    const findOverlaps = overlapFinder(db, bizId);
    const items = (record?.plots ?? [])
        .filter((item) => plots.has(item.plotId))
        .map((item) => ({
            plotId: item.plotId,
            quantityKg: item.quantityKg,
            plot: withConsent(db, presentPlot(db, plots.get(item.plotId)!, findOverlaps)),
            override: item.override ?? null,
        }));
    const area = (p: (typeof items)[number]['plot']) =>
        p.geometry.type === 'Point' ? p.declaredAreaHa : (p.areaHa ?? p.declaredAreaHa);
    return {
        productId: key.productId,
        lot: key.lot,
        harvestFrom: record?.harvestFrom ?? null,
        harvestTo: record?.harvestTo ?? null,
        plots: items,
        ddsReference: record?.ddsReference ?? null,
        ddsVerification: record?.ddsVerification ?? null,
        totals: {
            producers: new Set(items.map((i) => i.plot.producerName.toLowerCase())).size,
            plots: items.length,
            areaHa: roundHa(items.reduce((sum, i) => sum + area(i.plot), 0)),
            quantityKg: items.reduce((sum, i) => sum + i.quantityKg, 0),
        },
        keyData: lotKeyData(db, bizId, key.productId, key.lot),
    };
}
