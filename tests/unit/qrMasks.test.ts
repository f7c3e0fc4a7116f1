/**
 * The print file's mask choice (src/lib/print/qrMasks.ts) scores the eight masks 32 modules at
 * a time. Property: for texts of every length and character class the console's codes, links and
 * lot codes use (and for long texts, whose symbols span several words per line and carry version
 * information), the symbol is the one a plain `qrcode` build makes: same version, same mask, same
 * modules.
 */
import fc from 'fast-check';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { createMasked } from '../../src/lib/print/qrMasks';

const plain = (text: string) => create(text, { errorCorrectionLevel: 'M' });
const hex = (modules: Uint8Array) =>
    Buffer.from(modules.buffer, modules.byteOffset, modules.length).toString('hex');

const same = (text: string) => {
    const fast = createMasked(text);
    const reference = plain(text);
    expect(fast.version).toBe(reference.version);
    expect(fast.maskPattern).toBe(reference.maskPattern);
    expect(hex(fast.modules.data)).toBe(hex(reference.modules.data));
    return fast;
};

const characters = fc.constantFrom(
    ...'0123456789',
    ...'ABCDEFGHJKMNPQRSTUVWXYZ',
    ...'abcxyz/:.-_%?=&',
    'Đ',
    'ư',
    'ế',
    ' ',
);

describe('the print mask choice', () => {
    it('picks the mask and modules a plain qrcode build does, for texts of every length', () => {
        const versions = new Set<number>();
        const masks = new Set<number>();
        fc.assert(
            fc.property(
                fc
                    .integer({ min: 1, max: 320 })
                    .chain((length) => fc.array(characters, { minLength: length, maxLength: length })),
                (chars) => {
                    const symbol = same(chars.join(''));
                    versions.add(symbol.version);
                    masks.add(symbol.maskPattern!);
                },
            ),
            { numRuns: 150 },
        );
        // The run reached one-word lines (version 1), several words per line and version information (7+).
        expect(Math.min(...versions)).toBe(1);
        expect(Math.max(...versions)).toBeGreaterThanOrEqual(9);
        expect(masks.size).toBe(8);
    });

    it('gives the same symbol for the same text when asked again', () => {
        const text = 'https://scan.xacthucso.vn/01/08930000000019/10/LO-2025/21/ABCD2345EFGH';
        const first = hex(same(text).modules.data);
        expect(hex(same(text).modules.data)).toBe(first);
    });
});
