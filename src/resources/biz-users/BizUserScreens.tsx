import { useState } from 'react';
import { Box, Button, Chip, FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import {
    Edit,
    List,
    SelectField,
    SelectInput,
    Show,
    SimpleForm,
    SimpleShowLayout,
    TextInput,
    maxLength,
    useNotify,
    useRecordContext,
    useRefresh,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { TextField } from '../../custom/common/text';
import { Role } from '../../providers/access';
import { call } from '../../providers/http';
import { useSession } from '../../providers/session';
import { ConfirmDialog, useErrorDialog } from '../../custom/common/dialogs';
import { DateTimeField, RecordHeading } from '../../custom/business/recordParts';
import { listFailure, FORM_SX, PER_PAGE, ResourceEmpty, ResponsiveGrid, SaveToolbar, SearchBox, StatusField, statusChoices, EDIT_QUERY, ListActions, ShowActions } from '../../custom/common/lists';
import {  } from 'react-admin';
import { csvExporter, translated, dateColumn } from '../../custom/business/csv';

const ROLES = [Role.owner, Role.user, Role.observer];
const roleChoices = ROLES.map((id) => ({ id, name: `xts.roles.${id}` }));

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

/** The member's name, marked when it is the signed-in owner themself. */
function MemberName({ source = 'name' }: { source?: string; label?: string }) {
    const record = useRecordContext<RaRecord>();
    const translate = useTranslate();
    const { me } = useSession();
    if (!record) return null;
    return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
            <span>{String(record[source] ?? '')}</span>
            {String(record.id) === String(me?.id) && (
                <Chip size="small" variant="outlined" label={translate('resources.biz-users.yourself')} />
            )}
        </Stack>
    );
}

export function BizUserList() {
    const translate = useTranslate();
    return (
        <List
            {...listFailure}
            exporter={exporter}
            filters={filters}
            actions={<ListActions create={false} />}
            empty={<ResourceEmpty action={<span />} />}
            perPage={PER_PAGE}
            sort={{ field: 'joinedAt', order: 'ASC' }}
        >
            <ResponsiveGrid
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
            </ResponsiveGrid>
        </List>
    );
}

type Pending = { kind: 'lock' | 'unlock' } | { kind: 'role'; role: number } | null;

/**
 * Lock, unlock and role change, each confirmed first. Not offered on yourself; the mock also
 * refuses to lock or demote the last owner.
 */
function MemberActions() {
    const record = useRecordContext<RaRecord>();
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const { me } = useSession();
    const { showError, errorDialog } = useErrorDialog();
    const [pending, setPending] = useState<Pending>(null);
    const [role, setRole] = useState<number | ''>('');
    const [busy, setBusy] = useState(false);
    if (!record) return null;
    const self = String(record.id) === String(me?.id);

    const run = async () => {
        if (!pending) return;
        setBusy(true);
        try {
            if (pending.kind === 'role') {
                await call('bizUserChangeRole', { body: { userId: record.id, role: pending.role } });
                notify('resources.biz-users.role_done', { type: 'success' });
            } else {
                await call(pending.kind === 'lock' ? 'bizUserLock' : 'bizUserUnlock', { params: { id: record.id } });
                notify(pending.kind === 'lock' ? 'resources.biz-users.locked_done' : 'resources.biz-users.unlocked_done', {
                    type: 'success',
                });
            }
            setPending(null);
            setRole('');
            refresh();
        } catch (error) {
            setPending(null);
            showError(error);
        } finally {
            setBusy(false);
        }
    };

    const content =
        pending?.kind === 'role'
            ? translate('resources.biz-users.confirm_role', { name: record.name, role: translate(`xts.roles.${pending.role}`) })
            : pending
              ? translate(`resources.biz-users.confirm_${pending.kind}`, { name: record.name })
              : '';

    if (self) {
        return <Box sx={{ color: 'text.secondary', px: 2, py: 1 }}>{translate('resources.biz-users.self_hint')}</Box>;
    }
    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ px: 2, py: 1, alignItems: { sm: 'center' } }}>
            {record.status === 'locked' ? (
                <Button variant="outlined" startIcon={<LockOpenIcon />} onClick={() => setPending({ kind: 'unlock' })}>
                    {translate('resources.biz-users.unlock')}
                </Button>
            ) : (
                <Button variant="outlined" color="error" startIcon={<LockIcon />} onClick={() => setPending({ kind: 'lock' })}>
                    {translate('resources.biz-users.lock')}
                </Button>
            )}
            <FormControl size="small" sx={{ width: { xs: '100%', sm: 240 } }}>
                <InputLabel id="new-role">{translate('resources.biz-users.new_role')}</InputLabel>
                <Select labelId="new-role" label={translate('resources.biz-users.new_role')} value={role} onChange={(e) => setRole(Number(e.target.value))}>
                    {ROLES.filter((r) => r !== record.role).map((r) => (
                        <MenuItem key={r} value={r}>
                            {translate(`xts.roles.${r}`)}
                        </MenuItem>
                    ))}
                </Select>
            </FormControl>
            <Button
                variant="contained"
                startIcon={<ManageAccountsIcon />}
                disabled={role === ''}
                onClick={() => role !== '' && setPending({ kind: 'role', role })}
            >
                {translate('resources.biz-users.change_role')}
            </Button>
            <ConfirmDialog
                open={!!pending}
                loading={busy}
                destructive={pending?.kind === 'lock'}
                content={content}
                confirmLabel={translate(pending?.kind === 'role' ? 'resources.biz-users.change_role' : `resources.biz-users.${pending?.kind ?? 'lock'}`)}
                onConfirm={run}
                onClose={() => setPending(null)}
            />
            {errorDialog}
        </Stack>
    );
}

export const BizUserShow = () => (
    <Show actions={<ShowActions />}>
        <RecordHeading />
        <SimpleShowLayout>
            <TextField source="phone" emptyText="—" />
            <TextField source="email" emptyText="—" />
            <SelectField source="role" choices={roleChoices} />
            <TextField source="position" emptyText="—" />
            <TextField source="note" emptyText="—" />
            <DateTimeField source="joinedAt" dateOnly />
        </SimpleShowLayout>
        <MemberActions />
    </Show>
);

export const BizUserEdit = () => (
    <Edit mutationMode="pessimistic" queryOptions={EDIT_QUERY} redirect="show">
        <SimpleForm warnWhenUnsavedChanges toolbar={<SaveToolbar />} sx={FORM_SX}>
            <TextField source="name" />
            <TextInput source="position" validate={maxLength(100)} />
            <TextInput source="note" multiline minRows={2} fullWidth validate={maxLength(500)} />
        </SimpleForm>
    </Edit>
);
