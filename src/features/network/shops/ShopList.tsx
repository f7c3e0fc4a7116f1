import { SelectField, SelectInput, useTranslate } from 'react-admin';
import { TextField } from '../../../kit/text';
import { SearchBox } from '../../../kit/listParts';
import { StatusField } from '../../../kit/StatusField';
import { statusChoices } from '../../../kit/choices';
import { ProvinceFilter } from '../../../kit/ProvinceFilter';
import { ResourceList } from '../../../kit/ResourceList';
import { csvExporter, translated, dateTimeColumn } from '../../../kit/csv';
import { typeChoices } from './choices';
import { IdentifierField } from '../../../kit/Identifier';

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
        <ResourceList
            filters={filters}
            exporter={exporter}
            sort={{ field: 'name', order: 'ASC' }}
            primaryText={(r) => r.name}
            secondaryText={(r) => r.fullAddress}
            tertiaryText={(r) => translate(`resources.shops.types.${r.type}`, { _: r.type })}
        >
            <TextField source="name" />
            <IdentifierField source="code" />
            <SelectField source="type" choices={typeChoices} />
            <IdentifierField source="phone" sortable={false} />
            <TextField source="fullAddress" sortable={false} />
            <StatusField source="status" />
        </ResourceList>
    );
}
