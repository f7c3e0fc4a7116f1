import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { LotOrigin } from '../../domain/geo/types';
import { errorText, fieldErrorsOf } from '../../kit/errors';
import { saveDds } from './originApi';
import { REFERENCE_NUMBER, VERIFICATION_NUMBER } from '../../domain/statements';
import type { LotKey } from './lotApi';

/** The due diligence statement's reference and verification numbers, once the operator filed it. */
export function DdsFields({ lot, origin, canEdit }: { lot: LotKey; origin: LotOrigin; canEdit: boolean }) {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const [reference, setReference] = useState(origin.ddsReference ?? '');
    const [verification, setVerification] = useState(origin.ddsVerification ?? '');
    const [saving, setSaving] = useState(false);
    const [problem, setProblem] = useState<string | null>(null);
    /** Each number's error under its field: the EU system's formats, checked before sending. */
    const [fieldErrors, setFieldErrors] = useState<{ ddsReference?: string; ddsVerification?: string }>({});
    const changed =
        reference !== (origin.ddsReference ?? '') || verification !== (origin.ddsVerification ?? '');
    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const errors = {
            ddsReference:
                reference.trim() && !REFERENCE_NUMBER.test(reference.trim())
                    ? translate('xts.origin.dds.reference_invalid')
                    : undefined,
            ddsVerification:
                verification.trim() && !VERIFICATION_NUMBER.test(verification.trim())
                    ? translate('xts.origin.dds.verification_invalid')
                    : undefined,
        };
        setFieldErrors(errors);
        if (errors.ddsReference || errors.ddsVerification) return;
        setSaving(true);
        setProblem(null);
        try {
            await saveDds(lot, {
                ddsReference: reference.trim() || null,
                ddsVerification: verification.trim() || null,
            });
            await queryClient.invalidateQueries({ queryKey: ['lot-origin', String(lot.productId), lot.lot] });
            notify('xts.origin.dds.saved', { type: 'success' });
        } catch (error) {
            // A server's own check names the field too: its words under that field.
            const fields: Record<string, string | undefined> = fieldErrorsOf(error) ?? {};
            setFieldErrors({ ddsReference: fields.ddsReference, ddsVerification: fields.ddsVerification });
            setProblem(translate('xts.origin.save_failed', { message: errorText(error, translate) }));
        } finally {
            setSaving(false);
        }
    };
    return (
        <Stack component="form" onSubmit={submit} spacing={1}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {translate('xts.origin.dds.title')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                    label={translate('xts.origin.dds.reference')}
                    value={reference}
                    error={!!fieldErrors.ddsReference}
                    helperText={fieldErrors.ddsReference}
                    onChange={(event) => setReference(event.target.value.toUpperCase())}
                    slotProps={{ htmlInput: { maxLength: 14, readOnly: !canEdit } }}
                    fullWidth
                />
                <TextField
                    label={translate('xts.origin.dds.verification')}
                    value={verification}
                    error={!!fieldErrors.ddsVerification}
                    helperText={fieldErrors.ddsVerification}
                    onChange={(event) => setVerification(event.target.value.toUpperCase())}
                    slotProps={{ htmlInput: { maxLength: 8, readOnly: !canEdit } }}
                    fullWidth
                />
            </Stack>
            {problem && <Alert severity="error">{problem}</Alert>}
            {canEdit && (
                <Button
                    type="submit"
                    variant="outlined"
                    disabled={!changed || saving}
                    sx={{ alignSelf: 'flex-start' }}
                >
                    {translate('xts.origin.dds.save')}
                </Button>
            )}
        </Stack>
    );
}
