import { Stack } from '@mui/material';
import { TextInput, required } from 'react-admin';
import { checkEmail, checkPhone } from '../domain/validation';

/**
 * The phone (required) and e-mail of a person or a business, side by side on wide screens;
 * `label` names each field's i18n key.
 */
export function PhoneEmailInputs({ label }: { label: (field: 'phone' | 'email') => string }) {
    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
            <TextInput source="phone" label={label('phone')} validate={[required(), checkPhone]} fullWidth />
            <TextInput source="email" label={label('email')} type="email" validate={checkEmail} fullWidth />
        </Stack>
    );
}
