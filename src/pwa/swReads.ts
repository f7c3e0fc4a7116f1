import { CacheExpiration } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { readKey, whoseRead } from './readKeys';
import type { CachedReadNote, WorkerScope } from './swScope';

/**
 * The API's reads kept on the device for field work with no signal: products, lots, plots and the
 * locations a user opened, provinces and wards, stamp templates, trace results, and the account
 * and business the console needs to start. Every read goes to the network first; only when the
 * device has no network (`offline`) is the kept answer used (an API that is down still shows as
 * down: the console's connection banner and retries are unchanged).
 */
export const READS_CACHE = 'xts-reads-v1';

/** Reads never kept: sign-in and credentials, public pages, print and export files. */
const NOT_KEPT =
    /^\/api\/(auth|credential|public|my-invitation)\/|^\/api\/(stamp\/generation\/print-url|statement\/file|producer\/export)/;
/** The answer's header that says when it was fetched from the server. */
export const FETCHED_AT = 'x-xts-fetched-at';

/**
 * Whether the device has no network: the browser says so, or the console's own site cannot be
 * reached either. (A worker's `navigator.onLine` may lag behind the page's; a read that failed while
 * the site answers is a fault of the API, which the page handles as before.)
 */
async function offline(scope: WorkerScope): Promise<boolean> {
    if (!scope.navigator.onLine) return true;
    // The reads of one page fail together: one question to the site answers them all.
    if (Date.now() - probe.at > 3000) {
        probe.at = Date.now();
        probe.answer = fetch('/manifest.webmanifest', { method: 'HEAD', cache: 'no-store' }).then(
            () => false,
            () => true,
        );
    }
    return probe.answer;
}
const probe = { at: 0, answer: Promise.resolve(false) };

/** Removes every read kept for a person in a business. */
async function forget(who: string) {
    const cache = await caches.open(READS_CACHE);
    const mine = (await cache.keys()).filter((request) => request.url.endsWith(`__xts_who=${who}`));
    await Promise.all(mine.map((request) => cache.delete(request)));
}

/**
 * The kept reads each page was answered with: a page that starts listening after its first reads
 * (register.ts runs after the first paint) asks for them (`keptReadsOf`).
 */
const servedTo = new Map<string, CachedReadNote[]>();
export const keptReadsOf = (clientId: string) => servedTo.get(clientId) ?? [];

export function registerReads(scope: WorkerScope, apiOrigin: string) {
    const expiration = new CacheExpiration(READS_CACHE, { maxEntries: 600, maxAgeSeconds: 30 * 24 * 3600 });

    async function keep(key: string, response: Response) {
        const headers = new Headers(response.headers);
        headers.set(FETCHED_AT, String(Date.now()));
        const body = await response.arrayBuffer();
        const cache = await caches.open(READS_CACHE);
        await cache.put(key, new Response(body, { status: response.status, headers }));
        await expiration.updateTimestamp(key);
        await expiration.expireEntries();
    }

    async function note(clientId: string, path: string, kept: Response) {
        const message: CachedReadNote = {
            type: 'XTS_CACHED_READ',
            path,
            fetchedAt: Number(kept.headers.get(FETCHED_AT)) || 0,
        };
        if (!clientId) return;
        servedTo.set(clientId, [...(servedTo.get(clientId) ?? []), message].slice(-50));
        if (servedTo.size > 20) servedTo.delete(servedTo.keys().next().value!);
        (await scope.clients.get(clientId))?.postMessage(message);
    }

    // Signing out removes the person's kept reads, as it removes their drafts and list searches: a
    // phone shared by several people keeps nothing of one after they signed out.
    registerRoute(
        ({ url, request }) =>
            request.method === 'GET' && url.origin === apiOrigin && url.pathname === '/api/auth/logout',
        async ({ request }) => {
            const who = whoseRead(request.headers.get('authorization'));
            if (who) await forget(who).catch(() => undefined);
            return fetch(request);
        },
    );

    registerRoute(
        ({ url, request }) =>
            request.method === 'GET' &&
            url.origin === apiOrigin &&
            url.pathname.startsWith('/api/') &&
            !NOT_KEPT.test(url.pathname),
        async ({ request, event, url }) => {
            const who = whoseRead(request.headers.get('authorization'));
            const key = who ? readKey(request.url, who) : null;
            try {
                const response = await fetch(request);
                if (key && response.status === 200) {
                    const saving = keep(key, response.clone()).catch(() => undefined);
                    (event as ExtendableEvent | undefined)?.waitUntil?.(saving);
                }
                return response;
            } catch (error) {
                if (!key || !(await offline(scope))) throw error;
                const kept = await caches.match(key, { cacheName: READS_CACHE });
                if (!kept) throw error;
                await note((event as { clientId?: string } | undefined)?.clientId ?? '', url.pathname, kept);
                return kept;
            }
        },
    );
}

interface ExtendableEvent {
    waitUntil?(promise: Promise<unknown>): void;
}
