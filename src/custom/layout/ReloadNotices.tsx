import { useEffect, useState } from 'react';
import {
    Alert,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { onReloadNeeded, type ReloadReason } from '../../providers/reloadSignals';
import { keepDrafts } from '../common/drafts';
import { leavePage } from '../common/leaving';

/** Keeps the unsaved forms as drafts (their DraftKeeper fills them in again), then loads `url`. */
function reloadKeepingDrafts(url: string) {
    keepDrafts();
    leavePage(url);
}

/**
 * When this page must be loaded again (reloadSignals.ts): a part of the console that could not be
 * downloaded is said in a banner, apart from server errors, with a reload that keeps what was typed;
 * a business switched in another tab stops the page with a dialog that opens the current business.
 */
export function ReloadNotices() {
    const translate = useTranslate();
    const [reason, setReason] = useState<ReloadReason | null>(null);
    useEffect(() => onReloadNeeded(setReason), []);
    useEffect(() => {
        const onPreloadError = () => setReason((current) => current ?? 'chunk');
        window.addEventListener('vite:preloadError', onPreloadError);
        return () => window.removeEventListener('vite:preloadError', onPreloadError);
    }, []);

    if (reason === 'business')
        return (
            <Dialog
                open
                aria-labelledby="xts-business-changed-title"
                aria-describedby="xts-business-changed-text"
                maxWidth="xs"
                fullWidth
            >
                <DialogTitle id="xts-business-changed-title">
                    {translate('xts.errors.business_changed_title')}
                </DialogTitle>
                <DialogContent>
                    <DialogContentText id="xts-business-changed-text">
                        {translate('xts.errors.business_changed')}
                    </DialogContentText>
                </DialogContent>
                <DialogActions>
                    <Button variant="contained" autoFocus onClick={() => reloadKeepingDrafts('/dashboard')}>
                        {translate('xts.errors.business_changed_action')}
                    </Button>
                </DialogActions>
            </Dialog>
        );
    if (reason === 'chunk')
        return (
            <Alert
                severity="warning"
                role="alert"
                sx={{ mb: 2 }}
                action={
                    <Button
                        color="inherit"
                        size="small"
                        onClick={() =>
                            reloadKeepingDrafts(
                                window.location.pathname + window.location.search + window.location.hash,
                            )
                        }
                    >
                        {translate('xts.errors.reload')}
                    </Button>
                }
            >
                {translate('xts.errors.chunk_failed')}
            </Alert>
        );
    return null;
}
