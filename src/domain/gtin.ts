/**
 * GTINs as GS1 Digital Link and EPCs carry them: 8, 12, 13 or 14 digits whose last is the GS1
 * mod-10 check digit, written as 14 digits (padded with leading zeros).
 */
import { gs1CheckDigit } from '../validation';
import type { ScanRefusal } from './scanTypes';

export { gs1CheckDigit };

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
