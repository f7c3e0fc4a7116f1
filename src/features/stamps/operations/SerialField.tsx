import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { call } from '../../../providers/http';
import { errorText } from '../../../kit/errors';
import { readSerialField } from '../../../domain/serialField';
import { SERIAL_WIDTH } from '../../../domain/stampRanges';
import { scanOptions, scanRefusalText } from '../../../lib/scan/scanText';

type SerialFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'type'> & {
    value: string;
    onChange: (text: string) => void;
    /** The row's problem: a message replaces the field's hint; `true` only marks the field. */
    error?: string | boolean | null;
};

/** What the field says about its own reading: a refusal, a lookup under way or failed. */
type Note = { text: string; error: boolean } | null;

/**
 * A serial as staff type or scan it: digits, a serial as printed with its batch prefix
 * ("CD26-0000017001"), or a stamp's QR (its link, a GS1 Digital Link). Enter, like a hand scanner
 * ends each scan, or leaving the field reads it: the field then shows the serial, selected, so the
 * next scan replaces it. A link naming the stamp by code asks the server for its serial.
 */
export function SerialField({
    value,
    onChange,
    error,
    helperText,
    onBlur,
    slotProps,
    ...rest
}: SerialFieldProps) {
    const translate = useTranslate();
    const input = useRef<HTMLInputElement | null>(null);
    const [note, setNote] = useState<Note>(null);
    // Which reading is current: a lookup answered after the field changed again is dropped.
    const reading = useRef(0);
    const [selectOn, setSelectOn] = useState<string | null>(null);
    useLayoutEffect(() => {
        const field = input.current;
        if (selectOn !== null && field && field.value === selectOn && document.activeElement === field)
            field.select();
    }, [selectOn, value]);

    const read = (text: string, select: boolean) => {
        const turn = ++reading.current;
        const found = readSerialField(text, scanOptions);
        const show = (serial: string) => {
            setNote(null);
            if (serial !== text) onChange(serial);
            if (select) {
                setSelectOn(serial);
                input.current?.select();
            }
        };
        switch (found.kind) {
            case 'empty':
                setNote(null);
                return;
            case 'serial':
                show(found.text);
                return;
            case 'refused':
                setNote({
                    error: true,
                    text:
                        found.refusal.reason === 'unreadable'
                            ? translate('xts.stamps.selection.errors.not_serial', { width: SERIAL_WIDTH })
                            : scanRefusalText(found.refusal, translate),
                });
                if (select) input.current?.select();
                return;
            case 'code':
                setNote({
                    error: false,
                    text: translate('xts.stamps.selection.finding', { code: found.code }),
                });
                call<{ serialText: string }>('trace', { query: { code: found.code } }).then(
                    (stamp) => {
                        if (turn === reading.current) show(stamp.serialText);
                    },
                    (failure: unknown) => {
                        if (turn !== reading.current) return;
                        setNote({ error: true, text: errorText(failure, translate) });
                        if (select) input.current?.select();
                    },
                );
        }
    };

    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
        // Enter that ends an input method's composition only commits the word.
        if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
        // A scan ends with Enter: it fills this field and never submits the form around it.
        event.preventDefault();
        // The DOM value: a scanner types faster than anything else may re-render.
        read(event.currentTarget.value, true);
    };

    const shownError = note?.error ? note.text : typeof error === 'string' && error ? error : null;
    return (
        <TextField
            {...rest}
            inputRef={input}
            value={value}
            onChange={(event) => {
                reading.current++;
                setNote(null);
                setSelectOn(null);
                onChange(event.target.value);
            }}
            onBlur={(event) => {
                read(event.target.value, false);
                onBlur?.(event);
            }}
            error={!!shownError || !!error}
            helperText={shownError || note?.text || helperText || ' '}
            slotProps={{
                ...slotProps,
                htmlInput: {
                    onKeyDown,
                    autoComplete: 'off',
                    autoCapitalize: 'characters',
                    autoCorrect: 'off',
                    spellCheck: false,
                    enterKeyHint: 'next',
                    ...(slotProps?.htmlInput as object),
                },
            }}
        />
    );
}
