import { memoryStore, useMemoryStore } from './memoryStore';
import type { CurrentBiz, ManagedBiz, Me, MyInvitation, SelectOption } from '../types';
import { hasStoredToken } from './tokenStorage';
import { UserStatus } from './userStatus';

/**
 * The session's state in memory and its persisted copy: what the console knows of the signed-in
 * user, read by components through `useSession`. Loading it from the API is in ./session.
 */

/**
 * Persisted state (spec section 9): key 'root', version 1. The spec's 5000 ms rehydrate timeout is
 * for asynchronous storage; localStorage is read synchronously, so there is nothing to wait for.
 */
export const PERSIST_KEY = 'root';
export const PERSIST_VERSION = 1;

export interface SessionState {
    /** Start-up has finished (tokens checked or refreshed, user and invitations loaded). */
    ready: boolean;
    me: Me | null;
    current_biz: CurrentBiz | null;
    managed_bizs: ManagedBiz[];
    invitations: MyInvitation[];
    /** Cached select options. */
    options: {
        products: SelectOption[] | null;
        stampTemplates: SelectOption[] | null;
        locations: SelectOption[] | null;
    };
}

/** The state before start-up; its `options` are what a business starts with. */
export const empty: SessionState = {
    ready: false,
    me: null,
    current_biz: null,
    managed_bizs: [],
    invitations: [],
    options: { products: null, stampTemplates: null, locations: null },
};

const session = memoryStore<SessionState>(empty);

export const getSession = session.get;

function persistState(state: SessionState) {
    if (typeof localStorage === 'undefined') return;
    if (!state.me) {
        localStorage.removeItem(PERSIST_KEY);
        return;
    }
    const { me, current_biz, managed_bizs, invitations, options } = state;
    localStorage.setItem(
        PERSIST_KEY,
        JSON.stringify({
            version: PERSIST_VERSION,
            auth: { me, current_biz, managed_bizs },
            invitations,
            options,
        }),
    );
}

export function setSession(patch: Partial<SessionState>) {
    const next = { ...session.get(), ...patch };
    // Persisted before readers hear of it, as they may read the stored copy.
    persistState(next);
    session.set(next);
}

export const subscribeSession = session.subscribe;

export function useSession(): SessionState {
    return useMemoryStore(session);
}

/** Forgets the signed-in user and everything persisted for them. */
export function clearSession() {
    if (typeof localStorage !== 'undefined') localStorage.removeItem(PERSIST_KEY);
    session.set({ ...empty, ready: true });
}

/** Reads the persisted state into memory (at once: localStorage is synchronous). */
export function rehydrate(): void {
    try {
        const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(PERSIST_KEY);
        const saved = raw ? JSON.parse(raw) : null;
        if (saved && saved.version === PERSIST_VERSION && saved.auth) {
            session.set({
                ...session.get(),
                me: saved.auth.me ?? null,
                current_biz: saved.auth.current_biz ?? null,
                managed_bizs: Array.isArray(saved.auth.managed_bizs) ? saved.auth.managed_bizs : [],
                invitations: Array.isArray(saved.invitations) ? saved.invitations : [],
                options: { ...empty.options, ...(saved.options ?? {}) },
            });
        }
    } catch {
        // A corrupt persisted state is dropped, not fatal.
    }
}

export type Area = 'anonymous' | 'no-profile' | 'blocked' | 'no-biz' | 'console';

/** Which area of the console the current state belongs to (spec section 2). */
export function areaOf(s: SessionState, hasToken = hasStoredToken()): Area {
    if (!hasToken || !s.me) return 'anonymous';
    if (s.me.status === UserStatus.noProfile) return 'no-profile';
    if (s.me.status === UserStatus.locked || s.me.status === UserStatus.leaved) return 'blocked';
    if (!s.current_biz) return 'no-biz';
    return 'console';
}

export const currentRole = (s: SessionState = getSession()): number | null => s.current_biz?.biz_role ?? null;

let deferredWatch: (() => void) | null = null;

/**
 * A start without a token (main.tsx) does not load the session code: the watch of the session's
 * end (session.ts, `watchSession`) is then started by that code when it loads, with this `onEnd`.
 */
export function deferSessionWatch(onEnd: () => void) {
    deferredWatch = onEnd;
}

/** The deferred watch's `onEnd`, once (session.ts takes it when it loads). */
export function takeDeferredWatch(): (() => void) | null {
    const onEnd = deferredWatch;
    deferredWatch = null;
    return onEnd;
}
