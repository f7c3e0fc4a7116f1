import { Suspense, use, type ReactNode } from 'react';
import { Admin } from 'react-admin';
import { createBrowserRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { authProvider } from './providers/lazyAuthProvider';
import { consoleStore } from './providers/consoleStore';
import { dataProvider } from './providers/lazyDataProvider';
import { i18nProvider } from './providers/i18n';
import { createQueryClient } from './providers/queryClient';
import { NotFoundPage, ShellLayout } from './shell/lazyShell';
import { loadRouteTable, routeTableLoaded } from './routes/load';
import { loginRoute } from './shell/signIn/loginRoute';
import { CurrentRouteContext } from './routes/currentRoute';
import { followAddress } from './routes/pageChange';
import { AreaMessages } from './kit/AreaMessages';
import { theme } from './theme';
import { LoginPage } from './shell/signIn/LoginPage';
import { PageLoading } from './kit/PageLoading';

/** One client for the console's reads and writes (retry policy in providers/queryClient). */
const queryClient = createQueryClient();

function Layout({ children }: { children: ReactNode }) {
    return (
        <Suspense fallback={<PageLoading />}>
            <AreaMessages>
                <ShellLayout>{children}</ShellLayout>
            </AreaMessages>
        </Suspense>
    );
}

/**
 * The console: providers, one react-admin resource per resource, and every route of the table
 * (routes/routeElements.tsx). A first visit to /login shows the login page without the table (its
 * own entry, loginRoute.ts, gives the guard and the title); any other address loads it (main.tsx
 * starts that at boot, beside the session).
 */
function Console() {
    const { pathname } = useLocation();
    const table = pathname === '/login' && !routeTableLoaded() ? null : use(loadRouteTable());
    const route = table ? table.findRoute(pathname) : loginRoute;
    return (
        // The route of the address shown, for the shell and the pages' frame (guard, title, breadcrumb).
        <CurrentRouteContext.Provider value={route}>
            <Admin
                dataProvider={dataProvider}
                queryClient={queryClient}
                authProvider={authProvider}
                i18nProvider={i18nProvider}
                layout={Layout}
                loginPage={LoginPage}
                dashboard={table?.dashboard}
                catchAll={NotFoundPage}
                theme={theme}
                loading={PageLoading}
                store={consoleStore}
                disableTelemetry
            >
                {table?.routeElements}
            </Admin>
        </CurrentRouteContext.Provider>
    );
}

/**
 * A data router, created once: react-router can block a navigation only inside one, and forms rely
 * on that to ask before unsaved changes are left behind (react-admin's warnWhenUnsavedChanges is
 * silently off under a plain BrowserRouter).
 */
const router = createBrowserRouter([
    {
        path: '*',
        element: (
            <Suspense fallback={<PageLoading />}>
                <Console />
            </Suspense>
        ),
    },
]);

// The shell marks the page shown as leaving as soon as the address moves on (routes/pageChange.ts).
followAddress(router);

export default function App() {
    return <RouterProvider router={router} />;
}
