import { useState } from 'react';
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import {
    Button as RaButton,
    useNotify,
    useRecordContext,
    useRefresh,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { call } from '../../../providers/http';
import { ConfirmDialog } from '../../../kit/dialogs';
import { useErrorDialog } from '../../../kit/useErrorDialog';

/** Cancels a pending invitation after confirmation; other states cannot be cancelled. */
export function CancelInvitationButton() {
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
                content={translate('resources.invitations.confirm_cancel', {
                    target: record.phone || record.email,
                })}
                confirmLabel={translate('resources.invitations.cancel')}
                onConfirm={cancel}
                onClose={() => setOpen(false)}
            />
            {errorDialog}
        </>
    );
}
