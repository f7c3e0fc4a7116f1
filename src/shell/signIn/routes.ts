import { lazyPage, type PageRoute } from '../../routes/kit';
import { loginRoute } from './loginRoute';

/** Signing in and out, and the pages of signed-in users outside a business (spec section 2). */
export const authRoutes: PageRoute[] = [
    loginRoute,
    {
        path: '/sso/callback',
        guard: 'anonymous',
        title: 'xts.login.title',
        page: lazyPage(() => import('./SsoCallbackPage'), 'SsoCallbackPage'),
    },
    {
        path: '/home',
        guard: 'public',
        title: 'xts.home.title',
        page: lazyPage(() => import('./HomePage'), 'HomePage'),
    },
    {
        path: '/logout',
        guard: 'public',
        title: 'xts.logout.progress',
        page: lazyPage(() => import('./LogoutPage'), 'LogoutPage'),
    },
    // Each page of the no-business area is open to its own area only.
    {
        path: '/account-status',
        guard: 'token',
        areas: ['blocked'],
        title: 'xts.pages.account_status',
        page: lazyPage(() => import('./AccountStatusPage'), 'AccountStatusPage'),
    },
];
