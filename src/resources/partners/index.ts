import { defineResource, lazyPage } from '../../routes/kit';

/** Partners: the businesses this one works with. */
export default defineResource({
    name: 'partners',
    recordRepresentation: 'name',
    menu: { section: 'manage', icon: 'Handshake' },
    screens: {
        list: { path: '/partner', page: lazyPage(() => import('./PartnerList'), 'PartnerList') },
        create: { path: '/partner/add', page: lazyPage(() => import('./PartnerCreate'), 'PartnerCreate') },
        edit: { path: '/partner/edit/:id', page: lazyPage(() => import('./PartnerEdit'), 'PartnerEdit') },
        show: { path: '/partner/detail/:id', page: lazyPage(() => import('./PartnerShow'), 'PartnerShow') },
    },
});
