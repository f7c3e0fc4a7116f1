import { CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router';
import { allRoutes, resources, type PageRoute, type Resource as ResourceEntry } from './index';
import { RedirectTo, RoutePage } from './RoutePage';

/*
 * The route table (./index.ts) as react-admin's children, for App.tsx: it loads with the table
 * (./load.ts), after the first visit to /login, which shows the login page without either.
 */
export { findRoute, preloadPageAt } from './index';

const mount = (route: PageRoute) => (
    <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
);

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
 * The pages: public pages outside the shell, the others inside it (the shell's Layout applies each
 * route's guard). react-admin mounts `/login` and `/` itself.
 */
const framelessRoutes = allRoutes.filter(
    (r) => (r.guard === 'public' || r.guard === 'anonymous') && r.path !== '/login',
);
const shellRoutes = allRoutes.filter(
    (r) => (r.guard === 'token' || r.guard === 'business') && r.path !== '/',
);

/** The dashboard, which react-admin mounts at `/`. */
export const dashboard = allRoutes.find((r) => r.path === '/')!.page;

/** One react-admin resource per resource, and every route of the table. */
export const routeElements = [
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
];
