import { SelectField, SelectInput, useTranslate } from 'react-admin';
import { TextField } from '../../../custom/common/text';
import { DateTimeField } from '../../../custom/common/recordParts';
import { SearchBox } from '../../../custom/common/listParts';
import { StatusField } from '../../../custom/common/StatusField';
import { statusChoices } from '../../../custom/common/choices';
import { ResourceList } from '../../../custom/common/ResourceList';
import { csvExporter, translated, dateColumn } from '../../../custom/common/csv';
import { roleChoices } from './roles';
import { MemberName } from './MemberName';
import { InviteButton } from '../invitations/InviteButton';
import { IdentifierField } from '../../../custom/common/Identifier';

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
