/** A stamp code or a serial as typed or printed: the part of a scan that names the stamp. */
import { CODE_ALPHABET, CODE_LENGTH, SERIAL_WIDTH, parseSerial } from './stampRanges';
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
export function readTarget(text: string): ScanTarget | null {
    const code = readCode(text);
    if (code) return { kind: 'code', code };
    const serial = readSerial(text);
    return serial ? { kind: 'serial', ...serial } : null;
}
