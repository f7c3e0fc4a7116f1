import { useEffect, useRef, useState } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../kit/errors';
import { PublicPage } from './PublicPage';
import { consumeSsoState, ssoRedirectUri, takeNext } from './sso';
import { startDashboardEarly } from '../../features/dashboard/early';

/**
 * /sso/callback: the SSO page returns here with a code and the state we sent. A missing or wrong
 * state is refused before anything is sent; the code is exchanged for tokens by sso/login.
 */
export function SsoCallbackPage() {
    const translate = useTranslate();
    const login = useLogin();
    const [params] = useSearchParams();
    const [error, setError] = useState<string | null>(null);
    const started = useRef(false);

    useEffect(() => {
        if (started.current) return;
        started.current = true;
        const code = params.get('code');
        // The one-time state is consumed here, once; what went wrong is shown when the check is done.
        const signIn = async (): Promise<string | null> => {
            if (!consumeSsoState(params.get('state'))) return translate('xts.sso.bad_state');
            if (!code) return translate('xts.sso.missing_code');
            const next = takeNext();
            // Landing on the dashboard: its figures are asked for alongside the current user.
            const alongside = next === '/dashboard' || next === '/' ? startDashboardEarly : undefined;
            try {
                await login({ code, redirectUri: ssoRedirectUri(), alongside }, next);
                return null;
            } catch (failure) {
                return errorText(failure, translate);
            }
        };
        void signIn().then((message) => message && setError(message));
    }, [params, login, translate]);

    return (
        <PublicPage>
            {error ? (
                <Stack spacing={2}>
                    <Typography variant="h5" component="h1">
                        {translate('xts.sso.failed')}
                    </Typography>
                    <Alert severity="error" role="alert">
                        {error}
                    </Alert>
                    <Button variant="contained" component={Link} to="/login">
                        {translate('xts.sso.retry')}
                    </Button>
                </Stack>
            ) : (
                <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
                    <CircularProgress aria-label={translate('xts.sso.checking')} />
                    <Typography>{translate('xts.sso.checking')}</Typography>
                </Stack>
            )}
        </PublicPage>
    );
}
