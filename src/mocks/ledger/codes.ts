/**
 * Stamp codes: what a stamp's QR code carries. A code is 12 characters from an alphabet without
 * look-alike characters (no 0/O, 1/I/L), and is the business id and serial encrypted with a small
 * Feistel network: random-looking and unguessable, yet the mock needs no table to read it back,
 * so a batch of a million stamps stores no codes at all.
 */
import { CODE_ALPHABET, CODE_LENGTH } from '../../domain/stampRanges';
import { normaliseCode } from '../../domain/scan';

const HALF_BITS = 29;
const HALF = 2 ** HALF_BITS;
const MASK = HALF - 1;
const BASE = CODE_ALPHABET.length;
const HALF_CHARS = CODE_LENGTH / 2;
/** The mock's secret; a real server keeps its own. */
const KEYS = [0x5bd1e995, 0x1b873593, 0x27d4eb2f, 0x165667b1, 0x61c88647, 0x3c6ef372];

function round(value: number, key: number): number {
    let x = Math.imul(value ^ key, 0x85ebca6b);
    x ^= x >>> 13;
    x = Math.imul(x, 0xc2b2ae35);
    x ^= x >>> 16;
    return (x >>> 0) & MASK;
}

function encryptPair(left: number, right: number): [number, number] {
    let l = left;
    let r = right;
    for (const key of KEYS) [l, r] = [r, (l ^ round(r, key)) & MASK];
    return [l, r];
}

function decryptPair(left: number, right: number): [number, number] {
    let l = left;
    let r = right;
    for (let i = KEYS.length - 1; i >= 0; i--) [l, r] = [(r ^ round(l, KEYS[i])) & MASK, l];
    return [l, r];
}

function encodeHalf(value: number): string {
    let text = '';
    let rest = value;
    for (let i = 0; i < HALF_CHARS; i++) {
        text = CODE_ALPHABET[rest % BASE] + text;
        rest = Math.floor(rest / BASE);
    }
    return text;
}

function decodeHalf(text: string): number | null {
    let value = 0;
    for (const char of text) {
        const digit = CODE_ALPHABET.indexOf(char);
        if (digit < 0) return null;
        value = value * BASE + digit;
    }
    return value < HALF ? value : null;
}

/** Serials fit in 34 bits, business ids in 24. */
const SERIAL_HIGH = 2 ** (34 - HALF_BITS);

export function encodeStamp(bizId: number, serial: number): string {
    const left = bizId * SERIAL_HIGH + Math.floor(serial / HALF);
    const right = serial % HALF;
    const [a, b] = encryptPair(left, right);
    return encodeHalf(a) + encodeHalf(b);
}

/** Reads a code typed by a person: case, spaces and dashes do not matter. */
export const cleanCode = normaliseCode;

export function decodeStamp(code: string): { bizId: number; serial: number } | null {
    const clean = cleanCode(code);
    if (clean.length !== CODE_LENGTH) return null;
    const a = decodeHalf(clean.slice(0, HALF_CHARS));
    const b = decodeHalf(clean.slice(HALF_CHARS));
    if (a === null || b === null) return null;
    const [left, right] = decryptPair(a, b);
    const bizId = Math.floor(left / SERIAL_HIGH);
    const serial = (left % SERIAL_HIGH) * HALF + right;
    if (bizId < 1 || serial < 1) return null;
    return { bizId, serial };
}
