import { accountPage, type PageRoute } from '../../routes/kit';

const affiliate = () => import('./AffiliatePages');
const profile = () => import('./ProfilePages');

/** The signed-in person's own pages: profile, sign-in methods, issue reports, affiliate links. */
export const accountRoutes: PageRoute[] = [
    {
        path: '/no-biz/create-profile',
        guard: 'token',
        areas: ['no-profile'],
        title: 'xts.no_biz.create_profile_title',
        // The profile's fields, as the profile page shows them (and with their words).
        page: accountPage(() => import('./CreateProfilePage'), 'CreateProfilePage'),
    },
    {
        path: '/aff/:code',
        guard: 'public',
        title: 'xts.pages.affiliate',
        page: accountPage(affiliate, 'AffiliatePage'),
    },
    {
        path: '/report-issue',
        guard: 'token',
        // Also open to a user who has no profile yet: they may be stuck creating it.
        areas: ['no-profile', 'no-biz', 'console'],
        title: 'xts.pages.report',
        page: accountPage(() => import('./ReportIssuePage')),
    },
    {
        path: '/profile',
        guard: 'business',
        title: 'xts.pages.profile',
        access: { resource: 'profile', action: 'show' },
        page: accountPage(profile, 'ProfileDetailPage'),
    },
    {
        path: '/profile/detail',
        guard: 'business',
        title: 'xts.pages.profile',
        access: { resource: 'profile', action: 'show' },
        page: accountPage(profile, 'ProfileDetailPage'),
    },
    {
        path: '/profile/update',
        guard: 'business',
        title: 'xts.pages.profile_update',
        access: { resource: 'profile', action: 'edit' },
        page: accountPage(profile, 'ProfileUpdatePage'),
    },
    {
        path: '/credential-setting',
        guard: 'business',
        title: 'xts.pages.credentials',
        access: { resource: 'credentials', action: 'list' },
        page: accountPage(() => import('./CredentialsPage')),
    },
    {
        path: '/add-zalo-credential-callback',
        guard: 'business',
        title: 'xts.pages.credentials',
        access: { resource: 'credentials', action: 'create' },
        page: accountPage(() => import('./ZaloCallbackPage')),
    },
    {
        path: '/affiliate-confirm/:code',
        guard: 'business',
        title: 'xts.pages.affiliate_confirm',
        access: { resource: 'affiliate', action: 'edit' },
        page: accountPage(affiliate, 'AffiliateConfirmPage'),
    },
];
