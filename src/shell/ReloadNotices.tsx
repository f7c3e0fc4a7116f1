import { useEffect, useState } from 'react';
import {
    Alert,
    AlertTitle,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
} from '@mui/material';
import { useTranslate, type ErrorProps } from 'react-admin';
import { CHUNK_ERROR, isChunkFailure, onReloadNeeded, type ReloadReason } from '../providers/reloadSignals';
import { keepDrafts } from '../kit/drafts';
import { leavePage } from '../kit/leaving';

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
    if (reason === 'chunk') return <ChunkNotice />;
    return null;
}

const reloadHere = () =>
    reloadKeepingDrafts(window.location.pathname + window.location.search + window.location.hash);

/** A part of the console that could not be downloaded: not the server's fault; reload, keeping what was typed. */
function ChunkNotice() {
    const translate = useTranslate();
    return (
        <Alert
            severity="warning"
            role="alert"
            sx={{ mb: 2 }}
            action={
                <Button color="inherit" size="small" onClick={reloadHere}>
                    {translate('xts.errors.reload')}
                </Button>
            }
        >
            {translate('xts.errors.chunk_failed')}
        </Alert>
    );
}

/**
 * What the console's content shows when a page fails to render (react-admin's layout error): a
 * page whose code could not be downloaded says so as above; any other failure says that something
 * went wrong in the browser, in readable text, with a reload that keeps what was typed and a way
 * back. (react-admin's own page greys its text below contrast and adds English help links.)
 */
export function LayoutError({ error }: ErrorProps) {
    const translate = useTranslate();
    const chunk = error?.message === CHUNK_ERROR || isChunkFailure(error);
    if (chunk) return <ChunkNotice />;
    return (
        <Alert
            severity="error"
            role="alert"
            sx={{ mb: 2 }}
            action={
                <>
                    <Button color="inherit" size="small" onClick={() => window.history.back()}>
                        {translate('ra.action.back')}
                    </Button>
                    <Button color="inherit" size="small" onClick={reloadHere}>
                        {translate('xts.errors.reload')}
                    </Button>
                </>
            }
        >
            <AlertTitle>{translate('ra.page.error')}</AlertTitle>
            {translate('ra.message.error')}
        </Alert>
    );
}
