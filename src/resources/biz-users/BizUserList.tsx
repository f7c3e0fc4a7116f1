import { SelectField, SelectInput, useTranslate } from 'react-admin';
import { TextField } from '../../custom/common/text';
import { DateTimeField } from '../../custom/business/recordParts';
import { SearchBox, StatusField, statusChoices } from '../../custom/common/lists';
import { ResourceList } from '../../custom/common/ResourceList';
import { csvExporter, translated, dateColumn } from '../../custom/business/csv';
import { roleChoices } from './roles';
import { MemberName } from './MemberName';

const filters = [
    <SearchBox key="q" source="q" alwaysOn placeholder="resources.biz-users.fields.q" />,
    <SelectInput key="role" source="role" choices={roleChoices} />,
    <SelectInput key="status" source="status" choices={statusChoices(['active', 'locked'])} />,
];

const exporter = csvExporter('biz-users', [
    { source: 'name' },
    { source: 'phone' },
    { source: 'email' },
    translated('role', 'xts.roles'),
    { source: 'position' },
    translated('status', 'xts.status'),
    dateColumn('joinedAt'),
    { source: 'note' },
]);

export function BizUserList() {
    const translate = useTranslate();
    return (
        <ResourceList
            filters={filters}
            exporter={exporter}
            sort={{ field: 'joinedAt', order: 'ASC' }}
            create={false}
            primaryText={(r) => r.name}
            secondaryText={(r) => translate(`xts.roles.${r.role}`)}
            tertiaryText={(r) => translate(`xts.status.${r.status}`)}
        >
            <MemberName source="name" />
            <TextField source="phone" />
            <TextField source="email" />
            <SelectField source="role" choices={roleChoices} />
            <TextField source="position" sortable={false} />
            <StatusField source="status" />
            <DateTimeField source="joinedAt" dateOnly />
        </ResourceList>
    );
}
