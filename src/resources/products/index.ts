import { defineResource, lazyPage } from '../../routes/kit';

/** Products: what the business makes and traces. */
export default defineResource({
    name: 'products',
    recordRepresentation: 'name',
    menu: { section: 'trace', icon: 'Inventory2' },
    screens: {
        list: { path: '/product/list', page: lazyPage(() => import('./ProductList'), 'ProductList') },
        create: { path: '/product/add', page: lazyPage(() => import('./ProductCreate'), 'ProductCreate') },
        edit: { path: '/product/edit/:id', page: lazyPage(() => import('./ProductEdit'), 'ProductEdit') },
        show: { path: '/product/detail/:id', page: lazyPage(() => import('./ProductShow'), 'ProductShow') },
    },
});
