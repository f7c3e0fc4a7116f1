import { Workbox } from 'workbox-window';
import { showUpdatePrompt, watchKeptReads } from './notices';

/**
 * Registers the console's service worker (sw.ts), at the first idle moment after the page loaded
 * (main.tsx imports this module then). A new deployment's worker installs in the background and
 * waits: the prompt lets the user switch to it when it suits them, and only the tab where they
 * asked reloads.
 */
function registerAppWorker() {
    const workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () =>
        showUpdatePrompt(() => {
            workbox.addEventListener('controlling', () => window.location.reload());
            workbox.messageSkipWaiting();
        }),
    );
    watchKeptReads();
    workbox.register().catch(() => undefined);
}

if ('serviceWorker' in navigator) (window.requestIdleCallback ?? setTimeout)(registerAppWorker);
