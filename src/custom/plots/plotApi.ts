import { call, statusOf } from '../../providers/http';
import { normaliseList } from '../../providers/lists';
import type { Plot, PlotImportResult, PlotInput } from '../../domain/geo/types';

/** How many plots one map asks for at most (the plot list's own limit for maps). */
export const MAP_LIMIT = 2000;

/**
 * A server without the plot calls answers 404 (no such route), 405 or 501: the screens say the
 * server lacks them instead of showing a raw error. `notFoundToo` for calls that cannot be 404 otherwise.
 */
export const plotsUnsupported = (error: unknown, notFoundToo = true) => {
    const status = statusOf(error);
    return status === 501 || status === 405 || (notFoundToo && status === 404);
};

/** One page of plots, searched (`q`) and filtered (`locationId`, `status`). */
export const fetchPlots = (
    query: { q?: string; locationId?: number | string; status?: string; page: number; limit: number },
    signal?: AbortSignal,
) =>
    call<unknown>('plotList', {
        query: { ...query, q: query.q || undefined, sort: 'code', order: 'asc' },
        signal,
    }).then((payload) => normaliseList<Plot>(payload));

/** Creates the valid plots of an import; the refused ones come back with their reasons. */
export const importPlots = (locationId: number, plots: Omit<PlotInput, 'locationId'>[]) =>
    call<PlotImportResult>('plotImport', { body: { locationId, plots } });
