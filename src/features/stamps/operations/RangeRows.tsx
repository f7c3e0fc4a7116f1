import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../kit/format';
import {
    SERIAL_WIDTH,
    readRangeEnd,
    type RangeRow,
    type RowProblem,
    type Validation,
} from '../../../domain/stampRanges';
import { problemText, type Selection } from './selection';
import { SerialField } from './SerialField';

interface RangeRowsProps {
    value: Selection;
    onChange: (next: Selection) => void;
    validation: Validation;
    disabled?: boolean;
}

/** The selection's serial ranges (from–to), one row each with its count or its problem, added and removed. */
export function RangeRows({ value, onChange, validation, disabled }: RangeRowsProps) {
    const translate = useTranslate();
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
        const from = readRangeEnd(row.from)?.serial ?? null;
        const to = row.to.trim() ? (readRangeEnd(row.to)?.serial ?? null) : from;
        return from !== null && to !== null && to >= from ? to - from + 1 : null;
    };
    type Say = (key: string, options?: object) => string;
    // A serial that cannot be read is said at its own field; other problems are the row's, said under "to".
    const fromError = (problem: RowProblem | undefined) =>
        problem?.kind === 'not_serial'
            ? problem.field === 'from' && problemText(problem, translate as Say)
            : !!problem && problem.kind !== 'width';
    const toError = (problem: RowProblem | undefined) =>
        problem?.kind === 'not_serial'
            ? problem.field === 'to' && problemText(problem, translate as Say)
            : !!problem && problemText(problem, translate as Say);

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
                        <SerialField
                            label={translate('xts.stamps.selection.from_n', { n: index + 1 })}
                            value={row.from}
                            onChange={(text) => setRow(index, 'from', text)}
                            disabled={disabled}
                            size="small"
                            error={fromError(problem)}
                            sx={{ width: { xs: '100%', sm: 190 } }}
                        />
                        <SerialField
                            label={translate('xts.stamps.selection.to_n', { n: index + 1 })}
                            value={row.to}
                            onChange={(text) => setRow(index, 'to', text)}
                            disabled={disabled}
                            size="small"
                            error={toError(problem)}
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
