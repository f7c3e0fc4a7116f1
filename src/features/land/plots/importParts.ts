/**
 * An import in parts (docs/plots.md, "Import"): the plots go in consecutive parts far under what one
 * call may carry (the contract's `PlotImportRequest`: 5,000 plots, 500,000 positions), so that each
 * call is answered in a second or two, a failure loses one part only, and the dialog shows each
 * part's outcome as it comes. Pure: plotApi.ts sends the parts, ImportParts.tsx shows them.
 */
import type { PlotImportResult } from '../../../domain/geo/types';
import { positionCount } from '../../../domain/geo/limits';

/** Plots of one part at most: about a second of the reference server's work for 1,000 plots. */
export const PART_PLOTS = 1_000;
/** Positions of one part at most (a part of large walked plots stays a small request too). */
export const PART_VERTICES = 100_000;

/** One part: the plots from `start` (their positions in what is sent), `count` of them. */
export interface ImportPart {
    start: number;
    count: number;
}

/** Where a part stands: waiting, being sent, saved with the server's answer, or failed and why. */
export type PartOutcome =
    | { state: 'waiting' | 'sending' }
    | { state: 'saved'; answer: PlotImportResult }
    | { state: 'failed'; error: unknown };

/**
 * The plots in consecutive parts of at most `maxPlots` plots and `maxVertices` positions; a plot
 * alone past `maxVertices` (the server refuses it with its reason) is a part of its own.
 */
export function splitParts(
    plots: readonly { geometry?: unknown }[],
    maxPlots = PART_PLOTS,
    maxVertices = PART_VERTICES,
): ImportPart[] {
    const parts: ImportPart[] = [];
    let start = 0;
    let vertices = 0;
    plots.forEach((plot, index) => {
        const count = positionCount(plot.geometry);
        if (index > start && (index - start >= maxPlots || vertices + count > maxVertices)) {
            parts.push({ start, count: index - start });
            start = index;
            vertices = 0;
        }
        vertices += count;
    });
    if (plots.length > start) parts.push({ start, count: plots.length - start });
    return parts;
}

/**
 * What the saved parts did, as one answer: every plot created, every refusal with its position in
 * all that was sent (a part's answer names positions in the part).
 */
export function mergeOutcomes(
    parts: readonly ImportPart[],
    outcomes: readonly PartOutcome[],
): PlotImportResult {
    const merged: PlotImportResult = { created: [], refused: [] };
    parts.forEach((part, at) => {
        const outcome = outcomes[at];
        if (outcome?.state !== 'saved') return;
        merged.created.push(...outcome.answer.created);
        for (const refusal of outcome.answer.refused)
            merged.refused.push({ ...refusal, index: refusal.index + part.start });
    });
    return merged;
}

/** The positions (in what is sent) of the plots whose part is not saved yet. */
export function unsavedPositions(
    parts: readonly ImportPart[],
    outcomes: readonly PartOutcome[],
): Set<number> {
    const positions = new Set<number>();
    parts.forEach((part, at) => {
        if (outcomes[at]?.state === 'saved') return;
        for (let position = part.start; position < part.start + part.count; position++)
            positions.add(position);
    });
    return positions;
}

/** The parts to send: all of them the first time, then the failed ones only. */
export const partsToSend = (outcomes: readonly PartOutcome[]) =>
    outcomes.flatMap((outcome, at) => (outcome.state === 'saved' ? [] : [at]));
