import { useState } from 'react';
import {
    Alert,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    useMediaQuery,
    type Theme,
} from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { asNumberLocale } from '../../domain/numbers';
import type { LotOrigin } from '../../domain/geo/types';
import { errorText } from '../../kit/errors';
import { OriginFields } from './OriginFields';
import { originDraftOf, saveOrigin } from './originApi';
import { checkOrigin } from './originRules';
import type { LotKey } from './lotApi';
import { useLeaveKept } from '../offline/kept';

/** "Nguồn gốc lô": the plots a lot came from, with the quantity from each and the harvest period. */
export function OriginDialog({
    lot,
    origin,
    onClose,
}: {
    lot: LotKey;
    origin?: LotOrigin;
    onClose: () => void;
}) {
    const translate = useTranslate();
    const notify = useNotify();
    const leaveKept = useLeaveKept();
    const queryClient = useQueryClient();
    const [locale] = useLocaleState();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [draft, setDraft] = useState(() => originDraftOf(origin));
    const [shown, setShown] = useState(false);
    const [saving, setSaving] = useState(false);
    const [problem, setProblem] = useState<string | null>(null);
    const { errors, input } = checkOrigin(draft, asNumberLocale(locale));
    const save = async () => {
        setShown(true);
        if (!input) return;
        setSaving(true);
        setProblem(null);
        try {
            const saved = await saveOrigin(lot, input);
            // Kept on the device for lack of a connection: sent, and read again, when it returns.
            if (leaveKept(saved)) return onClose();
            await queryClient.invalidateQueries({ queryKey: ['lot-origin', String(lot.productId), lot.lot] });
            await queryClient.invalidateQueries({ queryKey: ['plot-yield'] });
            notify('xts.origin.saved', { type: 'success' });
            onClose();
        } catch (error) {
            setProblem(translate('xts.origin.save_failed', { message: errorText(error, translate) }));
        } finally {
            setSaving(false);
        }
    };
    return (
        <Dialog open onClose={saving ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="md">
            <DialogTitle>{translate('xts.origin.title')}</DialogTitle>
            <DialogContent>
                {problem && (
                    <Alert severity="error" sx={{ mb: 2 }}>
                        {problem}
                    </Alert>
                )}
                <OriginFields
                    value={draft}
                    onChange={setDraft}
                    errors={shown ? errors : {}}
                    disabled={saving}
                    lot={lot}
                />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} disabled={saving}>
                    {translate('ra.action.cancel')}
                </Button>
                <Button variant="contained" onClick={save} disabled={saving}>
                    {translate('ra.action.save')}
                </Button>
            </DialogActions>
        </Dialog>
    );
}
