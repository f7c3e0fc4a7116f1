import {
    Create,
    Edit,
    List,
    SelectField,
    SelectInput,
    Show,
    SimpleForm,
    SimpleShowLayout,
    TextInput,
    maxLength,
    required,
    useTranslate,
} from 'react-admin';
import { TextField } from '../../custom/common/text';
import { SHOP_TYPES } from '../../domain';
import { AddressInputs } from '../../custom/common/AddressInputs';
import { DateTimeField, FormRow, RecordHeading, StatusToggleButton } from '../../custom/business/recordParts';
import {
    listFailure,
    FORM_SX,
    PER_PAGE,
    SaveToolbar,
    SearchBox,
    ListActions,
    ShowActions,
    ProvinceFilter,
    ResourceEmpty,
    ResponsiveGrid,
    StatusField,
    choicesOf,
    statusChoices,
    EDIT_QUERY,
} from '../../custom/common/lists';
import { checkEmail, checkPhone } from '../../validation';
import { csvExporter, translated, dateTimeColumn } from '../../custom/business/csv';

const typeChoices = choicesOf('shops', 'types', SHOP_TYPES);

const filters = [
    <SearchBox key="q" source="q" alwaysOn placeholder="resources.shops.fields.q" />,
    <SelectInput key="type" source="type" choices={typeChoices} />,
    <SelectInput key="status" source="status" choices={statusChoices()} />,
    <ProvinceFilter key="province" source="province" />,
];

const exporter = csvExporter('shops', [
    { source: 'name' },
    { source: 'code' },
    translated('type', 'resources.shops.types'),
    { source: 'managerName' },
    { source: 'phone' },
    { source: 'email' },
    { source: 'fullAddress' },
    { source: 'openingHours' },
    translated('status', 'xts.status'),
    { source: 'note' },
    dateTimeColumn('createdAt'),
]);

export function ShopList() {
    const translate = useTranslate();
    return (
        <List
            {...listFailure}
            exporter={exporter}
            filters={filters}
            actions={<ListActions />}
            empty={<ResourceEmpty />}
            perPage={PER_PAGE}
            sort={{ field: 'name', order: 'ASC' }}
        >
            <ResponsiveGrid
                primaryText={(r) => r.name}
                secondaryText={(r) => r.fullAddress}
                tertiaryText={(r) => translate(`resources.shops.types.${r.type}`, { _: r.type })}
            >
                <TextField source="name" />
                <TextField source="code" />
                <SelectField source="type" choices={typeChoices} />
                <TextField source="phone" sortable={false} />
                <TextField source="fullAddress" sortable={false} />
                <StatusField source="status" />
            </ResponsiveGrid>
        </List>
    );
}

function ShopForm() {
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

export const ShopCreate = () => (
    <Create redirect="show">
        <ShopForm />
    </Create>
);

export const ShopEdit = () => (
    <Edit mutationMode="pessimistic" queryOptions={EDIT_QUERY} redirect="show">
        <ShopForm />
    </Edit>
);

export const ShopShow = () => (
    <Show
        actions={
            <ShowActions>
                <StatusToggleButton />
            </ShowActions>
        }
    >
        <RecordHeading />
        <SimpleShowLayout>
            <TextField source="code" emptyText="—" />
            <SelectField source="type" choices={typeChoices} />
            <TextField source="managerName" emptyText="—" />
            <TextField source="phone" emptyText="—" />
            <TextField source="email" emptyText="—" />
            <TextField source="fullAddress" />
            <TextField source="openingHours" emptyText="—" />
            <TextField source="note" emptyText="—" />
            <DateTimeField source="createdAt" />
            <DateTimeField source="updatedAt" />
        </SimpleShowLayout>
    </Show>
);
