import { matchPath } from 'react-router';
import { preloadPage, type PageRoute, type Resource } from './kit';
import { authRoutes } from '../custom/auth/routes';
import { oauthRoutes } from '../custom/oauth/routes';
import { accountRoutes } from '../custom/account/routes';
import { dashboardRoutes } from '../custom/dashboard/routes';
import { traceRoutes } from '../custom/trace/routes';
import { scanRoutes } from '../custom/scans/routes';
import { lotRoutes } from '../custom/lots/routes';
import { businessRoutes } from '../custom/business/routes';
import { mockRoutes } from '../custom/mock/routes';
import { screens as featureScreens } from '../features/registry/screens';

export * from './kit';
export * from './screenPaths';

/**
 * THE route table: every page of the console, in menu order. Each part declares its own pages
 * (a feature's resources in its `screens.ts`, other pages in a `routes.ts` beside them); the
 * router (App.tsx), the guard, the menu, the breadcrumb and the record gate all read this list.
 */
const parts = [
    authRoutes,
    oauthRoutes,
    accountRoutes,
    // Menu, overview section.
    dashboardRoutes,
    // Menu, trace section.
    lotRoutes,
    traceRoutes,
    scanRoutes,
    // Menu, manage section.
    businessRoutes,
    // Mock mode only.
    mockRoutes,
] as const satisfies readonly (PageRoute[] | Resource)[];

type Part = PageRoute[] | Resource;

/** The resources a part's menu entries are for. */
const menuResources = (part: Part): string[] =>
    Array.isArray(part)
        ? part.flatMap((route) => (route.menu && route.access ? [route.access.resource] : []))
        : [part.name];

/**
 * The parts with the features' resources (src/features, in their list's order) placed in the menu:
 * each right after the entry its declaration names (`menu.after`), before the first entry of its
 * section (`menu.first`), else at the end of its section.
 */
function withFeatures(table: readonly Part[], features: readonly Resource[]): Part[] {
    const placed = [...table];
    for (const feature of features) {
        const { after, first, section } = feature.menu ?? {};
        const inSection = placed.flatMap((part, i) =>
            (Array.isArray(part) ? part : part.routes).some((route) => route.menu?.section === section)
                ? [i]
                : [],
        );
        // An index after the entry to follow; 0 while none is found (the table opens with public pages).
        let at = after ? placed.findIndex((part) => menuResources(part).includes(after)) + 1 : 0;
        if (!at && first && inSection.length) at = inSection[0];
        if (!at && inSection.length) at = inSection[inSection.length - 1] + 1;
        placed.splice(at || placed.length, 0, feature);
    }
    return placed;
}

const allParts = withFeatures(parts, featureScreens);

/** The resources with screens, each registered with react-admin. */
export const resources: Resource[] = allParts.filter((part): part is Resource => !Array.isArray(part));

export const allRoutes: PageRoute[] = allParts.flatMap((part) => (Array.isArray(part) ? part : part.routes));

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
