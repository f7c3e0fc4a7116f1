import { useState, type FormEvent } from 'react';
import {
    Alert,
    Box,
    Button,
    CircularProgress,
    List,
    ListItem,
    ListItemText,
    Paper,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/CheckCircle';
import PendingIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { call } from '../../providers/http';
import { isWebUrl, rememberState } from '../../shell/signIn/sso';
import { PASSWORD_RULES } from '../../domain/validation';
import { ConfirmDialog, SuccessDialog } from '../../kit/dialogs';
import { useErrorDialog } from '../../kit/useErrorDialog';
import { errorText } from '../../kit/errors';
import { formatDateTime } from '../../kit/format';

interface Credential {
    id: number;
    kind: 'sso' | 'password' | 'zalo';
    label: string;
    createdAt: string;
}

const KEY = ['account', 'credentials'];

function PasswordForm({ onAdded }: { onAdded: () => void }) {
    const translate = useTranslate();
    const [password, setPassword] = useState('');
    const [confirm, setConfirm] = useState('');
    const [errors, setErrors] = useState<Record<string, string>>({});
    const { showError, errorDialog } = useErrorDialog();
    const add = useMutation({
        mutationFn: () => call('credentialAddPassword', { body: { password, confirm } }),
        onSuccess: () => {
            setPassword('');
            setConfirm('');
            onAdded();
        },
        onError: showError,
    });
    const submit = (event: FormEvent) => {
        event.preventDefault();
        if (add.isPending) return;
        const found: Record<string, string> = {};
        if (PASSWORD_RULES.some((rule) => !rule.test(password)))
            found.password = translate('xts.validation.password_rules');
        if (confirm !== password) found.confirm = translate('xts.validation.password_confirm');
        setErrors(found);
        if (!Object.keys(found).length) add.mutate();
    };
    return (
        <Paper component="form" noValidate onSubmit={submit} sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
                {translate('xts.account.credentials.add_password')}
            </Typography>
            <Stack spacing={2} sx={{ maxWidth: 420 }}>
                <TextField
                    type="password"
                    autoComplete="new-password"
                    label={translate('xts.account.credentials.password')}
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    error={!!errors.password}
                    helperText={errors.password || ' '}
                />
                <List dense disablePadding aria-label={translate('xts.account.credentials.rules_title')}>
                    {PASSWORD_RULES.map((rule) => {
                        const met = rule.test(password);
                        return (
                            <ListItem
                                key={rule.id}
                                disableGutters
                                sx={{ color: met ? 'success.main' : 'text.secondary' }}
                            >
                                {met ? (
                                    <CheckIcon fontSize="small" sx={{ mr: 1 }} />
                                ) : (
                                    <PendingIcon fontSize="small" sx={{ mr: 1 }} />
                                )}
                                <ListItemText
                                    primary={translate(`xts.account.credentials.rules.${rule.id}`)}
                                    secondary={translate(
                                        met
                                            ? 'xts.account.credentials.rule_met'
                                            : 'xts.account.credentials.rule_missing',
                                    )}
                                />
                            </ListItem>
                        );
                    })}
                </List>
                <TextField
                    type="password"
                    autoComplete="new-password"
                    label={translate('xts.account.credentials.confirm')}
                    value={confirm}
                    onChange={(event) => setConfirm(event.target.value)}
                    error={!!errors.confirm}
                    helperText={errors.confirm || ' '}
                />
                <Box>
                    <Button
                        type="submit"
                        variant="contained"
                        disabled={add.isPending}
                        startIcon={
                            add.isPending ? (
                                <CircularProgress size={16} color="inherit" aria-hidden />
                            ) : undefined
                        }
                    >
                        {translate('xts.account.credentials.save_password')}
                    </Button>
                </Box>
            </Stack>
            {errorDialog}
        </Paper>
    );
}

/** /credential-setting: the ways this person signs in; never the last one removed. */
/** Links a Zalo account: the server gives the Zalo address and a state kept for the return page. */
function ZaloLink() {
    const translate = useTranslate();
    const { showError, errorDialog } = useErrorDialog();
    const start = useMutation({
        mutationFn: () => call('credentialZaloLoginUrl'),
        onSuccess: ({ url, state }) => {
            if (!url || !state || !isWebUrl(url)) {
                showError(new Error(translate('xts.errors.unexpected_shape')));
                return;
            }
            rememberState('zalo', state);
            window.location.assign(url);
        },
        onError: showError,
    });
    return (
        <Paper sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
                {translate('xts.account.zalo.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                {translate('xts.account.zalo.intro')}
            </Typography>
            <Button
                variant="outlined"
                onClick={() => !start.isPending && start.mutate()}
                disabled={start.isPending || start.isSuccess}
                startIcon={
                    start.isPending || start.isSuccess ? (
                        <CircularProgress size={16} aria-hidden />
                    ) : undefined
                }
            >
                {translate(
                    start.isPending || start.isSuccess
                        ? 'xts.account.zalo.redirecting'
                        : 'xts.account.zalo.link',
                )}
            </Button>
            {errorDialog}
        </Paper>
    );
}

export default function CredentialsPage() {
    const translate = useTranslate();
    const client = useQueryClient();
    const { data, error, isPending, refetch } = useQuery({
        queryKey: KEY,
        queryFn: ({ signal }) => call('credentialList', { signal }),
    });
    const [removing, setRemoving] = useState<Credential | null>(null);
    const [notice, setNotice] = useState<string | null>(null);
    const { showError, errorDialog } = useErrorDialog();
    const remove = useMutation({
        mutationFn: (credential: Credential) => call('credentialDelete', { params: { id: credential.id } }),
        onSuccess: () => {
            setRemoving(null);
            setNotice(translate('xts.account.credentials.deleted'));
            void client.invalidateQueries({ queryKey: KEY });
        },
        onError: (failure) => {
            setRemoving(null);
            showError(failure);
        },
    });
    const only = (data?.length ?? 0) <= 1;
    const hasPassword = !!data?.some((credential) => credential.kind === 'password');
    return (
        <Stack spacing={2} sx={{ py: 2, maxWidth: 760 }}>
            <Typography variant="h5" component="h1">
                {translate('xts.pages.credentials')}
            </Typography>
            <Paper sx={{ p: 2 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                    {translate('xts.account.credentials.list_title')}
                </Typography>
                {isPending ? (
                    <CircularProgress aria-label={translate('ra.page.loading')} />
                ) : error ? (
                    <Alert
                        severity="error"
                        action={
                            <Button color="inherit" onClick={() => refetch()}>
                                {translate('xts.errors.retry')}
                            </Button>
                        }
                    >
                        {errorText(error, translate)}
                    </Alert>
                ) : (
                    <List disablePadding aria-label={translate('xts.account.credentials.list_title')}>
                        {data.map((credential) => (
                            <ListItem
                                key={credential.id}
                                divider
                                secondaryAction={
                                    <Button
                                        color="error"
                                        onClick={() => setRemoving(credential)}
                                        disabled={only || remove.isPending}
                                    >
                                        {translate('xts.account.credentials.delete')}
                                    </Button>
                                }
                            >
                                <ListItemText
                                    primary={`${translate(`xts.account.credentials.kinds.${credential.kind}`)} · ${credential.label}`}
                                    secondary={translate('xts.account.credentials.added_at', {
                                        date: formatDateTime(credential.createdAt),
                                    })}
                                />
                            </ListItem>
                        ))}
                    </List>
                )}
                {data && only && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        {translate('xts.account.credentials.last_one')}
                    </Typography>
                )}
            </Paper>
            {data && !data.some((credential) => credential.kind === 'zalo') && <ZaloLink />}
            {data && !hasPassword && (
                <PasswordForm
                    onAdded={() => {
                        setNotice(translate('xts.account.credentials.password_added'));
                        void client.invalidateQueries({ queryKey: KEY });
                    }}
                />
            )}
            <ConfirmDialog
                open={!!removing}
                destructive
                loading={remove.isPending}
                content={translate('xts.account.credentials.confirm_delete', {
                    name: removing
                        ? `${translate(`xts.account.credentials.kinds.${removing.kind}`)} · ${removing.label}`
                        : '',
                })}
                confirmLabel={translate('xts.account.credentials.delete_confirm')}
                onConfirm={() => removing && !remove.isPending && remove.mutate(removing)}
                onClose={() => setRemoving(null)}
            />
            <SuccessDialog open={!!notice} message={notice ?? ''} onClose={() => setNotice(null)} />
            {errorDialog}
        </Stack>
    );
}
