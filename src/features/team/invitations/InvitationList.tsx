import { SelectField, SelectInput, useTranslate } from 'react-admin';
import { TextField } from '../../../kit/text';
import { DateFilter } from '../../../kit/DateInput';
import { INVITATION_STATUSES } from '../../../domain/records';
import { DateTimeField } from '../../../kit/recordParts';
import { SearchBox } from '../../../kit/listParts';
import { StatusField } from '../../../kit/StatusField';
import { statusChoices } from '../../../kit/choices';
import { ResourceList } from '../../../kit/ResourceList';
import { csvExporter, translated, dateTimeColumn } from '../../../kit/csv';
import { roleChoices } from './roles';
import { InviteButton } from './InviteButton';
import { IdentifierField } from '../../../kit/Identifier';

const filters = [
    <SearchBox key="q" source="q" alwaysOn placeholder="resources.invitations.fields.q" />,
    <SelectInput key="status" source="status" choices={statusChoices(INVITATION_STATUSES)} />,
    <SelectInput key="role" source="role" choices={roleChoices} />,
    <DateFilter key="from" source="from" />,
    <DateFilter key="to" source="to" />,
];

const exporter = csvExporter('invitations', [
    { source: 'code' },
    { source: 'phone' },
    { source: 'email' },
    translated('role', 'xts.roles'),
    translated('status', 'xts.status'),
    { source: 'invitedByName' },
    dateTimeColumn('createdAt'),
    dateTimeColumn('respondedAt'),
]);

export function InvitationList() {
    const translate = useTranslate();
    return (
        <ResourceList
            filters={filters}
            exporter={exporter}
            sort={{ field: 'createdAt', order: 'DESC' }}
            create={false}
            extra={<InviteButton />}
            emptyAction={<InviteButton variant="contained" />}
            primaryText={(r) => r.phone || r.email}
            secondaryText={(r) => translate(`xts.roles.${r.role}`)}
            tertiaryText={(r) => translate(`xts.status.${r.status}`)}
        >
            <IdentifierField source="code" />
            <IdentifierField source="phone" emptyText="—" />
            <TextField source="email" emptyText="—" />
            <SelectField source="role" choices={roleChoices} />
            <StatusField source="status" />
            <TextField source="invitedByName" sortable={false} />
            <DateTimeField source="createdAt" />
        </ResourceList>
    );
}
