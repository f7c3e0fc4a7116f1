import { Edit, SimpleForm, TextInput, maxLength } from 'react-admin';
import { TextField } from '../../../kit/text';
import { SaveToolbar } from '../../../kit/formParts';
import { FORM_SX, EDIT_QUERY } from '../../../kit/formSettings';

export const BizUserEdit = () => (
    <Edit mutationMode="pessimistic" queryOptions={EDIT_QUERY} redirect="show">
        <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />} sx={FORM_SX}>
            <TextField source="name" />
            <TextInput source="position" validate={maxLength(100)} />
            <TextInput source="note" multiline minRows={2} fullWidth validate={maxLength(500)} />
        </SimpleForm>
    </Edit>
);
