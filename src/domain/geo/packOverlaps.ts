/**
 * Overlaps in the EUDR pack (docs/plots.md, "Overlaps"): a plot of the pack that overlaps another
 * producer's plot beyond the tolerance is a gap naming both, unless the pair is marked as land shared
 * on purpose; marked pairs are listed with their reason. Read from the facts the server answers on
 * each plot (`Plot.overlaps`), so the pack needs no other plot's shape.
 */
import type { Plot, PlotOverlap, SharedLand } from './types';

/** The other plot of an overlap gap. */
export interface OverlapOther {
    plotId: number;
    plotCode: string;
    producerName: string;
    areaM2: number | null;
    share: number | null;
}

/** One pair marked as shared land, as the pack and the lot page list it. */
export interface SharedPair {
    plotId: number;
    plotCode: string;
    other: OverlapOther;
    shared: SharedLand;
}

/** The same key for a pair whichever plot names it. */
export const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

export const otherOf = (overlap: PlotOverlap): OverlapOther => ({
    plotId: overlap.plotId,
    plotCode: overlap.code,
    producerName: overlap.producerName,
    areaM2: overlap.areaM2,
    share: overlap.share,
});

/** The overlaps of a plot that stop the pack: beyond the tolerance and not marked as shared. */
export const blockingOverlaps = (plot: Pick<Plot, 'overlaps'>) =>
    (plot.overlaps ?? []).filter((overlap) => overlap.counts && !overlap.shared);

/** The pairs among these plots' overlaps marked as shared land, each once. */
export function sharedPairs(plots: Pick<Plot, 'id' | 'code' | 'overlaps'>[]): SharedPair[] {
    const seen = new Set<string>();
    const pairs: SharedPair[] = [];
    for (const plot of plots)
        for (const overlap of plot.overlaps ?? []) {
            const key = pairKey(plot.id, overlap.plotId);
            if (!overlap.shared || seen.has(key)) continue;
            seen.add(key);
            pairs.push({
                plotId: plot.id,
                plotCode: plot.code,
                other: otherOf(overlap),
                shared: overlap.shared,
            });
        }
    return pairs;
}
