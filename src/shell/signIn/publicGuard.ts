import type { PageRoute } from '../../routes/kit';

/** What a guard decides for a page: let the visitor on, send them elsewhere, or refuse. */
export type GuardResult = { redirect: string } | { forbidden: true } | { allow: true };

/**
 * The redirect rule of the pages outside the shell (PublicPage), whose guard is 'public' or
 * 'anonymous' (App.tsx mounts only those there): a signed-in user is sent from the sign-in pages
 * to the dashboard. It reads neither the session nor the role table, which the first visit to
 * /login does not download (guardRoute, in guard.ts, gives the same verdict for these guards).
 */
export function guardPublicRoute(route: PageRoute, hasToken: boolean): GuardResult {
    return route.guard === 'anonymous' && hasToken ? { redirect: '/dashboard' } : { allow: true };
}
