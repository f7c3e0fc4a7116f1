import { useState } from 'react';
import {
    Button,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMemoryStore } from '../../providers/memoryStore';
import { closeSignOut, currentOutboxOwner, outbox, pendingCount, sendOutbox } from './outbox';

/**
 * A sign-out with items not yet sent: their count, then send them now, or keep them on the device
 * for this person's next sign-in in this business, or stay.
 */
export function SignOutWarning({ onStay }: { onStay?: () => void }) {
    const translate = useTranslate();
    const { items, signOut } = useMemoryStore(outbox);
    const [sending, setSending] = useState(false);
    const waiting = pendingCount(items);
    // Only the page's own person in their business can send (the no-business frame cannot).
    const canSend = !!currentOutboxOwner();
    const stay = () => {
        closeSignOut();
        onStay?.();
    };
    const leave = () => {
        closeSignOut();
        signOut?.();
    };
    const send = async () => {
        setSending(true);
        try {
            await sendOutbox(true);
        } finally {
            setSending(false);
        }
    };
    return (
        <Dialog
            open={!!signOut}
            onClose={sending ? undefined : stay}
            aria-labelledby="xts-outbox-sign-out"
            maxWidth="xs"
            fullWidth
        >
            <DialogTitle id="xts-outbox-sign-out">{translate('xts.offline.sign_out.title')}</DialogTitle>
            <DialogContent>
                <DialogContentText role="status">
                    {waiting
                        ? translate('xts.offline.sign_out.text', { smart_count: waiting })
                        : translate('xts.offline.sign_out.all_sent')}
                </DialogContentText>
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button onClick={stay} disabled={sending}>
                    {translate('xts.offline.sign_out.stay')}
                </Button>
                <Button onClick={leave} disabled={sending}>
                    {translate(waiting ? 'xts.offline.sign_out.keep' : 'xts.offline.sign_out.leave')}
                </Button>
                {waiting > 0 && canSend && (
                    <Button
                        variant="contained"
                        onClick={() => void send()}
                        disabled={sending}
                        startIcon={
                            sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
                        }
                    >
                        {translate('xts.offline.sign_out.send')}
                    </Button>
                )}
            </DialogActions>
        </Dialog>
    );
}
