import { SelectField, SelectInput, useTranslate } from 'react-admin';
import { TextField } from '../../../kit/text';
import { DateTimeField } from '../../../kit/recordParts';
import { SearchBox } from '../../../kit/listParts';
import { StatusField } from '../../../kit/StatusField';
import { statusChoices } from '../../../kit/choices';
import { ResourceList } from '../../../kit/ResourceList';
import { csvExporter, translated, dateColumn } from '../../../kit/csv';
import { roleChoices } from './roles';
import { MemberName } from './MemberName';
import { InviteButton } from '../invitations/InviteButton';
import { IdentifierField } from '../../../kit/Identifier';

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
            // Inviting a person is where the members are, not only under sent invitations.
            extra={<InviteButton />}
            primaryText={(r) => r.name}
            secondaryText={(r) => translate(`xts.roles.${r.role}`)}
            tertiaryText={(r) => translate(`xts.status.${r.status}`)}
        >
            <MemberName source="name" />
            <IdentifierField source="phone" />
            <TextField source="email" />
            <SelectField source="role" choices={roleChoices} />
            <TextField source="position" sortable={false} />
            <StatusField source="status" />
            <DateTimeField source="joinedAt" dateOnly />
        </ResourceList>
    );
}
