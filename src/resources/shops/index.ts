import { defineResource, lazyPage } from '../../routes/kit';

const screens = () => import('./ShopScreens');

/** Sales points. */
export default defineResource({
    name: 'shops',
    recordRepresentation: 'name',
    menu: { section: 'manage', icon: 'Store' },
    screens: {
        list: { path: '/shop', page: lazyPage(screens, 'ShopList') },
        create: { path: '/shop/add', page: lazyPage(screens, 'ShopCreate') },
        edit: { path: '/shop/update/:id', page: lazyPage(screens, 'ShopEdit') },
        show: { path: '/shop/detail/:id', page: lazyPage(screens, 'ShopShow') },
    },
});
