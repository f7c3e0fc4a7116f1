import { can } from '../providers/access';
import { areaOf, currentRole, type Area } from '../providers/sessionArea';
import type { SessionState } from '../providers/sessionStore';
import type { PageRoute } from '../routes/kit';
import { guardPublicRoute, type GuardResult } from './signIn/publicGuard';

export type { GuardResult };

/** Where the area of the user sends them from the page they asked for (spec section 2). */
export const homeOfArea = {
    anonymous: '/home',
    'no-profile': '/no-biz/create-profile',
    blocked: '/account-status',
    'no-biz': '/no-biz',
    console: '/dashboard',
} as const;

/** Who may open a signed-in page that names no areas: users in a business or without one. */
const defaultAreas: readonly Area[] = ['console', 'no-biz'];

/**
 * The redirect rules of spec section 2, in one function: signed-out visitors to /home, signed-in
 * users away from /login, users without a profile or a business to the no-biz area, locked users
 * to their status page, and roles to the pages the role table opens to them.
 */
export function guardRoute(route: PageRoute, session: SessionState, hasToken: boolean): GuardResult {
    const area = areaOf(session, hasToken);
    switch (route.guard) {
        case 'public':
        case 'anonymous':
            return guardPublicRoute(route, hasToken);
        case 'token': {
            if (area === 'anonymous') return { redirect: '/home' };
            // A page not open to the user's area sends them to the home of their area.
            const areas = route.areas ?? defaultAreas;
            return areas.includes(area) ? { allow: true } : { redirect: homeOfArea[area] };
        }
        case 'business':
            if (area !== 'console') return { redirect: homeOfArea[area] };
            if (route.access && !can(currentRole(session), route.access.resource, route.access.action)) {
                return { forbidden: true };
            }
            return { allow: true };
    }
}
