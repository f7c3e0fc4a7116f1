import { SelectInput, SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { AddressInputs } from '../../../kit/AddressInputs';
import { FormRow } from '../../../kit/recordParts';
import { SaveToolbar } from '../../../kit/formParts';
import { FORM_SX } from '../../../kit/formSettings';
import { statusChoices } from '../../../kit/choices';
import { checkEmail, checkGln, checkPhone, checkTaxCode } from '../../../domain/validation';
import { typeChoices } from './choices';

export function PartnerForm() {
    return (
        <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />} sx={FORM_SX}>
            <TextInput source="name" validate={[required(), maxLength(200)]} fullWidth />
            <FormRow>
                <SelectInput source="type" choices={typeChoices} validate={required()} />
                <SelectInput
                    source="status"
                    choices={statusChoices()}
                    defaultValue="active"
                    validate={required()}
                />
            </FormRow>
            <FormRow>
                <TextInput source="taxCode" validate={checkTaxCode} />
                <TextInput source="gln" validate={checkGln} />
            </FormRow>
            <FormRow>
                <TextInput source="contactName" validate={maxLength(100)} />
                <TextInput source="phone" validate={[required(), checkPhone]} />
                <TextInput source="email" type="email" validate={checkEmail} />
            </FormRow>
            <AddressInputs required />
            <TextInput source="note" multiline minRows={2} fullWidth validate={maxLength(1000)} />
        </SimpleForm>
    );
}
