import { defineResource, lazyPage } from '../../routes/kit';

const screens = () => import('./PartnerScreens');

/** Partners: the businesses this one works with. */
export default defineResource({
    name: 'partners',
    recordRepresentation: 'name',
    menu: { section: 'manage', icon: 'Handshake' },
    screens: {
        list: { path: '/partner', page: lazyPage(screens, 'PartnerList') },
        create: { path: '/partner/add', page: lazyPage(screens, 'PartnerCreate') },
        edit: { path: '/partner/edit/:id', page: lazyPage(screens, 'PartnerEdit') },
        show: { path: '/partner/detail/:id', page: lazyPage(screens, 'PartnerShow') },
    },
});
