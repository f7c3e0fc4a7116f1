import { SelectInput, SimpleForm, TextInput, maxLength, minValue, required } from 'react-admin';
import { FormRow } from '../../../kit/recordParts';
import { SaveToolbar } from '../../../kit/formParts';
import { FORM_SX } from '../../../kit/formSettings';
import { statusChoices } from '../../../kit/choices';
import { NumberInput } from '../../../kit/NumberInput';
import { useCachedOptions } from '../../../providers/options';
import { GeometryInput } from './GeometryInput';
import { DrawnOverlaps } from './DrawnOverlaps';
import { checkNameText } from '../../../domain/validation';
import { vietnamToday } from '../../../domain/dates';
import { ProducerPicker } from '../../producers/register/ProducerPicker';

/** The year in Vietnam's calendar (a plot planted on 1 January is this year's from midnight there). */
const thisYear = Number(vietnamToday().slice(0, 4));

/** The fields of a plot, its shape given one of three ways on the page (import: on the list). */
export function PlotForm({ draftKey }: { draftKey: string }) {
    const locations = useCachedOptions('locations');
    return (
        <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />} sx={FORM_SX}>
            <FormRow>
                <SelectInput
                    source="locationId"
                    choices={locations.options}
                    isPending={locations.isPending}
                    validate={required()}
                />
                <TextInput source="code" validate={[required(), maxLength(50)]} />
                <SelectInput
                    source="status"
                    choices={statusChoices()}
                    defaultValue="active"
                    validate={required()}
                />
            </FormRow>
            {/* The household from the register: its ID number and phone are kept there, not on the plot. */}
            <ProducerPicker />
            <FormRow>
                <TextInput source="crop" validate={[required(), maxLength(100), checkNameText]} />
                <NumberInput
                    source="plantingYear"
                    kind="integer"
                    min={1900}
                    max={thisYear}
                    validate={minValue(1900)}
                />
                <NumberInput
                    source="declaredAreaHa"
                    kind="decimal"
                    decimals={4}
                    min={0}
                    unit="ha"
                    validate={[required(), minValue(0.0001, 'xts.validation.positive')]}
                />
            </FormRow>
            <GeometryInput draftKey={draftKey} />
            <DrawnOverlaps />
        </SimpleForm>
    );
}
