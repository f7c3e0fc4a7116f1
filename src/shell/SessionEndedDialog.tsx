import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { clearSession, setSessionEndKeeper } from '../providers/session';
import { rememberNext } from './signIn/sso';
import { onSessionEndedWithDrafts, warnSessionEnded } from '../kit/drafts';
import { leavePage } from '../kit/leaving';

/**
 * Shown when the session ended without the user asking while a form had unsaved changes: the
 * changes are kept on this tab; signing in again comes back to this page and fills them in.
 */
export function SessionEndedDialog() {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    useEffect(() => {
        const off = onSessionEndedWithDrafts(() => setOpen(true));
        setSessionEndKeeper(warnSessionEnded);
        return () => {
            off();
            setSessionEndKeeper(null);
        };
    }, []);

    const signInAgain = () => {
        rememberNext(window.location.pathname + window.location.search);
        clearSession();
        // What was typed is kept as a draft for after the sign-in: nothing to ask before leaving.
        leavePage('/login');
    };

    return (
        <Dialog
            open={open}
            aria-labelledby="xts-session-ended-title"
            aria-describedby="xts-session-ended-text"
            maxWidth="xs"
            fullWidth
        >
            <DialogTitle id="xts-session-ended-title">
                {translate('xts.drafts.session_ended_title')}
            </DialogTitle>
            <DialogContent>
                <DialogContentText id="xts-session-ended-text">
                    {translate('xts.drafts.session_ended_text')}
                </DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button variant="contained" onClick={signInAgain} autoFocus>
                    {translate('xts.drafts.sign_in_again')}
                </Button>
            </DialogActions>
        </Dialog>
    );
}
