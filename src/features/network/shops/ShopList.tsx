import { SelectField, SelectInput, useTranslate } from 'react-admin';
import { TextField } from '../../../custom/common/text';
import { SearchBox } from '../../../custom/common/listParts';
import { StatusField } from '../../../custom/common/StatusField';
import { statusChoices } from '../../../custom/common/choices';
import { ProvinceFilter } from '../../../custom/common/ProvinceFilter';
import { ResourceList } from '../../../custom/common/ResourceList';
import { csvExporter, translated, dateTimeColumn } from '../../../custom/common/csv';
import { typeChoices } from './choices';
import { IdentifierField } from '../../../custom/common/Identifier';

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
