/**
 * The quantity a lot takes from one plot of its origin, in kg: a finite number above 0 and at most
 * `MAX_ORIGIN_KG`. Read by the origin form (src/features/lots/originRules.ts), the mock backend
 * (src/mocks/plots/origins.ts) and the contract (`OriginPlot.quantityKg`, `maximum`).
 *
 * Why 1,000,000,000 kg (one million tonnes): no plot yields anywhere near it in one harvest (a
 * hectare of coffee gives a few tonnes, and a plot is at most a few thousand hectares), so it refuses
 * only mistakes and hostile values; and a lot's total over its plots, kept to the gram (3 decimals),
 * stays an exact, finite number: up to 9,000 plots at the maximum stay below 2^53 grams, and no
 * number of them reaches Infinity, which JSON cannot carry (it would be answered as null).
 */
export const MAX_ORIGIN_KG = 1_000_000_000;

/** A quantity as the API received it, checked: the reason it is refused, or null. */
export function originQuantityProblem(value: number | null): 'quantity' | 'quantity_max' | null {
    if (value === null || !Number.isFinite(value) || !(value > 0)) return 'quantity';
    return value > MAX_ORIGIN_KG ? 'quantity_max' : null;
}
