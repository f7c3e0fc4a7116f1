/**
 * The print file's QR encoder (src/lib/print/qrSegments.ts) reuses the segmentation of a text
 * shape for every later text of that shape. Property: for random batches (scanner links and GS1
 * Digital Links with random hosts, GTINs, GS1 lot codes and random 12-character
 * codes), every symbol it makes has the same version and the same module matrix as a plain
 * `qrcode` build of the same text, and it searched once per shape, not once per text.
 */
import fc from 'fast-check';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrEncoder, shapeOf } from '../../src/lib/print/qrSegments';
import { digitalLink, stampLink } from '../../src/domain/scan';
import { gs1CheckDigit } from '../../src/domain/gtin';
import { CODE_ALPHABET, CODE_LENGTH } from '../../src/domain/stampRanges';

const DIGITS = [...CODE_ALPHABET].filter((c) => /\d/.test(c));
const LETTERS = [...CODE_ALPHABET].filter((c) => !/\d/.test(c));

/** Random codes, half of them made of runs of digits and of letters of every length. */
const codeArb = fc.oneof(
    fc
        .array(fc.constantFrom(...CODE_ALPHABET), { minLength: CODE_LENGTH, maxLength: CODE_LENGTH })
        .map((chars) => chars.join('')),
    fc
        .array(
            fc.tuple(fc.constantFrom(DIGITS, LETTERS), fc.integer({ min: 1, max: CODE_LENGTH }), fc.nat()),
            { minLength: 1, maxLength: 6 },
        )
        .map((runs) =>
            runs
                .map(([chars, length, seed]) =>
                    Array.from({ length }, (_, i) => chars[(seed + i * 7) % chars.length]).join(''),
                )
                .join('')
                .padEnd(CODE_LENGTH, 'X')
                .slice(0, CODE_LENGTH),
        ),
);

/** Codes of the same shape as `code`: each digit another digit, each letter another letter. */
const sameShapeArb = (code: string) =>
    fc
        .tuple(...[...code].map((c) => fc.constantFrom(...(/\d/.test(c) ? DIGITS : LETTERS))))
        .map((chars) => chars.join(''));

const gtinArb = fc.constantFrom(8, 12, 13, 14).chain((length) =>
    fc
        .array(fc.integer({ min: 0, max: 9 }), { minLength: length - 1, maxLength: length - 1 })
        .map((digits) => {
            const body = digits.join('');
            return body + gs1CheckDigit(body.padStart(13, '0'));
        }),
);

/** GS1 lot codes as the console prints them (AI 10: character set 82), up to 20. */
const lotArb = fc
    .array(fc.constantFrom(...'LOlo0123456789/-._AB'), { minLength: 1, maxLength: 20 })
    .map((chars) => chars.join('').trim())
    .filter((lot) => lot.length > 0);

const hostArb = fc.constantFrom(
    'https://scan.xacthucso.vn',
    'https://xacthucso.vn/s/',
    'http://127.0.0.1:4173/scan',
    'https://TRUYXUAT.hoptacxa-caudat.vn',
);

/** The QR content of a batch's stamps, as the server makes it. */
const batchArb = fc.oneof(
    hostArb.map((host) => (code: string) => stampLink(host, code)),
    fc.record({ host: hostArb, gtin: gtinArb, lot: fc.option(lotArb, { nil: null }) }).map(
        ({ host, gtin, lot }) =>
            (code: string) =>
                digitalLink({ scannerHost: host, gtin, lot, code }),
    ),
);

const plain = (text: string) => create(text, { errorCorrectionLevel: 'M' });
const hex = (modules: Uint8Array) =>
    Buffer.from(modules.buffer, modules.byteOffset, modules.length).toString('hex');

describe('the batch QR encoder', () => {
    it('makes the same symbols as plain qrcode, searching once per text shape', () => {
        fc.assert(
            fc.property(
                batchArb,
                codeArb.chain((code) =>
                    fc.tuple(fc.constant(code), fc.array(sameShapeArb(code), { maxLength: 8 })),
                ),
                fc.array(codeArb, { maxLength: 8 }),
                (qrOf, [first, sameShape], others) => {
                    const encoder = qrEncoder();
                    const texts = [first, ...sameShape, ...others].map(qrOf);
                    for (const text of texts) {
                        const fast = encoder.encode(text);
                        const reference = plain(text);
                        expect(fast.version).toBe(reference.version);
                        expect(fast.maskPattern).toBe(reference.maskPattern);
                        // The matrices as hex strings (each module 00 or 01): one comparison instead of a
                        // deep one per module, made without joining thousands of numbers one by one.
                        expect(hex(fast.modules.data)).toBe(hex(reference.modules.data));
                    }
                    expect(encoder.searches).toBeLessThanOrEqual(texts.length);
                    expect(encoder.searches).toBeGreaterThanOrEqual(new Set(texts.map(shapeOf)).size);
                },
            ),
            { numRuns: 300 },
        );
    });

    it('searches once for the codes of a batch whose digit runs are short, again for a long one', () => {
        const encoder = qrEncoder();
        const host = 'https://scan.xacthucso.vn';
        const codes = [
            'ABCDEFGHJKMN',
            'A2CDE4GH9KMN',
            '234ABC567DEF',
            'ABCDEFGH2345',
            'ABCDEF234567',
            'ZZ8ZZZZZZZZZ',
        ];
        for (const code of codes)
            expect([...encoder.encode(stampLink(host, code)).modules.data]).toEqual([
                ...plain(stampLink(host, code)).modules.data,
            ]);
        // The first text and each of the two codes with a run of four digits or more.
        expect(encoder.searches).toBe(3);
    });
});
