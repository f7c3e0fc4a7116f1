import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../kit/format';
import { ScanDialog } from '../../../kit/scan/ScanDialog';
import { OPERATION_LIMIT, formatSerial, type Validation } from '../../../domain/stampRanges';
import type { ScanTarget } from '../../../domain/scan';
import { parseLines } from '../../../domain/scanLines';
import { scanOptions, scanRefusalText } from '../../../lib/scan/scanText';
import { MAX_CSV_BYTES, SHOWN_CODES, hasSerial, type Selection } from './selection';
import { ScanEntry } from '../../../kit/scan/ScanEntry';
import { RangeRows } from './RangeRows';

interface SelectionInputProps {
    value: Selection;
    onChange: (next: Selection) => void;
    validation: Validation;
    disabled?: boolean;
}

/**
 * The stamps an operation covers: serial ranges (from–to) and codes, typed, pasted (one a line),
 * imported from a CSV file or scanned with the camera. Shows the running total and each row's problem.
 */
export function SelectionInput({ value, onChange, validation, disabled }: SelectionInputProps) {
    const translate = useTranslate();
    const [paste, setPaste] = useState('');
    const [notice, setNotice] = useState<{ severity: 'info' | 'warning'; text: string } | null>(null);
    const [scanning, setScanning] = useState(false);
    const fileInput = useRef<HTMLInputElement | null>(null);
    // The selection as of the last change: several scans or pastes may land before the next render.
    const latest = useRef(value);
    useLayoutEffect(() => {
        latest.current = value;
    }, [value]);

    /** Adds parsed lines to the selection: ranges as rows, codes once each. */
    const addText = (text: string) => {
        const parsed = parseLines(text, scanOptions);
        const current = latest.current;
        const known = new Set(current.codes);
        const fresh = parsed.codes.filter((code) => !known.has(code) && known.add(code));
        const duplicates = parsed.codes.length - fresh.length;
        const keptRows = current.rows.filter((row) => row.from.trim() || row.to.trim());
        const rows = [...keptRows, ...parsed.ranges];
        const next = {
            rows: rows.length ? rows : [{ from: '', to: '' }],
            codes: [...current.codes, ...fresh],
        };
        latest.current = next;
        onChange(next);
        const parts = [
            translate('xts.stamps.selection.added', { ranges: parsed.ranges.length, codes: fresh.length }),
            duplicates ? translate('xts.stamps.selection.duplicates', { count: duplicates }) : '',
            parsed.ignored.length
                ? translate('xts.stamps.selection.ignored', {
                      count: parsed.ignored.length,
                      lines: parsed.ignored.slice(0, 10).join(', ') + (parsed.ignored.length > 10 ? '…' : ''),
                  })
                : '',
            parsed.refusals.length
                ? translate('xts.stamps.entry.line_refused', {
                      line: parsed.refusals[0].line,
                      reason: scanRefusalText(parsed.refusals[0].refusal, translate),
                  })
                : '',
        ].filter(Boolean);
        setNotice({
            severity: parsed.ignored.length || duplicates ? 'warning' : 'info',
            text: parts.join(' '),
        });
        return parsed;
    };

    /** One scanned stamp: a code joins the codes, a serial (of a GS1 link) becomes a one-stamp row. */
    const addScanned = (stamp: ScanTarget) => {
        const current = latest.current;
        let next: Selection;
        if (stamp.kind === 'code') {
            if (current.codes.includes(stamp.code)) return false;
            next = { ...current, codes: [...current.codes, stamp.code] };
        } else {
            if (hasSerial(current.rows, stamp.serial)) return false;
            const rows = current.rows.filter((row) => row.from.trim() || row.to.trim());
            next = { ...current, rows: [...rows, { from: formatSerial(stamp.serial), to: '' }] };
        }
        latest.current = next;
        onChange(next);
        return true;
    };

    const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        if (file.size > MAX_CSV_BYTES) {
            setNotice({ severity: 'warning', text: translate('xts.stamps.selection.file_too_big') });
            return;
        }
        addText(await file.text());
    };

    return (
        <Stack spacing={2}>
            <RangeRows value={value} onChange={onChange} validation={validation} disabled={disabled} />

            <Box>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {translate('xts.stamps.selection.codes')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {translate('xts.stamps.selection.codes_hint')}
                </Typography>
            </Box>
            <ScanEntry
                onScan={addScanned}
                onPasteLines={addText}
                disabled={disabled}
                empty={validation.empty}
            />
            <TextField
                label={translate('xts.stamps.selection.paste')}
                helperText={translate('xts.stamps.selection.paste_hint')}
                value={paste}
                onChange={(event) => setPaste(event.target.value)}
                multiline
                minRows={3}
                disabled={disabled}
                fullWidth
            />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button
                    variant="outlined"
                    startIcon={<PlaylistAddIcon />}
                    disabled={disabled || !paste.trim()}
                    onClick={() => {
                        const parsed = addText(paste);
                        if (parsed.ignored.length === 0) setPaste('');
                    }}
                >
                    {translate('xts.stamps.selection.paste_add')}
                </Button>
                <Button
                    variant="outlined"
                    startIcon={<UploadFileIcon />}
                    disabled={disabled}
                    onClick={() => fileInput.current?.click()}
                >
                    {translate('xts.stamps.selection.import_csv')}
                </Button>
                <input
                    ref={fileInput}
                    type="file"
                    accept=".csv,.txt,text/csv,text/plain"
                    hidden
                    aria-label={translate('xts.stamps.selection.import_csv')}
                    onChange={importFile}
                />
                <Button
                    variant="outlined"
                    startIcon={<QrCodeScannerIcon />}
                    disabled={disabled}
                    onClick={() => setScanning(true)}
                >
                    {translate('xts.stamps.selection.scan')}
                </Button>
            </Stack>
            {notice && (
                <Alert severity={notice.severity} onClose={() => setNotice(null)}>
                    {notice.text}
                </Alert>
            )}
            {value.codes.length > 0 && (
                <Box>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                        <Typography>
                            {translate('xts.stamps.selection.code_count', {
                                count: formatNumber(value.codes.length),
                            })}
                        </Typography>
                        <Button
                            size="small"
                            onClick={() => onChange({ ...value, codes: [] })}
                            disabled={disabled}
                        >
                            {translate('xts.stamps.selection.clear_codes')}
                        </Button>
                    </Stack>
                    <Box
                        component="ul"
                        aria-label={translate('xts.stamps.selection.codes')}
                        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}
                    >
                        {value.codes.slice(0, SHOWN_CODES).map((code) => (
                            <li key={code}>
                                <Chip
                                    label={code}
                                    size="small"
                                    sx={{ fontFamily: 'monospace' }}
                                    onDelete={
                                        disabled
                                            ? undefined
                                            : () =>
                                                  onChange({
                                                      ...value,
                                                      codes: value.codes.filter((c) => c !== code),
                                                  })
                                    }
                                />
                            </li>
                        ))}
                        {value.codes.length > SHOWN_CODES && (
                            <li>
                                <Chip
                                    size="small"
                                    label={translate('xts.stamps.selection.more_codes', {
                                        count: formatNumber(value.codes.length - SHOWN_CODES),
                                    })}
                                />
                            </li>
                        )}
                    </Box>
                </Box>
            )}
            <Typography
                role="status"
                sx={{ fontWeight: 600 }}
                color={validation.overLimit ? 'error' : 'text.primary'}
            >
                {validation.overLimit
                    ? translate('xts.stamps.selection.over_limit', {
                          limit: formatNumber(OPERATION_LIMIT),
                          count: formatNumber(validation.total),
                      })
                    : translate('xts.stamps.selection.total', { count: formatNumber(validation.total) })}
            </Typography>
            <ScanDialog open={scanning} onClose={() => setScanning(false)} onCode={addScanned} />
        </Stack>
    );
}
