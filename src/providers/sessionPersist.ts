import { PERSIST_KEY, empty, sessionMemory, type SessionState } from './sessionStore';

/**
 * The session's persisted copy (spec section 9): key 'root', version 1. The spec's 5000 ms
 * rehydrate timeout is for asynchronous storage; localStorage is read synchronously, so there is
 * nothing to wait for. Apart from the state in memory (./sessionStore), which the first visit to
 * /login reads without writing it.
 */
export const PERSIST_VERSION = 1;

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
    const next = { ...sessionMemory.get(), ...patch };
    // Persisted before readers hear of it, as they may read the stored copy.
    persistState(next);
    sessionMemory.set(next);
}

/** Reads the persisted state into memory (at once: localStorage is synchronous). */
export function rehydrate(): void {
    try {
        const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(PERSIST_KEY);
        const saved = raw ? JSON.parse(raw) : null;
        if (saved && saved.version === PERSIST_VERSION && saved.auth) {
            sessionMemory.set({
                ...sessionMemory.get(),
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
