import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../format';

/** Plots of a record that never reached its map: how many of how many, and why. */
export interface MapCut {
    /** Plots the record has. */
    total: number;
    /** Of them, not given to the map. */
    missing: number;
    /** `limit`: over the most one map draws (`max`); `short`: the server answered fewer than it counts. */
    reason: 'limit' | 'short';
    max?: number;
}

/**
 * What a map does not show, said under it (never a silent cut): the plots left out before it and
 * those without a shape it can draw. Nothing when every plot is drawn.
 */
export function MapNotice({ drawn, skipped, cut }: { drawn: number; skipped: number; cut?: MapCut | null }) {
    const translate = useTranslate();
    const lines: string[] = [];
    if (cut && cut.missing > 0)
        lines.push(
            translate(cut.reason === 'limit' ? 'xts.plots.map.not_fetched' : 'xts.plots.map.not_answered', {
                drawn: formatNumber(drawn),
                total: formatNumber(cut.total),
                missing: formatNumber(cut.missing),
                max: formatNumber(cut.max ?? 0),
            }),
        );
    if (skipped > 0) lines.push(translate('xts.plots.map.no_shape', { missing: formatNumber(skipped) }));
    if (!lines.length) return null;
    return (
        <Alert severity="warning" role="status" data-testid="plot-map-notice" sx={{ mt: 1 }}>
            {lines.join(' ')}
        </Alert>
    );
}
