/**
 * QR masks on their way from the worker that encoded them to the worker that draws them, through
 * the main thread: packed into two buffers that are moved (transferred), not copied, so the main
 * thread handles one small message per thousand codes instead of cloning a thousand arrays.
 */
import type { QrMask } from './stampDrawing';

/** Masks in a row: each one's side (pixels, at most 181) and all their bytes one after another. */
export interface PackedMasks {
    sides: Uint8Array;
    bytes: Uint8Array;
}

/** A mask's byte length: `side` rows, each padded to whole bytes. */
const lengthOf = (side: number) => Math.ceil(side / 8) * side;

export function packMasks(masks: QrMask[]): PackedMasks {
    const sides = new Uint8Array(masks.length);
    let total = 0;
    masks.forEach((mask, i) => {
        sides[i] = mask.side;
        total += mask.bytes.length;
    });
    const bytes = new Uint8Array(total);
    let at = 0;
    for (const mask of masks) {
        bytes.set(mask.bytes, at);
        at += mask.bytes.length;
    }
    return { sides, bytes };
}

/** The buffers to transfer with a message carrying `packed`. */
export const transferOf = (packed: PackedMasks): ArrayBuffer[] => [
    packed.sides.buffer as ArrayBuffer,
    packed.bytes.buffer as ArrayBuffer,
];

/** The masks again, each a view of the packed bytes (nothing copied). */
export function unpackMasks({ sides, bytes }: PackedMasks): QrMask[] {
    const masks: QrMask[] = [];
    let at = 0;
    for (const side of sides) {
        const length = lengthOf(side);
        masks.push({ side, bytes: bytes.subarray(at, at + length) });
        at += length;
    }
    if (at !== bytes.length) throw new Error('QR masks do not match their sizes');
    return masks;
}
