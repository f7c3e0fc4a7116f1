import { Autocomplete, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { asNumberLocale } from '../../domain/numbers';
import { fetchAllPlots, plotsUnsupported } from '../land/plots/plotApi';
import type { Plot } from '../../domain/geo/types';
import type { OriginDraft } from './originApi';
import { OriginYieldCheck } from './OriginYieldCheck';
import { DateTextField } from '../../kit/DateInput';
import { errorText } from '../../kit/errorText';
import { RetryAlert } from '../../kit/RetryAlert';

const labelOf = (plot: Plot) => `${plot.code} · ${plot.producerName} · ${plot.locationName}`;

/** The business's active plots, to choose a lot's origin from (read once, searched on the spot). */
function usePlotChoices() {
    return useQuery({
        queryKey: ['plots', 'choices'],
        // A passing failure (a slow or busy server) is tried again; a server without plots is not.
        retry: (count, error) => count < 2 && !plotsUnsupported(error),
        staleTime: 60_000,
        queryFn: ({ signal }) => fetchAllPlots({ status: 'active' }, signal),
    });
}

/**
 * A lot's origin as typed: the harvest period and the plots it came from, each with its quantity in
 * kg. Used by the lot page's editor and by the activation form.
 */
export function OriginFields({
    value,
    onChange,
    errors,
    disabled,
    lot,
}: {
    value: OriginDraft;
    onChange: (next: OriginDraft) => void;
    errors: Record<string, string>;
    disabled?: boolean;
    /** The lot whose origin this is, left out of the plots' yield balances. */
    lot?: { productId: number | string; lot: string } | null;
}) {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const choices = usePlotChoices();
    const plots = choices.data?.data ?? [];
    const byId = new Map(plots.map((plot) => [String(plot.id), plot]));
    const error = (key: string) => (errors[key] ? translate(errors[key]) : ' ');
    const setRow = (index: number, change: Partial<OriginDraft['rows'][number]>) =>
        onChange({ ...value, rows: value.rows.map((row, i) => (i === index ? { ...row, ...change } : row)) });
    if (choices.isError && plotsUnsupported(choices.error))
        return <Typography color="text.secondary">{translate('xts.plots.unsupported')}</Typography>;
    return (
        <Stack spacing={1}>
            {choices.isError && (
                <RetryAlert onRetry={choices.refetch} busy={choices.isFetching} error={choices.error}>
                    {translate('xts.origin.plots_failed', { message: errorText(choices.error, translate) })}
                </RetryAlert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {(['harvestFrom', 'harvestTo'] as const).map((name) => (
                    <DateTextField
                        key={name}
                        label={translate(`xts.origin.${name}`)}
                        value={value[name]}
                        onChange={(date) => onChange({ ...value, [name]: date })}
                        error={errors[name] ? error(name) : null}
                        disabled={disabled}
                        fullWidth
                    />
                ))}
            </Stack>
            {value.rows.map((row, index) => (
                <Stack key={index} spacing={1}>
                    <Stack
                        direction={{ xs: 'column', sm: 'row' }}
                        spacing={1}
                        sx={{ alignItems: { sm: 'flex-start' } }}
                        role="group"
                        aria-label={translate('xts.origin.row', { n: index + 1 })}
                    >
                        <Autocomplete
                            options={plots}
                            loading={choices.isPending}
                            value={byId.get(row.plotId) ?? null}
                            onChange={(_, plot) => setRow(index, { plotId: plot ? String(plot.id) : '' })}
                            getOptionLabel={labelOf}
                            isOptionEqualToValue={(a, b) => a.id === b.id}
                            // Typed before the plots come, a text would be replaced by the row's plot then.
                            disabled={disabled || choices.isPending}
                            sx={{ flex: 2, minWidth: 0 }}
                            renderInput={(params) => (
                                <TextField
                                    {...params}
                                    label={translate('xts.origin.plot', { n: index + 1 })}
                                    error={!!errors[`rows.${index}.plotId`]}
                                    helperText={error(`rows.${index}.plotId`)}
                                />
                            )}
                        />
                        <Stack direction="row" spacing={1} sx={{ flex: 1 }}>
                            <TextField
                                label={translate('xts.origin.quantity', { n: index + 1 })}
                                value={row.quantity}
                                onChange={(event) => setRow(index, { quantity: event.target.value })}
                                error={!!errors[`rows.${index}.quantity`]}
                                helperText={error(`rows.${index}.quantity`)}
                                disabled={disabled}
                                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                                fullWidth
                            />
                            <IconButton
                                aria-label={translate('xts.origin.remove', { n: index + 1 })}
                                onClick={() =>
                                    onChange({ ...value, rows: value.rows.filter((_, i) => i !== index) })
                                }
                                disabled={disabled || value.rows.length === 1}
                                sx={{ mt: 1 }}
                            >
                                <DeleteIcon />
                            </IconButton>
                        </Stack>
                    </Stack>
                    <OriginYieldCheck
                        draft={value}
                        row={row}
                        index={index}
                        lot={lot}
                        locale={asNumberLocale(locale)}
                        onChange={(change) => setRow(index, change)}
                        error={errors[`rows.${index}.overrideReason`]}
                        disabled={disabled}
                    />
                </Stack>
            ))}
            {errors.rows && <Typography color="error">{translate(errors.rows)}</Typography>}
            <Button
                startIcon={<AddIcon />}
                onClick={() => onChange({ ...value, rows: [...value.rows, { plotId: '', quantity: '' }] })}
                disabled={disabled}
                sx={{ alignSelf: 'flex-start' }}
            >
                {translate('xts.origin.add_plot')}
            </Button>
        </Stack>
    );
}
