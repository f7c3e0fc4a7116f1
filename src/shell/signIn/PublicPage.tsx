import type { ReactNode } from 'react';
import { Box, Paper } from '@mui/material';
import { Navigate } from 'react-router';
import { useSession } from '../../providers/sessionStore';
import { hasStoredToken } from '../../providers/tokenStorage';
import { useCurrentRoute } from '../../routes/currentRoute';
import { DocumentMeta } from '../PageMeta';
import { guardPublicRoute } from './publicGuard';

/** Frame and redirect rules of the public pages (login, SSO return, home, OAuth, affiliate). */
export function PublicPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
    // Read for its updates: a sign-in or sign-out renders the frame again, which then redirects.
    useSession();
    const route = useCurrentRoute();
    const verdict = route ? guardPublicRoute(route, hasStoredToken()) : { allow: true as const };
    if ('redirect' in verdict) return <Navigate to={verdict.redirect} replace />;
    return (
        <Box
            sx={{
                minHeight: '100vh',
                display: 'flex',
                alignItems: 'center',
                background: 'linear-gradient(135deg, #e8f5e9 0%, #e3f2fd 100%)',
                py: 4,
            }}
        >
            <DocumentMeta />
            {/* Laid out as MUI's Container (centred, 16/24 px sides, 600 or 900 px at most), which the first download does without. */}
            <Box
                component="main"
                id="main-content"
                sx={{
                    width: '100%',
                    boxSizing: 'border-box',
                    mx: 'auto',
                    px: { xs: 2, sm: 3 },
                    maxWidth: wide ? 'md' : 'sm',
                }}
            >
                <Paper elevation={3} sx={{ p: { xs: 3, sm: 5 } }}>
                    {children}
                </Paper>
            </Box>
        </Box>
    );
}
