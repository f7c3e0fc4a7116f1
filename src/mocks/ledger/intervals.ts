/**
 * The interval store: a business's serials as a sorted list of non-overlapping segments. Every
 * operation splits at most two segments and merges neighbours that became alike, so its cost
 * depends on how many segments it touches, never on how many stamps they hold.
 */
import type { Segment, SerialRange } from './model';

const ATTRS = ['gen', 'act', 'ret', 'des', 'rcl'] as const;

const alike = (a: Segment, b: Segment) => ATTRS.every((key) => a[key] === b[key]);

/** Index of the first segment that ends at or after `serial` (segments.length when none). */
export function firstEndingAtOrAfter(segments: Segment[], serial: number): number {
    let low = 0;
    let high = segments.length;
    while (low < high) {
        const mid = (low + high) >> 1;
        if (segments[mid].to < serial) low = mid + 1;
        else high = mid;
    }
    return low;
}

/** The parts of segments inside [from, to], clipped to it, in order. Gaps (serials never printed) are absent. */
export function piecesIn(segments: Segment[], from: number, to: number): Segment[] {
    const pieces: Segment[] = [];
    for (let i = firstEndingAtOrAfter(segments, from); i < segments.length && segments[i].from <= to; i++) {
        const segment = segments[i];
        pieces.push({ ...segment, from: Math.max(segment.from, from), to: Math.min(segment.to, to) });
    }
    return pieces;
}

/** Serials of [from, to] that no segment holds. */
export function gapsIn(segments: Segment[], from: number, to: number): SerialRange[] {
    const gaps: SerialRange[] = [];
    let next = from;
    for (const piece of piecesIn(segments, from, to)) {
        if (piece.from > next) gaps.push({ from: next, to: piece.from - 1 });
        next = piece.to + 1;
    }
    if (next <= to) gaps.push({ from: next, to });
    return gaps;
}

/** Adds a newly printed batch (after every existing serial). */
export function addBatch(segments: Segment[], segment: Segment): void {
    const last = segments[segments.length - 1];
    if (last && segment.from <= last.to) throw new Error('A batch must start after the last printed serial');
    if (last && last.to + 1 === segment.from && alike(last, segment)) last.to = segment.to;
    else segments.push({ ...segment });
}

/** Splits the segment holding `serial` so that one segment starts exactly there. */
function splitAt(segments: Segment[], serial: number): void {
    const index = firstEndingAtOrAfter(segments, serial);
    const segment = segments[index];
    if (!segment || segment.from >= serial) return;
    segments.splice(index + 1, 0, { ...segment, from: serial });
    segment.to = serial - 1;
}

/**
 * Sets attributes on every printed serial of [from, to] (gaps stay gaps), then merges what became
 * alike. Returns how many serials changed.
 */
export function applyToRange(
    segments: Segment[],
    range: SerialRange,
    patch: Partial<Pick<Segment, 'act' | 'ret' | 'des' | 'rcl'>>,
): number {
    splitAt(segments, range.from);
    splitAt(segments, range.to + 1);
    let changed = 0;
    const start = firstEndingAtOrAfter(segments, range.from);
    let end = start;
    for (; end < segments.length && segments[end].from <= range.to; end++) {
        Object.assign(segments[end], patch);
        changed += segments[end].to - segments[end].from + 1;
    }
    mergeAround(segments, Math.max(start - 1, 0), Math.min(end, segments.length - 1));
    return changed;
}

/** Merges neighbouring, contiguous, alike segments between two indexes. */
function mergeAround(segments: Segment[], from: number, to: number): void {
    for (let i = to; i > from; i--) {
        const previous = segments[i - 1];
        const current = segments[i];
        if (previous && current && previous.to + 1 === current.from && alike(previous, current)) {
            previous.to = current.to;
            segments.splice(i, 1);
        }
    }
}

export const countOf = (ranges: SerialRange[]) =>
    ranges.reduce((sum, range) => sum + range.to - range.from + 1, 0);

/** Sorts ranges and joins those that touch or overlap. */
export function mergeRanges(ranges: SerialRange[]): SerialRange[] {
    const sorted = [...ranges].sort((a, b) => a.from - b.from);
    const merged: SerialRange[] = [];
    for (const range of sorted) {
        const last = merged[merged.length - 1];
        if (last && range.from <= last.to + 1) last.to = Math.max(last.to, range.to);
        else merged.push({ ...range });
    }
    return merged;
}
