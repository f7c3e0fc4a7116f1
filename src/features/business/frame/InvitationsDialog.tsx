import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { InvitationList } from './InvitationList';
import { closeModal, useOpenModal } from '../../../shell/modals';

/** The list of link invitations, opened from the banner or the profile menu. */
export function InvitationsDialog() {
    const translate = useTranslate();
    const open = useOpenModal() === 'invitations';
    return (
        <Dialog
            open={open}
            onClose={closeModal}
            aria-labelledby="xts-invitations-title"
            maxWidth="sm"
            fullWidth
        >
            <DialogTitle id="xts-invitations-title">{translate('xts.invitations.title')}</DialogTitle>
            <DialogContent dividers>
                <InvitationList />
            </DialogContent>
            <DialogActions>
                <Button onClick={closeModal}>{translate('xts.dialog.close')}</Button>
            </DialogActions>
        </Dialog>
    );
}
