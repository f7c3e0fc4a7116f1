import type { PageRoute } from '../../routes/kit';
import { lazyPage } from '../../routes/lazyPage';

/**
 * /login's entry of the route table, on its own: the first visit to /login reads it (guard, title)
 * without downloading the table (App.tsx). react-admin mounts the login page itself.
 */
export const loginRoute: PageRoute = {
    path: '/login',
    guard: 'anonymous',
    title: 'xts.login.title',
    page: lazyPage(() => import('./LoginPage'), 'LoginPage'),
};
