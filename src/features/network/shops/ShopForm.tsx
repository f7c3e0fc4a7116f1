import { SelectInput, SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { AddressInputs } from '../../../kit/AddressInputs';
import { FormRow } from '../../../kit/recordParts';
import { SaveToolbar } from '../../../kit/formParts';
import { FORM_SX } from '../../../kit/formSettings';
import { statusChoices } from '../../../kit/choices';
import { checkEmail, checkPhone } from '../../../domain/validation';
import { typeChoices } from './choices';

export function ShopForm() {
    return (
        <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />} sx={FORM_SX}>
            <TextInput source="name" validate={[required(), maxLength(200)]} fullWidth />
            <FormRow>
                <TextInput source="code" validate={maxLength(50)} />
                <SelectInput source="type" choices={typeChoices} validate={required()} />
                <SelectInput
                    source="status"
                    choices={statusChoices()}
                    defaultValue="active"
                    validate={required()}
                />
            </FormRow>
            <FormRow>
                <TextInput source="managerName" validate={maxLength(100)} />
                <TextInput source="phone" validate={checkPhone} />
                <TextInput source="email" type="email" validate={checkEmail} />
            </FormRow>
            <AddressInputs required />
            <TextInput source="openingHours" validate={maxLength(100)} />
            <TextInput source="note" multiline minRows={2} fullWidth validate={maxLength(1000)} />
        </SimpleForm>
    );
}
