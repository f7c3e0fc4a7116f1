import { useLocaleState, type ValidationErrorMessageWithArgs } from 'react-admin';
import {
    asNumberLocale,
    formatNumberIn,
    numberExample,
    parseNumber,
    type NumberLocale,
    type NumberParse,
    type NumberRules,
} from '../domain/numbers';

/** The console's language as the number rules read it (src/domain/numbers.ts). */
export const useNumberLocale = (): NumberLocale => asNumberLocale(useLocaleState()[0]);

/** The message (i18n key and arguments) for a refused input. */
export function numberProblemMessage(
    result: NumberParse,
    locale: NumberLocale,
    rules: NumberRules,
): ValidationErrorMessageWithArgs | null {
    if (result.ok) return null;
    const example = numberExample(locale, rules);
    const shown = (value: number) => formatNumberIn(value, locale, rules);
    switch (result.problem) {
        case 'grouping':
            return {
                message:
                    rules.kind === 'decimal'
                        ? 'xts.numbers.errors.grouping_decimal'
                        : 'xts.numbers.errors.grouping',
                args: { example },
            };
        case 'decimals':
            return {
                message: 'xts.numbers.errors.decimals',
                args: { example, decimals: rules.decimals ?? 2 },
            };
        case 'too_small':
            return { message: 'xts.numbers.errors.too_small', args: { min: shown(rules.min ?? 0) } };
        case 'too_big':
            return rules.max !== undefined
                ? { message: 'xts.numbers.errors.too_big', args: { max: shown(rules.max) } }
                : { message: 'xts.numbers.errors.too_big_any', args: {} };
        default:
            return { message: `xts.numbers.errors.${result.problem}`, args: { example } };
    }
}

/** A text typed in a form's state, read as a number for sending (null when empty or refused). */
export function numberOf(text: string, locale: NumberLocale, rules: NumberRules): number | null {
    const result = parseNumber(text, locale, rules);
    return result.ok ? result.value : null;
}
