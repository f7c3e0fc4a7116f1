import { vietnamToday } from './domain/dates';
/**
 * Field rules shared by the forms and the mock backend, so the console refuses before sending
 * exactly what the server refuses. Each returns an i18n key of the problem, or undefined.
 */

/**
 * Vietnamese phone numbers: mobiles have 10 digits (03, 05, 07, 08, 09), landlines 11 (02 and the
 * area code); +84 may replace the leading 0.
 */
export const PHONE_PATTERN = /^(?:0|\+84)(?:[35789]\d{8}|2\d{9})$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Tax codes: 10 digits, or 13 for a branch (written 10-3 with a hyphen or as 13 digits). */
export const TAX_CODE_PATTERN = /^\d{10}(-?\d{3})?$/;

export const normalisePhone = (value: string) => value.replace(/[\s.()-]/g, '');

/** GS1 mod-10 check digit of the digits before it (GTIN-8/12/13/14, GLN). */
export function gs1CheckDigit(body: string): number {
    let sum = 0;
    for (let i = 0; i < body.length; i++) {
        const digit = Number(body[body.length - 1 - i]);
        sum += digit * (i % 2 === 0 ? 3 : 1);
    }
    return (10 - (sum % 10)) % 10;
}

export const hasValidGs1CheckDigit = (code: string) =>
    /^\d+$/.test(code) && gs1CheckDigit(code.slice(0, -1)) === Number(code[code.length - 1]);

export function checkPhone(value: unknown): string | undefined {
    if (value === undefined || value === null || value === '') return undefined;
    return PHONE_PATTERN.test(normalisePhone(String(value))) ? undefined : 'xts.validation.phone';
}

export function checkEmail(value: unknown): string | undefined {
    if (value === undefined || value === null || value === '') return undefined;
    return EMAIL_PATTERN.test(String(value).trim()) ? undefined : 'xts.validation.email';
}

/**
 * The check digit (10th digit) of a tax code's first nine: the digits weighted 31, 29, 23, 19, 17,
 * 13, 7, 5, 3, the check digit being 10 − (sum mod 11). A body whose sum is a multiple of 11 has
 * none (10 is not a digit): no tax code starts with it.
 */
export function taxCodeCheckDigit(body: string): number | null {
    const weights = [31, 29, 23, 19, 17, 13, 7, 5, 3];
    let sum = 0;
    for (let i = 0; i < 9; i++) sum += weights[i] * Number(body[i]);
    const digit = 10 - (sum % 11);
    return digit === 10 ? null : digit;
}

/**
 * A tax code: the format (10 digits, or 13 for a branch, `-` optional), then its check digit; the
 * seven serial digits are never all zero, nor a branch number 000.
 */
export function checkTaxCode(value: unknown): string | undefined {
    if (value === undefined || value === null || value === '') return undefined;
    const text = String(value).trim();
    if (!TAX_CODE_PATTERN.test(text)) return 'xts.validation.tax_code';
    const digits = text.replace('-', '');
    if (digits.slice(2, 9) === '0000000' || (digits.length === 13 && digits.endsWith('000')))
        return 'xts.validation.tax_code';
    return taxCodeCheckDigit(digits) === Number(digits[9])
        ? undefined
        : 'xts.validation.tax_code_check_digit';
}

/** GLN: 13 digits with a valid GS1 check digit. */
export function checkGln(value: unknown): string | undefined {
    if (value === undefined || value === null || value === '') return undefined;
    const text = String(value).trim();
    return /^\d{13}$/.test(text) && hasValidGs1CheckDigit(text) ? undefined : 'xts.validation.gln';
}

/** GTIN-13 or GTIN-14 with a valid GS1 check digit. */
export function checkGtin(value: unknown): string | undefined {
    if (value === undefined || value === null || value === '') return undefined;
    const text = String(value).trim();
    return /^\d{13,14}$/.test(text) && hasValidGs1CheckDigit(text) ? undefined : 'xts.validation.gtin';
}

/** A birthday is a day in the past, not before 1900 (ISO date). */
export function checkBirthday(value: unknown, today = vietnamToday()): string | undefined {
    if (!value) return undefined;
    const text = String(value);
    return /^\d{4}-\d{2}-\d{2}$/.test(text) && text < today && text >= '1900-01-01'
        ? undefined
        : 'xts.validation.birthday';
}

export function checkLength(value: unknown, max: number): string | undefined {
    return typeof value === 'string' && value.length > max ? 'xts.validation.too_long' : undefined;
}

/** Password rules: the form ticks them off while the user types, the server refuses what misses one. */
export const PASSWORD_RULES: {
    id: 'length' | 'lower' | 'upper' | 'digit';
    test: (password: string) => boolean;
}[] = [
    { id: 'length', test: (p) => p.length >= 8 },
    { id: 'lower', test: (p) => /[a-z]/.test(p) },
    { id: 'upper', test: (p) => /[A-Z]/.test(p) },
    { id: 'digit', test: (p) => /\d/.test(p) },
];

/** The ids of the rules a password misses. */
export const passwordProblems = (password: string) =>
    PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id);

/** Largest image the API accepts (logos, avatars, product and template pictures, screenshots). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
