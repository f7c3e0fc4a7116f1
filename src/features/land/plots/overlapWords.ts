/**
 * Words of overlaps (docs/plots.md, "Overlaps") shared by the plot, lot and pack pages: how much two
 * plots overlap, and the overlap gaps among some plots as the pack names them.
 */
import type { useTranslate } from 'react-admin';
import { formatNumber } from '../../../kit/format';
import type { PackMissing } from '../../../domain/geo/pack';
import { otherOf, pairKey, type OverlapOther } from '../../../domain/geo/packOverlaps';
import type { Plot } from '../../../domain/geo/types';

type Translate = ReturnType<typeof useTranslate>;

/** How much two plots overlap, in words ("5.400 m², 100% thửa nhỏ hơn"). */
export function overlapSize(other: Pick<OverlapOther, 'areaM2' | 'share'>, translate: Translate) {
    if (other.areaM2 === null) return translate('xts.overlaps.size_point');
    return translate('xts.overlaps.size_area', {
        area: formatNumber(Math.round(other.areaM2)),
        percent: formatNumber(Math.round((other.share ?? 0) * 1000) / 10),
    });
}

/** Stands for a link in translated words, cut out again by `LinkedText`. */
export const marker = (name: string) => `⟦${name}⟧`;
export const MARKER = /(⟦\w+⟧)/;

/** The overlap gaps among some plots, each pair once (as the pack names them). */
export function overlapGapsOf(plots: Pick<Plot, 'id' | 'code' | 'overlaps'>[]): PackMissing[] {
    const seen = new Set<string>();
    const gaps: PackMissing[] = [];
    for (const plot of plots)
        for (const overlap of plot.overlaps ?? []) {
            const key = pairKey(plot.id, overlap.plotId);
            if (!overlap.counts || overlap.shared || seen.has(key)) continue;
            seen.add(key);
            gaps.push({
                code: 'overlap',
                productId: null,
                lot: null,
                plotId: plot.id,
                plotCode: plot.code,
                other: otherOf(overlap),
                fixPath: null,
            });
        }
    return gaps;
}
