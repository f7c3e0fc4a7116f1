import { SelectInput, SimpleForm, TextInput, maxLength, minValue, required } from 'react-admin';
import { AddressInputs } from '../../../kit/AddressInputs';
import { FormRow } from '../../../kit/recordParts';
import { SaveToolbar } from '../../../kit/formParts';
import { FORM_SX } from '../../../kit/formSettings';
import { statusChoices } from '../../../kit/choices';
import { NumberInput } from '../../../kit/NumberInput';
import { standardChoices } from './choices';
import { checkNameText } from '../../../domain/validation';

export function LocationForm() {
    return (
        <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />} sx={FORM_SX}>
            <TextInput source="name" validate={[required(), maxLength(200), checkNameText]} fullWidth />
            <FormRow>
                <TextInput source="code" validate={maxLength(50)} />
                <SelectInput
                    source="status"
                    choices={statusChoices()}
                    defaultValue="active"
                    validate={required()}
                />
            </FormRow>
            <FormRow>
                <TextInput source="crops" validate={[required(), maxLength(200), checkNameText]} />
                <NumberInput
                    source="areaHa"
                    kind="decimal"
                    decimals={2}
                    min={0}
                    unit="ha"
                    validate={minValue(0.01, 'xts.validation.positive')}
                />
            </FormRow>
            <FormRow>
                <SelectInput
                    source="standard"
                    choices={standardChoices}
                    defaultValue="none"
                    validate={required()}
                />
                <TextInput source="certificateNo" validate={maxLength(100)} />
                <TextInput source="areaCode" label="xts.geo.fields.areaCode" validate={maxLength(50)} />
                <TextInput source="managerName" validate={[maxLength(100), checkNameText]} />
            </FormRow>
            <AddressInputs required />
            <TextInput source="note" multiline minRows={2} fullWidth validate={maxLength(1000)} />
        </SimpleForm>
    );
}
