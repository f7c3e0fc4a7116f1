import { useEffect, useState } from 'react';
import {
    Badge,
    Button,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    IconButton,
    Tooltip,
} from '@mui/material';
import OutboxIcon from '@mui/icons-material/Outbox';
import { useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useMemoryStore } from '../../providers/memoryStore';
import { ensureWords } from '../../providers/i18n';
import { closeSignOut, outbox, pendingCount, sendOutbox, startOutbox } from './outbox';

/**
 * A sign-out with items not yet sent: their count, then send them now, or keep them on the device
 * for this person's next sign-in in this business, or stay.
 */
function SignOutWarning() {
    const translate = useTranslate();
    const { items, signOut } = useMemoryStore(outbox);
    const [sending, setSending] = useState(false);
    const waiting = pendingCount(items);
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
            onClose={sending ? undefined : closeSignOut}
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
                <Button onClick={closeSignOut} disabled={sending}>
                    {translate('xts.offline.sign_out.stay')}
                </Button>
                <Button onClick={leave} disabled={sending}>
                    {translate(waiting ? 'xts.offline.sign_out.keep' : 'xts.offline.sign_out.leave')}
                </Button>
                {waiting > 0 && (
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

/**
 * The app bar's way to the outbox, with the count of items waiting to be sent; it starts the
 * outbox for the page, and shows what was sent meanwhile by reading the pages' records again.
 */
export function OutboxButton() {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const { items, sentTotal } = useMemoryStore(outbox);
    const count = pendingCount(items);
    // Kept for the page's life: the app bar leaves only with the shell (a sign-out changes its owner).
    useEffect(() => void startOutbox(), []);
    useEffect(() => {
        // Where field work goes with no signal: its page and words are fetched while there is one.
        const ahead = setTimeout(() => {
            void Promise.all([import('./OutboxPage'), ensureWords(['offline'])]).catch(() => undefined);
        }, 3_000);
        return () => clearTimeout(ahead);
    }, []);
    useEffect(() => {
        if (sentTotal > 0) void queryClient.invalidateQueries();
    }, [sentTotal, queryClient]);
    const label = translate('xts.offline.button', { smart_count: count });
    return (
        <>
            {/* Not on focus: after a tap the link keeps the focus, and the tip would cover the page's top. */}
            <Tooltip title={label} disableFocusListener disableTouchListener>
                <IconButton color="inherit" component={RouterLink} to="/outbox" aria-label={label}>
                    <Badge badgeContent={count} color="warning">
                        <OutboxIcon />
                    </Badge>
                </IconButton>
            </Tooltip>
            <SignOutWarning />
        </>
    );
}
