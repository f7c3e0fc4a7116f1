import { featurePages, lazyPage } from '../../routes/kit';
import producers from './feature';

/**
 * A household's data to print (/producer/export/:id) and the access log of producers' personal data
 * (/producer/access-log, its sidebar entry after the transfer register's): the owner's pages.
 */
export const rightsPages = featurePages(producers, [
    {
        path: '/producer/access-log',
        guard: 'business',
        title: 'xts.access.title',
        access: { resource: 'producer-rights', action: 'list' },
        menu: { section: 'trace', icon: 'ManageSearch', after: 'transfers' },
        page: lazyPage(() => import('./rights/AccessLogPage')),
    },
    {
        path: '/producer/export/:id',
        guard: 'business',
        title: 'xts.rights.print.page',
        access: { resource: 'producer-rights', action: 'export' },
        page: lazyPage(() => import('./rights/ExportPrintPage')),
    },
]);
