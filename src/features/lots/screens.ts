import { featurePages, lazyPage } from '../../routes/kit';
import lots from './feature';

const lotAccess = { resource: 'stamp-lots', action: 'list' } as const;

/**
 * Lots (a product and a lot number): the list, one lot's page, its recall report and the EUDR pack;
 * the list's menu entry follows the stamp destructions'.
 */
export default [
    featurePages(lots, [
        {
            path: '/stamp-lot/list',
            guard: 'business',
            title: 'xts.lots.title',
            access: lotAccess,
            menu: { section: 'trace', icon: 'Category', after: 'stamp-destructions' },
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
    ]),
];
