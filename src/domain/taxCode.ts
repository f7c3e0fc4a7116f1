/**
 * Vietnamese tax codes (mã số thuế), each kind with its own rule:
 *
 * - enterprise: 10 digits; the 10th is the check digit of the first nine, weighted 31 29 23 19 17 13
 *   7 5 3, check = 10 − (sum mod 11) (a body whose check would be 10 is never issued); the seven
 *   serial digits (3rd to 9th) are never all zero;
 * - branch (đơn vị phụ thuộc): the enterprise's valid 10-digit code and a 3-digit branch number
 *   001–999, written `0123456789-001` (or the 13 digits together, as some papers print them);
 * - personal identification number (số định danh cá nhân, on the citizen identity card): 12 digits,
 *   the tax code of individuals and household businesses since 1 July 2025. Structure: the code of
 *   the province where the birth was registered (3 digits, one of the 63 provinces' codes 001–096),
 *   a century-and-sex digit (0/1 for the 1900s, 2/3 for the 2000s, 4/5, 6/7, 8/9 for the next
 *   centuries), the last two digits of the birth year, 6 random digits. It carries no check digit:
 *   a birth year in the future is the one other thing that can be refused.
 */

export type TaxCodeKind = 'enterprise' | 'branch' | 'personal';

/** The rule a tax code breaks. */
export type TaxCodeRule =
    | 'format'
    | 'check_digit'
    | 'serial'
    | 'branch_number'
    | 'branch_check_digit'
    | 'personal_province'
    | 'personal_birth_year';

export type TaxCodeCheck = { ok: true; kind: TaxCodeKind } | { ok: false; rule: TaxCodeRule };

/** 10 digits, a branch (10 + 3, `-` optional) or a 12-digit personal identification number. */
export const TAX_CODE_PATTERN = /^(?:\d{10}(?:-?\d{3})?|\d{12})$/;

/**
 * Province codes of personal identification numbers: the 63 provinces' codes (as before the 2025
 * merger: numbers already issued keep them), 001 Hà Nội … 079 Hồ Chí Minh … 096 Cà Mau.
 */
const PROVINCE_CODES = new Set(
    (
        '001 002 004 006 008 010 011 012 014 015 017 019 020 022 024 025 026 027 030 031 033 034 035 036 ' +
        '037 038 040 042 044 045 046 048 049 051 052 054 056 058 060 062 064 066 067 068 070 072 074 075 ' +
        '077 079 080 082 083 084 086 087 089 091 092 093 094 095 096'
    ).split(' '),
);

/** The check digit (10th digit) of a tax code's first nine, or null when the body has none. */
export function taxCodeCheckDigit(body: string): number | null {
    const weights = [31, 29, 23, 19, 17, 13, 7, 5, 3];
    let sum = 0;
    for (let i = 0; i < 9; i++) sum += weights[i] * Number(body[i]);
    const digit = 10 - (sum % 11);
    return digit === 10 ? null : digit;
}

/** The rule of a 10-digit enterprise code it breaks, if any. */
function enterpriseRule(digits: string): 'check_digit' | 'serial' | null {
    if (digits.slice(2, 9) === '0000000') return 'serial';
    return taxCodeCheckDigit(digits) === Number(digits[9]) ? null : 'check_digit';
}

/** Checks a tax code (trimmed) against the rule of its kind; `year` is this year in Vietnam. */
export function checkTaxCodeRules(text: string, year: number): TaxCodeCheck {
    if (!TAX_CODE_PATTERN.test(text)) return { ok: false, rule: 'format' };
    const digits = text.replace('-', '');
    if (digits.length === 12) {
        if (!PROVINCE_CODES.has(digits.slice(0, 3))) return { ok: false, rule: 'personal_province' };
        const born = 1900 + 100 * Math.floor(Number(digits[3]) / 2) + Number(digits.slice(4, 6));
        return born > year ? { ok: false, rule: 'personal_birth_year' } : { ok: true, kind: 'personal' };
    }
    const base = enterpriseRule(digits.slice(0, 10));
    if (digits.length === 10) return base ? { ok: false, rule: base } : { ok: true, kind: 'enterprise' };
    if (base) return { ok: false, rule: base === 'check_digit' ? 'branch_check_digit' : 'serial' };
    return digits.endsWith('000') ? { ok: false, rule: 'branch_number' } : { ok: true, kind: 'branch' };
}
