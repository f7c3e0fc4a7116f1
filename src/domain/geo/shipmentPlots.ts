import type { LotOrigin, Plot } from './types';

/** A stopped plot: kept for its history, declared in no pack until it is active again. */
export const isStopped = (plot: Pick<Plot, 'status'>) => plot.status === 'inactive';

/**
 * The plots a shipment declares, as the pack and the shipment bar count them: each plot once however
 * many of the lots it fed; a stopped plot is not declared (it stops the pack until it is active again).
 */
export function shipmentPlots(origins: Pick<LotOrigin, 'plots'>[]): { declared: Plot[]; stopped: Plot[] } {
    const plots = new Map<number, Plot>();
    for (const origin of origins) for (const item of origin.plots) plots.set(item.plot.id, item.plot);
    const all = [...plots.values()];
    return { declared: all.filter((plot) => !isStopped(plot)), stopped: all.filter(isStopped) };
}
