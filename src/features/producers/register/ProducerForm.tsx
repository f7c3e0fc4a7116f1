import { SimpleForm, TextInput, maxLength, regex, required } from 'react-admin';
import { FormRow } from '../../../kit/recordParts';
import { SaveToolbar } from '../../../kit/formParts';
import { FORM_SX } from '../../../kit/formSettings';
import { AddressInputs } from '../../../kit/AddressInputs';
import { checkNameText } from '../../../domain/validation';

/**
 * A household's name, ID number, phone and commune. On edit the ID number and phone arrive masked
 * for a user: left as they are, the server keeps them (a masked value changes nothing).
 */
export function ProducerForm() {
    return (
        <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />} sx={FORM_SX}>
            <TextInput source="name" validate={[required(), maxLength(200), checkNameText]} fullWidth />
            <FormRow>
                <TextInput
                    source="idNumber"
                    helperText="xts.producers.idNumberHelp"
                    validate={regex(/^(\d{12}|•+\d{4})$/, 'resources.plots.errors.id_number')}
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
                />
                <TextInput source="phone" validate={maxLength(20)} type="tel" />
            </FormRow>
            <AddressInputs provinceSource="provinceCode" wardSource="wardCode" addressSource={null} />
        </SimpleForm>
    );
}
