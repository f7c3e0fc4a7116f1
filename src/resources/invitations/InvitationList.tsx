import { DateInput, List, SelectField, SelectInput, useTranslate } from 'react-admin';
import { TextField } from '../../custom/common/text';
import { INVITATION_STATUSES } from '../../domain';
import { DateTimeField } from '../../custom/business/recordParts';
import {
    listFailure,
    PER_PAGE,
    ResourceEmpty,
    ResponsiveGrid,
    SearchBox,
    StatusField,
    statusChoices,
    ListActions,
} from '../../custom/common/lists';
import { csvExporter, translated, dateTimeColumn } from '../../custom/business/csv';
import { roleChoices } from './roles';
import { InviteButton } from './InviteButton';

const filters = [
    <SearchBox key="q" source="q" alwaysOn placeholder="resources.invitations.fields.q" />,
    <SelectInput key="status" source="status" choices={statusChoices(INVITATION_STATUSES)} />,
    <SelectInput key="role" source="role" choices={roleChoices} />,
    <DateInput key="from" source="from" />,
    <DateInput key="to" source="to" />,
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
        <List
            {...listFailure}
            exporter={exporter}
            filters={filters}
            actions={<ListActions create={false} extra={<InviteButton />} />}
            empty={<ResourceEmpty action={<InviteButton variant="contained" />} />}
            perPage={PER_PAGE}
            sort={{ field: 'createdAt', order: 'DESC' }}
        >
            <ResponsiveGrid
                primaryText={(r) => r.phone || r.email}
                secondaryText={(r) => translate(`xts.roles.${r.role}`)}
                tertiaryText={(r) => translate(`xts.status.${r.status}`)}
            >
                <TextField source="code" />
                <TextField source="phone" emptyText="—" />
                <TextField source="email" emptyText="—" />
                <SelectField source="role" choices={roleChoices} />
                <StatusField source="status" />
                <TextField source="invitedByName" sortable={false} />
                <DateTimeField source="createdAt" />
            </ResponsiveGrid>
        </List>
    );
}
