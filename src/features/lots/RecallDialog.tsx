import { useState } from 'react';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../providers/http';
import { ConfirmDialog } from '../../kit/dialogs';
import { useErrorDialog } from '../../kit/useErrorDialog';
import { formatNumber } from '../../kit/format';
import { lotQuery, type LotDetail } from './lotApi';
import { RECALL_REASONS, type RecallReason } from '../../domain/recall';
import { submitFailure } from '../../kit/errors';

/**
 * "Thu hồi lô": one confirmation that names the product, the lot and the number of stamps it
 * recalls, with the reason and a note. The count confirmed goes with the request, so a lot that
 * changed meanwhile is not recalled unseen.
 */
export function RecallDialog({ lot, open, onClose }: { lot: LotDetail; open: boolean; onClose: () => void }) {
    const translate = useTranslate();
    const notify = useNotify();
    const queries = useQueryClient();
    const { showError, errorDialog } = useErrorDialog();
    const [reason, setReason] = useState<RecallReason | ''>('');
    const [note, setNote] = useState('');
    const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
    const [saving, setSaving] = useState(false);
    const count = lot.total - lot.counts.destroyed;
    const confirm = async () => {
        const found = {
            reason: reason ? undefined : translate('xts.lots.recall.reason_required'),
            note: reason === 'other' && !note.trim() ? translate('xts.lots.recall.note_required') : undefined,
        };
        setErrors(found);
        if (found.reason || found.note) return;
        setSaving(true);
        try {
            const recalled = await call<LotDetail>('lotRecall', {
                body: {
                    ...lotQuery(lot),
                    productId: lot.productId,
                    reason,
                    note: note.trim(),
                    expectedCount: count,
                },
            });
            queries.setQueryData(['lot', String(lot.productId), lot.lot], recalled);
            await queries.invalidateQueries({ queryKey: ['lots'] });
            notify('xts.lots.recall.done', {
                type: 'success',
                messageArgs: { lot: lot.lot, count: formatNumber(recalled.recall?.count ?? count) },
            });
            onClose();
        } catch (error) {
            const fields = submitFailure(error, showError);
            if (fields) setErrors({ reason: fields.reason, note: fields.note });
        } finally {
            setSaving(false);
        }
    };
    return (
        <>
            <ConfirmDialog
                open={open}
                title={translate('xts.lots.recall.title')}
                destructive
                loading={saving}
                confirmLabel={translate('xts.lots.recall.confirm_label', { count: formatNumber(count) })}
                onClose={onClose}
                onConfirm={confirm}
                content={
                    <Stack spacing={2} sx={{ pt: 1 }}>
                        <Typography>
                            {translate('xts.lots.recall.confirm', {
                                lot: lot.lot,
                                product: lot.productName,
                                count: formatNumber(count),
                                sold: formatNumber(lot.counts.sold),
                            })}
                        </Typography>
                        <TextField
                            select
                            required
                            label={translate('xts.lots.recall.reason')}
                            value={reason}
                            onChange={(event) => {
                                setReason(event.target.value as RecallReason);
                                setErrors({});
                            }}
                            error={!!errors.reason}
                            helperText={errors.reason}
                            disabled={saving}
                        >
                            {RECALL_REASONS.map((id) => (
                                <MenuItem key={id} value={id}>
                                    {translate(`xts.lots.recall.reasons.${id}`)}
                                </MenuItem>
                            ))}
                        </TextField>
                        <TextField
                            label={translate('xts.lots.recall.note')}
                            value={note}
                            onChange={(event) => setNote(event.target.value)}
                            error={!!errors.note}
                            helperText={errors.note}
                            required={reason === 'other'}
                            multiline
                            minRows={2}
                            disabled={saving}
                            slotProps={{ htmlInput: { maxLength: 1000 } }}
                        />
                    </Stack>
                }
            />
            {errorDialog}
        </>
    );
}
