import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkTaxCode, taxCodeCheckDigit } from '../../src/domain/validation';
import { checkTaxCodeRules } from '../../src/domain/taxCode';
import { common as en } from '../../src/providers/i18n/en/common';
import { common as vi } from '../../src/providers/i18n/vi/common';

describe('tax code check digit', () => {
    it('accepts known issued tax codes, with and without a branch number', () => {
        // Published codes: 0100233488, 0314409058 (and its branch 002), 0100112437.
        for (const ok of ['0100233488', '0314409058', '0314409058-002', '0314409058002', '0100112437'])
            expect(checkTaxCode(ok), ok).toBeUndefined();
    });

    it('refuses a wrong check digit with its own message', () => {
        for (const bad of ['0100233480', '0314409059', '5801234567', '0312345678'])
            expect(checkTaxCode(bad), bad).toBe('xts.validation.tax_code_check_digit');
        // A branch's first ten digits are its enterprise's code: its check digit is named as the branch's.
        for (const bad of ['0314409057-002', '0314409057002'])
            expect(checkTaxCode(bad), bad).toBe('xts.validation.tax_code_branch_check_digit');
        expect(vi.xts.validation.tax_code_check_digit).toMatch(/chữ số kiểm tra/);
    });

    it('refuses a wrong format, an all-zero serial part and branch 000, each by its own rule', () => {
        for (const bad of [
            '031234567',
            '03123456789',
            'abc',
            '0314409058-00',
            '03144090580021',
            '079203-012345',
        ])
            expect(checkTaxCode(bad), bad).toBe('xts.validation.tax_code');
        expect(checkTaxCode('0300000000')).toBe('xts.validation.tax_code_serial');
        expect(checkTaxCode('0314409058-000')).toBe('xts.validation.tax_code_branch_number');
    });

    it('accepts the 12-digit personal identification number of individuals and household businesses', () => {
        // Fictional numbers: Hà Nội 1985 (male), TP Hồ Chí Minh 2003 (female), Cà Mau 1960, Lâm Đồng 2001.
        for (const ok of ['001085012345', '079303001234', '096160123456', '068201000001'])
            expect(checkTaxCode(ok), ok).toBeUndefined();
        expect(checkTaxCodeRules('001085012345', 2026)).toEqual({ ok: true, kind: 'personal' });
        expect(checkTaxCodeRules('0314409058', 2026)).toEqual({ ok: true, kind: 'enterprise' });
        expect(checkTaxCodeRules('0314409058-002', 2026)).toEqual({ ok: true, kind: 'branch' });
    });

    it('refuses a personal number whose province code is none, or whose birth year is still to come', () => {
        // 000, 003 (no province has it), 097–099 and beyond the 63 provinces' codes.
        for (const bad of ['000085012345', '003085012345', '097085012345', '100085012345'])
            expect(checkTaxCode(bad), bad).toBe('xts.validation.tax_code_personal_province');
        // Century digit 2/3: the 2000s; 4/5: the 2100s.
        expect(checkTaxCodeRules('001226012345', 2026)).toEqual({ ok: true, kind: 'personal' });
        expect(checkTaxCodeRules('001227012345', 2026)).toEqual({ ok: false, rule: 'personal_birth_year' });
        expect(checkTaxCodeRules('079399012345', 2026)).toEqual({ ok: false, rule: 'personal_birth_year' });
        expect(checkTaxCodeRules('079400012345', 2026)).toEqual({ ok: false, rule: 'personal_birth_year' });
        expect(checkTaxCodeRules('079199012345', 2026)).toEqual({ ok: true, kind: 'personal' });
    });

    it('names the failed rule in Vietnamese and English', () => {
        const rules = [
            '',
            '_check_digit',
            '_serial',
            '_branch_number',
            '_branch_check_digit',
            '_personal_province',
            '_personal_birth_year',
        ];
        for (const rule of rules) {
            const key = `tax_code${rule}` as keyof typeof vi.xts.validation;
            expect(vi.xts.validation[key], key).toBeTruthy();
            expect(en.xts.validation[key as keyof typeof en.xts.validation], key).toBeTruthy();
        }
        expect(vi.xts.validation.tax_code).toMatch(
            /12 chữ số \(số định danh cá nhân của cá nhân, hộ kinh doanh\)/,
        );
        expect(vi.xts.validation.tax_code_personal_province).toMatch(/mã tỉnh/);
        expect(vi.xts.validation.tax_code_branch_number).toMatch(/001 đến 999/);
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
