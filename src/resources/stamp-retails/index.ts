import { defineResource, lazyPage } from '../../routes/kit';

const screens = () => import('./RetailScreens');

/** Stamp retails: stamps marked as sold. */
export default defineResource({
    name: 'stamp-retails',
    recordRepresentation: (record: { id: number }) => `#${record.id}`,
    menu: { section: 'trace', icon: 'Storefront' },
    screens: {
        list: { path: '/stamp-retail/list', page: lazyPage(screens, 'RetailList') },
        create: { path: '/stamp-retail/add', page: lazyPage(screens, 'RetailCreate') },
        show: { path: '/stamp-retail/detail/:id', page: lazyPage(screens, 'RetailShow') },
    },
});
