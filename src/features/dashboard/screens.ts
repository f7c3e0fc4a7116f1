import { featurePages, lazyPage } from '../../routes/kit';
import dashboardFeature from './feature';

const dashboard = lazyPage(() => import('./Dashboard'));

/**
 * The console's home: figures and shortcuts (react-admin mounts it at `/` too, see App.tsx). Its
 * menu entry opens the overview section.
 */
export default [
    featurePages(dashboardFeature, [
        {
            path: '/',
            guard: 'business',
            title: 'xts.dashboard.title',
            access: { resource: 'dashboard', action: 'list' },
            page: dashboard,
        },
        {
            path: '/dashboard',
            guard: 'business',
            title: 'xts.dashboard.title',
            access: { resource: 'dashboard', action: 'list' },
            menu: { section: 'overview', icon: 'Dashboard', first: true },
            page: dashboard,
        },
    ]),
];
