import { defineResource, lazyPage } from '../../routes/kit';

const screens = () => import('./LocationScreens');

/** Growing locations. */
export default defineResource({
    name: 'biz-locations',
    recordRepresentation: 'name',
    menu: { section: 'manage', icon: 'Grass' },
    screens: {
        list: { path: '/biz-location/list', page: lazyPage(screens, 'LocationList') },
        create: { path: '/biz-location/add', page: lazyPage(screens, 'LocationCreate') },
        edit: { path: '/biz-location/update/:id', page: lazyPage(screens, 'LocationEdit') },
        show: { path: '/biz-location/detail/:id', page: lazyPage(screens, 'LocationShow') },
    },
});
