import { memoryStore, useMemoryStore } from './memoryStore';
import type { CurrentBiz, ManagedBiz, Me, MyInvitation, SelectOption } from '../types';

/**
 * The session's state in memory: what the console knows of the signed-in user, read by components
 * through `useSession`. What the first visit to /login needs only (reading it, clearing it): its
 * persisted copy is written and read by ./sessionPersist, what it says of the user is in
 * ./sessionArea, and loading it from the API is in ./session, all loaded after /login.
 */

/** Key of the persisted state (spec section 9; ./sessionPersist writes it). */
export const PERSIST_KEY = 'root';

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

/** The state itself: changed by `setSession` (./sessionPersist, which keeps the stored copy) or `clearSession`. */
export const sessionMemory = memoryStore<SessionState>(empty);

export const getSession = sessionMemory.get;

export const subscribeSession = sessionMemory.subscribe;

export function useSession(): SessionState {
    return useMemoryStore(sessionMemory);
}

/** Forgets the signed-in user and everything persisted for them. */
export function clearSession() {
    if (typeof localStorage !== 'undefined') localStorage.removeItem(PERSIST_KEY);
    sessionMemory.set({ ...empty, ready: true });
}

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
