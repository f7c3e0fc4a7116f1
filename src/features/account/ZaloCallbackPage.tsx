import { useEffect, useRef, useState } from 'react';
import { Alert, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { call } from '../../providers/http';
import { consumeState } from '../../shell/signIn/sso';
import { errorText } from '../../kit/errors';

/**
 * /add-zalo-credential-callback: Zalo returns here with a code and the state the console kept
 * when it sent the user there. A missing or wrong state is refused before anything is sent; a
 * refusal on the Zalo page says so; otherwise add-zalo links the account.
 */
export default function ZaloCallbackPage() {
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const [params] = useSearchParams();
    const [error, setError] = useState<string | null>(null);
    const started = useRef(false);

    useEffect(() => {
        if (started.current) return;
        started.current = true;
        const state = params.get('state');
        const code = params.get('code');
        // The one-time state is consumed here, once; what went wrong is shown when the check is done.
        const link = async (): Promise<string | null> => {
            if (!consumeState('zalo', state)) return translate('xts.account.zalo.bad_state');
            if (params.get('error') || !code) return translate('xts.account.zalo.cancelled');
            try {
                await call('credentialAddZalo', { body: { code, state } });
            } catch (failure) {
                return errorText(failure, translate);
            }
            notify('xts.account.zalo.linked', { type: 'success' });
            navigate('/credential-setting', { replace: true });
            return null;
        };
        void link().then((message) => message && setError(message));
    }, [params, translate, notify, navigate]);

    return (
        <Paper sx={{ p: 3, maxWidth: 760 }}>
            <Typography variant="h5" component="h1" gutterBottom>
                {translate('xts.account.zalo.title')}
            </Typography>
            {error ? (
                <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                    <Alert severity="error" role="alert">
                        {error}
                    </Alert>
                    <Button variant="contained" component={Link} to="/credential-setting" replace>
                        {translate('xts.account.zalo.back')}
                    </Button>
                </Stack>
            ) : (
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
                    <CircularProgress size={24} aria-label={translate('xts.account.zalo.linking')} />
                    <Typography>{translate('xts.account.zalo.linking')}</Typography>
                </Stack>
            )}
        </Paper>
    );
}
