import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useFormState } from 'react-hook-form';
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import {
    Button as RaButton,
    DateInput,
    Form,
    List,
    SaveButton,
    SelectField,
    SelectInput,
    Show,
    SimpleShowLayout,
    TextInput,
    required,
    useCanAccess,
    useNotify,
    useRecordContext,
    useRefresh,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { TextField } from '../../custom/common/text';
import { Role } from '../../providers/access';
import { call } from '../../providers/http';
import { INVITATION_STATUSES } from '../../domain';
import { checkEmail, checkPhone } from '../../validation';
import { ConfirmDialog, useErrorDialog } from '../../custom/common/dialogs';
import { DateTimeField, RecordHeading } from '../../custom/business/recordParts';
import { listFailure, PER_PAGE, ResourceEmpty, ResponsiveGrid, SearchBox, StatusField, statusChoices, ListActions, ShowActions } from '../../custom/common/lists';
import { csvExporter, translated, dateTimeColumn } from '../../custom/business/csv';

const roleChoices = [Role.owner, Role.user, Role.observer].map((id) => ({ id, name: `xts.roles.${id}` }));

const filters = [
    <SearchBox key="q" source="q" alwaysOn placeholder="resources.invitations.fields.q" />,
    <SelectInput key="status" source="status" choices={statusChoices(INVITATION_STATUSES)} />,
    <SelectInput key="role" source="role" choices={roleChoices} />,
    <DateInput key="from" source="from" />,
    <DateInput key="to" source="to" />,
];

/** Invite by phone or email with a role; the server's field errors land on the fields. */
/**
 * Send stays enabled on an untouched form (the click explains what is missing), but not while the
 * invitation is on its way: a double click sends one invitation.
 */
function SendButton() {
    const { isSubmitting } = useFormState();
    return <SaveButton label="resources.invitations.send" icon={<PersonAddIcon />} alwaysEnable={!isSubmitting} />;
}

function InviteButton({ variant = 'text' }: { variant?: 'text' | 'contained' }) {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const { canAccess } = useCanAccess({ resource: 'invitations', action: 'create' });
    const [open, setOpen] = useState(false);
    const { showError, errorDialog } = useErrorDialog();
    if (!canAccess) return null;

    const submit = async (values: Record<string, unknown>) => {
        try {
            await call('invitationCreate', { body: { phone: values.phone || undefined, email: values.email || undefined, role: values.role } });
            notify('resources.invitations.sent', { type: 'success' });
            setOpen(false);
            refresh();
        } catch (error) {
            const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
            if (errors) return errors;
            showError(error);
        }
    };

    const eitherContact = (_: unknown, values: Record<string, unknown>) =>
        !values.phone && !values.email ? 'xts.validation.phone_or_email' : undefined;

    return (
        <>
            <RaButton label="resources.invitations.invite" variant={variant} onClick={() => setOpen(true)}>
                <PersonAddIcon />
            </RaButton>
            <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="invite-title" maxWidth="sm" fullWidth>
                <Form onSubmit={submit} defaultValues={{ role: Role.user }}>
                    <DialogTitle id="invite-title">{translate('resources.invitations.invite_title')}</DialogTitle>
                    <DialogContent>
                        <DialogContentText sx={{ mb: 2 }}>{translate('resources.invitations.invite_hint')}</DialogContentText>
                        <Stack>
                            <TextInput source="phone" resource="invitations" validate={[checkPhone, eitherContact]} />
                            <TextInput source="email" resource="invitations" type="email" validate={checkEmail} />
                            <SelectInput source="role" resource="invitations" choices={roleChoices} validate={required()} />
                        </Stack>
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={() => setOpen(false)}>{translate('xts.dialog.cancel')}</Button>
                        <SendButton />
                    </DialogActions>
                </Form>
            </Dialog>
            {errorDialog}
        </>
    );
}

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

/** Cancels a pending invitation after confirmation; other states cannot be cancelled. */
function CancelInvitationButton() {
    const record = useRecordContext<RaRecord>();
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const { showError, errorDialog } = useErrorDialog();
    const [open, setOpen] = useState(false);
    const [busy, setBusy] = useState(false);
    if (!record || record.status !== 'pending') return null;
    const cancel = async () => {
        setBusy(true);
        try {
            await call('invitationCancel', { params: { id: record.id } });
            notify('resources.invitations.cancelled', { type: 'success' });
            setOpen(false);
            refresh();
        } catch (error) {
            setOpen(false);
            showError(error);
        } finally {
            setBusy(false);
        }
    };
    return (
        <>
            <RaButton label="resources.invitations.cancel" color="error" onClick={() => setOpen(true)}>
                <CancelScheduleSendIcon />
            </RaButton>
            <ConfirmDialog
                open={open}
                loading={busy}
                destructive
                content={translate('resources.invitations.confirm_cancel', { target: record.phone || record.email })}
                confirmLabel={translate('resources.invitations.cancel')}
                onConfirm={cancel}
                onClose={() => setOpen(false)}
            />
            {errorDialog}
        </>
    );
}

export const InvitationShow = () => (
    <Show
        actions={
            <ShowActions>
                <CancelInvitationButton />
            </ShowActions>
        }
    >
        <RecordHeading source="code" />
        <SimpleShowLayout>
            <TextField source="phone" emptyText="—" />
            <TextField source="email" emptyText="—" />
            <SelectField source="role" choices={roleChoices} />
            <TextField source="invitedByName" />
            <DateTimeField source="createdAt" />
            <DateTimeField source="respondedAt" />
        </SimpleShowLayout>
    </Show>
);
