import { Suspense, useState } from 'react';
import { Box, Button, Divider, Typography } from '@mui/material';
import type AlertComponent from '@mui/material/Alert';
import LoginIcon from '@mui/icons-material/Login';
import { useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router';
import { loadPart } from '../../providers/reloadSignals';
import { AreaMessages } from '../../kit/AreaMessages';
import { errorText } from '../../kit/errorText';
import { PublicPage } from './PublicPage';

declare const __XTS_MOCK__: boolean;

/**
 * MUI's Alert, which only a failed sign-in shows: it is downloaded on the click, beside the HTTP
 * layer, rather than with the page.
 */
const loadAlert = () => loadPart(() => import('@mui/material/Alert'));

/** Demo personas of the mock backend (mock mode only: a build for a real API host drops them). */
const PERSONAS = ['owner', 'user', 'observer', 'newcomer', 'locked'] as const;

/**
 * The demo personas' buttons. Their words are the QA feature's shell words, which come with the areas: they are
 * translated here, once AreaMessages has them, not by the page before it waits for them.
 */
function PersonaButtons({ onPick, disabled }: { onPick: (persona: string) => void; disabled: boolean }) {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {PERSONAS.map((persona) => (
                <Button
                    key={persona}
                    variant="outlined"
                    data-testid={`persona-${persona}`}
                    onClick={() => onPick(persona)}
                    disabled={disabled}
                >
                    {translate(`xts.mock.personas.${persona}`)}
                </Button>
            ))}
        </Box>
    );
}

/**
 * /login: sign-in goes through SSO; in mock mode each demo persona is one click away.
 * `?next=/path` is where the console returns after sign-in (a page that sent a signed-out visitor here).
 */
export function LoginPage() {
    const translate = useTranslate();
    const [params] = useSearchParams();
    const [busy, setBusy] = useState<string | null>(null);
    const [error, setError] = useState<string | null>(null);
    const [Alert, setAlert] = useState<typeof AlertComponent | null>(null);

    const start = async (persona?: string) => {
        setBusy(persona ?? 'sso');
        setError(null);
        if (!Alert)
            loadAlert().then(
                (module) => setAlert(() => module.default),
                () => undefined,
            );
        try {
            // The HTTP layer and the SSO round trip's state load on this first call (with the code
            // every signed-in page needs).
            const [{ call }, sso] = await Promise.all([
                loadPart(() => import('../../providers/http')),
                loadPart(() => import('./sso')),
            ]);
            const state = sso.newState();
            sso.rememberSsoState(state);
            sso.rememberNext(params.get('next'));
            const data = await call('ssoGetAuthUrl', {
                query: { redirect_uri: sso.ssoRedirectUri(), state, login_hint: persona },
            });
            if (!data?.url || !sso.isWebUrl(data.url)) throw new Error('xts.errors.unexpected_shape');
            window.location.assign(data.url);
        } catch (failure) {
            setBusy(null);
            setError(errorText(failure, translate));
        }
    };

    return (
        <PublicPage>
            {/* A column with 24 px between its parts (a Box: MUI's Stack would join the first download). */}
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
                <Box>
                    <Typography variant="h4" component="h1" gutterBottom>
                        {translate('xts.login.title')}
                    </Typography>
                    <Typography color="text.secondary">{translate('xts.login.subtitle')}</Typography>
                </Box>
                {error &&
                    (Alert ? (
                        <Alert severity="error" role="alert">
                            {translate('xts.login.failed')}: {error}
                        </Alert>
                    ) : (
                        // The Alert's code could not be downloaded (the connection is lost): the words alone.
                        <Typography role="alert" color="error">
                            {translate('xts.login.failed')}: {error}
                        </Typography>
                    ))}
                <Button
                    variant="contained"
                    size="large"
                    startIcon={<LoginIcon />}
                    onClick={() => start()}
                    disabled={busy !== null}
                >
                    {busy === 'sso' ? translate('xts.login.redirecting') : translate('xts.login.sso')}
                </Button>
                {__XTS_MOCK__ && (
                    <>
                        <Divider />
                        <Box>
                            <Typography variant="subtitle1" component="h2">
                                {translate('xts.login.demo_title')}
                            </Typography>
                            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                                {translate('xts.login.demo_hint')}
                            </Typography>
                            <Suspense fallback={null}>
                                <AreaMessages>
                                    <PersonaButtons onPick={start} disabled={busy !== null} />
                                </AreaMessages>
                            </Suspense>
                        </Box>
                    </>
                )}
                <Button component={Link} to="/home" variant="text">
                    {translate('xts.login.back_home')}
                </Button>
            </Box>
        </PublicPage>
    );
}
