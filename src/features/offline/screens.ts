import { featurePages, lazyPage } from '../../routes/kit';
import offline from './feature';

/** The outbox page, reached from the app bar's button (no sidebar entry). */
export default [
    featurePages(
        offline,
        [
            {
                path: '/outbox',
                guard: 'business',
                title: 'xts.offline.page',
                access: { resource: 'outbox', action: 'list' },
                page: lazyPage(() => import('./OutboxPage'), 'OutboxPage'),
            },
        ],
        { after: 'plots' },
    ),
];
