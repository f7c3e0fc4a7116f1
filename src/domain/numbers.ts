/**
 * Numbers as people type and read them: Vietnamese groups thousands with '.' and writes decimals
 * with ',' ("10.000", "3,5"); English does the opposite ("10,000", "3.5"). Input is read strictly:
 * anything that could be read two ways ("1.5" in Vietnamese) is refused, never guessed.
 * Pure functions, shared by the console's number fields and the mock backend.
 */

export type NumberLocale = 'vi' | 'en';

/** `integer`: whole numbers; `decimal`: up to `decimals` digits after the separator; `serial`: digits, leading zeros kept. */
export type NumberKind = 'integer' | 'decimal' | 'serial';

export interface NumberRules {
    kind: NumberKind;
    /** Most digits after the decimal separator (decimal fields; 2 unless told). */
    decimals?: number;
    /** Smallest and largest accepted values. */
    min?: number;
    max?: number;
}

export type NumberProblem =
    /** Not a number at all (letters, two decimal separators, a sign in the middle…). */
    | 'malformed'
    /** A thousands separator not followed by exactly three digits ("1.5", "1.00" in Vietnamese). */
    | 'grouping'
    /** A decimal part in a whole-number field ("1,5" for a quantity). */
    | 'not_integer'
    /** More decimals than the field keeps. */
    | 'decimals'
    /** Outside min / max (or beyond what a number can hold exactly). */
    | 'too_small'
    | 'too_big';

export type NumberParse =
    { ok: true; value: number | null; text: string } | { ok: false; problem: NumberProblem };

export interface Separators {
    group: string;
    decimal: string;
}

export const separatorsOf = (locale: NumberLocale): Separators =>
    locale === 'en' ? { group: ',', decimal: '.' } : { group: '.', decimal: ',' };

export const asNumberLocale = (locale: string | undefined | null): NumberLocale =>
    locale === 'en' ? 'en' : 'vi';

const DEFAULT_DECIMALS = 2;
const decimalsOf = (rules: NumberRules) =>
    rules.kind === 'decimal' ? (rules.decimals ?? DEFAULT_DECIMALS) : 0;

/** Spaces people put between groups: plain, no-break and narrow no-break spaces. */
const SPACES = /[\s\u00a0\u202f]/;

/** Digits of a whole part: plain ("10000", leading zeros allowed) or grouped by three ("10.000", "10 000"). */
function wholeDigits(whole: string, group: string): string | 'grouping' | 'malformed' {
    if (/^\d+$/.test(whole)) return whole;
    const parts = whole.split(new RegExp(`[${group === '.' ? '.' : ','}\\s\\u00a0\\u202f]`));
    if (parts.some((part) => !/^\d*$/.test(part)) || parts.some((part) => part === '')) {
        return parts.every((part) => /^\d*$/.test(part)) ? 'grouping' : 'malformed';
    }
    const [first, ...rest] = parts;
    if (first.length > 3 || first.length === 0 || rest.some((part) => part.length !== 3)) return 'grouping';
    // Mixed separators ("1.000 000") read two ways; one kind throughout.
    const used = new Set(
        whole
            .replace(/\d/g, '')
            .split('')
            .map((char) => (SPACES.test(char) ? ' ' : char)),
    );
    if (used.size > 1) return 'grouping';
    return parts.join('');
}

/**
 * Reads what a user typed in `locale`. Empty text is a valid "no value" (null); requiredness is the
 * form's business. On success `text` is the canonical digits (for serials: with their leading zeros).
 */
export function parseNumber(input: string, locale: NumberLocale, rules: NumberRules): NumberParse {
    const { group, decimal } = separatorsOf(locale);
    const text = input.trim();
    if (text === '') return { ok: true, value: null, text: '' };
    const negative = /^[-−]/.test(text);
    const body = negative ? text.slice(1).trim() : text;
    if (negative && rules.kind === 'serial') return { ok: false, problem: 'malformed' };
    if (!/^[\d.,\s\u00a0\u202f]+$/.test(body) || !/\d/.test(body)) return { ok: false, problem: 'malformed' };
    const decimalAt = body.indexOf(decimal);
    if (decimalAt !== body.lastIndexOf(decimal)) {
        // Two of the locale's decimal marks: in the other convention this is grouping ("1,000,000" in Vietnamese).
        return { ok: false, problem: 'grouping' };
    }
    const wholeText = decimalAt >= 0 ? body.slice(0, decimalAt) : body;
    const fraction = decimalAt >= 0 ? body.slice(decimalAt + 1) : '';
    if (decimalAt >= 0) {
        if (!/^\d+$/.test(fraction))
            return { ok: false, problem: fraction.includes(group) ? 'grouping' : 'malformed' };
        if (wholeText === '') return { ok: false, problem: 'malformed' };
        if (rules.kind !== 'decimal') return { ok: false, problem: 'not_integer' };
    }
    const whole = wholeDigits(wholeText, group);
    if (whole === 'grouping' || whole === 'malformed') return { ok: false, problem: whole };
    if (rules.kind !== 'serial' && whole.length > 1 && whole.startsWith('0') && wholeText !== whole) {
        return { ok: false, problem: 'grouping' };
    }
    if (fraction.length > decimalsOf(rules)) return { ok: false, problem: 'decimals' };
    const magnitude = Number(`${whole}${fraction ? `.${fraction}` : ''}`);
    if (!Number.isFinite(magnitude) || Number(whole) > Number.MAX_SAFE_INTEGER)
        return { ok: false, problem: 'too_big' };
    const value = negative && magnitude !== 0 ? -magnitude : magnitude;
    if (rules.min !== undefined && value < rules.min) return { ok: false, problem: 'too_small' };
    if (rules.max !== undefined && value > rules.max) return { ok: false, problem: 'too_big' };
    const canonical = rules.kind === 'serial' ? whole : String(value);
    return { ok: true, value, text: canonical };
}

/** Groups the digits of a whole number by three. */
const grouped = (digits: string, group: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);

/**
 * A value as the field shows it and as `parseNumber` reads it back: "10.000", "3,5" in Vietnamese;
 * "10,000", "3.5" in English. Decimals are rounded to the field's precision; trailing zeros dropped.
 */
export function formatNumberIn(
    value: number,
    locale: NumberLocale,
    rules: NumberRules = { kind: 'decimal', decimals: 10 },
): string {
    if (!Number.isFinite(value)) return '';
    const { group, decimal } = separatorsOf(locale);
    const places = Math.min(decimalsOf(rules), 10);
    const fixed = Math.abs(value).toFixed(places);
    const [whole, fraction = ''] = fixed.split('.');
    const trimmed = fraction.replace(/0+$/, '');
    const sign = value < 0 && (Number(whole) !== 0 || trimmed !== '') ? '-' : '';
    return `${sign}${grouped(whole, group)}${trimmed ? `${decimal}${trimmed}` : ''}`;
}

/** A right example for the message of a refused input: "10.000" for whole numbers, "3,5" for decimals. */
export function numberExample(locale: NumberLocale, rules: NumberRules): string {
    if (rules.kind === 'decimal') return formatNumberIn(decimalsOf(rules) > 0 ? 3.5 : 3, locale, rules);
    if (rules.max !== undefined && rules.max < 10000)
        return formatNumberIn(Math.max(rules.min ?? 0, Math.min(rules.max, 30)), locale, rules);
    return formatNumberIn(10000, locale, { kind: 'integer' });
}

/**
 * A number the API received: a JSON number, or (lenient reading for older clients) a string in the
 * API's own form ("3.5", "10000"). Anything else, localised text included, is not a number: null.
 */
export function apiNumber(value: unknown): number | null {
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim());
    return null;
}
