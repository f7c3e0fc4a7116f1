import { featurePages, lazyPage } from '../../routes/kit';
import trace from './feature';

/**
 * Tracing a stamp: what a scanned or typed code says about its product, lot and journey. Its menu
 * entry closes the trace section, after the suspicious stamps'.
 */
export default [
    featurePages(trace, [
        {
            path: '/trace',
            guard: 'business',
            title: 'xts.pages.trace',
            access: { resource: 'trace', action: 'list' },
            menu: { section: 'trace', icon: 'TravelExplore', after: 'suspicious-stamps' },
            page: lazyPage(() => import('./TracePage')),
        },
    ]),
];
