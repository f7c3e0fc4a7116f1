import type { ReactNode } from 'react';
import {
    Button,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    List,
    ListItem,
    ListItemText,
} from '@mui/material';
import { useTranslate } from 'react-admin';

interface ErrorDialogProps {
    open: boolean;
    /** One message or a list of messages (already translated or i18n keys). */
    messages: string | string[];
    onClose: () => void;
}

/** The generic error dialog of spec section 8: title LỖI, one message or a list, button Đóng. */
export function ErrorDialog({ open, messages, onClose }: ErrorDialogProps) {
    const translate = useTranslate();
    const list = (Array.isArray(messages) ? messages : [messages]).map((m) => translate(m, { _: m }));
    return (
        <Dialog open={open} onClose={onClose} aria-labelledby="xts-error-title" maxWidth="xs" fullWidth>
            <DialogTitle id="xts-error-title" color="error">
                {translate('xts.dialog.error_title')}
            </DialogTitle>
            <DialogContent>
                {list.length === 1 ? (
                    <DialogContentText role="alert">{list[0]}</DialogContentText>
                ) : (
                    <List dense role="alert">
                        {list.map((message, index) => (
                            <ListItem key={index} disableGutters>
                                <ListItemText primary={message} />
                            </ListItem>
                        ))}
                    </List>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} variant="contained" autoFocus>
                    {translate('xts.dialog.close')}
                </Button>
            </DialogActions>
        </Dialog>
    );
}

/** The success dialog of spec section 8: title THÀNH CÔNG. */
export function SuccessDialog({
    open,
    message,
    onClose,
}: {
    open: boolean;
    message: ReactNode;
    onClose: () => void;
}) {
    const translate = useTranslate();
    return (
        <Dialog open={open} onClose={onClose} aria-labelledby="xts-success-title" maxWidth="xs" fullWidth>
            <DialogTitle id="xts-success-title" color="success">
                {translate('xts.dialog.success_title')}
            </DialogTitle>
            <DialogContent>
                <DialogContentText>{message}</DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} variant="contained" autoFocus>
                    {translate('xts.dialog.close')}
                </Button>
            </DialogActions>
        </Dialog>
    );
}

interface ConfirmDialogProps {
    open: boolean;
    /** Defaults to XÁC NHẬN. */
    title?: string;
    content: ReactNode;
    /**
     * The action itself, named (and counted where known): "Hủy vĩnh viễn 500 tem", never a bare
     * "Xác nhận". It must share no word with the cancel button ("Quay lại"): in Vietnamese "Hủy"
     * means both "cancel" and "destroy" (tests/unit/confirmLabels).
     */
    confirmLabel: string;
    /** Shows a spinner and disables both buttons (the loading step). */
    loading?: boolean;
    /** The action waits for something in the content (an acknowledgement ticked). */
    confirmDisabled?: boolean;
    destructive?: boolean;
    onConfirm: () => void;
    onClose: () => void;
}

/** The confirm dialog of spec section 8: title XÁC NHẬN, the named action and Quay lại. */
export function ConfirmDialog({
    open,
    title,
    content,
    confirmLabel,
    loading = false,
    destructive = false,
    confirmDisabled = false,
    onConfirm,
    onClose,
}: ConfirmDialogProps) {
    const translate = useTranslate();
    return (
        <Dialog
            open={open}
            onClose={loading ? undefined : onClose}
            aria-labelledby="xts-confirm-title"
            maxWidth="xs"
            fullWidth
        >
            <DialogTitle id="xts-confirm-title">{title ?? translate('xts.dialog.confirm_title')}</DialogTitle>
            <DialogContent>
                <DialogContentText component="div">{content}</DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} disabled={loading}>
                    {translate('xts.dialog.cancel')}
                </Button>
                <Button
                    onClick={onConfirm}
                    disabled={loading || confirmDisabled}
                    variant="contained"
                    color={destructive ? 'error' : 'primary'}
                    startIcon={
                        loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
                    }
                    autoFocus
                >
                    {confirmLabel}
                </Button>
            </DialogActions>
        </Dialog>
    );
}
