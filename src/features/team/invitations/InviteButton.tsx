import { useState } from 'react';
import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    Stack,
} from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
    Button as RaButton,
    Form,
    SelectInput,
    TextInput,
    required,
    useCanAccess,
    useNotify,
    useRefresh,
    useTranslate,
} from 'react-admin';
import { Role } from '../../../providers/access';
import { call } from '../../../providers/http';
import { checkEmail, checkPhone } from '../../../domain/validation';
import { useErrorDialog } from '../../../kit/useErrorDialog';
import { roleChoices } from './roles';
import { SendButton } from './SendButton';
import { submitFailure } from '../../../kit/errors';

/** Invite by phone or email with a role; the server's field errors land on the fields. */
export function InviteButton({ variant = 'text' }: { variant?: 'text' | 'contained' }) {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const { canAccess } = useCanAccess({ resource: 'invitations', action: 'create' });
    const [open, setOpen] = useState(false);
    const { showError, errorDialog } = useErrorDialog();
    if (!canAccess) return null;

    const submit = async (values: Record<string, unknown>) => {
        try {
            await call('invitationCreate', {
                body: {
                    phone: values.phone || undefined,
                    email: values.email || undefined,
                    role: values.role,
                },
            });
            notify('resources.invitations.sent', { type: 'success' });
            setOpen(false);
            refresh();
        } catch (error) {
            return submitFailure(error, showError);
        }
    };

    const eitherContact = (_: unknown, values: Record<string, unknown>) =>
        !values.phone && !values.email ? 'xts.validation.phone_or_email' : undefined;

    return (
        <>
            <RaButton label="resources.invitations.invite" variant={variant} onClick={() => setOpen(true)}>
                <PersonAddIcon />
            </RaButton>
            <Dialog
                open={open}
                onClose={() => setOpen(false)}
                aria-labelledby="invite-title"
                maxWidth="sm"
                fullWidth
            >
                <Form onSubmit={submit} defaultValues={{ role: Role.user }}>
                    <DialogTitle id="invite-title">
                        {translate('resources.invitations.invite_title')}
                    </DialogTitle>
                    <DialogContent>
                        <DialogContentText sx={{ mb: 2 }}>
                            {translate('resources.invitations.invite_hint')}
                        </DialogContentText>
                        <Stack>
                            <TextInput
                                source="phone"
                                resource="invitations"
                                validate={[checkPhone, eitherContact]}
                            />
                            <TextInput
                                source="email"
                                resource="invitations"
                                type="email"
                                validate={checkEmail}
                            />
                            <SelectInput
                                source="role"
                                resource="invitations"
                                choices={roleChoices}
                                validate={required()}
                            />
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
