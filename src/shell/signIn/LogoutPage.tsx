import { useEffect, useRef } from 'react';
import { CircularProgress, Stack, Typography } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { guardSignOut } from '../signOut';
import { SignOutWarnings } from '../SignOutWarnings';
import { PublicPage } from './PublicPage';

/**
 * /logout: GET /api/auth/logout, tokens and persisted state cleared in every tab, then /home. With
 * items made offline not yet sent, the person is asked first (the outbox); staying goes back in.
 */
export function LogoutPage() {
    const translate = useTranslate();
    const logout = useLogout();
    const navigate = useNavigate();
    const started = useRef(false);
    useEffect(() => {
        if (started.current) return;
        started.current = true;
        void guardSignOut(() => logout({}, '/home'));
    }, [logout]);
    return (
        <PublicPage>
            <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
                <CircularProgress aria-label={translate('xts.logout.progress')} />
                <Typography>{translate('xts.logout.progress')}</Typography>
            </Stack>
            <SignOutWarnings onStay={() => navigate('/', { replace: true })} />
        </PublicPage>
    );
}
