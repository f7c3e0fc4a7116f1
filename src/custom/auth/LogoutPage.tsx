import { useEffect, useRef } from 'react';
import { CircularProgress, Stack, Typography } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { PublicPage } from './PublicPage';

/** /logout: GET /api/auth/logout, tokens and persisted state cleared in every tab, then /home. */
export function LogoutPage() {
    const translate = useTranslate();
    const logout = useLogout();
    const started = useRef(false);
    useEffect(() => {
        if (started.current) return;
        started.current = true;
        logout({}, '/home');
    }, [logout]);
    return (
        <PublicPage>
            <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
                <CircularProgress aria-label={translate('xts.logout.progress')} />
                <Typography>{translate('xts.logout.progress')}</Typography>
            </Stack>
        </PublicPage>
    );
}
