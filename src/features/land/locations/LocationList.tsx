import { NumberField, SelectField, SelectInput, useTranslate } from 'react-admin';
import { TextField } from '../../../custom/common/text';
import { formatNumber } from '../../../custom/common/format';
import { SearchBox } from '../../../custom/common/listParts';
import { StatusField } from '../../../custom/common/StatusField';
import { statusChoices } from '../../../custom/common/choices';
import { ProvinceFilter } from '../../../custom/common/ProvinceFilter';
import { ResourceList } from '../../../custom/common/ResourceList';
import { csvExporter, translated, dateTimeColumn } from '../../../custom/common/csv';
import { standardChoices } from './choices';
import { ActiveSummary } from './ActiveSummary';
import { IdentifierField } from '../../../custom/common/Identifier';

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
