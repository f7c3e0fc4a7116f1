import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Chip, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../common/format';
import { ScanDialog } from './ScanDialog';
import { OPERATION_LIMIT, SERIAL_WIDTH, parseLines, type RangeRow, type RowProblem, type Validation } from '../../domain/stampRanges';

export interface Selection {
    rows: RangeRow[];
    codes: string[];
}

export const emptySelection = (): Selection => ({ rows: [{ from: '', to: '' }], codes: [] });

const MAX_CSV_BYTES = 5 * 1024 * 1024;
const SHOWN_CODES = 200;

function problemText(problem: RowProblem, translate: (key: string, options?: object) => string) {
    switch (problem.kind) {
        case 'overlap':
            return translate('xts.stamps.selection.errors.overlap', { other: problem.other + 1 });
        case 'not_serial':
            return translate('xts.stamps.selection.errors.not_serial', { width: SERIAL_WIDTH });
        default:
            return translate(`xts.stamps.selection.errors.${problem.kind}`);
    }
}

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
    const latest = useRef(value);
    latest.current = value;

    const setRow = (index: number, field: keyof RangeRow, text: string) =>
        onChange({ ...value, rows: value.rows.map((row, i) => (i === index ? { ...row, [field]: text } : row)) });
    const removeRow = (index: number) => {
        const rows = value.rows.filter((_, i) => i !== index);
        onChange({ ...value, rows: rows.length ? rows : [{ from: '', to: '' }] });
    };

    /** Adds parsed lines to the selection: ranges as rows, codes once each. */
    const addText = (text: string) => {
        const parsed = parseLines(text);
        const current = latest.current;
        const known = new Set(current.codes);
        const fresh = parsed.codes.filter((code) => !known.has(code) && known.add(code));
        const duplicates = parsed.codes.length - fresh.length;
        const keptRows = current.rows.filter((row) => row.from.trim() || row.to.trim());
        const rows = [...keptRows, ...parsed.ranges];
        onChange({ rows: rows.length ? rows : [{ from: '', to: '' }], codes: [...current.codes, ...fresh] });
        const parts = [
            translate('xts.stamps.selection.added', { ranges: parsed.ranges.length, codes: fresh.length }),
            duplicates ? translate('xts.stamps.selection.duplicates', { count: duplicates }) : '',
            parsed.ignored.length
                ? translate('xts.stamps.selection.ignored', {
                      count: parsed.ignored.length,
                      lines: parsed.ignored.slice(0, 10).join(', ') + (parsed.ignored.length > 10 ? '…' : ''),
                  })
                : '',
        ].filter(Boolean);
        setNotice({ severity: parsed.ignored.length || duplicates ? 'warning' : 'info', text: parts.join(' ') });
        return parsed;
    };

    const addCode = (code: string) => {
        const current = latest.current;
        if (current.codes.includes(code)) return false;
        const next = { ...current, codes: [...current.codes, code] };
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

    const rowCount = (row: RangeRow) => {
        const from = Number(row.from.trim());
        const to = row.to.trim() ? Number(row.to.trim()) : from;
        return Number.isFinite(from) && Number.isFinite(to) && to >= from && from > 0 ? to - from + 1 : null;
    };

    return (
        <Stack spacing={2}>
            <Box>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {translate('xts.stamps.selection.ranges')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {translate('xts.stamps.selection.ranges_hint', { width: SERIAL_WIDTH })}
                </Typography>
            </Box>
            {value.rows.map((row, index) => {
                const problem = validation.rows[index];
                const count = problem ? null : rowCount(row);
                return (
                    <Stack key={index} direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
                        <TextField
                            label={translate('xts.stamps.selection.from_n', { n: index + 1 })}
                            value={row.from}
                            onChange={(event) => setRow(index, 'from', event.target.value)}
                            disabled={disabled}
                            size="small"
                            inputMode="numeric"
                            error={!!problem && problem.kind !== 'width' && !(problem.kind === 'not_serial' && problem.field === 'to')}
                            sx={{ width: { xs: '100%', sm: 190 } }}
                        />
                        <TextField
                            label={translate('xts.stamps.selection.to_n', { n: index + 1 })}
                            value={row.to}
                            onChange={(event) => setRow(index, 'to', event.target.value)}
                            disabled={disabled}
                            size="small"
                            inputMode="numeric"
                            error={!!problem}
                            helperText={problem ? problemText(problem, translate) : count ? translate('xts.stamps.selection.row_count', { count: formatNumber(count) }) : ' '}
                            sx={{ width: { xs: 'calc(100% - 48px)', sm: 260 } }}
                        />
                        <Tooltip title={translate('xts.stamps.selection.remove_range', { n: index + 1 })}>
                            <span>
                                <IconButton
                                    aria-label={translate('xts.stamps.selection.remove_range', { n: index + 1 })}
                                    onClick={() => removeRow(index)}
                                    disabled={disabled}
                                >
                                    <DeleteIcon />
                                </IconButton>
                            </span>
                        </Tooltip>
                    </Stack>
                );
            })}
            <Box>
                <Button
                    startIcon={<AddIcon />}
                    onClick={() => onChange({ ...value, rows: [...value.rows, { from: '', to: '' }] })}
                    disabled={disabled}
                >
                    {translate('xts.stamps.selection.add_range')}
                </Button>
            </Box>

            <Box>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {translate('xts.stamps.selection.codes')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {translate('xts.stamps.selection.codes_hint')}
                </Typography>
            </Box>
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
                <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled} onClick={() => fileInput.current?.click()}>
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
                <Button variant="outlined" startIcon={<QrCodeScannerIcon />} disabled={disabled} onClick={() => setScanning(true)}>
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
                        <Typography>{translate('xts.stamps.selection.code_count', { count: formatNumber(value.codes.length) })}</Typography>
                        <Button size="small" onClick={() => onChange({ ...value, codes: [] })} disabled={disabled}>
                            {translate('xts.stamps.selection.clear_codes')}
                        </Button>
                    </Stack>
                    <Box component="ul" aria-label={translate('xts.stamps.selection.codes')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}>
                        {value.codes.slice(0, SHOWN_CODES).map((code) => (
                            <li key={code}>
                                <Chip
                                    label={code}
                                    size="small"
                                    sx={{ fontFamily: 'monospace' }}
                                    onDelete={disabled ? undefined : () => onChange({ ...value, codes: value.codes.filter((c) => c !== code) })}
                                />
                            </li>
                        ))}
                        {value.codes.length > SHOWN_CODES && (
                            <li>
                                <Chip size="small" label={translate('xts.stamps.selection.more_codes', { count: formatNumber(value.codes.length - SHOWN_CODES) })} />
                            </li>
                        )}
                    </Box>
                </Box>
            )}
            <Typography role="status" sx={{ fontWeight: 600 }} color={validation.overLimit ? 'error' : 'text.primary'}>
                {validation.overLimit
                    ? translate('xts.stamps.selection.over_limit', { limit: formatNumber(OPERATION_LIMIT), count: formatNumber(validation.total) })
                    : translate('xts.stamps.selection.total', { count: formatNumber(validation.total) })}
            </Typography>
            <ScanDialog open={scanning} onClose={() => setScanning(false)} onCode={addCode} />
        </Stack>
    );
}
