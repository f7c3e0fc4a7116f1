/**
 * What a person scans, pastes or types into a code field, read one way everywhere: the console's
 * trace page and stamp operation forms, the camera, a keyboard-wedge scanner, pasted lists and CSV
 * files, and the mock backend's printed QR contents. Pure TypeScript: no React, no configuration;
 * the scanner host is passed in.
 *
 * Accepted forms:
 * - a stamp code (12 characters of CODE_ALPHABET; case, spaces and dashes do not matter);
 * - a serial, with or without leading zeros, or as printed after a template's serial prefix ("CD-0000001001");
 * - the link a stamp's QR holds: `https://<scanner host>/<code>`;
 * - a GS1 Digital Link on the scanner host: `https://<scanner host>/01/<GTIN>[/10/<lot>]/21/<code or serial>`.
 */
import { gs1CheckDigit } from '../validation';
import { CODE_ALPHABET, CODE_LENGTH, SERIAL_WIDTH, formatSerial, parseSerial, type RangeRow } from './stampRanges';

/** The stamp a scan names: by code, or by serial (what GS1 templates print today). */
export type ScanTarget = { kind: 'code'; code: string } | { kind: 'serial'; serial: number; /** The template's serial prefix as printed, '' when none. */ prefix: string };

/** Where the value came from: typed text, the scanner-host link, or a GS1 Digital Link. */
export type ScanSource = 'text' | 'link' | 'digital_link';

export type Scanned = ScanTarget & {
    source: ScanSource;
    /** GTIN-14 of a Digital Link. */
    gtin?: string;
    /** Batch or lot (AI 10) of a Digital Link. */
    lot?: string;
};

/** Why a scan names no stamp; the UI turns the reason into words. */
export type ScanRefusal =
    | { reason: 'empty' }
    /** Neither a code, a serial nor a link. */
    | { reason: 'unreadable'; text: string }
    /** Letters with diacritics: a Vietnamese input method (Telex, VNI) rewrote what the scanner typed. */
    | { reason: 'input_method'; text: string }
    /** A link to another site. */
    | { reason: 'foreign_host'; host: string }
    /** A link to a product page (or a Digital Link without a serial): it names no stamp. */
    | { reason: 'product_link' }
    /** A link on the scanner host that is neither a stamp nor a Digital Link. */
    | { reason: 'not_stamp_link' }
    /** A link whose percent-encoding is broken. */
    | { reason: 'bad_encoding' }
    /** The GTIN of a Digital Link is not 8, 12, 13 or 14 digits. */
    | { reason: 'gtin_format'; gtin: string }
    /** The GTIN's last digit is not its GS1 check digit. */
    | { reason: 'gtin_check_digit'; gtin: string; expected: number }
    /** The serial (AI 21) of a Digital Link is neither a stamp code nor a serial. */
    | { reason: 'unknown_serial'; value: string };

export type ScanResult = ({ ok: true } & Scanned) | ({ ok: false } & ScanRefusal);

export interface ScanOptions {
    /** The configured scanner host, e.g. `https://scan.xacthucso.vn` (a base path is allowed). */
    scannerHost: string;
}

const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/** A GTIN as 14 digits (GTIN-8/12/13 are padded with zeros, as Digital Link writes them), or a refusal. */
export function checkGtin(text: string): { ok: true; gtin: string } | ({ ok: false } & ScanRefusal) {
    if (!/^\d+$/.test(text) || !GTIN_LENGTHS.has(text.length)) return { ok: false, reason: 'gtin_format', gtin: text };
    const gtin = text.padStart(14, '0');
    const expected = gs1CheckDigit(gtin.slice(0, 13));
    if (expected !== Number(gtin[13])) return { ok: false, reason: 'gtin_check_digit', gtin: text, expected };
    return { ok: true, gtin };
}

/** Case, spaces and dashes do not matter in a typed code. */
export const normaliseCode = (text: string) => text.toUpperCase().replace(/[\s-]/g, '');

/** A bare stamp code, or null. */
export function readCode(text: string): string | null {
    const clean = normaliseCode(text);
    if (clean.length !== CODE_LENGTH) return null;
    for (const char of clean) if (!CODE_ALPHABET.includes(char)) return null;
    return clean;
}

/** Serial prefixes templates may have: letters, digits and dashes, at most 10. */
const PREFIX_PATTERN = /^[A-Z0-9-]{1,10}$/;

/**
 * A serial: its digits (leading zeros optional), or as printed after its template's prefix
 * ("CD-0000001001", all SERIAL_WIDTH digits); null otherwise.
 */
export function readSerial(text: string): { serial: number; prefix: string } | null {
    const trimmed = text.trim();
    if (/^\d[\d\s.]*$/.test(trimmed)) {
        const serial = parseSerial(trimmed);
        return serial === null ? null : { serial, prefix: '' };
    }
    const match = /^(.*?)(\d+)$/.exec(trimmed.toUpperCase().replace(/\s/g, ''));
    if (!match) return null;
    let [, prefix, digits] = match;
    // Templates print serials SERIAL_WIDTH digits wide: digits before those belong to the prefix.
    if (digits.length > SERIAL_WIDTH) {
        prefix += digits.slice(0, digits.length - SERIAL_WIDTH);
        digits = digits.slice(-SERIAL_WIDTH);
    }
    // With a prefix, only the serial exactly as printed: "<prefix>-123456" is how codes of the
    // former system read (see migrated.ts), not a serial.
    if (digits.length !== SERIAL_WIDTH || !PREFIX_PATTERN.test(prefix) || /^\d+$/.test(prefix)) return null;
    const serial = Number(digits);
    return serial >= 1 ? { serial, prefix } : null;
}

/** A code or a serial; a code wins when text could be read as both. */
function readTarget(text: string): ScanTarget | null {
    const code = readCode(text);
    if (code) return { kind: 'code', code };
    const serial = readSerial(text);
    return serial ? { kind: 'serial', ...serial } : null;
}

interface Host {
    host: string;
    /** Base path of the scanner host, without a trailing slash ('' for none). */
    base: string;
}

function hostOf(scannerHost: string): Host | null {
    try {
        const url = new URL(/^https?:\/\//i.test(scannerHost) ? scannerHost : `https://${scannerHost}`);
        return { host: url.host.toLowerCase(), base: url.pathname.replace(/\/+$/, '') };
    } catch {
        return null;
    }
}

/** Digital Link's short names of the identifiers it carries, and their long aliases. */
const AI_ALIASES: Record<string, string> = { gtin: '01', cpv: '22', lot: '10', ser: '21' };
/** The order key qualifiers follow a GTIN in a Digital Link path. */
const QUALIFIERS = ['22', '10', '21'];

function readDigitalLink(segments: string[]): ScanResult {
    const pairs: [string, string][] = [];
    for (let i = 0; i < segments.length; i += 2) {
        const ai = AI_ALIASES[segments[i].toLowerCase()] ?? segments[i];
        if (i + 1 >= segments.length) return { ok: false, reason: 'not_stamp_link' };
        pairs.push([ai, segments[i + 1]]);
    }
    const [[, gtinText], ...rest] = pairs;
    let last = -1;
    const values: Record<string, string> = {};
    for (const [ai, value] of rest) {
        const position = QUALIFIERS.indexOf(ai);
        if (position <= last) return { ok: false, reason: 'not_stamp_link' };
        last = position;
        values[ai] = value;
    }
    const gtin = checkGtin(gtinText);
    if (!gtin.ok) return gtin;
    if (values['21'] === undefined) return { ok: false, reason: 'product_link' };
    const target = readTarget(values['21']);
    if (!target) return { ok: false, reason: 'unknown_serial', value: values['21'] };
    return { ok: true, ...target, source: 'digital_link', gtin: gtin.gtin, ...(values['10'] !== undefined ? { lot: values['10'] } : {}) };
}

function readLink(text: string, host: Host | null): ScanResult {
    const full = /^https?:\/\//i.test(text) ? text : `https://${text}`;
    let url: URL;
    try {
        url = new URL(full);
    } catch {
        return { ok: false, reason: 'unreadable', text };
    }
    if (!host || url.host.toLowerCase() !== host.host) return { ok: false, reason: 'foreign_host', host: url.host };
    // The path as written: a URL parser would drop values such as "." or ".." (dot segments).
    let path = /^[a-z]+:\/\/[^/?#]*([^?#]*)/i.exec(full)?.[1] ?? '';
    if (host.base) {
        if (path !== host.base && !path.startsWith(`${host.base}/`)) return { ok: false, reason: 'not_stamp_link' };
        path = path.slice(host.base.length);
    }
    let segments: string[];
    try {
        segments = path.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment));
    } catch {
        return { ok: false, reason: 'bad_encoding' };
    }
    if (segments.length === 0) return { ok: false, reason: 'not_stamp_link' };
    const first = segments[0].toLowerCase();
    if (first === '01' || first === 'gtin') return readDigitalLink(segments);
    if (first === 'p') return { ok: false, reason: 'product_link' };
    if (segments.length !== 1) return { ok: false, reason: 'not_stamp_link' };
    const code = readCode(segments[0]);
    return code ? { ok: true, kind: 'code', code, source: 'link' } : { ok: false, reason: 'not_stamp_link' };
}

/** Letters a Vietnamese input method makes of plain ones (â, ư, đ, tone marks). */
const DIACRITICS = /[\u00C0-\u024F\u1E00-\u1EFF]|\p{M}/u;

/**
 * A scanner typing through Telex or VNI comes out as one word with accented letters ("https://…",
 * or about a code's length); a word of Vietnamese is just unreadable.
 */
const mangledByInputMethod = (text: string) =>
    DIACRITICS.test(text) && !/\s/.test(text) && (text.includes('/') || text.length >= CODE_LENGTH - 4);

/** Reads one scanned, pasted or typed value. */
export function parseScan(input: string, options: ScanOptions): ScanResult {
    // Full-width characters (some phone keyboards) become plain ones; invisible marks go.
    const text = input.normalize('NFKC').replace(/[\u200B-\u200D\uFEFF]/g, '').trim();
    if (!text) return { ok: false, reason: 'empty' };
    if (mangledByInputMethod(text)) return { ok: false, reason: 'input_method', text };
    const host = hostOf(options.scannerHost);
    if (/^https?:\/\//i.test(text)) return readLink(text, host);
    // A link copied without its scheme: "scan.xacthucso.vn/K7M2…".
    if (host && text.toLowerCase().startsWith(`${host.host}/`)) return readLink(text, host);
    const target = readTarget(text);
    return target ? { ok: true, ...target, source: 'text' } : { ok: false, reason: 'unreadable', text };
}

/** What the API takes for a scanned stamp: its code, or its serial digits. */
export const targetText = (target: ScanTarget) =>
    target.kind === 'code' ? target.code : formatSerial(target.serial);

/** Percent-encodes a Digital Link path value: everything but unreserved characters. */
const encodeValue = (value: string) =>
    encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The link a stamp's QR holds by default. */
export const stampLink = (scannerHost: string, code: string) => `${trimSlash(scannerHost)}/${code}`;

export interface DigitalLinkParts {
    scannerHost: string;
    /** GTIN-8/12/13/14 with a valid check digit. */
    gtin: string;
    lot?: string | null;
    /** AI 21: a stamp code, or a serial as printed (prefix and digits). */
    serial: string;
}

/** A GS1 Digital Link URI for a stamp: `<host>/01/<GTIN-14>[/10/<lot>]/21/<serial>`. */
export function digitalLink({ scannerHost, gtin, lot, serial }: DigitalLinkParts): string {
    const checked = checkGtin(gtin);
    if (!checked.ok) throw new Error(`Not a valid GTIN: ${gtin}`);
    const lotPart = lot ? `/10/${encodeValue(lot)}` : '';
    return `${trimSlash(scannerHost)}/01/${checked.gtin}${lotPart}/21/${encodeValue(serial)}`;
}

export interface ParsedLines {
    ranges: RangeRow[];
    codes: string[];
    /** Lines that are neither a serial, a range, a code nor a stamp link (1-based line numbers). */
    ignored: number[];
    /** Why each ignored line was not read, in line order. */
    refusals: { line: number; refusal: ScanRefusal }[];
}

/** A scan as a selection entry: a code, or a one-stamp range row. */
function addScanned(result: ParsedLines, scanned: Scanned, raw: string) {
    if (scanned.kind === 'code') result.codes.push(scanned.code);
    // Plain digits stay as typed; a prefixed or linked serial is written out in full.
    else result.ranges.push({ from: scanned.source === 'text' && !scanned.prefix ? raw : formatSerial(scanned.serial), to: '' });
}

/**
 * Pasted text or a CSV file: one entry a line, a line being anything `parseScan` reads (a code, a
 * serial, a stamp link, a Digital Link) or a range ("1001-2000", "1001 – 2000", or two cells
 * "1001,2000"). In a line of several cells the first code or link is taken (other cells may be row
 * numbers or notes). A header line is ignored.
 */
export function parseLines(text: string, options: ScanOptions): ParsedLines {
    const result: ParsedLines = { ranges: [], codes: [], ignored: [], refusals: [] };
    text.split(/\r?\n/).forEach((rawLine, index) => {
        const line = rawLine.replace(/^\ufeff/, '').trim();
        if (!line) return;
        const cells = line
            .split(/[,;\t]/)
            .map((cell) => cell.trim().replace(/^"|"$/g, '').trim())
            .filter(Boolean);
        if (cells.length === 2 && parseSerial(cells[0]) !== null && parseSerial(cells[1]) !== null) {
            result.ranges.push({ from: cells[0], to: cells[1] });
            return;
        }
        const dash = /^(\d[\d\s.]*)\s*[-–—]\s*(\d[\d\s.]*)$/.exec(line);
        if (dash) {
            result.ranges.push({ from: dash[1].trim(), to: dash[2].trim() });
            return;
        }
        const whole = parseScan(line, options);
        if (whole.ok) {
            addScanned(result, whole, line);
            return;
        }
        let refusal: ScanRefusal = whole;
        if (cells.length > 1) {
            for (const cell of cells) {
                const scanned = parseScan(cell, options);
                if (scanned.ok && (scanned.kind === 'code' || scanned.source !== 'text')) {
                    addScanned(result, scanned, cell);
                    return;
                }
                // A link that was refused says more than "unreadable".
                if (!scanned.ok && refusal.reason === 'unreadable' && scanned.reason !== 'unreadable') refusal = scanned;
            }
        }
        result.ignored.push(index + 1);
        result.refusals.push({ line: index + 1, refusal });
    });
    return result;
}
