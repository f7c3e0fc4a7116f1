import { useState } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../providers/http';
import type { Producer } from '../../../domain/producers';
import { ConfirmDialog } from '../../../kit/dialogs';
import { useErrorDialog } from '../../../kit/useErrorDialog';
import { consentsKey } from '../consents/consentQuery';
import { retainedKey, useRetained, type Retained } from './rightsApi';
import { RetainedList } from './RetainedNotice';

/** What goes, what stays (the filed statements, until when), and that it cannot be undone. */
function EraseContent({ producer }: { producer: Producer }) {
    const translate = useTranslate();
    const retained = useRetained(Number(producer.id));
    return (
        <Stack spacing={1}>
            <Typography>{translate('xts.rights.erase_goes', { id: producer.id })}</Typography>
            <Typography>{translate('xts.rights.erase_stays')}</Typography>
            {retained.isPending && <CircularProgress size={20} aria-label={translate('ra.page.loading')} />}
            {retained.isError && (
                <Alert
                    severity="error"
                    action={
                        <Button onClick={() => retained.refetch()}>{translate('xts.errors.retry')}</Button>
                    }
                >
                    {translate('xts.rights.retained_load_error')}
                </Alert>
            )}
            {retained.data &&
                (retained.data.statements.length ? (
                    <>
                        <Typography>{translate('xts.rights.erase_statements')}</Typography>
                        <RetainedList statements={retained.data.statements} />
                    </>
                ) : (
                    <Typography>{translate('xts.rights.erase_no_statements')}</Typography>
                ))}
            <Typography sx={{ fontWeight: 600 }}>{translate('xts.rights.erase_final')}</Typography>
        </Stack>
    );
}

/** "Xoá / ẩn danh": the household's personal data deleted by the server, after a confirmation. */
export function EraseButton({ producer }: { producer: Producer }) {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const queries = useQueryClient();
    const { showError, errorDialog } = useErrorDialog();
    const [open, setOpen] = useState(false);
    const [busy, setBusy] = useState(false);
    const erase = async () => {
        setBusy(true);
        try {
            const kept = await call<Retained>('producerErase', { params: { id: producer.id }, body: {} });
            queries.setQueryData(retainedKey(Number(producer.id)), kept);
            await queries.invalidateQueries({ queryKey: consentsKey(Number(producer.id)) });
            setOpen(false);
            notify('xts.rights.erased', { type: 'success' });
            refresh();
        } catch (error) {
            showError(error);
        } finally {
            setBusy(false);
        }
    };
    return (
        <>
            <Button
                size="small"
                color="error"
                startIcon={<DeleteForeverIcon />}
                onClick={() => setOpen(true)}
            >
                {translate('xts.rights.erase')}
            </Button>
            <ConfirmDialog
                open={open}
                title={translate('xts.rights.erase_title', { name: producer.name })}
                content={open ? <EraseContent producer={producer} /> : null}
                confirmLabel={translate('xts.rights.erase_confirm')}
                destructive
                loading={busy}
                onConfirm={erase}
                onClose={() => setOpen(false)}
            />
            {errorDialog}
        </>
    );
}
