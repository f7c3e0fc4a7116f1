/**
 * GS1 Digital Link URIs of stamps: `https://<host>/01/<GTIN-14>[/10/<lot>]/21/<code>`. AI 21 holds
 * the stamp's code (12 characters that cannot be guessed from a neighbour), never its sequential
 * serial, which the stamp prints as text. Values are percent-encoded; readers take any host (a
 * resolver's own path before `/01/` included), the qualifiers in any order, with or without a lot.
 */
import { checkGtin, digitalLinkUri } from './gs1';
import { readTarget } from './scanTargets';
import type { ScanResult } from './scanTypes';

export { encodeAiValue, GtinError, AiValueError } from './gs1';

export interface DigitalLinkParts {
    /** The resolver: the scanner host (`https://scan.xacthucso.vn`). */
    scannerHost: string;
    /** GTIN-8/12/13/14 with a valid check digit (written as GTIN-14). */
    gtin: string;
    /** The GS1 lot code (AI 10), when the stamp was activated with one. */
    lot?: string | null;
    /** AI 21: the stamp code. */
    code: string;
}

/**
 * A GS1 Digital Link URI for a stamp. Throws a GtinError for a malformed GTIN or a wrong check
 * digit, an AiValueError for a lot or code GS1 does not allow (see ./gs1).
 */
export function digitalLink({ scannerHost, gtin, lot, code }: DigitalLinkParts): string {
    return digitalLinkUri({ host: scannerHost, gtin, lot, serial: code });
}

/** Digital Link's short names of the identifiers it carries, and their long aliases. */
const AI_ALIASES: Record<string, string> = { gtin: '01', cpv: '22', lot: '10', ser: '21' };
/** Key qualifiers that may follow a GTIN (consumer product variant, lot, serial). */
const QUALIFIERS = new Set(['22', '10', '21']);

/** Where a Digital Link starts in a path's (decoded) segments: the first `01`/`gtin` segment, or -1. */
export function digitalLinkStart(segments: string[]): number {
    return segments.findIndex((segment, index) => {
        const ai = segment.toLowerCase();
        return (ai === '01' || ai === 'gtin') && (segments.length - index) % 2 === 0;
    });
}

/** Reads the segments of a Digital Link path from its `01` on (already percent-decoded). */
export function readDigitalLink(segments: string[]): ScanResult {
    if (segments.length % 2 !== 0) return { ok: false, reason: 'not_stamp_link' };
    const values: Record<string, string> = {};
    for (let i = 2; i < segments.length; i += 2) {
        const ai = AI_ALIASES[segments[i].toLowerCase()] ?? segments[i];
        if (!QUALIFIERS.has(ai) || values[ai] !== undefined) return { ok: false, reason: 'not_stamp_link' };
        values[ai] = segments[i + 1];
    }
    const gtin = checkGtin(segments[1]);
    if (!gtin.ok) return gtin;
    if (values['21'] === undefined)
        return {
            ok: false,
            reason: 'product_link',
            gtin: gtin.gtin,
            ...(values['10'] !== undefined ? { lot: values['10'] } : {}),
        };
    const target = readTarget(values['21']);
    if (!target) return { ok: false, reason: 'unknown_serial', value: values['21'] };
    return {
        ok: true,
        ...target,
        source: 'digital_link',
        gtin: gtin.gtin,
        ...(values['10'] !== undefined ? { lot: values['10'] } : {}),
    };
}
