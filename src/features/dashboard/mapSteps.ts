/**
 * The legend's count ranges: one per colour step that some count can fall in, none for an empty
 * map (no "1–0"), and a single number where a step holds one value (no "2–2", no "3–2").
 */
export function legendSteps(max: number): { step: number; from: number; to: number }[] {
    // stepOf gives step s to the counts c with (s − 1)/4 < c/max ≤ s/4.
    return [1, 2, 3, 4]
        .map((step) => ({
            step,
            from: Math.floor((max * (step - 1)) / 4) + 1,
            to: Math.floor((max * step) / 4),
        }))
        .filter(({ from, to }) => max > 0 && from <= to);
}

/** The colour step of a count: 0 for none, else 1–4 by its share of the largest count. */
export const stepOf = (count: number, max: number) =>
    count <= 0 || max <= 0 ? 0 : Math.min(4, Math.ceil((count / max) * 4));
