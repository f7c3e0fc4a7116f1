import { NumberField, SelectField, SelectInput, useTranslate } from 'react-admin';
import { TextField } from '../../../kit/text';
import { formatNumber } from '../../../kit/format';
import { SearchBox } from '../../../kit/listParts';
import { StatusField } from '../../../kit/StatusField';
import { statusChoices } from '../../../kit/choices';
import { ProvinceFilter } from '../../../kit/ProvinceFilter';
import { ResourceList } from '../../../kit/ResourceList';
import { csvExporter, translated, dateTimeColumn } from '../../../kit/csv';
import { standardChoices } from './choices';
import { ActiveSummary } from './ActiveSummary';
import { IdentifierField } from '../../../kit/Identifier';

const filters = [
    <SearchBox key="q" source="q" alwaysOn placeholder="resources.biz-locations.fields.q" />,
    <SelectInput key="standard" source="standard" choices={standardChoices} />,
    <SelectInput key="status" source="status" choices={statusChoices()} />,
    <ProvinceFilter key="province" source="province" />,
];

const exporter = csvExporter('biz-locations', [
    { source: 'name' },
    { source: 'code' },
    { source: 'crops' },
    {
        source: 'areaHa',
        value: (record) => (typeof record.areaHa === 'number' ? formatNumber(record.areaHa) : ''),
    },
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
            <ResourceList
                filters={filters}
                exporter={exporter}
                sort={{ field: 'name', order: 'ASC' }}
                primaryText={(r) => r.name}
                secondaryText={(r) => r.crops}
                tertiaryText={(r) =>
                    translate(`resources.biz-locations.standards.${r.standard}`, { _: r.standard })
                }
            >
                <TextField source="name" />
                <IdentifierField source="code" />
                <TextField source="crops" />
                <NumberField source="areaHa" locales="vi-VN" />
                <SelectField source="standard" choices={standardChoices} />
                <TextField source="fullAddress" sortable={false} />
                <StatusField source="status" />
            </ResourceList>
        </>
    );
}
