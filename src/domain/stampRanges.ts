/**
 * Serial ranges and codes as staff type, paste, import or scan them, and the checks made before
 * anything is sent (the mock backend applies the same limits).
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

export const rangeCount = (ranges: SerialRange[]) => ranges.reduce((sum, range) => sum + range.to - range.from + 1, 0);

/** Serial digits as typed (spaces and dots as separators are ignored), or null. */
export function parseSerial(text: string): number | null {
    const clean = text.trim().replace(/[\s.]/g, '');
    if (!/^\d+$/.test(clean) || clean.length > SERIAL_WIDTH) return null;
    const value = Number(clean);
    return value >= 1 ? value : null;
}

/** A code typed, pasted or scanned: the bare code, or the last part of the link a QR code holds. */
export function parseCode(text: string): string | null {
    let value = text.trim();
    if (/^https?:\/\//i.test(value)) {
        try {
            const url = new URL(value);
            value = url.pathname.split('/').filter(Boolean).pop() ?? '';
        } catch {
            return null;
        }
    }
    const clean = value.toUpperCase().replace(/[\s-]/g, '');
    if (clean.length !== CODE_LENGTH) return null;
    for (const char of clean) if (!CODE_ALPHABET.includes(char)) return null;
    return clean;
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
        if (toText && fromText.length !== toText.length && (hasLeadingZero(fromText) || hasLeadingZero(toText))) {
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
    return { rows: problems, ranges, total, overLimit, empty, ok: !empty && !overLimit && Object.keys(problems).length === 0 };
}

export interface ParsedLines {
    ranges: RangeRow[];
    codes: string[];
    /** Lines that are neither a serial, a range nor a code (1-based line numbers). */
    ignored: number[];
}

/**
 * Pasted text or a CSV file: one entry a line, a line being a code (or a stamp link), a serial,
 * or a range ("1001-2000", "1001 – 2000", or two cells "1001,2000"). A header line is ignored.
 */
export function parseLines(text: string): ParsedLines {
    const result: ParsedLines = { ranges: [], codes: [], ignored: [] };
    text.split(/\r?\n/).forEach((rawLine, index) => {
        const line = rawLine.replace(/^\ufeff/, '').trim();
        if (!line) return;
        const cells = line
            .split(/[,;\t]/)
            .map((cell) => cell.trim().replace(/^"|"$/g, '').trim())
            .filter(Boolean);
        const candidates = cells.length > 1 ? cells : [line];
        if (candidates.length === 2 && parseSerial(candidates[0]) !== null && parseSerial(candidates[1]) !== null) {
            result.ranges.push({ from: candidates[0], to: candidates[1] });
            return;
        }
        const dash = /^(\d[\d\s.]*)\s*[-–—]\s*(\d[\d\s.]*)$/.exec(line);
        if (dash) {
            result.ranges.push({ from: dash[1].trim(), to: dash[2].trim() });
            return;
        }
        for (const cell of candidates) {
            const code = parseCode(cell);
            if (code) {
                result.codes.push(code);
                return;
            }
        }
        if (candidates.length === 1 && parseSerial(line) !== null) {
            result.ranges.push({ from: line, to: '' });
            return;
        }
        result.ignored.push(index + 1);
    });
    return result;
}

/** Ranges of serials at fault a refusal names before it counts the rest ("và 12 tem khác"). */
export const NAMED_RANGES = 5;

/**
 * The serials at fault, compacted for a refusal: the first `limit` ranges as text ("0000000120–
 * 0000000130", a single serial alone) and how many stamps of `count` they leave unnamed.
 */
export function namedSerials(ranges: SerialRange[], count: number, limit = NAMED_RANGES): { named: string[]; others: number } {
    const shown = ranges.slice(0, limit);
    const named = shown.map((range) => (range.from === range.to ? formatSerial(range.from) : `${formatSerial(range.from)}–${formatSerial(range.to)}`));
    return { named, others: Math.max(0, count - rangeCount(shown)) };
}

/** "A", "A và B", "A, B và C", "A, B và 12 tem khác", given the words of the language. */
export function joinNamed({ named, others }: { named: string[]; others: number }, and: string, othersText: (count: number) => string): string {
    const parts = others > 0 ? [...named, othersText(others)] : named;
    return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`;
}
