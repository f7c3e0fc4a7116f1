import { parseNumber, type NumberLocale } from '../../domain/numbers';
import { dateValueProblem } from '../../domain/dateText';
import type { LotOriginInput } from '../../domain/geo/types';
import { MAX_ORIGIN_KG } from '../../domain/originQuantity';
import { OVERRIDE_REASON_MAX } from '../../domain/yields';
import type { OriginDraft } from './originApi';

const KG = { kind: 'decimal', decimals: 3, min: 0, max: MAX_ORIGIN_KG } as const;

/**
 * A typed origin checked: the harvest period (from ≤ to), at least one plot, each plot once, each
 * with a quantity in kg above zero and at most MAX_ORIGIN_KG (written the user's way: "1.250,5" in
 * Vietnamese). Errors are
 * i18n keys by field (`harvestFrom`, `rows.2.quantity`…); the input to send when there is none. A
 * row its yield check found over the plot's capacity needs a reason (`rows.2.overrideReason`).
 */
export function checkOrigin(
    draft: OriginDraft,
    locale: NumberLocale,
): { errors: Record<string, string>; input: LotOriginInput | null } {
    const errors: Record<string, string> = {};
    for (const name of ['harvestFrom', 'harvestTo'] as const) {
        if (!draft[name]) errors[name] = 'xts.origin.errors.harvest_required';
        else if (dateValueProblem(draft[name])) errors[name] = dateValueProblem(draft[name])!;
    }
    if (!errors.harvestFrom && !errors.harvestTo && draft.harvestTo < draft.harvestFrom)
        errors.harvestTo = 'xts.origin.errors.harvest_order';
    const rows = draft.rows.filter((row) => row.plotId || row.quantity.trim());
    if (!rows.length) errors.rows = 'xts.origin.errors.no_plot';
    const seen = new Set<string>();
    const plots = draft.rows.flatMap((row, index) => {
        if (!row.plotId && !row.quantity.trim()) return [];
        if (!row.plotId) errors[`rows.${index}.plotId`] = 'xts.origin.errors.plot_required';
        else if (seen.has(row.plotId)) errors[`rows.${index}.plotId`] = 'xts.origin.errors.plot_twice';
        seen.add(row.plotId);
        const quantity = parseNumber(row.quantity, locale, KG);
        if (!quantity.ok || quantity.value === null || quantity.value <= 0) {
            errors[`rows.${index}.quantity`] =
                !quantity.ok && quantity.problem === 'too_big'
                    ? 'xts.origin.errors.quantity_max'
                    : 'xts.origin.errors.quantity';
            return [];
        }
        const reason = row.overYield ? (row.overrideReason ?? '').trim() : '';
        if (row.overYield && !reason)
            errors[`rows.${index}.overrideReason`] = 'xts.origin_yield.reason_required';
        else if (reason.length > OVERRIDE_REASON_MAX)
            errors[`rows.${index}.overrideReason`] = 'xts.origin_yield.reason_max';
        return [
            {
                plotId: Number(row.plotId),
                quantityKg: quantity.value,
                ...(reason ? { overrideReason: reason } : {}),
            },
        ];
    });
    return Object.keys(errors).length
        ? { errors, input: null }
        : { errors, input: { harvestFrom: draft.harvestFrom, harvestTo: draft.harvestTo, plots } };
}
