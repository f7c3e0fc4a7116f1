import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkTaxCode, taxCodeCheckDigit } from '../../src/validation';
import { common as vi } from '../../src/providers/i18n/vi/common';

describe('tax code check digit', () => {
    it('accepts known issued tax codes, with and without a branch number', () => {
        // Published codes: 0100233488, 0314409058 (and its branch 002), 0100112437.
        for (const ok of ['0100233488', '0314409058', '0314409058-002', '0314409058002', '0100112437'])
            expect(checkTaxCode(ok), ok).toBeUndefined();
    });

    it('refuses a wrong check digit with its own message', () => {
        for (const bad of ['0100233480', '0314409059', '0314409057-002', '5801234567', '0312345678'])
            expect(checkTaxCode(bad), bad).toBe('xts.validation.tax_code_check_digit');
        expect(vi.xts.validation.tax_code_check_digit).toMatch(/chữ số kiểm tra/);
    });

    it('refuses a wrong format, an all-zero serial part and branch 000', () => {
        for (const bad of ['031234567', '03123456789', 'abc', '0300000000', '0314409058-000'])
            expect(checkTaxCode(bad), bad).toBe('xts.validation.tax_code');
    });

    it('weights 31 29 23 19 17 13 7 5 3, check = 10 − sum mod 11', () => {
        expect(taxCodeCheckDigit('010023348')).toBe(8);
        // 5·31 + 8·29 + 1·19 + 2·13 + 3·7 + 4·5 + 5·3 + 6 more … a body whose sum is a multiple of 11 has none.
        expect(taxCodeCheckDigit('580123456')).toBeNull();
    });

    it('changing any one digit of a valid code makes it invalid', () => {
        fc.assert(
            fc.property(
                fc.stringMatching(/^[0-9]{9}$/),
                fc.integer({ min: 0, max: 9 }),
                fc.integer({ min: 1, max: 9 }),
                (body, position, delta) => {
                    const check = taxCodeCheckDigit(body);
                    fc.pre(check !== null && body.slice(2, 9) !== '0000000');
                    const code = `${body}${check}`;
                    expect(checkTaxCode(code)).toBeUndefined();
                    const changed =
                        code.slice(0, position) +
                        ((Number(code[position]) + delta) % 10) +
                        code.slice(position + 1);
                    fc.pre(changed.slice(2, 9) !== '0000000');
                    expect(checkTaxCode(changed)).toBe('xts.validation.tax_code_check_digit');
                },
            ),
        );
    });
});
