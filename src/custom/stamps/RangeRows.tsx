import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../common/format';
import { NumberTextField, useNumberLocale } from '../common/NumberInput';
import { parseNumber } from '../../domain/numbers';
import { SERIAL_WIDTH, parseSerial, type RangeRow, type Validation } from '../../domain/stampRanges';
import { SERIAL_RULES, problemText, type Selection } from './selection';

interface RangeRowsProps {
    value: Selection;
    onChange: (next: Selection) => void;
    validation: Validation;
    disabled?: boolean;
}

/** The selection's serial ranges (from–to), one row each with its count or its problem, added and removed. */
export function RangeRows({ value, onChange, validation, disabled }: RangeRowsProps) {
    const translate = useTranslate();
    const locale = useNumberLocale();
    const setRow = (index: number, field: keyof RangeRow, text: string) =>
        onChange({
            ...value,
            rows: value.rows.map((row, i) => (i === index ? { ...row, [field]: text } : row)),
        });
    const removeRow = (index: number) => {
        const rows = value.rows.filter((_, i) => i !== index);
        onChange({ ...value, rows: rows.length ? rows : [{ from: '', to: '' }] });
    };

    const rowCount = (row: RangeRow) => {
        const from = parseSerial(row.from);
        const to = row.to.trim() ? parseSerial(row.to) : from;
        return from !== null && to !== null && to >= from ? to - from + 1 : null;
    };

    return (
        <>
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
                    <Stack
                        key={index}
                        direction="row"
                        spacing={1}
                        useFlexGap
                        sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
                    >
                        <NumberTextField
                            kind="serial"
                            label={translate('xts.stamps.selection.from_n', { n: index + 1 })}
                            value={row.from}
                            onChange={(text) => setRow(index, 'from', text)}
                            disabled={disabled}
                            size="small"
                            error={
                                !!problem &&
                                problem.kind !== 'width' &&
                                !(problem.kind === 'not_serial' && problem.field === 'to')
                            }
                            showProblem={!!problem}
                            sx={{ width: { xs: '100%', sm: 190 } }}
                        />
                        <NumberTextField
                            kind="serial"
                            label={translate('xts.stamps.selection.to_n', { n: index + 1 })}
                            value={row.to}
                            onChange={(text) => setRow(index, 'to', text)}
                            disabled={disabled}
                            size="small"
                            // A refused serial explains itself (with an example); other problems are the row's.
                            error={
                                problem && parseNumber(row.to, locale, SERIAL_RULES).ok
                                    ? problemText(problem, translate)
                                    : !!problem
                            }
                            showProblem={!!problem}
                            helperText={
                                count
                                    ? translate('xts.stamps.selection.row_count', {
                                          count: formatNumber(count),
                                      })
                                    : ' '
                            }
                            sx={{ width: { xs: 'calc(100% - 48px)', sm: 260 } }}
                        />
                        <Tooltip title={translate('xts.stamps.selection.remove_range', { n: index + 1 })}>
                            <span>
                                <IconButton
                                    aria-label={translate('xts.stamps.selection.remove_range', {
                                        n: index + 1,
                                    })}
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
        </>
    );
}
