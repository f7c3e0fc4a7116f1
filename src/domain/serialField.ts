/**
 * What a serial field (the ends of a range of an activation, sale or destruction) makes of what is
 * typed, pasted or scanned into it: serial digits, a serial as printed with its batch prefix
 * ("CD26-0000017001"), or the stamp's QR content (its link, a GS1 Digital Link), read by scan.ts.
 */
import { parseScan, type ScanOptions, type ScanRefusal } from './scan';
import { formatSerial, parseSerial } from './stampRanges';

export type SerialFieldRead =
    | { kind: 'empty' }
    /** The serial to show in the field. */
    | { kind: 'serial'; text: string }
    /** A stamp named by its code only (a stamp link): its serial is the server's to tell. */
    | { kind: 'code'; code: string }
    | { kind: 'refused'; refusal: ScanRefusal };

export function readSerialField(input: string, options: ScanOptions): SerialFieldRead {
    const text = input.trim();
    if (!text) return { kind: 'empty' };
    // Digits as typed keep their width: the width rule reads the leading zeros people typed.
    if (parseSerial(text) !== null) return { kind: 'serial', text: text.replace(/[\s.]/g, '') };
    const read = parseScan(text, options);
    if (!read.ok) return { kind: 'refused', refusal: read };
    return read.kind === 'serial'
        ? { kind: 'serial', text: formatSerial(read.serial) }
        : { kind: 'code', code: read.code };
}
