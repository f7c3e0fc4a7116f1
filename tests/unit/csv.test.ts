import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toCsv } from '../../src/kit/csv';
import { csvCell, inertText } from '../../src/lib/csv';
import { anyCodePoint } from './codePoints';

/** What a spreadsheet reads as a formula start, also after leading spaces. */
const TRIGGERS = ['=', '+', '-', '@', '\t', '\r', '\n', '＝', '＋', '－', '＠'];
function startsLikeFormula(text: string): boolean {
    for (const char of text) {
        if (TRIGGERS.includes(char)) return true;
        if (!/\s/.test(char)) return false;
    }
    return false;
}
/** The exact forms written as they are: a plain number with an optional sign (phone numbers, amounts). */
const ALLOWED = /^[+-]?\d+(?:[.,]\d+)?$/;

/** The text a spreadsheet reads from one quoted CSV cell. */
function unquote(cell: string): string {
    expect(cell.startsWith('"') && cell.endsWith('"') && cell.length >= 2).toBe(true);
    const inner = cell.slice(1, -1);
    // Every quote inside is doubled.
    expect(inner.replace(/""/g, '')).not.toContain('"');
    return inner.replace(/""/g, '"');
}

const text = fc.oneof(
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: anyCodePoint }),
    // Strings that start with a trigger, possibly after spaces.
    fc
        .tuple(
            fc.constantFrom('', ' ', '  ', '\u3000', '\u00a0', '\u2003', '\ufeff'),
            fc.constantFrom(...TRIGGERS),
            fc.string(),
        )
        .map((parts) => parts.join('')),
    // Numbers and phone numbers with a sign, and near misses.
    fc
        .tuple(
            fc.constantFrom('+', '-', '＋', '－'),
            fc.stringMatching(/^\d{1,12}([.,]\d{1,3})?$/),
            fc.constantFrom('', ' ', 'a', '+1', '()'),
        )
        .map((parts) => parts.join('')),
);

describe('CSV cells never start a formula', () => {
    it('no exported text cell starts with a formula trigger unless it is a plain signed number, and nothing else changes', () => {
        fc.assert(
            fc.property(text, (value) => {
                const read = unquote(csvCell(value));
                if (startsLikeFormula(read)) expect(read).toMatch(ALLOWED);
                // Only an apostrophe is ever added, and only in front of a formula start.
                expect(read === value || (read === `'${value}` && startsLikeFormula(value))).toBe(true);
            }),
            { numRuns: 2000 },
        );
    });

    it('examples: formulas and their full-width and whitespace forms are inert, phone numbers and numbers stay as they are', () => {
        expect(inertText('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
        expect(inertText('+HYPERLINK("http://x")')).toBe('\'+HYPERLINK("http://x")');
        expect(inertText('-2+3')).toBe("'-2+3");
        expect(inertText('@SUM(1)')).toBe("'@SUM(1)");
        expect(inertText('\t=1')).toBe("'\t=1");
        expect(inertText('\r\n=1')).toBe("'\r\n=1");
        expect(inertText('＝1+1')).toBe("'＝1+1");
        expect(inertText('＋84')).toBe("'＋84");
        expect(inertText('  =1+1')).toBe("'  =1+1");
        expect(inertText('+84 90 123 4567')).toBe("'+84 90 123 4567");
        // Written as they are.
        expect(inertText('+84901234567')).toBe('+84901234567');
        expect(inertText('-12,5')).toBe('-12,5');
        expect(inertText('0912345678')).toBe('0912345678');
        expect(inertText('Trà = ngon')).toBe('Trà = ngon');
        expect(csvCell('Công ty "Sài Gòn"')).toBe('"Công ty ""Sài Gòn"""');
        expect(csvCell(null)).toBe('""');
    });

    it('numeric columns are written as numbers', () => {
        expect(csvCell(510)).toBe('510');
        expect(csvCell(-3.5)).toBe('-3.5');
        expect(csvCell(Number.NaN)).toBe('');
        const csv = toCsv(
            [{ id: 7, count: 510, note: '=cmd|"/c calc"!A0' }],
            'stamp-activations',
            [{ source: 'id' }, { source: 'count' }, { source: 'note' }],
            (key) => key,
        );
        expect(csv.split('\r\n')[1]).toBe('7,510,"\'=cmd|""/c calc""!A0"');
    });
});
