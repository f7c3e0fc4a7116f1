import { call, clientErrors, HttpError, statusOf } from './http';
import { setConnectionProbe } from './connection';
import {
    clearTokens,
    getAccessToken,
    getStoredAccessToken,
    getStoredRefreshToken,
    holdRefresh,
    refreshSettled,
    isRefusal,
    isTokenValid,
    onSignedOut,
    refreshTokens,
    scheduleRefresh,
    setTokens,
    watchOtherTabs,
} from './tokens';
import type { Me, MyInvitation } from '../types';
import { PERSIST_KEY, clearSession, empty, getSession, takeDeferredWatch } from './sessionStore';
import { rehydrate, setSession } from './sessionPersist';

export {
    PERSIST_KEY,
    clearSession,
    getSession,
    subscribeSession,
    useSession,
    type SessionState,
} from './sessionStore';
export { PERSIST_VERSION, rehydrate, setSession } from './sessionPersist';
export { areaOf, currentRole, type Area } from './sessionArea';

/**
 * GET /api/me. A refusal (401, an error answer) clears the tokens and the auth state (spec
 * section 4); a server out of reach refused nothing: the session and what is known of the user
 * stay, and the call is tried again when the connection returns (connection.ts).
 */
export async function loadMe(): Promise<void> {
    try {
        const data = await call('me');
        const me = data?.me ?? (data as unknown as Me);
        if (!me || me.id === undefined) throw new Error('me without id');
        const current_biz = data.current_biz ?? null;
        // Cached options belong to one business: another business (or another user) starts without them.
        const { me: known, current_biz: knownBiz } = getSession();
        const sameBusiness = known?.id === me.id && knownBiz?.biz_id === current_biz?.biz_id;
        setSession({
            me,
            current_biz,
            managed_bizs: Array.isArray(data.managed_bizs) ? data.managed_bizs : [],
            ...(sameBusiness ? {} : { options: empty.options }),
        });
    } catch (error) {
        if (isRefusal(error) || !(error instanceof HttpError)) {
            clearTokens();
            clearSession();
        }
        throw error;
    }
}

/** A failed invitation load gives an empty list (spec section 8). */
export async function loadInvitations(): Promise<void> {
    try {
        const data = await call('myInvitationList', { query: { status: 'pending' } });
        const rows = Array.isArray(data)
            ? data
            : Array.isArray((data as { items?: unknown[] })?.items)
              ? (data as { items: unknown[] }).items
              : [];
        setSession({ invitations: rows as MyInvitation[] });
    } catch {
        setSession({ invitations: [] });
    }
}

let bootstrapping: Promise<void> | null = null;

/**
 * Start-up (spec section 4): no token clears the user; an expired access token is refreshed when
 * the refresh token is still valid, else the user is signed out; then the current user and the
 * invitations are loaded (in parallel: they do not depend on each other).
 */
export function bootstrap(): Promise<void> {
    if (!bootstrapping) {
        bootstrapping = (async () => {
            rehydrate();
            const access = getStoredAccessToken();
            const refresh = getStoredRefreshToken();
            if (!access && !refresh) {
                clearSession();
                return;
            }
            if (!isTokenValid(access)) {
                if (!isTokenValid(refresh)) {
                    clearTokens();
                    clearSession();
                    return;
                }
                try {
                    await refreshTokens();
                } catch (error) {
                    if (isRefusal(error)) {
                        clearSession();
                        return;
                    }
                    // Out of reach: the session stays; the refresh is tried again with back-off.
                }
            }
            scheduleRefresh();
            setConnectionProbe(loadMe);
            try {
                await Promise.all([loadMe(), loadInvitations()]);
            } catch {
                // loadMe has already signed the user out.
            }
            setSession({ ready: true });
        })().finally(() => {
            bootstrapping = null;
        });
    }
    return bootstrapping;
}

/** Tokens received from sign-in: store them and load the user. */
export async function startSession(
    accessToken: string,
    refreshToken: string,
    alongside?: () => void,
): Promise<void> {
    setTokens(accessToken, refreshToken);
    setConnectionProbe(loadMe);
    alongside?.();
    await Promise.all([loadMe(), loadInvitations()]);
    setSession({ ready: true });
}

/** Signs out: tells the server (best effort), then clears tokens and persisted state. */
export async function signOut(): Promise<void> {
    const token = getStoredAccessToken();
    if (token && isTokenValid(token)) {
        try {
            await call('logout', { token });
        } catch {
            // The local sign-out happens whatever the server says.
        }
    }
    clearTokens();
    clearSession();
}

/** A switch sent without an answer: the server may have carried it out (and spent the refresh token). */
let unanswered: { bizId: number | string; token: string; release: () => void } | null = null;

/** No answer came (a dropped connection, a timeout): unlike a refusal, it may have been carried out. */
const answerLost = (error: unknown) =>
    statusOf(error) === 0 && !(error as { body?: { offline?: boolean } }).body?.offline;

async function changeBusiness(bizId: number | string, token: string) {
    const data = await call('changeBusiness', { body: { bizId }, token });
    if (!data?.accessToken) throw new Error('change-business answered without an access token');
    setTokens(data.accessToken, data.refreshToken);
    return data.accessToken;
}

/**
 * Switches the current business: change-business, store the new access token, hard reload at
 * /dashboard (through `open`, e.g. one that skips the unsaved-changes prompt of a form just saved).
 * Rejects on failure; callers decide whether to log or show it (spec section 4).
 *
 * A switch whose answer was lost may have been carried out: the server then refuses this page's
 * tokens, its refresh token included, which presented again would end the sign-in as stolen. Until
 * the switch is sent again (with the same token and so the same Idempotency-Key: the server answers
 * the tokens it issued, or carries it out now), the page's refreshes stay held.
 */
export async function switchBusiness(
    bizId: number | string,
    open: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
    const pending = unanswered;
    unanswered = null;
    let token: string | null = pending?.token ?? null;
    if (!pending) {
        // The switch is sent with a token of its own, outside the hold (its 401 is an error like any
        // other). A refresh already on its way is let through first: sent after the switch, its
        // token would be spent.
        await refreshSettled();
        token = await getAccessToken();
        if (!token) throw new HttpError(clientErrors.unauthorized, 401, {});
    }
    const release = pending?.release ?? holdRefresh();
    let sending = pending && String(pending.bizId) !== String(bizId) ? pending.bizId : bizId;
    try {
        // Another business chosen after a lost answer: what became of the first switch is learnt first.
        if (sending !== bizId) {
            token = await changeBusiness(sending, token!);
            sending = bizId;
        }
        await changeBusiness(bizId, token!);
    } catch (error) {
        // Still unknown: no answer again, or not sent at all (offline) while an earlier try got none.
        const stillPending = pending?.token === token && String(pending.bizId) === String(sending);
        if (statusOf(error) === 0 && (stillPending || answerLost(error)))
            unanswered = { bizId: sending, token: token!, release };
        else release();
        throw error;
    }
    // Switched: this page is leaving, and what it still has on its way belongs to the previous
    // business. Its refreshes stay held, so that a call refused meanwhile is neither refreshed nor
    // sent again while the next page loads (sent as the page unloads, such a retry reached no mock
    // and its failure ended the new page's sign-in). A page brought back from the back-forward
    // cache goes on.
    window.addEventListener('pageshow', release, { once: true });
    open('/dashboard');
}

let endedButShown = false;
let keepOnEnd: (() => boolean) | null = null;

/** The session has ended but the page stays on screen to warn about the work it kept. */
export const isSessionEndShown = () => endedButShown;

/**
 * The shell tells whether the page must stay when the session ends: it answers true after keeping
 * the unsaved work of the forms on screen (and showing its warning).
 */
export function setSessionEndKeeper(keeper: (() => boolean) | null) {
    keepOnEnd = keeper;
}

/**
 * Ends the session in this tab whenever the token layer says so (failed refresh, other tab). When
 * the shell keeps unsaved work, the page stays (the persisted state is removed, the page's own
 * state stays until the user leaves); otherwise `onEnd` runs.
 */
export function watchSession(onEnd: () => void): () => void {
    const offSignedOut = onSignedOut(() => {
        if (keepOnEnd?.()) {
            endedButShown = true;
            if (typeof localStorage !== 'undefined') localStorage.removeItem(PERSIST_KEY);
            return;
        }
        clearSession();
        onEnd();
    });
    const offTabs = watchOtherTabs();
    return () => {
        offSignedOut();
        offTabs();
    };
}

// A start without a token left the watch to this code (main.tsx): it starts as the code arrives.
const deferredOnEnd = takeDeferredWatch();
if (deferredOnEnd) watchSession(deferredOnEnd);
