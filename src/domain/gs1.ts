/**
 * GS1's rules for the identifiers the console builds, in one place: GTINs (mod-10 check digit),
 * the values of AI 10 (batch/lot) and AI 21 (serial: the stamp's code), and the GS1 Digital Link
 * URIs that carry them (in QR codes, print and codes files, and as EPCs in EPCIS exports). Every
 * builder goes through `digitalLinkUri`, which refuses what GS1 does not allow instead of emitting it.
 *
 * AI 10 and AI 21 hold at most 20 characters of GS1's character set 82: `A–Z a–z 0–9` and
 * `! " % & ' ( ) * + , - . / : ; < = > ? _`. No space, no Vietnamese letter. The console also leaves
 * out `"`: a URI cannot hold it as such and GS1's reference toolkit (digital-link.js) refuses its
 * percent-encoded form, so no Digital Link carrying it passes that check.
 */
import type { ScanRefusal } from './scanTypes';

/** The most characters AI 10 and AI 21 hold. */
export const AI_MAX_LENGTH = 20;
/** GS1 character set 82 as the console uses it (without `"`, see above). */
const SAFE_CHAR = /[A-Za-z0-9!%&'()*+,\-./:;<=>?_]/;

/** Why a value cannot be carried in AI 10 or AI 21. */
export type AiProblem = 'empty' | 'too_long' | 'charset';

export type AiCheck = { ok: true } | { ok: false; problem: AiProblem; chars: string[]; length: number };

/** Checks a value for AI 10 / AI 21: 1 to 20 characters, each of character set 82. */
export function checkAiValue(value: string): AiCheck {
    const chars = [...value];
    const bad = [...new Set(chars.filter((char) => !SAFE_CHAR.test(char)))];
    if (!chars.length) return { ok: false, problem: 'empty', chars: [], length: 0 };
    if (bad.length) return { ok: false, problem: 'charset', chars: bad, length: chars.length };
    if (chars.length > AI_MAX_LENGTH)
        return { ok: false, problem: 'too_long', chars: [], length: chars.length };
    return { ok: true };
}

export const isGs1Lot = (value: string | null | undefined) => !!value && checkAiValue(value).ok;

/**
 * A GS1-safe lot code proposed for a lot written in Vietnamese: diacritics dropped (đ → d), spaces
 * and characters GS1 does not allow turned into `-` (never two in a row, none at either end), at
 * most 20 characters. Empty when nothing of the text can be kept.
 */
export function suggestGs1Lot(text: string): string {
    const latin = text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
    const mapped = [...latin].map((char) => (SAFE_CHAR.test(char) ? char : '-')).join('');
    const tidy = (value: string) => value.replace(/-{2,}/g, '-').replace(/^-+|-+$/g, '');
    return tidy(tidy(mapped).slice(0, AI_MAX_LENGTH));
}

/** GS1 mod-10 check digit of the digits before it (GTIN-8/12/13/14, GLN). */
export function gs1CheckDigit(body: string): number {
    let sum = 0;
    for (let i = 0; i < body.length; i++) {
        const digit = Number(body[body.length - 1 - i]);
        sum += digit * (i % 2 === 0 ? 3 : 1);
    }
    return (10 - (sum % 10)) % 10;
}

const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/** A GTIN as 14 digits (GTIN-8/12/13 are padded with zeros, as Digital Link writes them), or a refusal. */
export function checkGtin(text: string): { ok: true; gtin: string } | ({ ok: false } & ScanRefusal) {
    if (!/^\d+$/.test(text) || !GTIN_LENGTHS.has(text.length))
        return { ok: false, reason: 'gtin_format', gtin: text };
    const gtin = text.padStart(14, '0');
    const expected = gs1CheckDigit(gtin.slice(0, 13));
    if (expected !== Number(gtin[13])) return { ok: false, reason: 'gtin_check_digit', gtin: text, expected };
    return { ok: true, gtin };
}

/** The GTIN-14 of a GTIN-8/12/13/14, or null when it is malformed or its check digit is wrong. */
export function gtin14(text: string | null | undefined): string | null {
    if (!text) return null;
    const checked = checkGtin(text.trim());
    return checked.ok ? checked.gtin : null;
}

/** Percent-encodes a Digital Link path value: everything but unreserved characters. */
export const encodeAiValue = (value: string) =>
    encodeURIComponent(value).replace(
        /[!'()*]/g,
        (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
    );

/** Thrown for a GTIN a Digital Link cannot carry; `reason` says why. */
export class GtinError extends Error {
    constructor(
        readonly gtin: string,
        readonly reason: 'gtin_format' | 'gtin_check_digit',
        readonly expected?: number,
    ) {
        super(
            reason === 'gtin_format'
                ? `Not a GTIN: ${gtin}`
                : `Wrong GTIN check digit: ${gtin} (expected ${expected})`,
        );
        this.name = 'GtinError';
    }
}

/** Thrown for a lot (AI 10) or serial (AI 21) a Digital Link cannot carry. */
export class AiValueError extends Error {
    constructor(
        readonly ai: '10' | '21',
        readonly value: string,
        readonly problem: AiProblem,
    ) {
        super(`GS1 AI ${ai} cannot carry ${JSON.stringify(value)}: ${problem}`);
        this.name = 'AiValueError';
    }
}

function checked(ai: '10' | '21', value: string) {
    const check = checkAiValue(value);
    if (!check.ok) throw new AiValueError(ai, value, check.problem);
    return encodeAiValue(value);
}

export interface DigitalLinkValues {
    /** Scheme and host, with any resolver path before `/01/` (`https://id.gs1.org`). */
    host: string;
    /** GTIN-8/12/13/14 with a valid check digit (written as GTIN-14). */
    gtin: string;
    /** AI 10, when there is one. */
    lot?: string | null;
    /** AI 21, when there is one. */
    serial?: string | null;
}

/**
 * A GS1 Digital Link URI: `<host>/01/<GTIN-14>[/10/<lot>][/21/<serial>]`. Throws a GtinError or an
 * AiValueError for a value GS1 does not allow, so a non-conforming identifier is never built.
 */
export function digitalLinkUri({ host, gtin, lot, serial }: DigitalLinkValues): string {
    const full = checkGtin(gtin.trim());
    if (!full.ok)
        throw new GtinError(
            gtin,
            full.reason as 'gtin_format',
            'expected' in full ? full.expected : undefined,
        );
    const lotPart = lot ? `/10/${checked('10', lot)}` : '';
    const serialPart = serial ? `/21/${checked('21', serial)}` : '';
    return `${host.replace(/\/+$/, '')}/01/${full.gtin}${lotPart}${serialPart}`;
}
