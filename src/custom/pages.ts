import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Custom pages by route path (see routes.ts for who may open each). Each is loaded lazily so the
 * first page a visitor opens does not pay for the others.
 */
export const customPages: Record<string, LazyExoticComponent<ComponentType>> = {
    '/dashboard': lazy(() => import('./dashboard/Dashboard')),
    '/biz': lazy(() => import('./business/BusinessDetailPage')),
    '/biz/detail': lazy(() => import('./business/BusinessDetailPage')),
    '/biz/update': lazy(() => import('./business/BusinessUpdatePage')),
    '/biz/create': lazy(() => import('./business/BusinessCreatePage')),
    '/trace': lazy(() => import('./trace/TracePage')),
    '/stamp-lot/:view': lazy(() => import('./lots/LotScreens')),
    '/profile': lazy(() => import('./account/ProfilePages').then((m) => ({ default: m.ProfileDetailPage }))),
    '/profile/detail': lazy(() => import('./account/ProfilePages').then((m) => ({ default: m.ProfileDetailPage }))),
    '/profile/update': lazy(() => import('./account/ProfilePages').then((m) => ({ default: m.ProfileUpdatePage }))),
    '/report-issue': lazy(() => import('./account/ReportIssuePage')),
    '/credential-setting': lazy(() => import('./account/CredentialsPage')),
    '/add-zalo-credential-callback': lazy(() => import('./account/ZaloCallbackPage')),
    '/aff/:code': lazy(() => import('./account/AffiliatePages').then((m) => ({ default: m.AffiliatePage }))),
    '/oauth/authorize': lazy(() => import('./oauth/OAuthAuthorizePage')),
    '/affiliate-confirm/:code': lazy(() => import('./account/AffiliatePages').then((m) => ({ default: m.AffiliateConfirmPage }))),
};
