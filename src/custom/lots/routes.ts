import { lazyPage, type PageRoute } from '../../routes/kit';

const lotAccess = { resource: 'stamp-lots', action: 'list' } as const;

/** Lots (a product and a lot number): the list, one lot's page and its recall report. */
export const lotRoutes: PageRoute[] = [
    {
        path: '/stamp-lot/list',
        guard: 'business',
        title: 'xts.lots.title',
        access: lotAccess,
        menu: { section: 'trace', icon: 'Category' },
        page: lazyPage(() => import('./LotListPage')),
    },
    // ?productId=&lot=
    {
        path: '/stamp-lot/detail',
        guard: 'business',
        title: 'xts.lots.title',
        access: lotAccess,
        page: lazyPage(() => import('./LotPage')),
    },
    // ?productId=&lot=
    {
        path: '/stamp-lot/report',
        guard: 'business',
        title: 'xts.lots.report.button',
        access: lotAccess,
        page: lazyPage(() => import('./LotReportPage')),
    },
    // [?productId=&lot=…][&q=]: the lots of a shipment being chosen for its EUDR pack
    {
        path: '/stamp-lot/shipment',
        guard: 'business',
        title: 'xts.shipment.title',
        access: lotAccess,
        page: lazyPage(() => import('./ShipmentPage')),
    },
    // ?productId=&lot=[&productId=&lot=…]: one lot or a shipment of several
    {
        path: '/stamp-lot/eudr',
        guard: 'business',
        title: 'xts.pack.title',
        access: lotAccess,
        page: lazyPage(() => import('./EudrPackPage')),
    },
];
