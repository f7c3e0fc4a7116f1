import { accountPage, type PageRoute } from '../../routes/kit';

const detail = accountPage(() => import('./BusinessDetailPage'));

/** The business itself: created by a signed-in user, then read and edited by its owner. */
export const businessRoutes: PageRoute[] = [
    {
        path: '/biz/create',
        guard: 'token',
        title: 'xts.pages.business_create',
        page: accountPage(() => import('./BusinessCreatePage')),
    },
    {
        path: '/biz',
        guard: 'business',
        title: 'xts.pages.business_detail',
        access: { resource: 'business', action: 'show' },
        menu: { section: 'manage', icon: 'Apartment' },
        page: detail,
    },
    {
        path: '/biz/detail',
        guard: 'business',
        title: 'xts.pages.business_detail',
        access: { resource: 'business', action: 'show' },
        page: detail,
    },
    {
        path: '/biz/update',
        guard: 'business',
        title: 'xts.pages.business_update',
        access: { resource: 'business', action: 'edit' },
        page: accountPage(() => import('./BusinessUpdatePage')),
    },
];
