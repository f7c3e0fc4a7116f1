/**
 * Expected yields of the crops the console's users grow, and the check that a plot's declared
 * harvest adds up (docs/yields.md). The EU's guidance on the EUDR warns against declarations in
 * excess of what the land can give: a plot's harvest can otherwise be used to launder produce from
 * elsewhere. Pure TypeScript, shared by the console (origin form, plot page, yield table) and the
 * mock backend (lotOriginUpdate, an activation's origin, plotYield).
 */

import { addDays } from './dates';

export const CROPS = ['robusta', 'arabica', 'tea', 'pepper', 'rice', 'durian', 'cashew'] as const;
export type CropKey = (typeof CROPS)[number];

/** Kilograms of the declared product per hectare and season. */
export interface YieldRange {
    minKgHa: number;
    maxKgHa: number;
}

export type YieldTable = Record<CropKey, YieldRange>;

/**
 * Default ranges for Vietnam, in kg of the product as a lot declares it, per ha and season. The
 * figures follow national averages and the top of well-managed farms as published by the General
 * Statistics Office of Viet Nam, the Ministry of Agriculture and Rural Development, the USDA
 * Foreign Agricultural Service's GAIN country reports (coffee, pepper, cashew, rice) and the crop
 * associations (Vietnam Pepper and Spice Association, VINACAS for cashew); the maximum is set near
 * the best farms so that only a declaration no plot could give is refused.
 * - Robusta (cà phê vối), green bean: national average about 2.5–3 t/ha, intensive gardens of the
 *   Central Highlands 4–5 t/ha.
 * - Arabica (cà phê chè), green bean: about 1–1.5 t/ha (Sơn La, Lâm Đồng), well-kept up to 3 t/ha.
 * - Tea, fresh leaves (búp tươi): about 8–10 t/ha a year, high-yield clones up to 20 t/ha.
 * - Pepper, dry black pepper: about 2.5–3 t/ha, the best gardens 5 t/ha.
 * - Rice, paddy: about 6 t/ha per crop, winter–spring crops of the Mekong delta up to 9 t/ha.
 * - Durian, fresh fruit: about 15–20 t/ha of bearing orchards, the best 30 t/ha.
 * - Cashew, raw nut in shell: about 1–1.3 t/ha, high-yield orchards up to 3 t/ha.
 */
export const DEFAULT_YIELDS: YieldTable = {
    robusta: { minKgHa: 1500, maxKgHa: 5000 },
    arabica: { minKgHa: 800, maxKgHa: 3000 },
    tea: { minKgHa: 5000, maxKgHa: 20000 },
    pepper: { minKgHa: 1500, maxKgHa: 5000 },
    rice: { minKgHa: 4000, maxKgHa: 9000 },
    durian: { minKgHa: 8000, maxKgHa: 30000 },
    cashew: { minKgHa: 700, maxKgHa: 3000 },
};

/**
 * Days of one season: a year for the perennials (coffee, pepper, durian and cashew give one harvest
 * a year, tea is plucked all year and its yield is counted by the year); 122 days for rice, which
 * gives up to three crops a year.
 */
export const SEASON_DAYS: Record<CropKey, number> = {
    robusta: 365,
    arabica: 365,
    tea: 365,
    pepper: 365,
    rice: 122,
    durian: 365,
    cashew: 365,
};

/** The most a hectare can give in a season, per kg: far above any crop's best farm. */
export const MAX_YIELD_KG_HA = 100_000;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase();

type Family = CropKey | 'coffee';

/** Words naming each crop, folded (no diacritics, lower case), as a plot's crop text writes them. */
const NAMES: [Family, string[]][] = [
    ['coffee', ['ca phe', 'caphe', 'cafe', 'coffee', 'arabica', 'robusta']],
    ['tea', ['che', 'tra', 'tea']],
    ['pepper', ['ho tieu', 'tieu', 'pepper']],
    ['rice', ['lua', 'rice', 'paddy']],
    ['durian', ['sau rieng', 'durian']],
    ['cashew', ['dieu', 'cashew']],
];
const ARABICA = [['arabica'], ['ca', 'phe', 'che'], ['caphe', 'che'], ['cafe', 'che'], ['catimor']];

function firstAt(words: string[], phrase: string[]): number {
    for (let i = 0; i + phrase.length <= words.length; i++)
        if (phrase.every((word, j) => words[i + j] === word)) return i;
    return -1;
}

/**
 * The crop a plot's crop text names ("Cà phê Robusta", "ca phe voi", "Hồ tiêu", "Lúa"), or null
 * when it names none of CROPS. With several ("Sầu riêng xen cà phê"), the first named is the plot's.
 * Coffee is Arabica when the text says so ("Arabica", "cà phê chè"), Robusta otherwise: almost all
 * Vietnamese coffee is Robusta, and its higher maximum never refuses an Arabica harvest wrongly.
 */
export function cropOf(text: string | null | undefined): CropKey | null {
    const words = fold(text ?? '')
        .split(/[^a-z0-9]+/)
        .filter(Boolean);
    let found: Family | null = null;
    let at = Infinity;
    for (const [family, names] of NAMES)
        for (const name of names) {
            const index = firstAt(words, name.split(' '));
            if (index >= 0 && index < at) [found, at] = [family, index];
        }
    if (found !== 'coffee') return found;
    return ARABICA.some((phrase) => firstAt(words, phrase) >= 0) ? 'arabica' : 'robusta';
}

/** A table as stored for a business (only the crops it changed), completed with the defaults. */
export const yieldTableOf = (own: Partial<YieldTable> | undefined): YieldTable =>
    Object.fromEntries(CROPS.map((crop) => [crop, own?.[crop] ?? DEFAULT_YIELDS[crop]])) as YieldTable;

/** A range as typed or sent, checked: why it is refused (a number out of bounds, min above max) or null. */
export function yieldRangeProblem(range: Record<string, unknown>): 'number' | 'order' | null {
    const ok = (v: unknown): v is number =>
        typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= MAX_YIELD_KG_HA;
    if (!ok(range.minKgHa) || !ok(range.maxKgHa) || !(range.maxKgHa > 0)) return 'number';
    return range.minKgHa > range.maxKgHa ? 'order' : null;
}

export const roundKg = (kg: number) => Math.round(kg * 1000) / 1000;

const DAY_MS = 86_400_000;

/** Days from one ISO date to another, both counted ("2026-01-01" to "2026-01-01" is 1). */
export const daysCounted = (from: string, to: string) =>
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export interface HarvestPeriod {
    harvestFrom: string;
    harvestTo: string;
}

/** Kilograms a lot declares from a plot, over its harvest period. */
export interface DeclaredHarvest extends HarvestPeriod {
    quantityKg: number;
}

export const periodsOverlap = (a: HarvestPeriod, b: HarvestPeriod) =>
    a.harvestFrom <= b.harvestTo && b.harvestFrom <= a.harvestTo;

export interface YieldBalance {
    crop: CropKey | null;
    /** The span the capacity covers: the period asked, widened to every lot counted. */
    from: string;
    to: string;
    seasons: number;
    /** Area × maximum yield × seasons; null for a crop with no expected yield (no check). */
    capacityKg: number | null;
    /** The sum over the lots whose harvest overlaps the period asked. */
    declaredKg: number;
    remainingKg: number | null;
}

/**
 * A plot's balance over a harvest period: what its area can give (area × the crop's maximum per
 * season × the seasons the span covers) against what the lots whose harvest overlaps that period
 * declare from it. Lots that overlap are summed, whether they overlap each other or not, and the
 * span widens to cover them all, so a long harvest counts every season it covers.
 */
export function yieldBalance(args: {
    areaHa: number;
    cropText: string;
    table: YieldTable;
    period: HarvestPeriod;
    lots: DeclaredHarvest[];
}): YieldBalance & { counted: DeclaredHarvest[] } {
    const crop = cropOf(args.cropText);
    const counted = args.lots.filter((lot) => periodsOverlap(lot, args.period));
    const from = [args.period.harvestFrom, ...counted.map((l) => l.harvestFrom)].sort()[0];
    const to = [args.period.harvestTo, ...counted.map((l) => l.harvestTo)].sort().at(-1)!;
    // One day of slack per season, so that a whole leap year is one season, not two.
    const seasons = Math.max(1, Math.ceil((daysCounted(from, to) - 1) / (crop ? SEASON_DAYS[crop] : 365)));
    const capacityKg = crop ? roundKg(args.areaHa * args.table[crop].maxKgHa * seasons) : null;
    const declaredKg = roundKg(counted.reduce((sum, lot) => sum + lot.quantityKg, 0));
    return {
        crop,
        from,
        to,
        seasons,
        capacityKg,
        declaredKg,
        remainingKg: capacityKg === null ? null : roundKg(capacityKg - declaredKg),
        counted,
    };
}

/** The season a plot's page shows: the season's length of days ending on `today`. */
export function seasonEnding(cropText: string, today: string): HarvestPeriod {
    const crop = cropOf(cropText);
    const days = crop ? SEASON_DAYS[crop] : 365;
    return { harvestFrom: addDays(today, -(days - 1)), harvestTo: today };
}

/**
 * Kilograms over the capacity once `quantityKg` is added to what other lots declare (null: within
 * it, or no expected yield for the crop). Exactly the capacity is within it.
 */
export function yieldExcess(balance: Pick<YieldBalance, 'capacityKg' | 'declaredKg'>, quantityKg: number) {
    if (balance.capacityKg === null) return null;
    const total = roundKg(balance.declaredKg + quantityKg);
    return total > balance.capacityKg ? roundKg(total - balance.capacityKg) : null;
}

/** An override reason as sent: trimmed, empty as none; at most this many characters. */
export const OVERRIDE_REASON_MAX = 500;
export const overrideReasonOf = (value: unknown): string | null =>
    typeof value === 'string' && value.trim() ? value.trim() : null;
