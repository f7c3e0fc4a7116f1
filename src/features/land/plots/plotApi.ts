import { call, statusOf } from '../../../providers/http';
import { keyFor, settle, submitOf } from '../../../providers/idempotency';
import { readClaims } from '../../../providers/jwt';
import { getStoredAccessToken } from '../../../providers/tokenStorage';
import { normaliseList } from '../../../providers/lists';
import type { Plot, PlotImportResult, PlotInput } from '../../../domain/geo/types';
import { MAX_IMPORT_VERTICES, positionCount } from '../../../domain/geo/limits';

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
    query: {
        q?: string;
        locationId?: number | string;
        producerId?: number;
        status?: string;
        page: number;
        limit: number;
    },
    signal?: AbortSignal,
) =>
    call<unknown>('plotList', {
        query: { ...query, q: query.q || undefined, sort: 'code', order: 'asc' },
        signal,
    }).then((payload) => normaliseList<Plot>(payload));

/** Plots of one import call at most (the contract's `PlotImportRequest`). */
export const MAX_IMPORT_PLOTS = 5_000;

/**
 * The plots of an import in calls the server takes: consecutive parts of at most MAX_IMPORT_PLOTS
 * plots and MAX_IMPORT_VERTICES positions (so each body stays far under the request size limit).
 */
export function importParts<T extends { geometry?: unknown }>(plots: T[]): { start: number; plots: T[] }[] {
    const parts: { start: number; plots: T[] }[] = [];
    let start = 0;
    let vertices = 0;
    plots.forEach((plot, index) => {
        const count = positionCount(plot.geometry);
        if (index > start && (index - start >= MAX_IMPORT_PLOTS || vertices + count > MAX_IMPORT_VERTICES)) {
            parts.push({ start, plots: plots.slice(start, index) });
            start = index;
            vertices = 0;
        }
        vertices += count;
    });
    if (plots.length > start) parts.push({ start, plots: plots.slice(start) });
    return parts;
}

/**
 * Creates the valid plots of an import; the refused ones come back with their reasons (`index` in
 * `plots`). A big file goes in several calls, one after the other, each with its Idempotency-Key.
 *
 * One import is one submit however many calls it takes: each part keeps its key (made from the part's
 * values) until the whole import has its answer, so an import sent again after a part failed sends
 * the parts already carried out with their first keys, and the server answers them with the plots
 * they created instead of refusing every code as taken. A part refused outright (a 4xx other than
 * 401: nothing of it was written) lets its key go; the others keep theirs.
 */
export async function importPlots(
    locationId: number,
    plots: Omit<PlotInput, 'locationId'>[],
): Promise<PlotImportResult> {
    const result: PlotImportResult = { created: [], refused: [] };
    const who = String(readClaims<{ sub?: unknown }>(getStoredAccessToken() ?? '')?.sub ?? '');
    const parts = importParts(plots).map((part) => {
        const body = { locationId, plots: part.plots };
        return { ...part, body, submit: `plotImport-part|${submitOf('plotImport', who, null, body)}` };
    });
    for (const part of parts) {
        let answer: PlotImportResult;
        try {
            answer = await call<PlotImportResult>('plotImport', {
                body: part.body,
                idempotencyKey: keyFor(part.submit),
            });
        } catch (error) {
            const status = statusOf(error);
            if (status !== undefined && status >= 400 && status < 500 && status !== 401) settle(part.submit);
            throw error;
        }
        result.created.push(...answer.created);
        result.refused.push(...answer.refused.map((r) => ({ ...r, index: r.index + part.start })));
    }
    for (const part of parts) settle(part.submit);
    return result;
}
