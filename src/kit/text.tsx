import { useEffect } from 'react';
import { GlobalStyles, Typography } from '@mui/material';
import { sanitizeFieldRestProps, useFieldValue, useTranslate, type TextFieldProps } from 'react-admin';
import { cleanText, formatText, hasHiddenCharacters } from '../domain/text';

/**
 * react-admin's TextField for text from the server, with invisible control characters stripped
 * (domain/text.ts): every list cell and detail row of the console uses this one.
 */
export function TextField(props: TextFieldProps) {
    const { className, emptyText, ...rest } = props;
    const translate = useTranslate();
    const value = useFieldValue(props);
    const text = formatText(value);
    return (
        <Typography component="span" variant="body2" className={className} {...sanitizeFieldRestProps(rest)}>
            {text || (emptyText ? translate(emptyText, { _: emptyText }) : null)}
        </Typography>
    );
}

/** Plain text from the server, cleaned: for custom rows, headings and timelines. */
export const Text = ({ value }: { value: unknown }) => <>{formatText(value)}</>;

/**
 * Long unbroken text (a 100,000-character note, a pasted link) wraps where it must instead of
 * widening the page: text, detail rows, table cells, dialogs, alerts, menus and list items. The
 * one place this is set; table headers and buttons keep their words whole.
 */
const wrapping = (
    <GlobalStyles
        styles={{
            '.MuiTypography-root, .MuiTableCell-body, .MuiDialogContent-root, .MuiAlert-message, .MuiListItemText-root, .MuiCardHeader-content, .MuiFormHelperText-root, .MuiChip-label, .RaLabeled-root, .RaSimpleShowLayout-row':
                { overflowWrap: 'anywhere' },
            '.MuiTableCell-body': { minWidth: '4rem' },
        }}
    />
);

const textInput = (target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement =>
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement &&
        ['text', 'search', 'email', 'tel', 'url', ''].includes(target.type));

/**
 * Typed, pasted, dropped or autofilled text loses its invisible control characters before the
 * form reads it: the input's value is cleaned before React's own handler sees the event (this
 * listener runs first, on the document, in the capture phase), and the caret stays where it was.
 */
function stripOnInput(event: Event) {
    const input = event.target;
    if (!textInput(input) || !hasHiddenCharacters(input.value)) return;
    const { value } = input;
    const caret = input.selectionEnd ?? value.length;
    const cleaned = cleanText(value);
    const before = cleanText(value.slice(0, caret)).length;
    // The prototype's setter, not the element's own: React then sees the change and reads it.
    const prototype =
        input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, cleaned);
    try {
        input.setSelectionRange(before, before);
    } catch {
        // Inputs of type email cannot place a caret; nothing to restore.
    }
}

/** Placed once in each frame (console shell, simple frame, public pages). */
export function TextSafety() {
    useEffect(() => {
        document.addEventListener('input', stripOnInput, true);
        return () => document.removeEventListener('input', stripOnInput, true);
    }, []);
    return wrapping;
}
