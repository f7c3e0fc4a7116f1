import { accountPage, type PageRoute } from '../../routes/kit';

/** A partner application asks the user for access (OAuth consent). */
export const oauthRoutes: PageRoute[] = [
    {
        path: '/oauth/authorize',
        guard: 'public',
        title: 'xts.pages.oauth',
        page: accountPage(() => import('./OAuthAuthorizePage')),
    },
];
