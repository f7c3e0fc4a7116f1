import { defineResource, lazyPage } from '../../routes/kit';

const screens = () => import('./ProductScreens');

/** Products: what the business makes and traces. */
export default defineResource({
    name: 'products',
    recordRepresentation: 'name',
    menu: { section: 'trace', icon: 'Inventory2' },
    screens: {
        list: { path: '/product/list', page: lazyPage(screens, 'ProductList') },
        create: { path: '/product/add', page: lazyPage(screens, 'ProductCreate') },
        edit: { path: '/product/edit/:id', page: lazyPage(screens, 'ProductEdit') },
        show: { path: '/product/detail/:id', page: lazyPage(screens, 'ProductShow') },
    },
});
