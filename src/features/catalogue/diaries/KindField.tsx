import { SelectInput, TextInput, maxLength, required, type Validator } from 'react-admin';
import { type ActivityField } from '../../../domain/diaries';
import { NumberInput } from '../../../kit/NumberInput';
import { DateInput } from '../../../kit/DateInput';

/** One input per field of the chosen kind, under `values.<key>`. */
export function KindField({ field }: { field: ActivityField }) {
    const source = `values.${field.key}`;
    const label = field.unit ? `${field.label} (${field.unit})` : field.label;
    const validate: Validator[] = field.required ? [required()] : [];
    switch (field.type) {
        case 'number':
            return (
                <NumberInput
                    source={source}
                    label={label}
                    kind="decimal"
                    decimals={3}
                    min={field.min}
                    max={field.max}
                    unit={field.unit}
                    validate={validate}
                />
            );
        case 'date':
            return <DateInput source={source} label={label} validate={validate} />;
        case 'select':
            return (
                <SelectInput
                    source={source}
                    label={label}
                    validate={validate}
                    choices={(field.options ?? []).map((option) => ({ id: option, name: option }))}
                    translateChoice={false}
                />
            );
        case 'textarea':
            return (
                <TextInput
                    source={source}
                    label={label}
                    validate={[...validate, maxLength(500)]}
                    multiline
                    minRows={2}
                    fullWidth
                />
            );
        default:
            return (
                <TextInput source={source} label={label} validate={[...validate, maxLength(500)]} fullWidth />
            );
    }
}
