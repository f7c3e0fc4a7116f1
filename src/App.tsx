import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import {
    Admin,
    CustomRoutes,
    Loading,
    Resource,
    ResourceContextProvider,
    localStorageStore,
} from 'react-admin';
import { Navigate, Route, RouterProvider, createBrowserRouter, useParams } from 'react-router-dom';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/lazyDataProvider';
import { i18nProvider } from './providers/i18n';
import { allRoutes, resourcePaths, screenRoutes, type PathResource } from './routes';
import { resourceScreens } from './resources';
import { customPages } from './custom/pages';
import { NotFoundPage } from './custom/common/StatusPages';
import { UnavailablePage } from './custom/common/UnavailablePage';
import { AreaMessages } from './custom/common/AreaMessages';
import { LoginPage } from './custom/auth/LoginPage';
import { theme } from './theme';
import { createQueryClient } from './providers/queryClient';
import { mockPages } from './mockPages';

// A first visit to /login downloads the login page only: the shell and the other pages load on use.
const ShellLayout = lazy(() => import('./custom/layout/Layout').then((m) => ({ default: m.Layout })));
const SsoCallbackPage = lazy(() =>
    import('./custom/auth/SsoCallbackPage').then((m) => ({ default: m.SsoCallbackPage })),
);
const LogoutPage = lazy(() => import('./custom/auth/LogoutPage').then((m) => ({ default: m.LogoutPage })));
const HomePage = lazy(() => import('./custom/auth/HomePage').then((m) => ({ default: m.HomePage })));
const NoBizPage = lazy(() => import('./custom/auth/NoBizPage').then((m) => ({ default: m.NoBizPage })));
const CreateProfilePage = lazy(() =>
    import('./custom/auth/CreateProfilePage').then((m) => ({ default: m.CreateProfilePage })),
);
const RecordGate = lazy(() => import('./custom/common/RecordGate'));
const AccountStatusPage = lazy(() =>
    import('./custom/auth/AccountStatusPage').then((m) => ({ default: m.AccountStatusPage })),
);

function Layout({ children }: { children: ReactNode }) {
    return (
        <Suspense fallback={<Loading />}>
            <AreaMessages>
                <ShellLayout>{children}</ShellLayout>
            </AreaMessages>
        </Suspense>
    );
}

const Dashboard = customPages['/dashboard'];

/** One client for the console's reads and writes (retry policy in providers/queryClient). */
const queryClient = createQueryClient();

/** Pages outside the shell, with their own redirect rules (PublicPage). */
const publicPages: Record<string, ComponentType> = {
    '/sso/callback': SsoCallbackPage,
    '/home': HomePage,
    '/logout': LogoutPage,
    ...mockPages,
};

/** Pages of the no-business area, built in. */
const accountPages: Record<string, ComponentType> = {
    '/no-biz': NoBizPage,
    '/no-biz/create-profile': CreateProfilePage,
    '/account-status': AccountStatusPage,
};

const suspended = (Page: ComponentType) => (
    <Suspense fallback={<Loading />}>
        <AreaMessages>
            <Page />
        </AreaMessages>
    </Suspense>
);

/** Sends react-admin's default record paths (/<resource>/:id[/show]) to the spec's. */
function RedirectTo({ pattern }: { pattern: string }) {
    const params = useParams();
    return (
        <Navigate
            to={pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''))}
            replace
        />
    );
}

/** The console: providers, resources and routes. Layout.tsx applies the redirect rules of each route. */
function Console() {
    const shellRoutes = allRoutes.filter((route) => route.guard === 'token' || route.guard === 'business');
    return (
        <Admin
            dataProvider={dataProvider}
            queryClient={queryClient}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            layout={Layout}
            loginPage={LoginPage}
            dashboard={Dashboard}
            catchAll={NotFoundPage}
            theme={theme}
            store={localStorageStore(undefined, 'xts')}
            disableTelemetry
        >
            {(Object.keys(resourcePaths) as PathResource[]).map((name) => (
                <Resource
                    key={name}
                    name={name}
                    recordRepresentation={resourceScreens[name]?.recordRepresentation}
                />
            ))}
            <CustomRoutes noLayout>
                {Object.entries(publicPages).map(([path, Page]) => (
                    <Route key={path} path={path} element={suspended(Page)} />
                ))}
                {Object.entries(customPages)
                    .filter(([path]) =>
                        allRoutes.some(
                            (r) => r.path === path && (r.guard === 'public' || r.guard === 'anonymous'),
                        ),
                    )
                    .map(([path, Page]) => (
                        <Route key={path} path={path} element={suspended(Page)} />
                    ))}
            </CustomRoutes>
            <CustomRoutes>
                {shellRoutes
                    .filter((route) => !route.screen && route.path !== '/')
                    .map((route) => {
                        const Page = accountPages[route.path] ?? customPages[route.path] ?? UnavailablePage;
                        return <Route key={route.path} path={route.path} element={suspended(Page)} />;
                    })}
                {screenRoutes.map((route) => {
                    const { resource, verb } = route.screen!;
                    const Screen = resourceScreens[resource]?.[verb] ?? UnavailablePage;
                    return (
                        <Route
                            key={route.path}
                            path={route.path}
                            element={
                                <ResourceContextProvider value={resource}>
                                    {verb === 'show' || verb === 'edit' ? (
                                        <Suspense fallback={<Loading />}>
                                            <RecordGate resource={resource}>{suspended(Screen)}</RecordGate>
                                        </Suspense>
                                    ) : (
                                        suspended(Screen)
                                    )}
                                </ResourceContextProvider>
                            }
                        />
                    );
                })}
                {/* react-admin's own links (/<resource>/...) lead to the spec's paths. */}
                {(Object.entries(resourcePaths) as [string, Record<string, string>][]).flatMap(
                    ([name, paths]) => [
                        paths.list && (
                            <Route
                                key={`${name}-l`}
                                path={`/${name}`}
                                element={<Navigate to={paths.list} replace />}
                            />
                        ),
                        paths.create && (
                            <Route
                                key={`${name}-c`}
                                path={`/${name}/create`}
                                element={<Navigate to={paths.create} replace />}
                            />
                        ),
                        paths.edit && (
                            <Route
                                key={`${name}-e`}
                                path={`/${name}/:id`}
                                element={<RedirectTo pattern={paths.edit} />}
                            />
                        ),
                        paths.show && (
                            <Route
                                key={`${name}-s`}
                                path={`/${name}/:id/show`}
                                element={<RedirectTo pattern={paths.show} />}
                            />
                        ),
                    ],
                )}
            </CustomRoutes>
        </Admin>
    );
}

/**
 * A data router, created once: react-router can block a navigation only inside one, and forms rely
 * on that to ask before unsaved changes are left behind (react-admin's warnWhenUnsavedChanges is
 * silently off under a plain BrowserRouter).
 */
const router = createBrowserRouter([{ path: '*', element: <Console /> }]);

export default function App() {
    return <RouterProvider router={router} />;
}
