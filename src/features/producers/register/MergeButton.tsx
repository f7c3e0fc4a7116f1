import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import {
    Alert,
    Autocomplete,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Stack,
    TextField,
} from '@mui/material';
import MergeIcon from '@mui/icons-material/MergeType';
import { useCanAccess, useGetList, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { call } from '../../../providers/http';
import { errorText } from '../../../kit/errors';
import type { Producer } from '../../../domain/producers';

/** The owner merges a duplicate household into this one, with a reason (an audit entry). */
export function MergeButton() {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const producer = useRecordContext<Producer>();
    const { canAccess } = useCanAccess({ resource: 'producers', action: 'operate' });
    const [open, setOpen] = useState(false);
    const [other, setOther] = useState<Producer | null>(null);
    const [reason, setReason] = useState('');
    const [error, setError] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const [text, setText] = useState('');
    const candidates = useGetList<Producer>(
        'producers',
        { pagination: { page: 1, perPage: 20 }, filter: text ? { q: text } : {} },
        // A search keeps the options it had while the next ones load: only the first load waits.
        { enabled: open, placeholderData: keepPreviousData },
    );
    if (!producer || !canAccess) return null;
    const merge = async () => {
        if (!other) return;
        setBusy(true);
        setError(null);
        try {
            await call('producerMerge', {
                body: { keepId: Number(producer.id), mergeId: other.id, reason: reason.trim() },
            });
            notify('xts.producers.merge.done', { type: 'success' });
            setOpen(false);
            refresh();
        } catch (failure) {
            setError(errorText(failure, translate));
        } finally {
            setBusy(false);
        }
    };
    return (
        <>
            <Button startIcon={<MergeIcon />} onClick={() => setOpen(true)}>
                {translate('xts.producers.merge.action')}
            </Button>
            <Dialog open={open} onClose={() => setOpen(false)} fullWidth>
                <DialogTitle>{translate('xts.producers.merge.title')}</DialogTitle>
                <DialogContent>
                    <Stack spacing={2} sx={{ pt: 1 }}>
                        <Alert severity="warning">{translate('xts.producers.merge.warning')}</Alert>
                        <Autocomplete
                            options={(candidates.data ?? []).filter((p) => p.id !== producer.id)}
                            getOptionLabel={(p) => p.name}
                            value={other}
                            onChange={(_, value) => setOther(value)}
                            onInputChange={(_, value) => setText(value)}
                            loading={candidates.isPending}
                            disabled={candidates.isPending}
                            renderInput={(params) => (
                                <TextField {...params} label={translate('xts.producers.merge.other')} />
                            )}
                        />
                        <TextField
                            label={translate('xts.producers.merge.reason')}
                            value={reason}
                            onChange={(event) => setReason(event.target.value)}
                            required
                            slotProps={{ htmlInput: { maxLength: 500 } }}
                        />
                        {error ? <Alert severity="error">{error}</Alert> : null}
                    </Stack>
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
                    <Button
                        color="warning"
                        variant="contained"
                        disabled={!other || !reason.trim() || busy}
                        onClick={merge}
                    >
                        {translate('xts.producers.merge.confirm')}
                    </Button>
                </DialogActions>
            </Dialog>
        </>
    );
}
