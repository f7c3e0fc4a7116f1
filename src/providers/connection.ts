import { memoryStore } from './memoryStore';
import { BACKOFF_MS, type Failure } from './failure';

export type { Failure };

/**
 * Whether the API can be reached. A server that cannot be reached, times out or answers 5xx has
 * refused nothing: the session is kept, this store says "disconnected", and what failed is tried
 * again with back-off (`BACKOFF_MS`, failure.ts; or at once from the banner's retry button) until
 * the server answers.
 */
export interface ConnectionState {
    /**
     * 'online': the last call got an answer; 'offline': the browser has no network; 'unreachable':
     * calls get no answer; 'server': the server answers with an error of its own (5xx) or an
     * answer no use to a read (failure.ts).
     */
    state: 'online' | 'offline' | 'unreachable' | 'server';
    /** When the next automatic try runs (ms since the epoch), while unreachable. */
    retryAt: number | null;
}

/** Read by the banner through `useMemoryStore(connection)`. */
export const connection = memoryStore<ConnectionState>({
    state: typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'online',
    retryAt: null,
});
/** What runs at the next try, by key: a read that failed twice is tried once, not twice. */
const retries = new Map<unknown, () => Promise<unknown>>();
let attempt = 0;
let probe: (() => Promise<unknown>) | null = null;

/** What a try runs when no failed call asked for a retry of its own (session.ts: the current user). */
export function setConnectionProbe(run: (() => Promise<unknown>) | null) {
    probe = run;
}
let timer: ReturnType<typeof setTimeout> | undefined;

export const getConnection = connection.get;
export const subscribeConnection = connection.subscribe;

function set(next: ConnectionState) {
    const current = connection.get();
    if (next.state === current.state && next.retryAt === current.retryAt) return;
    connection.set(next);
}

/** The browser says it has no network: writes are refused at once instead of hanging. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A call could not reach the server, or the server failed (`failure`). `retry` (optional) runs again
 * after the back-off, once per `key` (the retry itself by default); it is dropped once it succeeds.
 * Every waiting retry runs at each try.
 */
export function reportUnreachable(
    retry?: () => Promise<unknown>,
    failure: Failure = 'network',
    key: unknown = retry,
) {
    if (retry) retries.set(key, retry);
    const state = isOffline() ? 'offline' : failure === 'server' ? 'server' : 'unreachable';
    if (timer) {
        if (state !== connection.get().state) set({ state, retryAt: connection.get().retryAt });
        return;
    }
    const wait = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)];
    attempt += 1;
    set({ state, retryAt: Date.now() + wait });
    timer = setTimeout(() => void retryNow(), wait);
}

/**
 * A call got an answer: the server can be reached. What was waiting to be tried again (or the
 * probe) runs now, and the state turns back to online once that succeeds too: another call
 * answering does not mean the one that failed would.
 */
export function reportReachable() {
    if (timer) void retryNow();
    else if (!running && connection.get().state !== 'online') set({ state: 'online', retryAt: null });
}

let running = false;

/** Runs the waiting retries now (the banner's "Thử lại" button, the browser coming back online). */
export async function retryNow() {
    if (running) return;
    if (timer) clearTimeout(timer);
    timer = undefined;
    const pending = [...retries.values()];
    retries.clear();
    if (!pending.length && probe) pending.push(probe);
    running = true;
    const results = await Promise.allSettled(pending.map((run) => run()));
    running = false;
    // Still failing: its own failure has scheduled the next try. Otherwise the server is back.
    if (!timer && results.every((result) => result.status === 'fulfilled')) {
        attempt = 0;
        set({ state: 'online', retryAt: null });
    }
}

if (typeof window !== 'undefined') {
    window.addEventListener('offline', () => set({ state: 'offline', retryAt: connection.get().retryAt }));
    window.addEventListener('online', () => void retryNow());
}
