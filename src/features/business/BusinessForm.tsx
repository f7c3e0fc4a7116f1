import { Stack } from '@mui/material';
import { TextInput, maxLength, required } from 'react-admin';
import { checkGln, checkTaxCode } from '../../domain/validation';
import { AddressInputs } from '../../kit/AddressInputs';
import { PhoneEmailInputs } from '../../kit/PhoneEmailInputs';

/** The fields of a business, shared by registration and update (labels: xts.business_pages.fields.*). */
export function BusinessFields() {
    const label = (field: string) => `xts.business_pages.fields.${field}`;
    return (
        <Stack sx={{ maxWidth: 860 }}>
            <TextInput
                source="name"
                label={label('name')}
                validate={[required(), maxLength(200)]}
                fullWidth
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                <TextInput
                    source="taxCode"
                    label={label('taxCode')}
                    validate={[required(), checkTaxCode]}
                    fullWidth
                />
                <TextInput source="gln" label={label('gln')} validate={checkGln} fullWidth />
            </Stack>
            <TextInput
                source="representative"
                label={label('representative')}
                validate={maxLength(100)}
                fullWidth
            />
            <PhoneEmailInputs label={label} />
            <TextInput source="website" label={label('website')} validate={maxLength(200)} fullWidth />
            <AddressInputs required />
            <TextInput
                source="description"
                label={label('description')}
                multiline
                minRows={3}
                fullWidth
                validate={maxLength(2000)}
            />
        </Stack>
    );
}
