/**
 * QR masks packed for the trip between print workers (src/lib/print/maskPack.ts): two buffers the
 * main thread moves on without copying, unpacked into the very masks that were encoded.
 */
import { describe, expect, it } from 'vitest';
import { packMasks, transferOf, unpackMasks } from '../../src/lib/print/maskPack';
import { qrMask } from '../../src/lib/print/stampDrawing';
import { qrEncoder } from '../../src/lib/print/qrSegments';
import { itemsOf } from './printFixtures';

describe('packed QR masks', () => {
    const { encode } = qrEncoder();
    // Codes of different sizes: a short one and the batch's Digital Links.
    const masks = ['A', ...itemsOf(1001, 5).map((item) => item.qr), 'x'.repeat(300)].map((text) =>
        qrMask(text, encode),
    );

    it('unpack into the masks that were packed, in order, of every size', () => {
        expect(new Set(masks.map((mask) => mask.side)).size).toBeGreaterThan(2);
        const unpacked = unpackMasks(packMasks(masks));
        expect(unpacked.map((mask) => mask.side)).toEqual(masks.map((mask) => mask.side));
        expect(unpacked.map((mask) => [...mask.bytes])).toEqual(masks.map((mask) => [...mask.bytes]));
    });

    it('travel as two buffers moved to the receiver, the masks views of them', () => {
        const packed = packMasks(masks);
        const transfer = transferOf(packed);
        expect(transfer).toHaveLength(2);
        const received = structuredClone(packed, { transfer });
        // Moved: nothing left with the sender.
        expect(packed.bytes.byteLength).toBe(0);
        const unpacked = unpackMasks(received);
        expect(new Set(unpacked.map((mask) => mask.bytes.buffer))).toEqual(new Set([received.bytes.buffer]));
    });

    it('refuse bytes that do not match the sides', () => {
        const packed = packMasks(masks);
        expect(() => unpackMasks({ sides: packed.sides, bytes: packed.bytes.subarray(1) })).toThrow();
    });

    it('pack no masks', () => {
        expect(unpackMasks(packMasks([]))).toEqual([]);
    });
});
