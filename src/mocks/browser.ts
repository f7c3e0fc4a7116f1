import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

const RELOADED = 'xts_mock_reloaded';

/** Whether the mock answers this page: its own state call comes back as the mock's JSON. */
async function mockAnswers(): Promise<boolean> {
    try {
        const response = await fetch('/__mock/state', { cache: 'no-store' });
        const body = response.ok ? ((await response.json()) as { settings?: unknown }) : null;
        return !!body && typeof body === 'object' && 'settings' in body;
    } catch {
        return false;
    }
}

/**
 * Starts the mock backend in a service worker before the console renders. A page loaded while the
 * previous page's unload had the worker unregister itself (a second navigation before the first
 * finished) is not under the worker: its calls would reach the static server and read as refusals.
 * Such a page is loaded once more, which puts it under the worker.
 */
export async function startMockWorker() {
    const worker = setupWorker(...handlers);
    await worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        // Registered once per browser session: the worker no longer unregisters itself when a page
        // closes, and checks for a newer script (msw's at each start, the browser's at each
        // navigation) read the HTTP cache (the server lets it keep the script for an hour) instead
        // of fetching the script again mid-session.
        serviceWorker: { url: '/mockServiceWorker.js', options: { updateViaCache: 'all' } },
    });
    if (await mockAnswers()) {
        sessionStorage.removeItem(RELOADED);
        return worker;
    }
    if (!sessionStorage.getItem(RELOADED)) {
        sessionStorage.setItem(RELOADED, '1');
        window.location.reload();
        // The page is going away: nothing more starts on it.
        await new Promise(() => undefined);
    }
    sessionStorage.removeItem(RELOADED);
    throw new Error('The mock backend did not start: reload the page.');
}
