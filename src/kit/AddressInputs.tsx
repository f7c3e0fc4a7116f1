import { useEffect, useRef } from 'react';
import { Stack } from '@mui/material';
import { AutocompleteInput, TextInput, useTranslate, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useProvinces, useWards } from './addressData';
import { provinceMatches, wardMatches } from '../domain/places';

interface AddressInputsProps {
    provinceSource?: string;
    wardSource?: string;
    /** Street address (house number, street, hamlet), optional; left out when null. */
    addressSource?: string | null;
    /** Province and ward required. */
    required?: boolean;
    validateProvince?: Validator | Validator[];
}

/**
 * Province, ward and street address (Vietnam since July 2025: 34 provinces, wards, no districts).
 * Both selects are searchable without diacritics and know what people still write (abbreviations,
 * former provinces, districts and wards: domain/places.ts); the ward list follows the chosen province and a ward of another
 * province is cleared.
 */
export function AddressInputs({
    provinceSource = 'province',
    wardSource = 'ward',
    addressSource = 'address',
    required = false,
    validateProvince,
}: AddressInputsProps) {
    const translate = useTranslate();
    const province = useWatch({ name: provinceSource }) as string | undefined;
    const { setValue, getValues } = useFormContext();
    const provinces = useProvinces();
    const wards = useWards(province);
    const previous = useRef(province);

    useEffect(() => {
        if (previous.current !== undefined && previous.current !== province && getValues(wardSource)) {
            setValue(wardSource, null, { shouldDirty: true });
        }
        previous.current = province;
    }, [province, wardSource, setValue, getValues]);

    const requiredValidator = (value: unknown) => (required && !value ? 'ra.validation.required' : undefined);

    return (
        <Stack spacing={0} sx={{ width: '100%' }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
                <AutocompleteInput
                    source={provinceSource}
                    label={translate('xts.address.province')}
                    choices={provinces.data ?? []}
                    optionValue="code"
                    optionText="name"
                    matchSuggestion={provinceMatches}
                    isPending={provinces.isPending}
                    // Typed into before its options arrive, the field would be reset by them.
                    disabled={provinces.isPending}
                    validate={validateProvince ?? requiredValidator}
                    helperText={provinces.isError ? translate('xts.address.load_failed') : false}
                    fullWidth
                />
                <AutocompleteInput
                    source={wardSource}
                    label={translate('xts.address.ward')}
                    choices={wards.data ?? []}
                    optionValue="code"
                    optionText="name"
                    matchSuggestion={wardMatches}
                    isPending={!!province && wards.isPending}
                    disabled={!!province && wards.isPending}
                    noOptionsText={translate(
                        province ? 'ra.navigation.no_results' : 'xts.address.pick_province_first',
                        {
                            name: translate('xts.address.ward'),
                        },
                    )}
                    validate={requiredValidator}
                    helperText={wards.isError ? translate('xts.address.load_failed') : false}
                    fullWidth
                />
            </Stack>
            {addressSource && (
                <TextInput source={addressSource} label={translate('xts.address.street')} fullWidth />
            )}
        </Stack>
    );
}
