import { Suspense, use, type ReactNode } from 'react';
import { Admin, CustomRoutes, Resource, ResourceContextProvider } from 'react-admin';
import { Navigate, Route, createBrowserRouter, useLocation, useParams } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { authProvider } from './providers/lazyAuthProvider';
import { consoleStore } from './providers/consoleStore';
import { dataProvider } from './providers/lazyDataProvider';
import { i18nProvider } from './providers/i18n';
import { createQueryClient } from './providers/queryClient';
import type { PageRoute, Resource as ResourceEntry } from './routes/kit';
import { RecordGate, ShellLayout } from './custom/layout/lazyShell';
import { loadRouteTable, routeTableLoaded } from './routes/load';
import { loginRoute } from './custom/auth/loginRoute';
import { CurrentRouteContext } from './routes/currentRoute';
import { fillPath } from './paths';
import { NotFoundPage } from './custom/common/StatusPages';
import { AreaMessages } from './custom/common/AreaMessages';
import { theme } from './theme';
import { LoginPage } from './custom/auth/LoginPage';
import { PageLoading } from './custom/common/PageLoading';

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

/** A route's page, loaded on first use; a record's detail and edit screens open through the record gate. */
function RoutePage({ route }: { route: PageRoute }) {
    const page = (
        <Suspense fallback={<PageLoading />}>
            <AreaMessages>
                <route.page />
            </AreaMessages>
        </Suspense>
    );
    if (!route.screen) return page;
    const { resource, verb } = route.screen;
    return (
        <ResourceContextProvider value={resource}>
            {verb === 'show' || verb === 'edit' ? (
                <Suspense fallback={<PageLoading />}>
                    <RecordGate resource={resource}>{page}</RecordGate>
                </Suspense>
            ) : (
                page
            )}
        </ResourceContextProvider>
    );
}

const mount = (route: PageRoute) => (
    <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
);

/** Sends react-admin's default record paths (/<resource>/:id[/show]) to the spec's. */
function RedirectTo({ pattern }: { pattern: string }) {
    return <Navigate to={fillPath(pattern, useParams(), 'empty')} replace />;
}

/** react-admin's own links (/<resource>, /<resource>/create, /<resource>/:id[/show]) lead to the spec's paths. */
const redirects = ({ name, paths }: ResourceEntry) => [
    paths.list && (
        <Route key={`${name}-l`} path={`/${name}`} element={<Navigate to={paths.list} replace />} />
    ),
    paths.create && (
        <Route key={`${name}-c`} path={`/${name}/create`} element={<Navigate to={paths.create} replace />} />
    ),
    paths.edit && (
        <Route key={`${name}-e`} path={`/${name}/:id`} element={<RedirectTo pattern={paths.edit} />} />
    ),
    paths.show && (
        <Route key={`${name}-s`} path={`/${name}/:id/show`} element={<RedirectTo pattern={paths.show} />} />
    ),
];

/**
 * The pages, from the route table (src/routes): public pages outside the shell, the others inside
 * it (Layout applies each route's guard). react-admin mounts `/login` and `/` itself. A first visit
 * to /login shows the login page without the table (its own entry, loginRoute.ts, gives the guard
 * and the title); any other address loads it (main.tsx starts that at boot, beside the session).
 */
function tableOf({ allRoutes, resources }: Awaited<ReturnType<typeof loadRouteTable>>) {
    const framelessRoutes = allRoutes.filter(
        (r) => (r.guard === 'public' || r.guard === 'anonymous') && r.path !== '/login',
    );
    const shellRoutes = allRoutes.filter(
        (r) => (r.guard === 'token' || r.guard === 'business') && r.path !== '/',
    );
    return {
        dashboard: allRoutes.find((r) => r.path === '/')!.page,
        children: [
            ...resources.map(({ name, recordRepresentation }) => (
                <Resource key={name} name={name} recordRepresentation={recordRepresentation} />
            )),
            <CustomRoutes key="frameless" noLayout>
                {framelessRoutes.map(mount)}
            </CustomRoutes>,
            <CustomRoutes key="shell">
                {shellRoutes.map(mount)}
                {resources.flatMap(redirects)}
            </CustomRoutes>,
        ],
    };
}

let table: ReturnType<typeof tableOf> | null = null;

/** The console: providers, one react-admin resource per resource, and every route of the table. */
function Console() {
    const { pathname } = useLocation();
    const tableModule = pathname === '/login' && !routeTableLoaded() ? null : use(loadRouteTable());
    const routes = tableModule ? (table ??= tableOf(tableModule)) : null;
    const route = tableModule ? tableModule.findRoute(pathname) : loginRoute;
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
                dashboard={routes?.dashboard}
                catchAll={NotFoundPage}
                theme={theme}
                loading={PageLoading}
                store={consoleStore}
                disableTelemetry
            >
                {routes?.children}
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

export default function App() {
    return <RouterProvider router={router} />;
}
