import { featurePages, featureScreens, lazyPage } from '../../routes/kit';
import land from './feature';

/** The land's pages, each loaded on first use. */
export default [
    featureScreens(land, 'biz-locations', {
        list: lazyPage(() => import('./locations/LocationList'), 'LocationList'),
        create: lazyPage(() => import('./locations/LocationCreate'), 'LocationCreate'),
        edit: lazyPage(() => import('./locations/LocationEdit'), 'LocationEdit'),
        show: lazyPage(() => import('./locations/LocationShow'), 'LocationShow'),
    }),
    featureScreens(land, 'plots', {
        list: lazyPage(() => import('./plots/PlotList'), 'PlotList'),
        create: lazyPage(() => import('./plots/PlotCreate'), 'PlotCreate'),
        edit: lazyPage(() => import('./plots/PlotEdit'), 'PlotEdit'),
        show: lazyPage(() => import('./plots/PlotShow'), 'PlotShow'),
    }),
    featurePages(land, [
        {
            path: '/crop-yield',
            guard: 'business',
            title: 'xts.yields.page',
            access: { resource: 'crop-yields', action: 'list' },
            // At the end of the owner's section: the growing locations are followed by the team's entries.
            menu: { section: 'manage', icon: 'Agriculture', after: 'invitations' },
            page: lazyPage(() => import('./yields/YieldTablePage')),
        },
    ]),
];
