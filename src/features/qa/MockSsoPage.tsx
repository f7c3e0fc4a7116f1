import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { PublicPage } from '../../shell/signIn/PublicPage';
import { personas } from '../../mocks/seed/core';

/**
 * The emulated SSO provider's sign-in page (mock mode only): pick a persona, get a code, return
 * to the console's callback with the state it sent. A login_hint signs in without a click.
 */
export default function MockSsoPage() {
    const translate = useTranslate();
    const [params] = useSearchParams();
    const [error, setError] = useState<string | null>(null);
    const auto = useRef(false);
    const state = params.get('state') ?? '';
    const redirectUri = params.get('redirect_uri') ?? '';

    const authorize = async (persona: string) => {
        const response = await fetch('/__mock/sso/authorize', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ persona, state, redirect_uri: redirectUri }),
        });
        const data = (await response.json()) as { redirect?: string; error?: string };
        if (!response.ok || !data.redirect) {
            setError(data.error ?? String(response.status));
            return;
        }
        window.location.assign(data.redirect);
    };

    useEffect(() => {
        const hint = params.get('login_hint');
        if (hint && !auto.current) {
            auto.current = true;
            void authorize(hint);
        }
    });

    return (
        <PublicPage>
            <Stack spacing={2}>
                <Typography variant="h5" component="h1">
                    {translate('xts.mock.sso_title')}
                </Typography>
                <Typography color="text.secondary">{translate('xts.mock.sso_intro')}</Typography>
                {error && <Alert severity="error">{error}</Alert>}
                {personas.map((persona) => (
                    <Button key={persona} variant="outlined" onClick={() => authorize(persona)}>
                        {translate(`xts.mock.personas.${persona}`)}
                    </Button>
                ))}
            </Stack>
        </PublicPage>
    );
}
