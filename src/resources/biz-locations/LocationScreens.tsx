import {
    Create,
    Edit,
    List,
    NumberField,
    SelectField,
    SelectInput,
    Show,
    SimpleForm,
    SimpleShowLayout,
    TextInput,
    maxLength,
    minValue,
    required,
    useTranslate,
} from 'react-admin';
import { TextField } from '../../custom/common/text';
import { Alert } from '@mui/material';
import { useOptionSourceSaved } from '../../custom/common/savedOption';
import { useQuery } from '@tanstack/react-query';
import { STANDARDS } from '../../domain';
import { dataProvider } from '../../providers/dataProvider';
import { formatNumber } from '../../custom/common/format';
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
import { csvExporter, translated, dateTimeColumn } from '../../custom/business/csv';
import { NumberInput } from '../../custom/common/NumberInput';

const standardChoices = choicesOf('biz-locations', 'standards', STANDARDS);

const filters = [
    <SearchBox key="q" source="q" alwaysOn placeholder="resources.biz-locations.fields.q" />,
    <SelectInput key="standard" source="standard" choices={standardChoices} />,
    <SelectInput key="status" source="status" choices={statusChoices()} />,
    <ProvinceFilter key="province" source="province" />,
];

/** Active growing locations at a glance: how many and the area under cultivation (list-active). */
function ActiveSummary() {
    const translate = useTranslate();
    const { data, isPending, isError } = useQuery({
        queryKey: ['biz-locations', 'active-summary'],
        queryFn: ({ signal }) =>
            dataProvider.getActiveOptions<{ areaHa?: number | null }>('biz-locations', signal),
    });
    if (isPending || isError || !data) return null;
    const area = data.reduce((sum, row) => sum + (Number(row.areaHa) || 0), 0);
    return (
        <Alert severity="success" icon={false} sx={{ mt: 1 }} data-testid="active-locations-summary">
            {translate('resources.biz-locations.active_summary', {
                smart_count: data.length,
                area: formatNumber(Math.round(area * 100) / 100),
            })}
        </Alert>
    );
}

const exporter = csvExporter('biz-locations', [
    { source: 'name' },
    { source: 'code' },
    { source: 'crops' },
    { source: 'areaHa', value: (record) => (typeof record.areaHa === 'number' ? formatNumber(record.areaHa) : '') },
    translated('standard', 'resources.biz-locations.standards'),
    { source: 'certificateNo' },
    { source: 'managerName' },
    { source: 'fullAddress' },
    translated('status', 'xts.status'),
    { source: 'note' },
    dateTimeColumn('createdAt'),
]);

export function LocationList() {
    const translate = useTranslate();
    return (
        <>
            <ActiveSummary />
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
                    secondaryText={(r) => r.crops}
                    tertiaryText={(r) =>
                        translate(`resources.biz-locations.standards.${r.standard}`, { _: r.standard })
                    }
                >
                    <TextField source="name" />
                    <TextField source="code" />
                    <TextField source="crops" />
                    <NumberField source="areaHa" locales="vi-VN" />
                    <SelectField source="standard" choices={standardChoices} />
                    <TextField source="fullAddress" sortable={false} />
                    <StatusField source="status" />
                </ResponsiveGrid>
            </List>
        </>
    );
}

function LocationForm() {
    return (
        <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />} sx={FORM_SX}>
            <TextInput source="name" validate={[required(), maxLength(200)]} fullWidth />
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
                <TextInput source="crops" validate={[required(), maxLength(200)]} />
                <NumberInput source="areaHa" kind="decimal" decimals={2} min={0} unit="ha" validate={minValue(0.01, 'xts.validation.positive')} />
            </FormRow>
            <FormRow>
                <SelectInput
                    source="standard"
                    choices={standardChoices}
                    defaultValue="none"
                    validate={required()}
                />
                <TextInput source="certificateNo" validate={maxLength(100)} />
                <TextInput source="managerName" validate={maxLength(100)} />
            </FormRow>
            <AddressInputs required />
            <TextInput source="note" multiline minRows={2} fullWidth validate={maxLength(1000)} />
        </SimpleForm>
    );
}

export function LocationCreate() {
    const mutationOptions = useOptionSourceSaved('locations', 'created');
    return (
        <Create mutationOptions={mutationOptions}>
            <LocationForm />
        </Create>
    );
}

export function LocationEdit() {
    const mutationOptions = useOptionSourceSaved('locations', 'updated');
    return (
        <Edit mutationMode="pessimistic" queryOptions={EDIT_QUERY} mutationOptions={mutationOptions}>
            <LocationForm />
        </Edit>
    );
}

export const LocationShow = () => (
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
            <TextField source="crops" />
            <NumberField source="areaHa" locales="vi-VN" emptyText="—" />
            <SelectField source="standard" choices={standardChoices} />
            <TextField source="certificateNo" emptyText="—" />
            <TextField source="managerName" emptyText="—" />
            <TextField source="fullAddress" />
            <TextField source="note" emptyText="—" />
            <DateTimeField source="createdAt" />
            <DateTimeField source="updatedAt" />
        </SimpleShowLayout>
    </Show>
);
