import { jwtDecode } from 'jwt-decode';
import { call } from './http';

export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';
/** A refresh is scheduled this long before the access token expires. */
export const REFRESH_AHEAD_MS = 30_000;

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export const getStoredAccessToken = () => storage()?.getItem(ACCESS_TOKEN_KEY) ?? null;
export const getStoredRefreshToken = () => storage()?.getItem(REFRESH_TOKEN_KEY) ?? null;

/** Seconds since the epoch at which the token expires, or null when it carries no readable exp. */
export function tokenExpiry(token: string | null | undefined): number | null {
    if (!token) return null;
    try {
        const { exp } = jwtDecode<{ exp?: number }>(token);
        return typeof exp === 'number' ? exp : null;
    } catch {
        return null;
    }
}

/** The spec's one validation rule: a token is valid while its exp claim is not in the past. */
export function isTokenValid(token: string | null | undefined, now = Date.now()): boolean {
    const exp = tokenExpiry(token);
    return exp !== null && exp * 1000 > now;
}

type Listener = () => void;
const signedOutListeners = new Set<Listener>();
/** Called when the session ends without the user asking (failed refresh, 401, sign-out in another tab). */
export function onSignedOut(listener: Listener): () => void {
    signedOutListeners.add(listener);
    return () => signedOutListeners.delete(listener);
}
const emitSignedOut = () => signedOutListeners.forEach((listener) => listener());

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

export function setTokens(accessToken: string, refreshToken?: string | null) {
    storage()?.setItem(ACCESS_TOKEN_KEY, accessToken);
    if (refreshToken) storage()?.setItem(REFRESH_TOKEN_KEY, refreshToken);
    scheduleRefresh();
}

export function clearTokens() {
    storage()?.removeItem(ACCESS_TOKEN_KEY);
    storage()?.removeItem(REFRESH_TOKEN_KEY);
    if (refreshTimer) clearTimeout(refreshTimer);
    refreshTimer = undefined;
}

/** Schedules the next refresh 30 s before the stored access token expires. */
export function scheduleRefresh() {
    if (refreshTimer) clearTimeout(refreshTimer);
    refreshTimer = undefined;
    const exp = tokenExpiry(getStoredAccessToken());
    if (exp === null || !getStoredRefreshToken()) return;
    const delay = Math.max(0, exp * 1000 - REFRESH_AHEAD_MS - Date.now());
    refreshTimer = setTimeout(() => {
        refreshTimer = undefined;
        refreshTokens().catch(() => undefined);
    }, delay);
}

let inFlight: Promise<string> | null = null;

async function doRefresh(): Promise<string> {
    // Another tab may have refreshed already: its tokens are in the shared storage.
    const current = getStoredAccessToken();
    if (isTokenValid(current, Date.now() + REFRESH_AHEAD_MS)) {
        scheduleRefresh();
        return current as string;
    }
    const refreshToken = getStoredRefreshToken();
    if (!isTokenValid(refreshToken)) throw new Error('refresh token missing or expired');
    const data = await call('refresh', { token: refreshToken });
    if (!data || typeof data.accessToken !== 'string') throw new Error('refresh answered without an access token');
    setTokens(data.accessToken, data.refreshToken ?? refreshToken);
    return data.accessToken;
}

/**
 * Refreshes the tokens. Single flight: concurrent callers share one request, and tabs take turns
 * through a Web Lock so that two tabs never spend the same refresh token. A failure clears the
 * tokens and ends the session.
 */
export function refreshTokens(): Promise<string> {
    if (!inFlight) {
        const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
        const run = locks ? locks.request('xts-token-refresh', doRefresh) : doRefresh();
        inFlight = (run as Promise<string>)
            .catch((error: unknown) => {
                endSession();
                throw error;
            })
            .finally(() => {
                inFlight = null;
            });
    }
    return inFlight;
}

/** A usable access token, refreshed first when expired; null when signed out. */
export async function getAccessToken(): Promise<string | null> {
    const token = getStoredAccessToken();
    if (isTokenValid(token)) return token;
    if (!getStoredRefreshToken()) return null;
    try {
        return await refreshTokens();
    } catch {
        return null;
    }
}

/** Clears the tokens; tells the listeners once, when there was a session to end. */
function endSession() {
    const hadSession = !!getStoredAccessToken() || !!getStoredRefreshToken();
    clearTokens();
    if (hadSession) emitSignedOut();
}

/** The server refused the session for good. */
export function onUnauthorized() {
    endSession();
}

/** Sign-out in one tab removes the tokens from the shared storage: every other tab follows. */
export function watchOtherTabs(): () => void {
    if (typeof window === 'undefined') return () => undefined;
    const handler = (event: StorageEvent) => {
        if (event.storageArea !== localStorage) return;
        if (event.key === null || event.key === ACCESS_TOKEN_KEY) {
            if (!getStoredAccessToken()) {
                if (refreshTimer) clearTimeout(refreshTimer);
                emitSignedOut();
            } else {
                scheduleRefresh();
            }
        }
    };
    window.addEventListener('storage', handler);
    return () => window.removeEventListener('storage', handler);
}
