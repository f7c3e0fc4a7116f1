/** What the console's service worker uses of its global scope (the DOM library has no worker types). */
export interface WorkerScope {
    location: Location;
    navigator: { onLine: boolean };
    clients: { get(id: string): Promise<{ postMessage(message: unknown): void } | undefined> };
    skipWaiting(): Promise<void>;
    addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** The page's answer to the "new version" prompt (workbox-window's messageSkipWaiting). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The worker's note to a page that it was answered from the device (no network). */
export interface CachedReadNote {
    type: 'XTS_CACHED_READ';
    path: string;
    /** When the answer was fetched from the server (ms since the epoch). */
    fetchedAt: number;
}

/** A page asks for the kept reads it was answered with before it listened (CachedReadNote each). */
export const KEPT_READS = 'XTS_KEPT_READS';
