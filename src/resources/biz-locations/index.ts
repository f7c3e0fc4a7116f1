import { defineResource, lazyPage } from '../../routes/kit';

/** Growing locations. */
export default defineResource({
    name: 'biz-locations',
    recordRepresentation: 'name',
    menu: { section: 'manage', icon: 'Grass' },
    screens: {
        list: { path: '/biz-location/list', page: lazyPage(() => import('./LocationList'), 'LocationList') },
        create: {
            path: '/biz-location/add',
            page: lazyPage(() => import('./LocationCreate'), 'LocationCreate'),
        },
        edit: {
            path: '/biz-location/update/:id',
            page: lazyPage(() => import('./LocationEdit'), 'LocationEdit'),
        },
        show: {
            path: '/biz-location/detail/:id',
            page: lazyPage(() => import('./LocationShow'), 'LocationShow'),
        },
    },
});
