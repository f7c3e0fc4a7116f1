import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OptionSelect, TextInputField } from '../operations/fields';
import { REASONS } from '../parts/stampStates';
import { OperationForm, type Fields } from '../operations/OperationForm';

const validate = (fields: Fields) => {
    const errors: Record<string, string> = {};
    if (!fields.reason) errors.reason = 'xts.stamps.errors.reason_required';
    if (fields.reason === 'other' && !fields.note?.trim()) errors.note = 'xts.stamps.errors.reason_note';
    if ((fields.note ?? '').length > 1000) errors.note = 'xts.stamps.errors.note_long';
    return errors;
};

export function DestructionCreate() {
    const translate = useTranslate();
    return (
        <OperationForm
            operation="destruction"
            resource="stamp-destructions"
            destructive
            warnSold
            initialFields={{ reason: '', note: '' }}
            validate={validate}
            renderFields={(props) => (
                <Stack spacing={1}>
                    <Alert severity="warning">{translate('xts.stamps.destruction.final')}</Alert>
                    <OptionSelect
                        name="reason"
                        label={translate('resources.stamp-destructions.fields.reason')}
                        options={REASONS.map((id) => ({ id, name: translate(`xts.stamps.reasons.${id}`) }))}
                        required
                        props={props}
                    />
                    <TextInputField
                        name="note"
                        label={translate('resources.stamp-destructions.fields.note')}
                        multiline
                        required={props.fields.reason === 'other'}
                        props={props}
                    />
                </Stack>
            )}
            confirmText={(count, fields) =>
                translate('xts.stamps.destruction.confirm', {
                    count,
                    reason: fields.reason ? translate(`xts.stamps.reasons.${fields.reason}`) : '',
                })
            }
        />
    );
}
