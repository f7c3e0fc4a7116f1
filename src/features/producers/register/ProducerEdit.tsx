import { Edit, useRecordContext, useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import { EDIT_QUERY } from '../../../kit/formSettings';
import type { Producer } from '../../../domain/producers';
import { ProducerForm } from './ProducerForm';

/** The form, unless the household's personal data were deleted: nothing of it is edited again. */
function FormOrErased() {
    const translate = useTranslate();
    const producer = useRecordContext<Producer>();
    if (producer?.anonymised)
        return (
            <Alert severity="info" sx={{ m: 2 }}>
                {translate('xts.rights.erased_notice')}
            </Alert>
        );
    return <ProducerForm />;
}

export function ProducerEdit() {
    return (
        <Edit mutationMode="pessimistic" queryOptions={EDIT_QUERY} redirect="show">
            <FormOrErased />
        </Edit>
    );
}
