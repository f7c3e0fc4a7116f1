import { Stack } from '@mui/material';
import {
    ArrayInput,
    CheckboxGroupInput,
    SelectInput,
    SimpleForm,
    SimpleFormIterator,
    TextInput,
    maxLength,
    maxValue,
    minValue,
    number,
    regex,
    required,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { checkGtin } from '../../../domain/validation';
import { SaveToolbar } from '../../../kit/formParts';
import { FORM_SX } from '../../../kit/formSettings';
import { statusChoices } from '../../../kit/choices';
import {
    MAX_PRODUCT_IMAGES,
    MAX_SHELF_LIFE_DAYS,
    checkAttributes,
    checkProductCode,
    type ProductAttribute,
} from '../../../domain/products';
import { PicturesInput } from './PicturesInput';
import { NumberInput } from '../../../kit/NumberInput';
import { categoryChoices, certificationChoices } from './choices';
import { HS_CODE } from '../../../domain/geo/plotRules';

const validateShelfLife = [number(), minValue(1), maxValue(MAX_SHELF_LIFE_DAYS)];

export function ProductForm({ record }: { record?: RaRecord }) {
    const translate = useTranslate();
    return (
        <SimpleForm
            warnWhenUnsavedChanges
            toolbar={<SaveToolbar />}
            sx={FORM_SX}
            record={record}
            validate={(values) => {
                const problem = checkAttributes(
                    (values.attributes ?? []).filter(
                        (a: ProductAttribute | null) => a && (a.name || a.value),
                    ),
                );
                return problem ? { attributes: problem } : {};
            }}
        >
            <TextInput source="name" validate={[required(), maxLength(200)]} fullWidth />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
                <TextInput
                    source="code"
                    validate={[required(), checkProductCode]}
                    helperText="xts.catalogue.products.code_hint"
                    parse={(v: string) => v.toUpperCase()}
                />
                <TextInput source="gtin" validate={checkGtin} helperText="xts.catalogue.products.gtin_hint" />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
                <SelectInput source="category" choices={categoryChoices} validate={required()} />
                <TextInput source="brand" validate={maxLength(100)} />
                <TextInput
                    source="hsCode"
                    label="xts.geo.fields.hsCode"
                    helperText="xts.geo.fields.hsCode_hint"
                    validate={regex(HS_CODE, 'xts.geo.validation.hs_code')}
                />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
                <TextInput source="unit" validate={[required(), maxLength(20)]} />
                <TextInput source="netContent" validate={maxLength(50)} />
                <NumberInput
                    source="shelfLifeDays"
                    min={1}
                    max={MAX_SHELF_LIFE_DAYS}
                    unit={translate('xts.numbers.units.days')}
                    validate={validateShelfLife}
                />
            </Stack>
            <CheckboxGroupInput source="certifications" choices={certificationChoices} defaultValue={[]} />
            <PicturesInput
                source="images"
                label="resources.products.fields.images"
                max={MAX_PRODUCT_IMAGES}
            />
            <TextInput source="description" multiline minRows={3} fullWidth validate={maxLength(3000)} />
            <ArrayInput source="attributes" helperText={translate('xts.catalogue.products.attributes_hint')}>
                <SimpleFormIterator inline disableReordering>
                    <TextInput
                        source="name"
                        label="xts.catalogue.products.attribute_name"
                        validate={[required(), maxLength(100)]}
                    />
                    <TextInput
                        source="value"
                        label="xts.catalogue.products.attribute_value"
                        validate={[required(), maxLength(300)]}
                    />
                </SimpleFormIterator>
            </ArrayInput>
            <SelectInput
                source="status"
                choices={statusChoices()}
                defaultValue="active"
                validate={required()}
            />
        </SimpleForm>
    );
}
