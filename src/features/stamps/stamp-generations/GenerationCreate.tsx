import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
    Box,
    Button,
    Card,
    CardContent,
    CircularProgress,
    FormControlLabel,
    Stack,
    Switch,
    Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formBody, type XtsDataProvider } from '../../../providers/dataProvider';
import { call } from '../../../providers/http';
import { useCachedOptions } from '../../../providers/options';
import { pathTo } from '../../../routes/screenPaths';
import { ConfirmDialog } from '../../../kit/dialogs';
import { useErrorDialog } from '../../../kit/useErrorDialog';
import { formatNumber } from '../../../kit/format';
import { NumberTextField } from '../../../kit/NumberInput';
import { numberOf, useNumberLocale } from '../../../kit/numberForm';
import { usePageTitle } from '../../../kit/pageTitle';
import { ActivationFields, OptionSelect, TextInputField } from '../operations/fields';
import { activationInitial, validateActivation } from '../operations/activationRules';
import { BATCH_LIMIT, formatSerial } from '../../../domain/stampRanges';
import { useBatchFit } from './batchFit';

/** What a print quantity may be: a whole number of stamps, 1 to BATCH_LIMIT. */
const QUANTITY_RULES = { kind: 'integer', min: 1, max: BATCH_LIMIT } as const;

/** The serial the next batch starts at: one after the last printed (the newest batch's end). */
function useNextSerial() {
    const dataProvider = useDataProvider<XtsDataProvider>();
    return useQuery({
        queryKey: ['stamp-generations', 'nextSerial'],
        queryFn: async ({ signal }) => {
            const { data } = await dataProvider.getList('stamp-generations', {
                pagination: { page: 1, perPage: 1 },
                sort: { field: 'toSerial', order: 'DESC' },
                filter: {},
                signal,
            });
            return (Number(data[0]?.toSerial) || 0) + 1;
        },
        staleTime: 0,
    });
}

export function GenerationCreate() {
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const templates = useCachedOptions('stampTemplates');
    const next = useNextSerial();
    const batchFit = useBatchFit();
    const { showError, errorDialog } = useErrorDialog();
    const [fields, setFields] = useState<Record<string, string>>({
        templateId: '',
        quantity: '',
        note: '',
        ...activationInitial,
    });
    const [preactivate, setPreactivate] = useState(false);
    const [showErrors, setShowErrors] = useState(false);
    const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
    const [saving, setSaving] = useState(false);
    /** The range the user confirmed (null: unknown), while the confirmation is open or the batch is sent. */
    const [confirming, setConfirming] = useState<{ from: number | null } | null>(null);
    const busy = useRef(false);
    const locale = useNumberLocale();
    usePageTitle(translate('xts.stamps.generation.title'));

    const quantity = numberOf(fields.quantity, locale, QUANTITY_RULES) ?? NaN;
    const quantityOk = Number.isInteger(quantity) && quantity >= 1 && quantity <= BATCH_LIMIT;
    const ownErrors: Record<string, string> = {};
    if (!fields.templateId) ownErrors.templateId = 'xts.stamps.errors.template_required';
    if (!quantityOk) ownErrors.quantity = 'xts.stamps.errors.quantity';
    const errors = {
        ...(showErrors ? { ...ownErrors, ...(preactivate ? validateActivation(fields) : {}) } : {}),
        ...serverErrors,
    };
    const set = (name: string, value: string) => {
        setFields((current) => ({ ...current, [name]: value }));
        setServerErrors(({ [name]: _, ...rest }) => rest);
    };
    const props = { fields, set, errors, disabled: saving };

    /** Checks the form, works out the serial range afresh and asks before printing. */
    const review = async () => {
        setShowErrors(true);
        if (
            Object.keys(ownErrors).length ||
            (preactivate && Object.keys(validateActivation(fields)).length) ||
            busy.current
        )
            return;
        busy.current = true;
        try {
            const fresh = await next.refetch();
            const from = fresh.isSuccess && typeof fresh.data === 'number' ? fresh.data : null;
            // A template that would print this batch's serials over its other elements is refused, on its field.
            const misfit = await batchFit(fields.templateId, from === null ? null : from + quantity - 1);
            if (misfit) setServerErrors((current) => ({ ...current, templateId: misfit }));
            else setConfirming({ from });
        } catch (error) {
            showError(error);
        } finally {
            busy.current = false;
        }
    };

    const submit = async () => {
        if (busy.current || !confirming) return;
        const expectedFrom = confirming.from;
        busy.current = true;
        setSaving(true);
        try {
            const keys = preactivate ? Object.keys(fields) : ['templateId', 'quantity', 'note'];
            const body = Object.fromEntries(
                keys
                    .filter((key) => fields[key] !== '')
                    .map((key) => [key, key === 'quantity' ? quantity : fields[key]]),
            );
            const name = preactivate ? 'generationAddPreactivate' : 'generationAdd';
            const record = await call(name, { body: await formBody(name, body) });
            setConfirming(null);
            const from = Number(record.fromSerial);
            const to = Number(record.toSerial);
            if (Number.isFinite(from) && Number.isFinite(to) && from > 0) {
                const range = {
                    from: formatSerial(from),
                    to: formatSerial(to),
                    count: formatNumber(quantity),
                };
                const moved = expectedFrom !== null && expectedFrom !== from;
                notify(moved ? 'xts.stamps.generation.range_moved' : 'xts.stamps.generation.done_range', {
                    type: moved ? 'warning' : 'success',
                    messageArgs: range,
                });
            } else {
                notify('xts.stamps.generation.done', {
                    type: 'success',
                    messageArgs: { count: formatNumber(quantity) },
                });
            }
            navigate(pathTo('stamp-generations', 'show', { id: record.id }));
        } catch (error) {
            setConfirming(null);
            const fieldErrors = (error as { body?: { errors?: Record<string, string> } })?.body?.errors;
            if (fieldErrors) setServerErrors(fieldErrors);
            showError(error);
        } finally {
            busy.current = false;
            setSaving(false);
        }
    };

    return (
        <Box sx={{ maxWidth: 760, my: 2 }}>
            <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
                {translate('xts.stamps.generation.title')}
            </Typography>
            <Card>
                <CardContent>
                    <Stack spacing={1}>
                        <OptionSelect
                            name="templateId"
                            label={translate('resources.stamp-generations.fields.templateId')}
                            options={templates.options}
                            loading={templates.isPending}
                            failed={!!templates.error}
                            required
                            props={props}
                        />
                        <NumberTextField
                            label={translate('resources.stamp-generations.fields.quantity')}
                            value={fields.quantity ?? ''}
                            onChange={(text) => set('quantity', text)}
                            {...QUANTITY_RULES}
                            unit={translate('xts.numbers.units.stamps')}
                            required
                            disabled={saving}
                            showProblem={showErrors}
                            error={
                                // The field explains a refused number itself; the form adds "required" and the server's word.
                                serverErrors.quantity || (errors.quantity && !fields.quantity.trim())
                                    ? translate(errors.quantity, { _: errors.quantity })
                                    : null
                            }
                            fullWidth
                        />
                        <Typography role="status" color="text.secondary">
                            {next.isPending
                                ? translate('xts.stamps.generation.range_loading')
                                : next.isError
                                  ? translate('xts.stamps.generation.range_unknown')
                                  : quantityOk
                                    ? translate('xts.stamps.generation.range_preview', {
                                          from: formatSerial(next.data!),
                                          to: formatSerial(next.data! + quantity - 1),
                                          count: formatNumber(quantity),
                                      })
                                    : translate('xts.stamps.generation.quantity_hint', {
                                          max: formatNumber(BATCH_LIMIT),
                                      })}
                        </Typography>
                        <TextInputField
                            name="note"
                            label={translate('resources.stamp-generations.fields.note')}
                            multiline
                            props={props}
                        />
                        <FormControlLabel
                            control={
                                <Switch
                                    checked={preactivate}
                                    onChange={(event) => setPreactivate(event.target.checked)}
                                    disabled={saving}
                                />
                            }
                            label={translate('xts.stamps.generation.preactivate')}
                        />
                        {preactivate && <ActivationFields {...props} />}
                        <Box>
                            <Button
                                variant="contained"
                                onClick={review}
                                disabled={saving}
                                startIcon={
                                    saving ? (
                                        <CircularProgress size={16} color="inherit" aria-hidden />
                                    ) : undefined
                                }
                            >
                                {translate('xts.stamps.generation.submit', {
                                    count: quantityOk ? formatNumber(quantity) : '',
                                })}
                            </Button>
                        </Box>
                    </Stack>
                </CardContent>
            </Card>
            <ConfirmDialog
                open={!!confirming}
                loading={saving}
                title={translate('xts.stamps.generation.confirm_title', { count: formatNumber(quantity) })}
                content={
                    <>
                        <Box component="p" sx={{ m: 0 }}>
                            {confirming?.from != null
                                ? translate('xts.stamps.generation.confirm_range', {
                                      count: formatNumber(quantity),
                                      from: formatSerial(confirming.from),
                                      to: formatSerial(confirming.from + quantity - 1),
                                  })
                                : translate('xts.stamps.generation.confirm_range_unknown', {
                                      count: formatNumber(quantity),
                                  })}
                        </Box>
                        <Box component="p" sx={{ m: 0 }}>
                            {translate('xts.stamps.generation.confirm_template', {
                                template:
                                    templates.options.find(
                                        (option) => String(option.id) === fields.templateId,
                                    )?.name ?? '',
                            })}
                        </Box>
                        {preactivate && (
                            <Box component="p" sx={{ m: 0 }}>
                                {translate('xts.stamps.generation.confirm_preactivated')}
                            </Box>
                        )}
                    </>
                }
                confirmLabel={translate('xts.stamps.generation.confirm_print', {
                    count: formatNumber(quantity),
                })}
                onConfirm={submit}
                onClose={() => setConfirming(null)}
            />
            {errorDialog}
        </Box>
    );
}
