import { featurePages, lazyPage } from '../../routes/kit';
import business from './feature';

const detail = lazyPage(() => import('./BusinessDetailPage'));

/** The business itself: created by a signed-in user, then read and edited by its owner. */
export default [
    featurePages(business, [
        // The no-business area's page: the invitations received, and a business to create.
        {
            path: '/no-biz',
            guard: 'token',
            areas: ['no-biz'],
            title: 'xts.no_biz.title',
            page: lazyPage(() => import('./NoBizPage'), 'NoBizPage'),
        },
        {
            path: '/biz/create',
            guard: 'token',
            title: 'xts.pages.business_create',
            page: lazyPage(() => import('./BusinessCreatePage')),
        },
        {
            path: '/biz',
            guard: 'business',
            title: 'xts.pages.business_detail',
            access: { resource: 'business', action: 'show' },
            menu: { section: 'manage', icon: 'Apartment', first: true },
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
            page: lazyPage(() => import('./BusinessUpdatePage')),
        },
    ]),
];
