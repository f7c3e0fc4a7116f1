import { matchPath } from 'react-router';
import type { MenuSection, PageRoute, Resource } from './kit';
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
import products from '../resources/products';
import diaries from '../resources/diaries';
import diaryActivities from '../resources/diaries/activities';
import stampTemplates from '../resources/stamp-templates';
import stampGenerations from '../resources/stamp-generations';
import stampActivations from '../resources/stamp-activations';
import stampRetails from '../resources/stamp-retails';
import stampDestructions from '../resources/stamp-destructions';
import suspiciousStamps from '../resources/suspicious-stamps';
import bizUsers from '../resources/biz-users';
import invitations from '../resources/invitations';

export * from './kit';
export * from './screenPaths';

/**
 * The features' resources (src/features) whose menu entry is in `section` (undefined: none), in the
 * features' order: each section of the table below has one place for them, so a feature's entry
 * joins its section there without the table naming it.
 */
const featuresIn = (section: MenuSection | undefined) =>
    featureScreens.filter((resource) => resource.menu?.section === section);

/**
 * THE route table: every page of the console, in menu order. Each part declares its own pages
 * (a resource in `src/resources/<name>/index.ts`, other pages in a `routes.ts` beside them); the
 * router (App.tsx), the guard, the menu, the breadcrumb and the record gate all read this list.
 */
const parts = [
    authRoutes,
    oauthRoutes,
    accountRoutes,
    // Menu, overview section.
    dashboardRoutes,
    ...featuresIn('overview'),
    // Menu, trace section.
    products,
    diaries,
    diaryActivities,
    stampTemplates,
    stampGenerations,
    stampActivations,
    stampRetails,
    stampDestructions,
    lotRoutes,
    // The features' entries of this section (plots), after the lots they give an origin to.
    ...featuresIn('trace'),
    suspiciousStamps,
    traceRoutes,
    scanRoutes,
    // Menu, manage section.
    businessRoutes,
    // The features' entries of this section (partners, sales points, growing locations).
    ...featuresIn('manage'),
    // The features' resources without a menu entry.
    ...featuresIn(undefined),
    bizUsers,
    invitations,
    // Mock mode only.
    mockRoutes,
] as const satisfies readonly (PageRoute[] | Resource)[];

/** The resources with screens, each registered with react-admin. */
export const resources: Resource[] = (parts as readonly (PageRoute[] | Resource)[]).filter(
    (part): part is Resource => !Array.isArray(part),
);

export const allRoutes: PageRoute[] = (parts as readonly (PageRoute[] | Resource)[]).flatMap((part) =>
    Array.isArray(part) ? part : part.routes,
);

/** The route a location belongs to, or undefined for an unknown address (Not Found). */
export function findRoute(pathname: string): PageRoute | undefined {
    const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return allRoutes.find((route) => matchPath({ path: route.path, end: true }, clean));
}
