import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanText, formatText, hasHiddenCharacters } from '../../src/domain/text';
import { anyCodePoint } from './codePoints';

const BIDI = [
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200e',
    '\u200f',
    '\u061c',
];
const ZERO_WIDTH = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'];
const C0 = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter(
    (char) => !'\t\n\r'.includes(char),
);
const C1 = Array.from({ length: 33 }, (_, code) => String.fromCharCode(0x7f + code));
/** Blank fillers and invisible operators: no glyph, so they are stripped too. */
const FILLERS = [
    '\u115f',
    '\u1160',
    '\u180e',
    '\u2061',
    '\u2062',
    '\u2063',
    '\u2064',
    '\u206a',
    '\u206b',
    '\u206c',
    '\u206d',
    '\u206e',
    '\u206f',
    '\u3164',
    '\uffa0',
    '\ufff9',
    '\ufffa',
    '\ufffb',
];
const HIDDEN = [...BIDI, ...ZERO_WIDTH, ...C0, ...C1, ...FILLERS, '\u{e0041}'];

/** Never left in clean text (a zero-width joiner may stay inside an emoji). */
const NEVER = new Set([...BIDI, '\u200b', '\u200c', '\u2060', '\ufeff', ...C0, ...C1]);
const GONE = new Set(HIDDEN);

describe('invisible control characters', () => {
    it('strips bidi overrides, isolates and marks, so text cannot be reordered', () => {
        // "Trà ‮ gnol" would show reversed; the override is gone.
        expect(cleanText('Đại lý \u202egnol trà')).toBe('Đại lý gnol trà');
        expect(cleanText('\u2067Hóa đơn\u2069 số 1\u200f')).toBe('Hóa đơn số 1');
        for (const char of BIDI) expect(cleanText(`a${char}b`)).toBe('ab');
    });

    it('strips zero-width characters and C0/C1 controls, keeps tab, line breaks and Vietnamese', () => {
        for (const char of [...ZERO_WIDTH, ...C0, ...C1]) expect(cleanText(`Cà${char}phê`)).toBe('Càphê');
        expect(cleanText('Dòng 1\nDòng 2\r\n\tthụt lề')).toBe('Dòng 1\nDòng 2\r\n\tthụt lề');
        expect(cleanText('Dòng 1\u2028Dòng 2')).toBe('Dòng 1\nDòng 2');
        // Vietnamese written with combining marks stays as it is.
        expect(cleanText('Tiê\u0301ng Viê\u0323t')).toBe('Tiê\u0301ng Viê\u0323t');
        // An emoji sequence keeps its joiner; a joiner between letters goes.
        expect(cleanText('👩\u200d🌾 nông dân')).toBe('👩\u200d🌾 nông dân');
        expect(cleanText('a\u200db')).toBe('ab');
        expect(cleanText('hidden\u{e0068}\u{e0069}')).toBe('hidden');
    });

    it('leaves no hidden character in any string, changes nothing else, and is idempotent', () => {
        const withHidden = fc
            .array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 4 }), fc.constantFrom(...HIDDEN)), {
                maxLength: 12,
            })
            .map((parts) => parts.join(''));
        fc.assert(
            fc.property(fc.oneof(withHidden, fc.string({ unit: anyCodePoint })), (text) => {
                const clean = cleanText(text);
                expect(hasHiddenCharacters(clean)).toBe(false);
                expect([...clean].some((char) => NEVER.has(char))).toBe(false);
                expect(cleanText(clean)).toBe(clean);
                // Only removals (and separators turned into line feeds): the rest keeps its order.
                const visible = [...text]
                    .filter((char) => !GONE.has(char) && !/[\u2028\u2029\u{e0000}-\u{e007f}]/u.test(char))
                    .join('');
                expect(clean.replace(/[\n\u200d]/g, '')).toBe(visible.replace(/\n/g, ''));
            }),
            { numRuns: 2000 },
        );
    });

    it('tells whether text holds any, and formats server values as clean text', () => {
        expect(hasHiddenCharacters('Trà Tân Cương')).toBe(false);
        // Asked twice in a row: the answer does not depend on an earlier search.
        expect(hasHiddenCharacters('Trà\u202e')).toBe(true);
        expect(hasHiddenCharacters('Trà\u202e')).toBe(true);
        expect(formatText(null)).toBe('');
        expect(formatText(510)).toBe('510');
        expect(formatText('\u202eabc')).toBe('abc');
    });
});
