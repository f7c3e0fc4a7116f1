import { lazyPage, type PageRoute } from '../../routes/kit';

/** Tracing a stamp: what a scanned or typed code says about its product, lot and journey. */
export const traceRoutes: PageRoute[] = [
    {
        path: '/trace',
        guard: 'business',
        title: 'xts.pages.trace',
        access: { resource: 'trace', action: 'list' },
        menu: { section: 'trace', icon: 'TravelExplore' },
        page: lazyPage(() => import('./TracePage')),
    },
];
