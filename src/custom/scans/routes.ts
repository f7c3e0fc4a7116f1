import { lazyPage, type PageRoute } from '../../routes/kit';

/** The business's scan rules: what makes a consumer scan suspicious (everyone reads, the owner tunes). */
export const scanRoutes: PageRoute[] = [
    {
        path: '/stamp-scan-rules',
        guard: 'business',
        title: 'xts.pages.scan_rules',
        access: { resource: 'scan-rules', action: 'show' },
        page: lazyPage(() => import('./ScanRulesPage')),
    },
];
