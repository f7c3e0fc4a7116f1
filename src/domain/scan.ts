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
 * - a GS1 Digital Link on any host: `https://<host>[/<path>]/01/<GTIN>[/10/<lot>]/21/<code or serial>`,
 *   qualifiers in any order, values percent-encoded (see digitalLink.ts).
 */
import { CODE_LENGTH, formatSerial } from './stampRanges';
import { digitalLinkStart, readDigitalLink } from './digitalLink';
import { readCode, readTarget } from './scanTargets';
import type { ScanOptions, ScanResult, ScanTarget } from './scanTypes';

export type { ScanOptions, ScanRefusal, ScanResult, ScanSource, ScanTarget, Scanned } from './scanTypes';
export { checkGtin, gtin14 } from './gtin';
export { normaliseCode, readCode, readSerial } from './scanTargets';
export { digitalLink, encodeAiValue, GtinError, AiValueError, type DigitalLinkParts } from './digitalLink';

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

/** The decoded segments of a link's path as written (a URL parser would drop "." or ".." values). */
function segmentsOf(path: string): string[] | null {
    try {
        return path
            .split('/')
            .filter(Boolean)
            .map((segment) => decodeURIComponent(segment));
    } catch {
        return null;
    }
}

function readLink(text: string, host: Host | null): ScanResult {
    const full = /^https?:\/\//i.test(text) ? text : `https://${text}`;
    let url: URL;
    try {
        url = new URL(full);
    } catch {
        return { ok: false, reason: 'unreadable', text };
    }
    let path = /^[a-z]+:\/\/[^/?#]*([^?#]*)/i.exec(full)?.[1] ?? '';
    if (!host || url.host.toLowerCase() !== host.host) {
        // A Digital Link names the stamp on whichever resolver it points at.
        const segments = segmentsOf(path);
        if (segments === null) return { ok: false, reason: 'bad_encoding' };
        const start = digitalLinkStart(segments);
        return start >= 0
            ? readDigitalLink(segments.slice(start))
            : { ok: false, reason: 'foreign_host', host: url.host };
    }
    if (host.base) {
        if (path !== host.base && !path.startsWith(`${host.base}/`))
            return { ok: false, reason: 'not_stamp_link' };
        path = path.slice(host.base.length);
    }
    const segments = segmentsOf(path);
    if (segments === null) return { ok: false, reason: 'bad_encoding' };
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
    const text = input
        .normalize('NFKC')
        .replace(/[\u200B-\u200D\uFEFF]/g, '')
        .trim();
    if (!text) return { ok: false, reason: 'empty' };
    if (mangledByInputMethod(text)) return { ok: false, reason: 'input_method', text };
    const host = hostOf(options.scannerHost);
    if (/^https?:\/\//i.test(text)) return readLink(text, host);
    // A link copied without its scheme: "scan.xacthucso.vn/K7M2…".
    if (host && text.toLowerCase().startsWith(`${host.host}/`)) return readLink(text, host);
    // A Digital Link of another resolver copied without its scheme: "id.gs1.org/01/…".
    if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?\/(.*\/)?(01|gtin)\//i.test(text)) return readLink(text, host);
    const target = readTarget(text);
    return target ? { ok: true, ...target, source: 'text' } : { ok: false, reason: 'unreadable', text };
}

/** What the API takes for a scanned stamp: its code, or its serial digits. */
export const targetText = (target: ScanTarget) =>
    target.kind === 'code' ? target.code : formatSerial(target.serial);

/** The link a stamp's QR holds by default. */
export const stampLink = (scannerHost: string, code: string) => `${trimSlash(scannerHost)}/${code}`;

const trimSlash = (url: string) => url.replace(/\/+$/, '');
