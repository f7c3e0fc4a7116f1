import { lazyPage, type PageRoute } from '../../routes/kit';

const dashboard = lazyPage(() => import('./Dashboard'));

/** The console's home: figures and shortcuts (react-admin mounts it at `/` too, see App.tsx). */
export const dashboardRoutes: PageRoute[] = [
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
        menu: { section: 'overview', icon: 'Dashboard' },
        page: dashboard,
    },
];
