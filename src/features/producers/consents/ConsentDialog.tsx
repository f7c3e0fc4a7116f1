import { useState } from 'react';
import {
    Alert,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Stack,
    Typography,
} from '@mui/material';
import {
    CheckboxGroupInput,
    Form,
    RadioButtonGroupInput,
    TextInput,
    maxLength,
    required,
    useNotify,
    useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../providers/http';
import { useErrorDialog } from '../../../kit/useErrorDialog';
import { submitFailure } from '../../../kit/errors';
import { DateInput } from '../../../kit/DateInput';
import { vietnamToday } from '../../../domain/dates';
import { CONSENT_PURPOSES, type Consent, type ConsentMethod, type Producer } from '../../../domain/producers';
import { PicturesInput } from '../../catalogue/products/PicturesInput';
import { consentsKey } from './consentQuery';

const METHODS: ConsentMethod[] = ['paper', 'verbal', 'app'];

interface Values {
    purposes: string[];
    method: ConsentMethod;
    evidence: string[];
    witness: string;
    givenOn: string;
}

/** The part of the form the method asks for: the signed form's photo, or the witness's name. */
function MethodFields() {
    const method = useWatch<Values, 'method'>({ name: 'method' });
    if (method === 'paper')
        return (
            <PicturesInput source="evidence" label="xts.consents.fields.evidenceUrl" max={1} maxSizeMb={10} />
        );
    if (method === 'verbal')
        return (
            <TextInput
                source="witness"
                label="xts.consents.fields.witness"
                validate={[required(), maxLength(200)]}
                fullWidth
            />
        );
    return null;
}

/**
 * "Ghi nhận đồng ý": for which purposes, when and how a household agreed. A paper form goes with
 * a photo of it (taken or chosen on the phone, kept as product pictures are), a verbal consent with
 * the name of its witness; the server refuses either without them and the form shows where.
 */
export function ConsentDialog({ producer, onClose }: { producer: Producer; onClose: () => void }) {
    const translate = useTranslate();
    const notify = useNotify();
    const queries = useQueryClient();
    const { showError, errorDialog } = useErrorDialog();
    const [saving, setSaving] = useState(false);
    const [refused, setRefused] = useState<string[]>([]);
    const submit = async (values: Partial<Values>) => {
        setSaving(true);
        setRefused([]);
        try {
            const method = values.method ?? 'paper';
            const givenOn = values.givenOn || vietnamToday();
            const given = givenOn === vietnamToday() ? new Date() : new Date(`${givenOn}T08:00:00+07:00`);
            await call<Consent>('consentCreate', {
                body: {
                    producerId: producer.id,
                    purposes: (values.purposes ?? []) as Consent['purposes'],
                    method,
                    evidenceUrl: method === 'paper' ? (values.evidence?.[0] ?? null) : null,
                    witness: method === 'verbal' ? values.witness?.trim() || null : null,
                    givenAt: given.toISOString(),
                },
            });
            await queries.invalidateQueries({ queryKey: consentsKey(producer.id) });
            await queries.invalidateQueries({ queryKey: ['producers'] });
            notify('xts.consents.recorded', { type: 'success' });
            onClose();
        } catch (error) {
            const fields = submitFailure(error, showError);
            // Said in the dialog, above its buttons: a form-level notice would cover them on a phone.
            if (fields) setRefused(Object.values(fields));
        } finally {
            setSaving(false);
        }
    };
    return (
        <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm">
            <Form<Values>
                onSubmit={submit as never}
                defaultValues={{
                    // Each purpose ticked as the household agreed to it: nothing is agreed by default.
                    purposes: [],
                    method: 'paper',
                    evidence: [],
                    witness: '',
                    givenOn: vietnamToday(),
                }}
            >
                <DialogTitle>{translate('xts.consents.record_title', { name: producer.name })}</DialogTitle>
                <DialogContent>
                    <Stack spacing={1}>
                        <Typography variant="body2" color="text.secondary">
                            {translate('xts.consents.record_hint')}
                        </Typography>
                        <CheckboxGroupInput
                            source="purposes"
                            label="xts.consents.fields.purposes"
                            row={false}
                            validate={required()}
                            choices={CONSENT_PURPOSES.map((id) => ({
                                id,
                                name: `xts.producers.purposes.${id}`,
                            }))}
                        />
                        <RadioButtonGroupInput
                            source="method"
                            label="xts.consents.fields.method"
                            row={false}
                            validate={required()}
                            choices={METHODS.map((id) => ({ id, name: `xts.consents.methods.${id}` }))}
                        />
                        <MethodFields />
                        <DateInput
                            source="givenOn"
                            label="xts.consents.fields.givenAt"
                            validate={required()}
                        />
                        {refused.map((message) => (
                            <Alert key={message} severity="error">
                                {message}
                            </Alert>
                        ))}
                    </Stack>
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose} disabled={saving}>
                        {translate('ra.action.cancel')}
                    </Button>
                    <Button type="submit" variant="contained" loading={saving}>
                        {translate('xts.consents.save')}
                    </Button>
                </DialogActions>
            </Form>
            {errorDialog}
        </Dialog>
    );
}
