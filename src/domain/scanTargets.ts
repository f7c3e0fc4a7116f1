/** A stamp code or a serial as typed or printed: the part of a scan that names the stamp. */
import { CODE_ALPHABET, CODE_LENGTH, parseSerial, readPrefixedSerial } from './stampRanges';
import type { ScanTarget } from './scanTypes';

/** Case, spaces and dashes do not matter in a typed code. */
export const normaliseCode = (text: string) => text.toUpperCase().replace(/[\s-]/g, '');

/** A bare stamp code, or null. */
export function readCode(text: string): string | null {
    const clean = normaliseCode(text);
    if (clean.length !== CODE_LENGTH) return null;
    for (const char of clean) if (!CODE_ALPHABET.includes(char)) return null;
    return clean;
}

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
    return readPrefixedSerial(trimmed);
}

/** A code or a serial; a code wins when text could be read as both. */
export function readTarget(text: string): ScanTarget | null {
    const code = readCode(text);
    if (code) return { kind: 'code', code };
    const serial = readSerial(text);
    return serial ? { kind: 'serial', ...serial } : null;
}
