import { defineResource, lazyPage } from '../../routes/kit';

/** Sales points. */
export default defineResource({
    name: 'shops',
    recordRepresentation: 'name',
    menu: { section: 'manage', icon: 'Store' },
    screens: {
        list: { path: '/shop', page: lazyPage(() => import('./ShopList'), 'ShopList') },
        create: { path: '/shop/add', page: lazyPage(() => import('./ShopCreate'), 'ShopCreate') },
        edit: { path: '/shop/update/:id', page: lazyPage(() => import('./ShopEdit'), 'ShopEdit') },
        show: { path: '/shop/detail/:id', page: lazyPage(() => import('./ShopShow'), 'ShopShow') },
    },
});
