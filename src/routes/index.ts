import { matchPath } from 'react-router';
import { preloadPage, type PageRoute, type Resource } from './kit';
import { isResource, placeParts, routesOf } from './placement';
import { authRoutes } from '../shell/signIn/routes';
import { screens as featureScreens } from '../features/registry/screens';

export * from './kit';
export * from './screenPaths';

/**
 * THE route table: every page of the console, in menu order. Each part declares its own pages (a
 * feature's resources and other pages in its `screens.ts`, the shell's pages in a `routes.ts`
 * beside them), and the features' parts are placed among these by their menu entries
 * (./placement.ts); the router (App.tsx), the guard, the menu, the breadcrumb and the record gate
 * all read this list.
 */
const parts = [
    // Sign-in: no menu entry; the features' sections follow.
    authRoutes,
] as const satisfies readonly PageRoute[][];

const allParts = placeParts(parts, featureScreens);

/** The resources with screens, each registered with react-admin. */
export const resources: Resource[] = allParts.filter(isResource);

export const allRoutes: PageRoute[] = allParts.flatMap(routesOf);

/** The route a location belongs to, or undefined for an unknown address (Not Found). */
export function findRoute(pathname: string): PageRoute | undefined {
    const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return allRoutes.find((route) => matchPath({ path: route.path, end: true }, clean));
}

/**
 * Boot (main.tsx): the page at the address starts downloading as soon as the table has arrived,
 * beside the session's calls, instead of once the shell has rendered. Only a page the visitor is
 * let onto: a signed-out visitor of a signed-in page is sent elsewhere, and the other way round.
 */
export function preloadPageAt(pathname: string, signedIn: boolean) {
    const route = findRoute(pathname);
    if (!route) return;
    const signedInPage = route.guard === 'token' || route.guard === 'business';
    if (route.guard === 'public' || signedInPage === signedIn) preloadPage(route.page);
}
