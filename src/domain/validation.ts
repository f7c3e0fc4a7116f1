import { vietnamToday } from './dates';
import { gs1CheckDigit } from './gs1';
import { checkTaxCodeRules, TAX_CODE_PATTERN, taxCodeCheckDigit } from './taxCode';

export { gs1CheckDigit, TAX_CODE_PATTERN, taxCodeCheckDigit };
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
export const normalisePhone = (value: string) => value.replace(/[\s.()-]/g, '');

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
 * A tax code, by the rule of its kind (src/domain/taxCode.ts): 10 digits of an enterprise, 13 of a
 * branch (10-3), or the 12-digit personal identification number of an individual or household
 * business. The i18n key names the rule that failed.
 */
export function checkTaxCode(value: unknown): string | undefined {
    if (value === undefined || value === null || value === '') return undefined;
    // Not a second parameter: react-admin passes the record's values there.
    const check = checkTaxCodeRules(String(value).trim(), Number(vietnamToday().slice(0, 4)));
    if (check.ok) return undefined;
    return check.rule === 'format' ? 'xts.validation.tax_code' : `xts.validation.tax_code_${check.rule}`;
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

/**
 * What a name is made of (a household, a crop, a growing location, its manager): letters of any
 * language with their marks, digits, spaces and the punctuation names use. Nothing that is markup
 * or code (< > = ` { } | \\ ^ ~ $), no emoji or other symbols. The screens show every name as text
 * whatever it holds; this rule keeps such names out of the records, the files sent abroad and
 * anything downstream that might not. The contract's `NameText` (api/components/fields.yaml) is
 * the same pattern.
 */
export const NAME_TEXT = /^[\p{L}\p{M}\p{N}\p{Zs}.,;:!?'’‘"“”()[\]\-–—/&+#%°·*_@№]*$/u;

export function checkNameText(value: unknown): string | undefined {
    if (value === undefined || value === null || value === '') return undefined;
    return NAME_TEXT.test(String(value)) ? undefined : 'xts.validation.name_text';
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
