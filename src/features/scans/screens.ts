import { featurePages, lazyPage } from '../../routes/kit';
import scans from './feature';

/** The scan rules' page, without a menu entry (the suspicious stamps' list links to it), after the trace's. */
export default [
    featurePages(
        scans,
        [
            {
                path: '/stamp-scan-rules',
                guard: 'business',
                title: 'xts.pages.scan_rules',
                access: { resource: 'scan-rules', action: 'show' },
                page: lazyPage(() => import('./ScanRulesPage')),
            },
        ],
        { after: 'trace' },
    ),
];
