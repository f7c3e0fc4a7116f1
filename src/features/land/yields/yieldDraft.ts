import { parseNumber, type NumberLocale } from '../../../domain/numbers';
import { MAX_YIELD_KG_HA, yieldRangeProblem, type CropKey } from '../../../domain/yields';

/** The table as cropYieldTable answers it. */
export interface YieldTableAnswer {
    crops: {
        crop: CropKey;
        minKgHa: number;
        maxKgHa: number;
        defaultMinKgHa: number;
        defaultMaxKgHa: number;
        seasonDays: number;
        isDefault: boolean;
    }[];
    updatedAt: string | null;
    updatedByName: string | null;
}

/** The ranges as typed, by crop (numbers the user's way: "5.000" in Vietnamese). */
export type YieldDraft = Record<string, { min: string; max: string }>;

const KG_HA = { kind: 'decimal', decimals: 3, min: 0, max: MAX_YIELD_KG_HA } as const;

/** The typed table checked: an i18n key per crop in error, or the ranges to send. */
export function checkYieldDraft(draft: YieldDraft, locale: NumberLocale) {
    const errors: Record<string, string> = {};
    const crops = Object.entries(draft).map(([crop, typed]) => {
        const min = parseNumber(typed.min, locale, KG_HA);
        const max = parseNumber(typed.max, locale, KG_HA);
        const range = {
            minKgHa: min.ok ? min.value : null,
            maxKgHa: max.ok ? max.value : null,
        };
        const problem = yieldRangeProblem(range);
        if (problem) errors[crop] = `xts.yields.errors.${problem}`;
        return { crop: crop as CropKey, minKgHa: range.minKgHa ?? 0, maxKgHa: range.maxKgHa ?? 0 };
    });
    return { errors, crops: Object.keys(errors).length ? null : crops };
}
