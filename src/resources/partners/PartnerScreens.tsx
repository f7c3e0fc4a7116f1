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
import { PARTNER_TYPES } from '../../domain';
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
import { checkEmail, checkGln, checkPhone, checkTaxCode } from '../../validation';
import { csvExporter, translated, dateTimeColumn } from '../../custom/business/csv';

const typeChoices = choicesOf('partners', 'types', PARTNER_TYPES);

const filters = [
    <SearchBox key="q" source="q" alwaysOn placeholder="resources.partners.fields.q" />,
    <SelectInput key="type" source="type" choices={typeChoices} />,
    <SelectInput key="status" source="status" choices={statusChoices()} />,
    <ProvinceFilter key="province" source="province" />,
];

const exporter = csvExporter('partners', [
    { source: 'name' },
    translated('type', 'resources.partners.types'),
    { source: 'taxCode' },
    { source: 'gln' },
    { source: 'contactName' },
    { source: 'phone' },
    { source: 'email' },
    { source: 'fullAddress' },
    translated('status', 'xts.status'),
    { source: 'note' },
    dateTimeColumn('createdAt'),
]);

export function PartnerList() {
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
                secondaryText={(r) => translate(`resources.partners.types.${r.type}`, { _: r.type })}
                tertiaryText={(r) => translate(`xts.status.${r.status}`)}
            >
                <TextField source="name" />
                <SelectField source="type" choices={typeChoices} />
                <TextField source="taxCode" />
                <TextField source="phone" sortable={false} />
                <TextField source="fullAddress" sortable={false} />
                <StatusField source="status" />
            </ResponsiveGrid>
        </List>
    );
}

function PartnerForm() {
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

export const PartnerCreate = () => (
    <Create redirect="show">
        <PartnerForm />
    </Create>
);

export const PartnerEdit = () => (
    <Edit mutationMode="pessimistic" queryOptions={EDIT_QUERY} redirect="show">
        <PartnerForm />
    </Edit>
);

export const PartnerShow = () => (
    <Show
        actions={
            <ShowActions>
                <StatusToggleButton />
            </ShowActions>
        }
    >
        <RecordHeading />
        <SimpleShowLayout>
            <SelectField source="type" choices={typeChoices} />
            <TextField source="taxCode" emptyText="—" />
            <TextField source="gln" emptyText="—" />
            <TextField source="contactName" emptyText="—" />
            <TextField source="phone" />
            <TextField source="email" emptyText="—" />
            <TextField source="fullAddress" />
            <TextField source="note" emptyText="—" />
            <DateTimeField source="createdAt" />
            <DateTimeField source="updatedAt" />
        </SimpleShowLayout>
    </Show>
);
