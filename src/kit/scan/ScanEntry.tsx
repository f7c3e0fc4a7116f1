import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../format';
import { parseScan, targetText, type ScanTarget } from '../../domain/scan';
import { scanOptions, scanRefusalText } from '../../lib/scan/scanText';

/**
 * The field a keyboard-wedge scanner types into: each scan ends with Enter, adds one stamp and
 * clears the field for the next, with a running count; a stamp already chosen is named, not added.
 * Enter never submits anything around it.
 */
export function ScanEntry({
    onScan,
    onPasteLines,
    disabled,
    empty,
}: {
    onScan: (stamp: ScanTarget) => boolean;
    /** Several lines pasted at once: read as a list. */
    onPasteLines: (text: string) => void;
    disabled?: boolean;
    empty: boolean;
}) {
    const translate = useTranslate();
    const [text, setText] = useState('');
    const [count, setCount] = useState(0);
    const [last, setLast] = useState<{ text: string; ok: boolean } | null>(null);
    // A cleared selection starts a new count.
    const [wasEmpty, setWasEmpty] = useState(empty);
    if (empty !== wasEmpty) {
        setWasEmpty(empty);
        if (empty) {
            setCount(0);
            setLast(null);
        }
    }

    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
        // Enter that ends an input method's composition only commits the word.
        if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
        event.preventDefault();
        // The DOM value: a scanner types faster than anything else may re-render.
        const value = event.currentTarget.value;
        if (!value.trim()) return;
        const scanned = parseScan(value, scanOptions);
        if (!scanned.ok) {
            // What was typed stays to be corrected, selected: the next scan replaces it.
            event.currentTarget.select();
            setLast({ text: scanRefusalText(scanned, translate), ok: false });
            return;
        }
        const fresh = onScan(scanned);
        setText('');
        if (fresh) setCount((n) => n + 1);
        const shown = targetText(scanned);
        const key =
            scanned.kind === 'code'
                ? fresh
                    ? 'added'
                    : 'duplicate'
                : fresh
                  ? 'serial_added'
                  : 'serial_duplicate';
        setLast({ text: translate(`xts.stamps.entry.${key}`, { code: shown, serial: shown }), ok: fresh });
    };

    const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
        const pasted = event.clipboardData.getData('text');
        // A one-line field would run the lines together: a pasted list goes to the list reader.
        if (!/\r?\n/.test(pasted.trim())) return;
        event.preventDefault();
        onPasteLines(pasted);
    };

    return (
        <Box>
            <TextField
                label={translate('xts.stamps.entry.label')}
                value={text}
                onChange={(event) => setText(event.target.value)}
                helperText={translate('xts.stamps.entry.hint')}
                disabled={disabled}
                autoComplete="off"
                slotProps={{
                    htmlInput: {
                        onKeyDown,
                        onPaste,
                        autoCapitalize: 'characters',
                        autoCorrect: 'off',
                        spellCheck: false,
                        enterKeyHint: 'done',
                    },
                }}
                fullWidth
                size="small"
            />
            <Box aria-live="polite" sx={{ mt: 0.5 }}>
                {count > 0 && (
                    <Typography sx={{ fontWeight: 600 }}>
                        {translate('xts.stamps.entry.count', { count: formatNumber(count) })}
                    </Typography>
                )}
                {last && (
                    <Typography color={last.ok ? 'success.main' : 'warning.main'}>{last.text}</Typography>
                )}
            </Box>
        </Box>
    );
}
