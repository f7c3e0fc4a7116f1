import { featurePages, lazyPage } from '../../routes/kit';
import account from './feature';

const affiliate = () => import('./AffiliatePages');
const profile = () => import('./ProfilePages');

/** The signed-in person's own pages: profile, sign-in methods, issue reports, affiliate links. */
export default [
    featurePages(account, [
        {
            path: '/no-biz/create-profile',
            guard: 'token',
            areas: ['no-profile'],
            title: 'xts.no_biz.create_profile_title',
            // The profile's fields, as the profile page shows them (and with their words).
            page: lazyPage(() => import('./CreateProfilePage'), 'CreateProfilePage'),
        },
        {
            path: '/aff/:code',
            guard: 'public',
            title: 'xts.pages.affiliate',
            page: lazyPage(affiliate, 'AffiliatePage'),
        },
        {
            path: '/report-issue',
            guard: 'token',
            // Also open to a user who has no profile yet: they may be stuck creating it.
            areas: ['no-profile', 'no-biz', 'console'],
            title: 'xts.pages.report',
            page: lazyPage(() => import('./ReportIssuePage')),
        },
        {
            path: '/profile',
            guard: 'business',
            title: 'xts.pages.profile',
            access: { resource: 'profile', action: 'show' },
            page: lazyPage(profile, 'ProfileDetailPage'),
        },
        {
            path: '/profile/detail',
            guard: 'business',
            title: 'xts.pages.profile',
            access: { resource: 'profile', action: 'show' },
            page: lazyPage(profile, 'ProfileDetailPage'),
        },
        {
            path: '/profile/update',
            guard: 'business',
            title: 'xts.pages.profile_update',
            access: { resource: 'profile', action: 'edit' },
            page: lazyPage(profile, 'ProfileUpdatePage'),
        },
        {
            path: '/credential-setting',
            guard: 'business',
            title: 'xts.pages.credentials',
            access: { resource: 'credentials', action: 'list' },
            page: lazyPage(() => import('./CredentialsPage')),
        },
        {
            path: '/add-zalo-credential-callback',
            guard: 'business',
            title: 'xts.pages.credentials',
            access: { resource: 'credentials', action: 'create' },
            page: lazyPage(() => import('./ZaloCallbackPage')),
        },
        {
            path: '/affiliate-confirm/:code',
            guard: 'business',
            title: 'xts.pages.affiliate_confirm',
            access: { resource: 'affiliate', action: 'edit' },
            page: lazyPage(affiliate, 'AffiliateConfirmPage'),
        },
    ]),
];
