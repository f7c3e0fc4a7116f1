import { useState } from 'react';
import { Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../providers/http';
import { ConfirmDialog } from '../../../kit/dialogs';
import { useErrorDialog } from '../../../kit/useErrorDialog';
import { submitFailure } from '../../../kit/errors';
import { formatDate } from '../../../kit/format';
import type { Consent } from '../../../domain/producers';
import { consentsKey } from './consentQuery';

/**
 * "Rút lại đồng ý": one confirmation naming what stops (the purposes, and that the household's plots
 * leave the EUDR packs when transfer abroad is among them), with the household's reason.
 */
export function WithdrawDialog({ consent, onClose }: { consent: Consent; onClose: () => void }) {
    const translate = useTranslate();
    const notify = useNotify();
    const queries = useQueryClient();
    const { showError, errorDialog } = useErrorDialog();
    const [reason, setReason] = useState('');
    const [error, setError] = useState<string | undefined>();
    const [saving, setSaving] = useState(false);
    const purposes = consent.purposes.map((p) => translate(`xts.producers.purposes.${p}`)).join(', ');
    const confirm = async () => {
        if (!reason.trim()) return setError(translate('xts.consents.reason_required'));
        setSaving(true);
        try {
            await call<Consent>('consentWithdraw', {
                params: { id: consent.id },
                body: { reason: reason.trim() },
            });
            await queries.invalidateQueries({ queryKey: consentsKey(consent.producerId) });
            await queries.invalidateQueries({ queryKey: ['producers'] });
            notify('xts.consents.withdrawn', { type: 'success' });
            onClose();
        } catch (failure) {
            setError(submitFailure(failure, showError)?.reason);
        } finally {
            setSaving(false);
        }
    };
    return (
        <>
            <ConfirmDialog
                open
                destructive
                loading={saving}
                title={translate('xts.consents.withdraw_title')}
                confirmLabel={translate('xts.consents.withdraw_do')}
                onClose={onClose}
                onConfirm={confirm}
                content={
                    <Stack spacing={2} sx={{ pt: 1 }}>
                        <Typography>
                            {translate('xts.consents.withdraw_confirm', {
                                purposes,
                                date: formatDate(consent.givenAt),
                            })}
                        </Typography>
                        {consent.purposes.includes('abroad') && (
                            <Typography color="warning.main">
                                {translate('xts.consents.withdraw_abroad')}
                            </Typography>
                        )}
                        <TextField
                            required
                            label={translate('xts.consents.fields.reason')}
                            value={reason}
                            onChange={(event) => {
                                setReason(event.target.value);
                                setError(undefined);
                            }}
                            error={!!error}
                            helperText={error}
                            multiline
                            minRows={2}
                            disabled={saving}
                            slotProps={{ htmlInput: { maxLength: 500 } }}
                        />
                    </Stack>
                }
            />
            {errorDialog}
        </>
    );
}
