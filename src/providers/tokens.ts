import { reportReachable, reportUnreachable } from './connection';
import { readClaims } from './jwt';
import { businessChangedElsewhere } from './businessScope';

import {
    ACCESS_TOKEN_KEY,
    REFRESH_TOKEN_KEY,
    getStoredAccessToken,
    getStoredRefreshToken,
    storage,
} from './tokenStorage';

export {
    ACCESS_TOKEN_KEY,
    REFRESH_TOKEN_KEY,
    getStoredAccessToken,
    getStoredRefreshToken,
    hasStoredToken,
} from './tokenStorage';
/** How far the server's clock is ahead of this browser's, in ms, learnt from the tokens it issues. */
export const CLOCK_OFFSET_KEY = 'token_clock_offset';
/** A refresh is scheduled this long before the access token expires (less for short-lived tokens). */
export const REFRESH_AHEAD_MS = 30_000;

interface TimeClaims {
    exp?: number;
    iat?: number;
}

const claims = (token: string | null | undefined): TimeClaims =>
    (token && readClaims<TimeClaims>(token)) || {};

/** Seconds since the epoch at which the token expires, or null when it carries no readable exp. */
export function tokenExpiry(token: string | null | undefined): number | null {
    const { exp } = claims(token);
    return typeof exp === 'number' ? exp : null;
}

/**
 * The server's time as this browser estimates it: the token's `iat` is the server's clock when it
 * issued the token, so a browser clock minutes ahead or behind does not make a fresh token look
 * expired (or an expired one valid).
 */
export function serverNow(): number {
    const offset = Number(storage()?.getItem(CLOCK_OFFSET_KEY));
    return Date.now() + (Number.isFinite(offset) ? offset : 0);
}

function learnClock(accessToken: string) {
    const { iat } = claims(accessToken);
    if (typeof iat === 'number') storage()?.setItem(CLOCK_OFFSET_KEY, String(iat * 1000 - Date.now()));
}

/** The spec's one validation rule: a token is valid while its exp claim is not in the past (server time). */
export function isTokenValid(token: string | null | undefined, now = serverNow()): boolean {
    const exp = tokenExpiry(token);
    return exp !== null && exp * 1000 > now;
}

/** The token's lifetime in ms (exp − iat), or null when it does not say. */
function lifetimeMs(token: string | null): number | null {
    const { exp, iat } = claims(token);
    return typeof exp === 'number' && typeof iat === 'number' && exp > iat ? (exp - iat) * 1000 : null;
}

/** How long before expiry to refresh: 30 s, or a quarter of a shorter token's life. */
const aheadMs = (token: string | null) =>
    Math.min(REFRESH_AHEAD_MS, (lifetimeMs(token) ?? 4 * REFRESH_AHEAD_MS) / 4);

/** When the last refresh succeeded (this tab's clock), to never refresh twice in one token's life. */
let lastRefreshAt = 0;
const minGapMs = (token: string | null) => Math.max(1_000, (lifetimeMs(token) ?? 2 * REFRESH_AHEAD_MS) / 2);
const refreshedRecently = (token: string | null) => Date.now() - lastRefreshAt < minGapMs(token);

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
    learnClock(accessToken);
    scheduleRefresh();
}

export function clearTokens() {
    storage()?.removeItem(ACCESS_TOKEN_KEY);
    storage()?.removeItem(REFRESH_TOKEN_KEY);
    storage()?.removeItem(CLOCK_OFFSET_KEY);
    lastRefreshAt = 0;
    if (refreshTimer) clearTimeout(refreshTimer);
    refreshTimer = undefined;
}

/**
 * Schedules the next refresh shortly before the stored access token expires by the server's
 * clock, and never sooner than half a token's life after the last refresh: whatever the lifetime
 * and the clocks, at most one refresh per access token.
 */
export function scheduleRefresh() {
    if (refreshTimer) clearTimeout(refreshTimer);
    refreshTimer = undefined;
    const access = getStoredAccessToken();
    const exp = tokenExpiry(access);
    if (exp === null || !getStoredRefreshToken()) return;
    const due = exp * 1000 - aheadMs(access) - serverNow();
    // (A clock set back since the last refresh waits at most one gap.)
    const delay = Math.max(0, due, Math.min(minGapMs(access), lastRefreshAt + minGapMs(access) - Date.now()));
    refreshTimer = setTimeout(() => {
        refreshTimer = undefined;
        refreshTokens({ scheduled: true }).catch(() => undefined);
    }, delay);
}

let inFlight: Promise<string> | null = null;
/** While set, refreshes wait for it (a business switch is replacing the tokens). */
let held: Promise<void> | null = null;

/** Resolves once the refresh on its way (if any) has its answer. */
export async function refreshSettled(): Promise<void> {
    await inFlight?.catch(() => undefined);
}

/**
 * Holds every refresh of this page until the returned release is called. A business switch rotates
 * the tokens on the server: a refresh sent meanwhile with the previous refresh token (a request of
 * the old business answered 401) would present a spent token, which ends the whole sign-in. Held,
 * it runs after the switch and finds the new tokens in storage.
 */
export function holdRefresh(): () => void {
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    held = hold;
    return () => {
        if (held === hold) held = null;
        release();
    };
}

/** The refresh call: sends the refresh token, answers the new tokens (or fails as the HTTP layer does). */
export type Refresher = (
    refreshToken: string,
) => Promise<{ accessToken?: unknown; refreshToken?: string | null } | null>;
let refresher: Refresher | null = null;

/** http.ts hands over the refresh call, so that this module does not import the HTTP layer. */
export function setRefresher(run: Refresher | null) {
    refresher = run;
}

interface RefreshOptions {
    /** The access token the server just refused (401): it must be replaced, however valid it looks. */
    rejected?: string | null;
    /** The timer's refresh ahead of expiry. */
    scheduled?: boolean;
}

async function doRefresh({ rejected, scheduled }: RefreshOptions): Promise<string> {
    // Another tab may have refreshed already: its tokens are in the shared storage.
    const current = getStoredAccessToken();
    const stillGood =
        isTokenValid(current, serverNow() + aheadMs(current)) || (!scheduled && refreshedRecently(current));
    if (current && (rejected ? current !== rejected : stillGood)) {
        scheduleRefresh();
        return current;
    }
    const refreshToken = getStoredRefreshToken();
    if (!refreshToken || !isTokenValid(refreshToken)) throw new SessionRefused();
    if (!refresher) throw new Error('no refresh call (http.ts sets it)');
    const data = await refresher(refreshToken);
    if (!data || typeof data.accessToken !== 'string')
        throw new Error('refresh answered without an access token');
    // Newer tokens were stored while this refresh was on its way (a business switch): they stay.
    const stored = getStoredAccessToken();
    if (stored && stored !== current) return stored;
    lastRefreshAt = Date.now();
    setTokens(data.accessToken, data.refreshToken ?? refreshToken);
    return data.accessToken;
}

/** The session cannot go on: no refresh token, or the server refused it. */
export class SessionRefused extends Error {}

/**
 * A refusal of the session (a 4xx answer: 401, 403, an error envelope about the token), as opposed
 * to a server that could not be reached, timed out or failed (status 0 or 5xx), which refused nothing.
 */
export function isRefusal(error: unknown): boolean {
    if (error instanceof SessionRefused) return true;
    const status = (error as { status?: unknown } | null)?.status;
    return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Refreshes the tokens. Single flight: concurrent callers share one request, and tabs take turns
 * through a Web Lock so that two tabs never spend the same refresh token. A refusal clears the
 * tokens and ends the session; a server that cannot be reached keeps them, and the refresh is
 * tried again with back-off (connection.ts) until it answers.
 */
export function refreshTokens(options: RefreshOptions = {}): Promise<string> {
    if (!inFlight) {
        const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
        const wait = held;
        const refresh = () =>
            (locks
                ? locks.request('xts-token-refresh', () => doRefresh(options))
                : doRefresh(options)) as Promise<string>;
        const run = wait ? wait.then(refresh) : refresh();
        inFlight = run
            .then((token) => {
                reportReachable();
                return token;
            })
            .catch((error: unknown) => {
                if (isRefusal(error)) endSession();
                else reportUnreachable(() => refreshTokens(options));
                throw error;
            })
            .finally(() => {
                inFlight = null;
            });
    }
    return inFlight;
}

/**
 * A usable access token, refreshed first when expired; null when signed out. A token that looks
 * expired just after a refresh (a server without `iat`, a clock far off) is used as it is: the
 * server says 401 if it really is, and that gets its own refresh.
 */
export async function getAccessToken(): Promise<string | null> {
    const token = getStoredAccessToken();
    // A token within 2 s of expiry (less for a short-lived one) could expire on the way, the clock
    // estimate being good to about a second: refreshed first, should the timer have run late.
    const margin = Math.min(2_000, aheadMs(token));
    if (isTokenValid(token, serverNow() + margin) || (token && refreshedRecently(token))) return token;
    if (!getStoredRefreshToken()) return null;
    try {
        return await refreshTokens();
    } catch (error) {
        if (isRefusal(error)) return null;
        throw error;
    }
}

/** Clears the tokens; tells the listeners once, when there was a session to end. */
function endSession() {
    const hadSession = !!getStoredAccessToken() || !!getStoredRefreshToken();
    clearTokens();
    if (hadSession) emitSignedOut();
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
                // Switched to another business there: this page shows the previous one.
                businessChangedElsewhere(event.oldValue, event.newValue);
            }
        }
    };
    window.addEventListener('storage', handler);
    return () => window.removeEventListener('storage', handler);
}
