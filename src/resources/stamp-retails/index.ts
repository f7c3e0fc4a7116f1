import { defineResource, lazyPage } from '../../routes/kit';

/** Stamp retails: stamps marked as sold. */
export default defineResource({
    name: 'stamp-retails',
    recordRepresentation: (record: { id: number }) => `#${record.id}`,
    menu: { section: 'trace', icon: 'Storefront' },
    screens: {
        list: { path: '/stamp-retail/list', page: lazyPage(() => import('./RetailList'), 'RetailList') },
        create: { path: '/stamp-retail/add', page: lazyPage(() => import('./RetailCreate'), 'RetailCreate') },
        show: {
            path: '/stamp-retail/detail/:id',
            page: lazyPage(() => import('./RetailShow'), 'RetailShow'),
        },
    },
});
