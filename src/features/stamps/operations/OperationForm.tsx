import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Box, Button, Card, CardContent, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../../kit/dialogs';
import { useErrorDialog } from '../../../kit/useErrorDialog';
import { formatNumber } from '../../../kit/format';
import { DraftNotice } from '../../../kit/DraftKeeper';
import { dropDraft, readDraft } from '../../../kit/draftStore';
import { usePageTitle } from '../../../kit/pageTitle';
import { pathTo } from '../../../routes/screenPaths';
import { formBody, type XtsDataProvider } from '../../../providers/dataProvider';
import { call, statusOf } from '../../../providers/http';
import { CheckSummary } from './CheckSummary';
import { type CheckAnswer, soldIn, validOnly } from './checkAnswer';
import { SoldWarning } from './SoldWarning';
import { SelectionInput } from './SelectionInput';
import { emptySelection, type Selection } from './selection';
import { draftOf, selectionBody, useKeptDraft, type Fields } from './operationDraft';
import { validateSelection } from '../../../domain/stampRanges';
import { submitFailure } from '../../../kit/errors';
import { useLeaveKept } from '../../offline/kept';
import { isUnchecked, uncheckedAnswer, uncheckedOffline } from '../../offline/shown';
import { Unchecked } from '../../offline/Unchecked';

export type OperationKind = 'activation' | 'retail' | 'destruction';
export type { Fields } from './operationDraft';

export interface OperationFormProps {
    operation: OperationKind;
    resource: 'stamp-activations' | 'stamp-retails' | 'stamp-destructions';
    initialFields: Fields;
    /** Field errors (i18n keys) of the operation's own fields. */
    validate: (fields: Fields) => Record<string, string>;
    renderFields: (props: {
        fields: Fields;
        set: (name: string, value: string) => void;
        errors: Record<string, string>;
        disabled: boolean;
    }) => ReactNode;
    /** The confirmation text, given the stamp count. */
    confirmText: (count: string, fields: Fields) => string;
    destructive?: boolean;
    /** Sold stamps in the selection need their own confirmation (a destruction reaches their buyers). */
    warnSold?: boolean;
    /** The request's fields from the typed ones, when some are not sent as typed. */
    toBody?: (data: Fields) => Record<string, unknown>;
}

/**
 * An operation on stamps (activate, sell, destroy): the selection, the operation's fields, the
 * check call before anything is confirmed, then a confirmation with the count. What was typed is
 * kept as its owner's draft (common/draftStore: this person, this business, this page, this tab) until
 * the operation succeeds or the draft is discarded, so a failure, a reload or the end of the session
 * loses nothing; a restored draft says so.
 */
export function OperationForm({
    operation,
    resource,
    initialFields,
    validate,
    renderFields,
    confirmText,
    destructive,
    warnSold,
    toBody = (data) => data,
}: OperationFormProps) {
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const dataProvider = useDataProvider<XtsDataProvider>();
    const { showError, errorDialog } = useErrorDialog();
    const leaveKept = useLeaveKept();
    const { pathname } = useLocation();
    const [restored] = useState(() => {
        const draft = readDraft(pathname);
        const values = draft && draftOf(draft.values, initialFields);
        return values && draft ? { ...values, savedAt: draft.savedAt } : null;
    });
    const [restoredAt, setRestoredAt] = useState<number | null>(restored?.savedAt ?? null);
    const [selection, setSelection] = useState<Selection>(restored?.selection ?? emptySelection());
    const [fields, setFields] = useState<Fields>(restored?.fields ?? initialFields);
    const [answer, setAnswer] = useState<{ key: string; data: CheckAnswer } | null>(null);
    const [checking, setChecking] = useState(false);
    const [confirming, setConfirming] = useState(false);
    const [soldAcknowledged, setSoldAcknowledged] = useState(false);
    const [saving, setSaving] = useState(false);
    const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
    const [showFieldErrors, setShowFieldErrors] = useState(false);
    const busy = useRef(false);
    usePageTitle(translate(`xts.stamps.${operation}.title`));
    useKeptDraft(pathname, selection, fields, initialFields);

    const validation = useMemo(() => validateSelection(selection.rows, selection.codes), [selection]);
    const selectionKey = JSON.stringify(selectionBody(selection));
    const fresh = answer && answer.key === selectionKey ? answer.data : null;
    const fieldErrors = { ...(showFieldErrors ? validate(fields) : {}), ...serverErrors };
    const set = (name: string, value: string) => {
        setFields((current) => ({ ...current, [name]: value }));
        setServerErrors(({ [name]: _, ...rest }) => rest);
    };

    const runCheck = async () => {
        if (busy.current) return;
        setShowFieldErrors(true);
        if (!validation.ok) return;
        busy.current = true;
        setChecking(true);
        try {
            const data = await call('stampCheck', {
                body: await formBody('stampCheck', { operation, ...selectionBody(selection) }),
            });
            setAnswer({ key: selectionKey, data });
        } catch (error) {
            // No network: the typed stamps may be confirmed and kept; the server checks them when sent.
            if (uncheckedOffline(error))
                setAnswer({ key: selectionKey, data: uncheckedAnswer(operation, validation.total) });
            else showError(error);
        } finally {
            busy.current = false;
            setChecking(false);
        }
    };

    const askConfirm = () => {
        setShowFieldErrors(true);
        if (Object.keys(validate(fields)).length) return;
        setSoldAcknowledged(false);
        setConfirming(true);
    };

    const submit = async () => {
        if (busy.current) return;
        busy.current = true;
        setSaving(true);
        try {
            const data = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
            const { data: record } = await dataProvider.create(resource, {
                data: { ...toBody(data), ...selectionBody(selection) },
            });
            dropDraft(pathname);
            setConfirming(false);
            if (leaveKept(record, pathTo(resource, 'list'))) return;
            notify(`xts.stamps.${operation}.done`, {
                type: 'success',
                messageArgs: { count: formatNumber(Number(record.count) || 0) },
            });
            navigate(pathTo(resource, 'show', { id: record.id }));
        } catch (error) {
            setConfirming(false);
            const errors = submitFailure(error, showError);
            if (errors) setServerErrors(errors);
            // No answer, a failing server or an unreadable success: it may have been carried out. The
            // check stays, so that pressing again sends the same operation (its Idempotency-Key:
            // carried out once). A refusal (4xx) may mean the stamps changed: the next confirmation
            // checks again.
            const status = statusOf(error);
            if (status === undefined || (status >= 400 && status < 500)) setAnswer(null);
        } finally {
            busy.current = false;
            setSaving(false);
        }
    };

    const keepValid = () => {
        if (!fresh) return;
        const kept = validOnly(fresh);
        setSelection(kept.selection);
        // What is kept has just been checked: all of it valid, nothing to check again. (The server
        // checks once more when the operation is sent.)
        setAnswer({ key: JSON.stringify(selectionBody(kept.selection)), data: kept.answer });
    };

    const clear = () => {
        setSelection(emptySelection());
        setFields(initialFields);
        setAnswer(null);
        setShowFieldErrors(false);
        setServerErrors({});
        // An emptied form has no draft left to speak of.
        setRestoredAt(null);
    };

    const discardDraft = () => {
        dropDraft(pathname);
        clear();
    };

    const count = fresh ? formatNumber(fresh.valid) : formatNumber(validation.total);
    const ready = !!fresh && fresh.invalid === 0 && fresh.valid > 0;
    const disabled = checking || saving;
    const soldWarned = !!warnSold && !!fresh && soldIn(fresh) > 0;

    return (
        <Box sx={{ maxWidth: 900, my: 2 }}>
            <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
                {translate(`xts.stamps.${operation}.title`)}
            </Typography>
            {restoredAt !== null && (
                <DraftNotice
                    savedAt={restoredAt}
                    onDiscard={discardDraft}
                    onClose={() => setRestoredAt(null)}
                />
            )}
            <Card>
                <CardContent>
                    <Stack spacing={3}>
                        <SelectionInput
                            value={selection}
                            onChange={setSelection}
                            validation={validation}
                            disabled={disabled}
                        />
                        <Divider />
                        <Box>
                            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
                                {translate(`xts.stamps.${operation}.details`)}
                            </Typography>
                            {renderFields({ fields, set, errors: fieldErrors, disabled })}
                        </Box>
                        {isUnchecked(fresh) ? (
                            <Unchecked />
                        ) : (
                            fresh && (
                                <CheckSummary answer={fresh} onKeepValid={keepValid} disabled={disabled} />
                            )
                        )}
                        {answer && !fresh && (
                            <Typography color="warning.main" role="status">
                                {translate('xts.stamps.check.stale')}
                            </Typography>
                        )}
                        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                            {ready ? (
                                <Button
                                    variant="contained"
                                    color={destructive ? 'error' : 'primary'}
                                    onClick={askConfirm}
                                    disabled={disabled}
                                >
                                    {translate(`xts.stamps.${operation}.submit`, { count })}
                                </Button>
                            ) : (
                                <Button
                                    variant="contained"
                                    startIcon={
                                        checking ? (
                                            <CircularProgress size={16} color="inherit" aria-hidden />
                                        ) : (
                                            <FactCheckIcon />
                                        )
                                    }
                                    onClick={runCheck}
                                    disabled={disabled || validation.empty}
                                >
                                    {translate(
                                        checking ? 'xts.stamps.check.running' : 'xts.stamps.check.action',
                                    )}
                                </Button>
                            )}
                            <Button onClick={clear} disabled={disabled}>
                                {translate('xts.stamps.clear_form')}
                            </Button>
                        </Stack>
                        {!fresh && !answer && (
                            <Typography variant="body2" color="text.secondary">
                                {translate('xts.stamps.check.needed')}
                            </Typography>
                        )}
                    </Stack>
                </CardContent>
            </Card>
            <ConfirmDialog
                open={confirming}
                loading={saving}
                destructive={destructive}
                content={
                    <>
                        {confirmText(count, fields)}
                        {soldWarned && (
                            <SoldWarning
                                answer={fresh}
                                acknowledged={soldAcknowledged}
                                onAcknowledge={setSoldAcknowledged}
                            />
                        )}
                    </>
                }
                confirmDisabled={soldWarned && !soldAcknowledged}
                confirmLabel={translate(`xts.stamps.${operation}.submit`, { count })}
                onConfirm={submit}
                onClose={() => setConfirming(false)}
            />
            {errorDialog}
        </Box>
    );
}
