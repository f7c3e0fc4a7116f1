import { MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useCachedOptions } from '../../../providers/options';
import type { XtsDataProvider } from '../../../providers/dataProvider';
import { DateTextField } from '../../../kit/DateInput';
import { LotFields } from './LotFields';
import type { FieldProps } from './fieldProps';
import { ActivationOrigin } from '../../lots/ActivationOrigin';

export type { FieldProps };

/** A select whose options come from a list (with loading and failure states). */
export function OptionSelect({
    name,
    label,
    options,
    loading,
    failed,
    required,
    props,
    emptyLabel,
}: {
    name: string;
    label: string;
    options: { id: number | string; name: string }[];
    loading?: boolean;
    failed?: boolean;
    required?: boolean;
    props: FieldProps;
    emptyLabel?: string;
}) {
    const translate = useTranslate();
    const error = props.errors[name];
    return (
        <TextField
            select
            label={label}
            value={props.fields[name] ?? ''}
            onChange={(event) => props.set(name, event.target.value)}
            disabled={props.disabled || loading}
            required={required}
            error={!!error || failed}
            helperText={
                error
                    ? translate(error, { _: error })
                    : failed
                      ? translate('xts.stamps.options_failed')
                      : loading
                        ? translate('xts.stamps.options_loading')
                        : ' '
            }
            fullWidth
        >
            {!required && <MenuItem value="">{emptyLabel ?? translate('xts.stamps.none')}</MenuItem>}
            {options.map((option) => (
                <MenuItem key={option.id} value={String(option.id)}>
                    {option.name}
                </MenuItem>
            ))}
        </TextField>
    );
}

export function TextInputField({
    name,
    label,
    props,
    type = 'text',
    required,
    multiline,
    inputProps,
}: {
    name: string;
    label: string;
    props: FieldProps;
    type?: string;
    required?: boolean;
    multiline?: boolean;
    inputProps?: Record<string, unknown>;
}) {
    const translate = useTranslate();
    const error = props.errors[name];
    return (
        <TextField
            label={label}
            type={type}
            value={props.fields[name] ?? ''}
            onChange={(event) => props.set(name, event.target.value)}
            disabled={props.disabled}
            required={required}
            error={!!error}
            helperText={error ? translate(error, { _: error }) : ' '}
            multiline={multiline}
            minRows={multiline ? 2 : undefined}
            fullWidth
            slotProps={{ inputLabel: type === 'date' ? { shrink: true } : undefined, htmlInput: inputProps }}
        />
    );
}

/** A date of a stamp workflow's form: dd/mm/yyyy typed, the ISO date kept (common/DateInput). */
export function DateInputField({
    name,
    label,
    props,
    required,
}: {
    name: string;
    label: string;
    props: FieldProps;
    required?: boolean;
}) {
    const translate = useTranslate();
    const error = props.errors[name];
    return (
        <DateTextField
            label={label}
            value={props.fields[name] ?? ''}
            onChange={(value) => props.set(name, value)}
            disabled={props.disabled}
            required={required}
            error={error ? translate(error, { _: error }) : null}
            fullWidth
        />
    );
}

/**
 * Product, lot, dates, growing location and diary of an activation, and with `withOrigin` the lot's
 * origin (a pre-activated print batch does not carry one).
 */
export function ActivationFields({ withOrigin = false, ...props }: FieldProps & { withOrigin?: boolean }) {
    const translate = useTranslate();
    const dataProvider = useDataProvider<XtsDataProvider>();
    const products = useCachedOptions('products');
    const locations = useCachedOptions('locations');
    const diaries = useQuery({
        queryKey: ['diaries', 'forActivation'],
        queryFn: ({ signal }) =>
            dataProvider.getList('diaries', {
                pagination: { page: 1, perPage: 200 },
                sort: { field: 'name', order: 'ASC' },
                filter: {},
                signal,
            }),
    });
    const productId = props.fields.productId;
    const diaryOptions = (diaries.data?.data ?? [])
        .filter((diary) => !productId || !diary.productId || String(diary.productId) === productId)
        .map((diary) => ({ id: diary.id as number, name: String(diary.name ?? diary.id) }));
    const label = (name: string) => translate(`resources.stamp-activations.fields.${name}`);
    return (
        <Stack spacing={1}>
            <OptionSelect
                name="productId"
                label={label('productId')}
                options={products.options}
                loading={products.isPending}
                failed={!!products.error}
                required
                props={props}
            />
            <LotFields props={props} lotLabel={label('lot')} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <DateInputField name="mfgDate" label={label('mfgDate')} props={props} />
                <DateInputField name="expDate" label={label('expDate')} props={props} />
            </Stack>
            <OptionSelect
                name="locationId"
                label={label('locationId')}
                options={locations.options}
                loading={locations.isPending}
                failed={!!locations.error}
                props={props}
            />
            <OptionSelect
                name="diaryId"
                label={label('diaryId')}
                options={diaryOptions}
                loading={diaries.isPending}
                failed={diaries.isError}
                props={props}
            />
            <TextInputField name="note" label={label('note')} multiline props={props} />
            {withOrigin && (
                <ActivationOrigin
                    value={props.fields.origin}
                    onChange={(text) => props.set('origin', text)}
                    showErrors={!!props.errors.origin}
                    disabled={props.disabled}
                    lot={{
                        productId: props.fields.productId ?? '',
                        lot: String(props.fields.lot ?? '').trim(),
                    }}
                />
            )}
        </Stack>
    );
}
