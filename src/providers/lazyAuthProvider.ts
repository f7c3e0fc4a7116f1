import type { AuthProvider } from 'react-admin';
import { loadPart } from './reloadSignals';

/**
 * The auth provider react-admin is given: each method loads the real one (authProvider.ts, with the
 * session, token and HTTP code) on its first use, so that a first visit to /login, which calls
 * none of them, does not download it. A signed-in start loads the session code at boot (main.tsx),
 * so it has arrived by the time react-admin asks.
 */
const load = () => loadPart(() => import('./authProvider')).then((module) => module.authProvider);

/** The methods of authProvider.ts; tests/unit/lazyAuthProvider.test.ts keeps this list complete. */
export const AUTH_METHODS = [
    'login',
    'logout',
    'checkAuth',
    'checkError',
    'getIdentity',
    'getPermissions',
    'canAccess',
] as const;

export const authProvider = Object.fromEntries(
    AUTH_METHODS.map((name) => [
        name,
        (...args: unknown[]) =>
            load().then((provider) => (provider[name] as (...a: unknown[]) => unknown)(...args)),
    ]),
) as Required<Pick<AuthProvider, (typeof AUTH_METHODS)[number]>>;
