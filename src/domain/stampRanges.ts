/**
 * Serial ranges and codes as staff type, paste, import or scan them, and the checks made before
 * anything is sent (the mock backend applies the same limits). Reading one scanned or pasted value
 * (codes, serials, stamp links, GS1 Digital Links) and pasted lists is `scan.ts`.
 */

/** Serials are printed with this many digits. */
export const SERIAL_WIDTH = 10;
/** Stamps one activation, sale or destruction may cover. */
export const OPERATION_LIMIT = 100_000;
/** Stamps one print batch may hold. */
export const BATCH_LIMIT = 1_000_000;
/** Characters of a stamp code (no look-alikes: 0/O, 1/I/L). */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 12;

export interface SerialRange {
    from: number;
    to: number;
}

/** A range row of a form, as typed. */
export interface RangeRow {
    from: string;
    to: string;
}

export const formatSerial = (serial: number) => String(serial).padStart(SERIAL_WIDTH, '0');

export const rangeCount = (ranges: SerialRange[]) =>
    ranges.reduce((sum, range) => sum + range.to - range.from + 1, 0);

/**
 * Serial digits as typed, or null. Thousands may be grouped by dots or spaces, three digits a group
 * ("12.345", "12 345"); anything else with a dot ("1.5") is not a serial, never read as "15".
 */
export function parseSerial(text: string): number | null {
    const trimmed = text.trim();
    if (
        !/^\d+$/.test(trimmed) &&
        !/^\d{1,3}(?:\.\d{3})+$/.test(trimmed) &&
        !/^\d{1,3}(?: \d{3})+$/.test(trimmed)
    )
        return null;
    const clean = trimmed.replace(/[\s.]/g, '');
    if (clean.length > SERIAL_WIDTH) return null;
    const value = Number(clean);
    return value >= 1 ? value : null;
}

export type RowProblem =
    | { kind: 'from_required' }
    | { kind: 'not_serial'; field: 'from' | 'to' }
    | { kind: 'width' }
    | { kind: 'order' }
    | { kind: 'overlap'; other: number };

export interface Validation {
    /** Problems of each range row, by row index. */
    rows: Record<number, RowProblem>;
    /** Ranges of the valid rows, in row order (codes are separate). */
    ranges: SerialRange[];
    /** Stamps selected: the ranges plus the codes. */
    total: number;
    overLimit: boolean;
    /** Nothing chosen yet. */
    empty: boolean;
    ok: boolean;
}

const hasLeadingZero = (text: string) => text.trim().length > 1 && text.trim().startsWith('0');

/**
 * Checks range rows and codes the way the server will: each row from <= to, both ends the same
 * width when typed with leading zeros, rows not overlapping, at most `limit` stamps in all.
 * An empty `to` means a single stamp.
 */
export function validateSelection(rows: RangeRow[], codes: string[], limit = OPERATION_LIMIT): Validation {
    const problems: Record<number, RowProblem> = {};
    const parsed: (SerialRange | null)[] = rows.map((row, index) => {
        const fromText = row.from.trim();
        const toText = row.to.trim();
        if (!fromText && !toText) return null;
        if (!fromText) {
            problems[index] = { kind: 'from_required' };
            return null;
        }
        const from = parseSerial(fromText);
        if (from === null) {
            problems[index] = { kind: 'not_serial', field: 'from' };
            return null;
        }
        const to = toText ? parseSerial(toText) : from;
        if (to === null) {
            problems[index] = { kind: 'not_serial', field: 'to' };
            return null;
        }
        if (
            toText &&
            fromText.length !== toText.length &&
            (hasLeadingZero(fromText) || hasLeadingZero(toText))
        ) {
            problems[index] = { kind: 'width' };
            return null;
        }
        if (from > to) {
            problems[index] = { kind: 'order' };
            return null;
        }
        return { from, to };
    });
    parsed.forEach((range, index) => {
        if (!range || problems[index]) return;
        const other = parsed.findIndex((o, j) => j < index && o && o.from <= range.to && range.from <= o.to);
        if (other >= 0) problems[index] = { kind: 'overlap', other };
    });
    const ranges = parsed.filter((range, index): range is SerialRange => !!range && !problems[index]);
    const total = rangeCount(ranges) + codes.length;
    const overLimit = total > limit;
    const empty = ranges.length === 0 && codes.length === 0 && Object.keys(problems).length === 0;
    return {
        rows: problems,
        ranges,
        total,
        overLimit,
        empty,
        ok: !empty && !overLimit && Object.keys(problems).length === 0,
    };
}

/** Ranges of serials at fault a refusal names before it counts the rest ("và 12 tem khác"). */
export const NAMED_RANGES = 5;

/**
 * The serials at fault, compacted for a refusal: the first `limit` ranges as text ("0000000120–
 * 0000000130", a single serial alone) and how many stamps of `count` they leave unnamed.
 */
export function namedSerials(
    ranges: SerialRange[],
    count: number,
    limit = NAMED_RANGES,
): { named: string[]; others: number } {
    const shown = ranges.slice(0, limit);
    const named = shown.map((range) =>
        range.from === range.to
            ? formatSerial(range.from)
            : `${formatSerial(range.from)}–${formatSerial(range.to)}`,
    );
    return { named, others: Math.max(0, count - rangeCount(shown)) };
}

/** "A", "A và B", "A, B và C", "A, B và 12 tem khác", given the words of the language. */
export function joinNamed(
    { named, others }: { named: string[]; others: number },
    and: string,
    othersText: (count: number) => string,
): string {
    const parts = others > 0 ? [...named, othersText(others)] : named;
    return parts.length <= 1
        ? (parts[0] ?? '')
        : `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`;
}
