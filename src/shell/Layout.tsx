import type { ReactNode } from 'react';
import { Box, Button, Container, Toolbar, Typography, AppBar as MuiAppBar } from '@mui/material';
import { Layout as RaLayout, useLogout, useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router';
import { areaOf, isSessionEndShown, useSession } from '../providers/session';
import { getStoredAccessToken, getStoredRefreshToken } from '../providers/tokens';
import { useCurrentRoute } from '../routes/currentRoute';
import { usePageLeaving } from '../routes/pageChange';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { frameParts } from '../features/registry/frame';
import { AffiliateBanner } from './AffiliateBanner';
import { ShellDialogs } from './ShellDialogs';
import { Breadcrumb } from './Breadcrumb';
import { DocumentMeta } from './PageMeta';
import { guardRoute } from './guard';
import { ForbiddenPage } from '../kit/StatusPages';
import { SessionEndedDialog } from './SessionEndedDialog';
import { LayoutError, ReloadNotices } from './ReloadNotices';
import { ConnectionBanner, ConnectionLostPage } from './ConnectionBanner';
import { TextSafety } from '../kit/text';
import { MuiTexts } from './MuiTexts';
import { consoleStore } from '../providers/consoleStore';
import { watchListOwner } from '../providers/listMemory';
import { guardSignOut } from './signOut';
import { SignOutWarnings } from './SignOutWarnings';

// The lists' remembered filters and pages belong to one person in one business (listMemory.ts).
watchListOwner(consoleStore);

/**
 * The page on screen. Once the address has moved on to a page whose code is still loading, it
 * takes no input (inert), is dimmed and is hidden from assistive technology until the next page
 * shows: what a scanner or a fast typist sends meanwhile would land in a field about to go.
 */
function PageBody({ children }: { children: ReactNode }) {
    const leaving = usePageLeaving();
    return (
        <Box inert={leaving} aria-hidden={leaving || undefined} sx={leaving ? { opacity: 0.6 } : undefined}>
            {children}
        </Box>
    );
}

/** The frame of pages outside a business (no-biz area, status pages, not found for visitors). */
export function SimpleFrame({ children }: { children: ReactNode }) {
    const translate = useTranslate();
    const logout = useLogout();
    const hasToken = !!getStoredAccessToken() || !!getStoredRefreshToken();
    return (
        <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
            <DocumentMeta />
            <MuiAppBar position="static" color="primary" elevation={0}>
                <Toolbar>
                    <Typography variant="h6" component="span" sx={{ flex: 1 }}>
                        {translate('xts.app.title')}
                    </Typography>
                    {hasToken && (
                        <Button color="inherit" onClick={() => void guardSignOut(() => logout())}>
                            {translate('xts.profile_menu.logout')}
                        </Button>
                    )}
                </Toolbar>
            </MuiAppBar>
            <Container component="main" id="main-content" maxWidth="md" sx={{ py: 4 }}>
                <ConnectionBanner />
                <ReloadNotices />
                <PageBody>{children}</PageBody>
            </Container>
            <SessionEndedDialog />
            <SignOutWarnings />
            <TextSafety />
        </Box>
    );
}

/**
 * Every page that is not public goes through here: the redirect rules first, then the console
 * shell (header, sidebar, invitation banner, breadcrumb, modals) for users in a business, or the
 * simple frame for the no-biz area.
 */
export function Layout({ children }: { children?: ReactNode }) {
    const session = useSession();
    const { pathname, search } = useLocation();
    const hasToken = !!getStoredAccessToken() || !!getStoredRefreshToken() || isSessionEndShown();
    const route = useCurrentRoute();
    const inConsole = areaOf(session, hasToken) === 'console';
    // Signed in, but the account could not be read: the server is out of reach, nothing was refused.
    if (hasToken && !session.me && route?.guard !== 'public') {
        return (
            <SimpleFrame>
                <ConnectionLostPage />
            </SimpleFrame>
        );
    }

    if (!route) {
        // An unknown address renders react-admin's catch-all (Not Found), or one of the redirects
        // from react-admin's own record paths to the spec's.
        return (
            <MuiTexts>
                {inConsole ? <Shell>{children}</Shell> : <SimpleFrame>{children}</SimpleFrame>}
            </MuiTexts>
        );
    }
    const verdict = guardRoute(route, session, hasToken);
    if ('redirect' in verdict) {
        return verdict.redirect === pathname ? null : (
            <Navigate to={verdict.redirect} replace state={{ from: pathname + search }} />
        );
    }
    const content = 'forbidden' in verdict ? <ForbiddenPage /> : children;
    return <MuiTexts>{inConsole ? <Shell>{content}</Shell> : <SimpleFrame>{content}</SimpleFrame>}</MuiTexts>;
}

const PHONE_WIDTH = {
    minWidth: { xs: 0, sm: 'fit-content' },
    '& .RaLayout-content': { minWidth: { xs: 0, sm: 'auto' } },
} as const;

function Shell({ children }: { children: ReactNode }) {
    return (
        // On a phone the layout keeps the screen's width: react-admin's grows to fit its content
        // (`min-width: fit-content`), so one wide table widened every part of the page, app bar and
        // banners included. Wide content scrolls in its own box instead (ScrollTable).
        <RaLayout appBar={AppBar} menu={Menu} error={LayoutError} sx={PHONE_WIDTH}>
            <DocumentMeta />
            <Box sx={{ px: { xs: 0, sm: 1 } }}>
                <Breadcrumb />
                <ConnectionBanner />
                <ReloadNotices />
                {frameParts.map(({ banner: Banner }, index) => Banner && <Banner key={index} />)}
                <AffiliateBanner />
                <PageBody>{children}</PageBody>
            </Box>
            <ShellDialogs />
            <SessionEndedDialog />
            <TextSafety />
        </RaLayout>
    );
}
