/*
 * CSV cells, with no screen attached: the lists' exports (kit/csv.ts) and the print engine's code
 * files (lib/print) write their cells with these.
 */

/**
 * What a spreadsheet program reads as the start of a formula: =, +, -, @, a tab, a carriage return or
 * a line feed, and the full-width forms of the first four (＝ ＋ － ＠, which some programs fold to
 * them), also after leading spaces (some programs trim them before reading the cell).
 */
const FORMULA_START = /^\s*[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/;
/**
 * The one exception: a plain number with an optional sign, such as a phone number `+84901234567` or
 * a negative amount `-12,5`. It can neither call a function nor reference a cell, so it is written
 * as it is: people read their phone numbers without a stray apostrophe (a spreadsheet may show such
 * a cell as a number; importing the column as text keeps the +).
 */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/** A text cell's content: a formula start is made inert by a leading apostrophe. */
export function inertText(text: string): string {
    return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * One CSV cell. Numbers (numeric columns: counts, ids) are written as numbers; everything else is
 * text in quotes, which keeps commas, line breaks and the leading zeros of phone numbers intact,
 * with any formula start neutralised (inertText).
 */
export function csvCell(value: unknown): string {
    if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
    const text = value === undefined || value === null ? '' : String(value);
    return `"${inertText(text).replace(/"/g, '""')}"`;
}
