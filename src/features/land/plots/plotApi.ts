import { call, statusOf } from '../../../providers/http';
import { keyFor, settle, submitOf } from '../../../providers/idempotency';
import { readClaims } from '../../../providers/jwt';
import { getStoredAccessToken } from '../../../providers/tokenStorage';
import { normaliseList } from '../../../providers/lists';
import type { Plot, PlotImportResult, PlotInput } from '../../../domain/geo/types';
import { MAX_IMPORT_VERTICES } from '../../../domain/geo/limits';
import {
    PART_PLOTS,
    PART_VERTICES,
    partsToSend,
    splitParts,
    type ImportPart,
    type PartOutcome,
} from './importParts';

/** The plot list's largest page (the contract's `limit` maximum): a map reads its plots in pages of it. */
export const MAP_PAGE = 2000;
/** The most plots one map draws; past it the map says how many it leaves out (MapNotice). */
export const MAP_MOST = 30_000;
/** Pages of one map asked for at the same time. */
const MAP_PARALLEL = 3;

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

export interface AllPlots {
    data: Plot[];
    /** Plots the server counts for the query. */
    total: number;
    /** Plots of `total` not read, and why: over MAP_MOST (`limit`), or the server answered fewer (`short`). */
    cut: { total: number; missing: number; reason: 'limit' | 'short'; max?: number } | null;
}

/**
 * Every plot of a query, read in pages of `page` (the contract's maximum): the first page gives the
 * total, the others are asked for a few at a time. A server whose pages are smaller than asked is
 * read in its own page size. At most `most` plots; what is not read is said in `cut`.
 */
export async function fetchAllPlots(
    query: { locationId?: number | string; producerId?: number; status?: string },
    signal?: AbortSignal,
    { page = MAP_PAGE, most = MAP_MOST, fetchPage = fetchPlots } = {},
): Promise<AllPlots> {
    const first = await fetchPage({ ...query, page: 1, limit: page }, signal);
    const size = first.data.length;
    const wanted = Math.min(first.total, most);
    const pages: Plot[][] = [first.data];
    if (size > 0 && size < wanted) {
        const numbers = Array.from({ length: Math.ceil(wanted / size) - 1 }, (_, i) => i + 2);
        const read = async () => {
            for (let next = numbers.shift(); next !== undefined; next = numbers.shift()) {
                const number = next;
                pages[number - 1] = (await fetchPage({ ...query, page: number, limit: size }, signal)).data;
            }
        };
        await Promise.all(Array.from({ length: MAP_PARALLEL }, read));
    }
    // A plot added or stopped while the pages are read moves the others by one: none is drawn twice.
    const seen = new Set<number>();
    const data = pages
        .flat()
        .filter((plot) => !seen.has(plot.id) && !!seen.add(plot.id))
        .slice(0, wanted);
    const missing = first.total - data.length;
    const cut =
        missing <= 0
            ? null
            : first.total > most
              ? { total: first.total, missing, reason: 'limit' as const, max: most }
              : { total: first.total, missing, reason: 'short' as const };
    return { data, total: first.total, cut };
}

/** Plots of one import call at most (the contract's `PlotImportRequest`). */
export const MAX_IMPORT_PLOTS = 5_000;

/** An import's parts and where each stands (importParts.ts). */
export interface ImportRun {
    parts: ImportPart[];
    outcomes: PartOutcome[];
}

/** An import of `plots` not sent yet: its parts, within what the server takes a call. */
export function newImportRun(plots: readonly { geometry?: unknown }[]): ImportRun {
    const parts = splitParts(
        plots,
        Math.min(PART_PLOTS, MAX_IMPORT_PLOTS),
        Math.min(PART_VERTICES, MAX_IMPORT_VERTICES),
    );
    return { parts, outcomes: parts.map(() => ({ state: 'waiting' })) };
}

/** Each part's submit, once worked out (a digest of its values). */
const submits = new WeakMap<ImportPart, string>();

/**
 * Sends the parts of `run` not saved yet (all of them the first time, the failed ones after), one
 * after the other, each with its own Idempotency-Key; `onChange` hears the run each time a part
 * starts or ends. Answers the run once every part sent has its outcome: a failed part does not stop
 * the others.
 *
 * Each part keeps its key (made from the part's values) until the whole import has its answer, so a
 * part sent again after its answer was lost is answered with the plots it created instead of every
 * code refused as taken, and the same file imported again after closing the dialog sends the saved
 * parts with their first keys. A part refused outright (a 4xx other than 401: nothing of it was
 * written) lets its key go; the others keep theirs.
 */
export async function sendImport(
    locationId: number,
    plots: Omit<PlotInput, 'locationId'>[],
    run: ImportRun,
    onChange: (run: ImportRun) => void = () => {},
): Promise<ImportRun> {
    const who = String(readClaims<{ sub?: unknown }>(getStoredAccessToken() ?? '')?.sub ?? '');
    const submitOfPart = (part: ImportPart) => {
        const body = { locationId, plots: plots.slice(part.start, part.start + part.count) };
        const submit = submits.get(part) ?? `plotImport-part|${submitOf('plotImport', who, null, body)}`;
        submits.set(part, submit);
        return { body, submit };
    };
    let outcomes = [...run.outcomes];
    const change = (at: number, outcome: PartOutcome) => {
        outcomes = outcomes.map((before, index) => (index === at ? outcome : before));
        onChange({ parts: run.parts, outcomes });
    };
    for (const at of partsToSend(run.outcomes)) {
        const { body, submit } = submitOfPart(run.parts[at]);
        change(at, { state: 'sending' });
        try {
            const answer = await call<PlotImportResult>('plotImport', {
                body,
                idempotencyKey: keyFor(submit),
            });
            change(at, { state: 'saved', answer });
        } catch (error) {
            const status = statusOf(error);
            if (status !== undefined && status >= 400 && status < 500 && status !== 401) settle(submit);
            change(at, { state: 'failed', error });
        }
    }
    if (outcomes.every((outcome) => outcome.state === 'saved'))
        for (const part of run.parts) {
            const submit = submits.get(part);
            if (submit) settle(submit);
        }
    return { parts: run.parts, outcomes };
}
