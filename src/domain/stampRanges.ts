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

/** Serial prefixes templates may have: letters, digits and dashes, at most 10. */
const PREFIX_PATTERN = /^[A-Z0-9-]{1,10}$/;

/**
 * A serial as printed after its template's prefix ("CD26-0000017001", all SERIAL_WIDTH digits), or
 * null. Only the serial exactly as printed: "<prefix>-123456" is how codes of the former system read
 * (see migrated.ts), not a serial.
 */
export function readPrefixedSerial(text: string): { serial: number; prefix: string } | null {
    const match = /^(.*?)(\d+)$/.exec(text.trim().toUpperCase().replace(/\s/g, ''));
    if (!match) return null;
    let [, prefix, digits] = match;
    // Templates print serials SERIAL_WIDTH digits wide: digits before those belong to the prefix.
    if (digits.length > SERIAL_WIDTH) {
        prefix += digits.slice(0, digits.length - SERIAL_WIDTH);
        digits = digits.slice(-SERIAL_WIDTH);
    }
    if (digits.length !== SERIAL_WIDTH || !PREFIX_PATTERN.test(prefix) || /^\d+$/.test(prefix)) return null;
    const serial = Number(digits);
    return serial >= 1 ? { serial, prefix } : null;
}

/**
 * One end of a range as a form holds it: serial digits as typed, or a serial as printed with its
 * prefix. `digits` is what the width rule compares (typed digits keep their leading zeros).
 */
export function readRangeEnd(text: string): { serial: number; digits: string } | null {
    const serial = parseSerial(text);
    if (serial !== null) return { serial, digits: text.trim().replace(/[\s.]/g, '') };
    const printed = readPrefixedSerial(text);
    return printed ? { serial: printed.serial, digits: formatSerial(printed.serial) } : null;
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

const hasLeadingZero = (digits: string) => digits.length > 1 && digits.startsWith('0');

/**
 * Checks range rows and codes the way the server will: each end a serial (digits, or as printed
 * with its prefix), each row from <= to, both ends the same width when typed with leading zeros, rows not overlapping, at most `limit` stamps in all.
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
        const from = readRangeEnd(fromText);
        if (from === null) {
            problems[index] = { kind: 'not_serial', field: 'from' };
            return null;
        }
        const to = toText ? readRangeEnd(toText) : from;
        if (to === null) {
            problems[index] = { kind: 'not_serial', field: 'to' };
            return null;
        }
        if (
            toText &&
            from.digits.length !== to.digits.length &&
            (hasLeadingZero(from.digits) || hasLeadingZero(to.digits))
        ) {
            problems[index] = { kind: 'width' };
            return null;
        }
        if (from.serial > to.serial) {
            problems[index] = { kind: 'order' };
            return null;
        }
        return { from: from.serial, to: to.serial };
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
