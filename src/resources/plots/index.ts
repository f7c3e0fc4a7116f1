import { defineResource, lazyPage } from '../../routes/kit';

/** Plots (thửa) of the growing locations: producer, crop, area and shape (docs/plots.md). */
export default defineResource({
    name: 'plots',
    recordRepresentation: 'code',
    menu: { section: 'trace', icon: 'Map' },
    screens: {
        list: { path: '/plot/list', page: lazyPage(() => import('./PlotList'), 'PlotList') },
        create: { path: '/plot/create', page: lazyPage(() => import('./PlotCreate'), 'PlotCreate') },
        edit: { path: '/plot/edit/:id', page: lazyPage(() => import('./PlotEdit'), 'PlotEdit') },
        show: { path: '/plot/detail/:id', page: lazyPage(() => import('./PlotShow'), 'PlotShow') },
    },
});
