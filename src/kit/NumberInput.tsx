import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { InputHelperText, useInput, useTranslate, type InputProps, type Validator } from 'react-admin';
import {
    formatNumberIn,
    parseNumber,
    type NumberKind,
    type NumberLocale,
    type NumberParse,
    type NumberRules,
} from '../domain/numbers';
import { inputLabel } from './inputLabel';
import { numberProblemMessage, useNumberLocale } from './numberForm';

/**
 * The console's number field: reads numbers the way the user writes them in the console's language
 * ("10.000", "3,5" in Vietnamese; "10,000", "3.5" in English), refuses what could be read two ways
 * with an example of the right form, shows the value that will be saved, and opens the phone's
 * numeric keypad. Rules and wording: src/domain/numbers.ts, xts.numbers.*.
 */

const inputModeOf = (kind: NumberKind) => (kind === 'decimal' ? 'decimal' : 'numeric');

export interface NumberRuleProps {
    /** Whole numbers (default), decimals, or serials (digits, leading zeros kept). */
    kind?: NumberKind;
    /** Most digits after the decimal separator (decimal fields, default 2). */
    decimals?: number;
    min?: number;
    max?: number;
    /** Unit shown after the value that will be saved, e.g. translate('xts.numbers.units.stamps'). */
    unit?: string;
}

/** What is shown under a valid value: "= 10.000 tem". */
function useSavedPreview(value: number | null, locale: NumberLocale, rules: NumberRules, unit?: string) {
    const translate = useTranslate();
    if (value === null || rules.kind === 'serial') return null;
    const shown = formatNumberIn(value, locale, rules);
    return unit
        ? translate('xts.numbers.will_save_unit', { value: shown, unit })
        : translate('xts.numbers.will_save', { value: shown });
}

type NumberTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'type'> &
    NumberRuleProps & {
        /** The text as typed. */
        value: string;
        /** Every keystroke: the text and how it reads. */
        onChange: (text: string, result: NumberParse) => void;
        /** An error of the form itself: a translated message replaces the field's own; `true` only marks the field. */
        error?: string | boolean | null;
        /** Show the field's own refusal now (otherwise after the field is left once). */
        showProblem?: boolean;
        /** Rewrite the text to its canonical form when the field is left (default: yes). */
        reformatOnBlur?: boolean;
    };

/**
 * A controlled number field for forms that keep their own state (stamp workflows): the text stays
 * as typed until the field is left, then shows the value as it will be saved.
 */
export function NumberTextField({
    value,
    onChange,
    kind = 'integer',
    decimals,
    min,
    max,
    unit,
    error,
    showProblem,
    reformatOnBlur = true,
    helperText,
    onBlur,
    slotProps,
    ...rest
}: NumberTextFieldProps) {
    const translate = useTranslate();
    const locale = useNumberLocale();
    const rules: NumberRules = { kind, decimals, min, max };
    const [left, setLeft] = useState(false);
    const result = parseNumber(value, locale, rules);
    const problem = numberProblemMessage(result, locale, rules);
    const preview = useSavedPreview(result.ok ? result.value : null, locale, rules, unit);
    const ownError = problem && (left || showProblem) ? translate(problem.message, problem.args) : null;
    const shownError = (typeof error === 'string' && error) || ownError;
    return (
        <TextField
            {...rest}
            value={value}
            onChange={(event) => onChange(event.target.value, parseNumber(event.target.value, locale, rules))}
            onBlur={(event) => {
                setLeft(true);
                if (reformatOnBlur && result.ok && result.value !== null) {
                    const canonical =
                        kind === 'serial' ? result.text : formatNumberIn(result.value, locale, rules);
                    if (canonical !== value) onChange(canonical, parseNumber(canonical, locale, rules));
                }
                onBlur?.(event);
            }}
            error={!!error || !!ownError}
            helperText={shownError || helperText || preview || ' '}
            slotProps={{
                ...slotProps,
                htmlInput: {
                    inputMode: inputModeOf(kind),
                    autoComplete: 'off',
                    ...(slotProps?.htmlInput as object),
                },
            }}
        />
    );
}

export type NumberInputProps = Omit<InputProps, 'format' | 'parse'> &
    NumberRuleProps & {
        label?: ReactNode;
        helperText?: ReactNode;
        fullWidth?: boolean;
        disabled?: boolean;
        readOnly?: boolean;
        sx?: TextFieldProps['sx'];
        className?: string;
    };

/**
 * The react-admin input for every number of a record. The form value is a number (or null when
 * empty); while the text is refused the form holds that text and this input's rule blocks saving.
 */
export function NumberInput({
    kind = 'integer',
    decimals,
    min,
    max,
    unit,
    label,
    helperText,
    fullWidth,
    disabled,
    readOnly,
    sx,
    className,
    validate,
    source,
    resource,
    ...inputOptions
}: NumberInputProps) {
    const translate = useTranslate();
    const locale = useNumberLocale();
    const rules: NumberRules = { kind, decimals, min, max };
    // Read by the validator when the form validates (after a commit), with the latest language and rules.
    const rulesRef = useRef({ locale, rules });
    useLayoutEffect(() => {
        rulesRef.current = { locale, rules };
    });
    const [ownRule] = useState<Validator>(() => (value: unknown) => {
        if (typeof value !== 'string' || value.trim() === '') return undefined;
        const { locale: current, rules: currentRules } = rulesRef.current;
        return (
            numberProblemMessage(parseNumber(value, current, currentRules), current, currentRules) ??
            undefined
        );
    });
    const extra = validate === undefined ? [] : Array.isArray(validate) ? validate : [validate];
    const {
        field,
        fieldState: { error, invalid },
        formState: { isSubmitted },
        isRequired,
    } = useInput({ source, resource, validate: [ownRule, ...extra], disabled, readOnly, ...inputOptions });

    const display = (value: unknown) =>
        typeof value === 'number'
            ? formatNumberIn(value, locale, rules)
            : typeof value === 'string'
              ? value
              : '';
    const [text, setText] = useState(() => display(field.value));
    // The field value and language the text stands for: the user's own edits set both with the text.
    const [shown, setShown] = useState({ value: field.value as unknown, locale });
    if (field.value !== shown.value || locale !== shown.locale) {
        setShown({ value: field.value, locale });
        // A value set from outside (record loaded, reset, draft restored): show it. Another language:
        // the same number written its way.
        if (field.value !== shown.value) setText(display(field.value));
        else if (typeof field.value === 'number') setText(formatNumberIn(field.value, locale, rules));
    }

    const result = parseNumber(text, locale, rules);
    const preview = useSavedPreview(result.ok ? result.value : null, locale, rules, unit);
    const [touched, setTouched] = useState(false);
    // A refused text explains itself as soon as the field is left (the form validates on submit).
    const ownProblem = numberProblemMessage(result, locale, rules);
    const showOwn = !!ownProblem && (touched || isSubmitted);
    const showError = showOwn || (invalid && (touched || isSubmitted));

    const emit = (value: unknown) => {
        setShown({ value, locale });
        field.onChange(value);
    };
    return (
        <TextField
            name={field.name}
            inputRef={field.ref}
            value={text}
            onChange={(event) => {
                const next = event.target.value;
                setText(next);
                const read = parseNumber(next, locale, rules);
                emit(read.ok ? read.value : next);
            }}
            onBlur={() => {
                setTouched(true);
                if (result.ok && result.value !== null) setText(formatNumberIn(result.value, locale, rules));
                field.onBlur();
            }}
            label={inputLabel(label, source, resource, isRequired)}
            error={showError}
            helperText={
                showOwn ? (
                    translate(ownProblem!.message, ownProblem!.args)
                ) : showError ? (
                    <InputHelperText error={error?.message} />
                ) : (
                    (preview ?? helperText ?? ' ')
                )
            }
            disabled={disabled}
            fullWidth={fullWidth}
            sx={sx}
            className={className}
            slotProps={{ htmlInput: { inputMode: inputModeOf(kind), autoComplete: 'off', readOnly } }}
        />
    );
}
