import { clientsClaim } from 'workbox-core';
import {
    cleanupOutdatedCaches,
    createHandlerBoundToURL,
    precacheAndRoute,
    type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { keptReadsOf, registerReads } from './swReads';
import { KEPT_READS, SKIP_WAITING, type WorkerScope } from './swScope';

/*
 * The console's service worker (built by vite-plugin-pwa's injectManifest into sw.js, real-API
 * builds only: docs/offline.md). It keeps the whole build on the device, so that the console opens
 * with no signal after a first visit, and the reads field work needs (swReads.ts).
 */
declare const __XTS_API_ORIGIN__: string;
declare global {
    interface Window {
        /** The build's files, written in by workbox-build (injectManifest) where it reads this name. */
        __WB_MANIFEST: (string | PrecacheEntry)[];
    }
}
const scope = self as unknown as WorkerScope;

// A new version waits until the user accepts the "new version" prompt (src/pwa/register.ts): a
// page is never swapped under a form being filled in.
scope.addEventListener('message', (event) => {
    const data = event.data as { type?: string } | null;
    if (data?.type === SKIP_WAITING) void scope.skipWaiting();
    const page = event.source as { id?: string; postMessage(message: unknown): void } | null;
    if (data?.type === KEPT_READS && page?.id)
        for (const note of keptReadsOf(page.id)) page.postMessage(note);
});
// The first installation takes the open page at once: its reads are kept from the first visit on.
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Every address of the single-page app is index.html; the API's, a sign-in page served beside it
// (/sso/) and the mock's are not.
registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
        denylist: [/^\/api\//, /^\/sso\//, /^\/__/],
    }),
);
registerReads(scope, __XTS_API_ORIGIN__ || scope.location.origin);
