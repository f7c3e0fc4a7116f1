import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
    apiNumber,
    formatNumberIn,
    numberExample,
    parseNumber,
    type NumberLocale,
    type NumberRules,
} from '../../src/domain/numbers';

const locales: NumberLocale[] = ['vi', 'en'];
const integer: NumberRules = { kind: 'integer' };
const decimal: NumberRules = { kind: 'decimal', decimals: 2 };
const serial: NumberRules = { kind: 'serial' };

const valueOf = (text: string, locale: NumberLocale, rules: NumberRules) => {
    const result = parseNumber(text, locale, rules);
    return result.ok ? result.value : result.problem;
};

describe('formatting then parsing gives the value back', () => {
    for (const locale of locales) {
        it(`whole numbers in ${locale}`, () => {
            fc.assert(
                fc.property(
                    fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
                    (value) => {
                        expect(valueOf(formatNumberIn(value, locale, integer), locale, integer)).toBe(value);
                    },
                ),
                { numRuns: 300 },
            );
        });

        for (const decimals of [1, 2, 4]) {
            it(`decimals with up to ${decimals} places in ${locale}`, () => {
                const rules: NumberRules = { kind: 'decimal', decimals };
                fc.assert(
                    fc.property(fc.integer({ min: -1e12, max: 1e12 }), (scaled) => {
                        const value = scaled / 10 ** decimals;
                        expect(valueOf(formatNumberIn(value, locale, rules), locale, rules)).toBe(value);
                    }),
                    { numRuns: 300 },
                );
            });
        }

        it(`serials keep their digits in ${locale}`, () => {
            fc.assert(
                fc.property(fc.integer({ min: 1, max: 9_999_999_999 }), (value) => {
                    expect(valueOf(formatNumberIn(value, locale, integer), locale, serial)).toBe(value);
                }),
                { numRuns: 200 },
            );
        });
    }

    it('the Vietnamese and English forms of the same value differ only in their separators', () => {
        fc.assert(
            fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
                const value = whole + cents / 100;
                const vi = formatNumberIn(value, 'vi', decimal);
                const en = formatNumberIn(value, 'en', decimal);
                expect(vi.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.'))).toBe(en);
            }),
        );
    });
});

describe('Vietnamese input', () => {
    it.each([
        ['10.000', integer, 10000],
        ['1.000.000', integer, 1000000],
        ['10000', integer, 10000],
        ['10 000', integer, 10000],
        [' 25 ', integer, 25],
        ['0', integer, 0],
        ['3,5', decimal, 3.5],
        ['0,25', decimal, 0.25],
        ['1.234,5', decimal, 1234.5],
        ['12', decimal, 12],
        ['-1,5', decimal, -1.5],
        ['', integer, null],
        ['0000012345', serial, 12345],
        ['12.345', serial, 12345],
    ] as const)('reads %j', (text, rules, value) => {
        expect(valueOf(text, 'vi', rules)).toBe(value);
    });

    it.each([
        ['1.5', integer, 'grouping'],
        ['1.00', integer, 'grouping'],
        ['3.5', decimal, 'grouping'],
        ['10.00', decimal, 'grouping'],
        ['1.0000', integer, 'grouping'],
        ['1000.000.0', integer, 'grouping'],
        ['1,000,000', integer, 'grouping'],
        ['1.000 000', integer, 'grouping'],
        ['01.000', integer, 'grouping'],
        ['1,5', integer, 'not_integer'],
        ['10,0', integer, 'not_integer'],
        ['1,5', serial, 'not_integer'],
        ['0,255', decimal, 'decimals'],
        ['abc', integer, 'malformed'],
        ['12a', integer, 'malformed'],
        [',5', decimal, 'malformed'],
        ['3,', decimal, 'malformed'],
        ['1e5', integer, 'malformed'],
        ['-', integer, 'malformed'],
        ['-5', serial, 'malformed'],
        ['99.999.999.999.999.999', integer, 'too_big'],
    ] as const)('refuses %j (%s)', (text, rules, problem) => {
        expect(valueOf(text, 'vi', rules)).toBe(problem);
    });

    it('applies the field limits', () => {
        expect(valueOf('0', 'vi', { kind: 'integer', min: 1 })).toBe('too_small');
        expect(valueOf('1.000.001', 'vi', { kind: 'integer', max: 1_000_000 })).toBe('too_big');
        expect(valueOf('1.000.000', 'vi', { kind: 'integer', max: 1_000_000 })).toBe(1_000_000);
    });

    it('formats with a dot between thousands and a comma before decimals', () => {
        expect(formatNumberIn(10000, 'vi', integer)).toBe('10.000');
        expect(formatNumberIn(1234567.5, 'vi', decimal)).toBe('1.234.567,5');
        expect(formatNumberIn(0.25, 'vi', decimal)).toBe('0,25');
        expect(formatNumberIn(3.456, 'vi', decimal)).toBe('3,46');
        expect(formatNumberIn(-0.001, 'vi', decimal)).toBe('0');
        expect(numberExample('vi', integer)).toBe('10.000');
        expect(numberExample('vi', decimal)).toBe('3,5');
    });
});

describe('English input', () => {
    it.each([
        ['10,000', integer, 10000],
        ['1,000,000', integer, 1000000],
        ['3.5', decimal, 3.5],
        ['0.25', decimal, 0.25],
        ['1,234.5', decimal, 1234.5],
    ] as const)('reads %j', (text, rules, value) => {
        expect(valueOf(text, 'en', rules)).toBe(value);
    });

    it.each([
        ['1,5', integer, 'grouping'],
        ['1,00', decimal, 'grouping'],
        ['1.5', integer, 'not_integer'],
        ['1.000.000', integer, 'grouping'],
        ['3,5', decimal, 'grouping'],
    ] as const)('refuses %j (%s)', (text, rules, problem) => {
        expect(valueOf(text, 'en', rules)).toBe(problem);
    });

    it('formats with a comma between thousands and a dot before decimals', () => {
        expect(formatNumberIn(10000, 'en', integer)).toBe('10,000');
        expect(formatNumberIn(3.5, 'en', decimal)).toBe('3.5');
        expect(numberExample('en', integer)).toBe('10,000');
    });
});

describe('numbers the API receives', () => {
    it('are JSON numbers or plain API-form strings, never localised text', () => {
        expect(apiNumber(3.5)).toBe(3.5);
        expect(apiNumber('3.5')).toBe(3.5);
        expect(apiNumber('10000')).toBe(10000);
        expect(apiNumber('3,5')).toBeNull();
        expect(apiNumber('10.000,5')).toBeNull();
        expect(apiNumber('')).toBeNull();
        expect(apiNumber(null)).toBeNull();
        expect(apiNumber(Number.NaN)).toBeNull();
    });
});
