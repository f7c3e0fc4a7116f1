import { useState, type ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { InputHelperText, useInput, useTranslate, type InputProps, type Validator } from 'react-admin';
import { dateTextOf, dateValueProblem, maskDateText, parseDateText } from '../domain/dateText';
import { inputLabel } from './inputLabel';

/**
 * The console's date fields: dd/mm/yyyy as the console writes dates in either language (never the
 * browser's own order of an <input type="date">), digits alone masked as they are typed, the ISO
 * date ("2026-11-26") kept in the record. Rules and wording: src/domain/dateText.ts, xts.dates.*.
 */

const htmlInput = { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } as const;

/**
 * The text of a date field as the user edits it, following a value set from outside (reset, record,
 * draft), and what typing emits: the ISO date once the text is one (`empty` when cleared), else the
 * text itself, which the form's rules then refuse (a filter emits complete dates only).
 */
function useDateText(
    value: unknown,
    emit: (value: string | null) => void,
    { empty, completeOnly = false }: { empty: string | null; completeOnly?: boolean },
) {
    const [text, setText] = useState(() => dateTextOf(value));
    const [shown, setShown] = useState(value);
    // The field's own edits record the value they emit: only a value from elsewhere rewrites the text.
    if (value !== shown) {
        setShown(value);
        setText(dateTextOf(value));
    }
    const read = parseDateText(text);
    return {
        text,
        read,
        /** A keystroke, a paste or an autofill: masked, read, and emitted. */
        type(input: string) {
            const next = maskDateText(input);
            setText(next);
            const typed = parseDateText(next);
            if (completeOnly && !typed.ok) return;
            const emitted = typed.ok ? (typed.iso ?? empty) : next;
            setShown(emitted);
            emit(emitted);
        },
        /** Leaving the field: a date typed loosely ("1/2/2026") is shown as the console writes it. */
        leave() {
            if (read.ok && read.iso) setText(dateTextOf(read.iso));
        },
    };
}

type DateTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'type'> & {
    /** The ISO date, '' for none (or the text typed when it is no date: the form's rules refuse it). */
    value: string;
    onChange: (value: string) => void;
    /** The form's own message (translated) or mark. */
    error?: string | boolean | null;
};

/** A controlled date field for forms that keep their own state (stamp workflows, a lot's origin). */
export function DateTextField({ value, onChange, error, helperText, onBlur, ...rest }: DateTextFieldProps) {
    const translate = useTranslate();
    const { text, read, type, leave } = useDateText(value, (date) => onChange(date ?? ''), {
        empty: '',
    });
    const [left, setLeft] = useState(false);
    const own = !read.ok && left ? translate(`xts.dates.errors.${read.problem}`) : null;
    const shownError = own || (typeof error === 'string' && error) || null;
    return (
        <TextField
            {...rest}
            value={text}
            placeholder={translate('xts.dates.placeholder')}
            onChange={(event) => type(event.target.value)}
            onBlur={(event) => {
                setLeft(true);
                leave();
                onBlur?.(event);
            }}
            error={!!shownError || !!error}
            helperText={shownError || helperText || ' '}
            slotProps={{ inputLabel: { shrink: true }, htmlInput }}
        />
    );
}

export type DateInputProps = Omit<InputProps, 'format' | 'parse'> & {
    label?: ReactNode;
    helperText?: ReactNode;
    fullWidth?: boolean;
    disabled?: boolean;
    readOnly?: boolean;
    size?: 'small' | 'medium';
    sx?: TextFieldProps['sx'];
    className?: string;
    /** Passed by react-admin's filter form; a date field has no use for them. */
    allowEmpty?: boolean;
    alwaysOn?: boolean;
    record?: unknown;
};

/**
 * The react-admin input for every date of a record and every date filter. The form value is the
 * ISO date, or null when empty. In a form, a text that is no date stays the value and this input's
 * rule blocks saving; in a filter (`filter`), the list keeps its last date until the text is one.
 */
export function DateInput({
    label,
    helperText,
    fullWidth,
    disabled,
    readOnly,
    size,
    sx,
    className,
    validate,
    source,
    resource,
    filter = false,
    allowEmpty: _allowEmpty,
    alwaysOn: _alwaysOn,
    record: _record,
    ...inputOptions
}: DateInputProps & { filter?: boolean }) {
    const translate = useTranslate();
    const [ownRule] = useState<Validator>(() => (value: unknown) => dateValueProblem(value) ?? undefined);
    const extra = validate === undefined ? [] : Array.isArray(validate) ? validate : [validate];
    const {
        field,
        fieldState: { error, invalid },
        formState: { isSubmitted },
        isRequired,
    } = useInput({ source, resource, validate: [ownRule, ...extra], disabled, readOnly, ...inputOptions });
    const { text, read, type, leave } = useDateText(field.value, field.onChange, {
        empty: null,
        completeOnly: filter,
    });
    const [touched, setTouched] = useState(false);
    const showOwn = !read.ok && (touched || isSubmitted);
    const showError = showOwn || (invalid && (touched || isSubmitted));
    return (
        <TextField
            name={field.name}
            inputRef={field.ref}
            value={text}
            placeholder={translate('xts.dates.placeholder')}
            onChange={(event) => type(event.target.value)}
            onBlur={() => {
                setTouched(true);
                leave();
                field.onBlur();
            }}
            label={inputLabel(label, source, resource, isRequired)}
            error={showError}
            helperText={
                showOwn ? (
                    translate(`xts.dates.errors.${(read as { problem: string }).problem}`)
                ) : showError ? (
                    <InputHelperText error={error?.message} />
                ) : helperText === false ? undefined : (
                    (helperText ?? ' ')
                )
            }
            disabled={disabled}
            fullWidth={fullWidth}
            size={size}
            sx={sx}
            className={className}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { ...htmlInput, readOnly } }}
        />
    );
}

/** A list's date filter: the list follows complete dates only. */
export const DateFilter = (props: DateInputProps) => <DateInput {...props} filter />;
