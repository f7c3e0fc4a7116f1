import { createRoot } from 'react-dom/client';
import App from './App';
import { preloadShell } from './shell/lazyShell';
import { clearSession, deferSessionWatch } from './providers/sessionStore';
import { hasStoredToken } from './providers/tokenStorage';
import { loadPart } from './providers/reloadSignals';
import { loadRouteTable } from './routes/load';

declare const __XTS_MOCK__: boolean;

/**
 * The session ended without the user asking (refresh failed, signed out in another tab): unless the
 * shell kept unsaved work and warns about it (SessionEndedDialog), the user lands on /home, which
 * says why.
 */
function onSessionEnd() {
    if (!window.location.pathname.startsWith('/home')) window.location.assign('/home?session=ended');
}

/**
 * Boot: in mock mode the mock backend starts before anything calls the API (its code is loaded
 * only then, so a build for a real API host has none of it); then the start-up sequence of spec
 * section 4 runs while index.html's spinner shows; then the console renders. Without a token there
 * is no session to restore (spec section 4: the user is cleared), so the session, token and HTTP
 * code is not loaded: a first visit to /login does without it, and it loads with sign-in.
 */
async function boot() {
    // Any page but /login needs the route table (App.tsx): its download starts now, beside the rest,
    // and the page at the address as soon as the table is there.
    if (window.location.pathname !== '/login') {
        const signedIn = hasStoredToken();
        if (signedIn) preloadShell();
        loadRouteTable()
            .then(({ preloadPageAt }) => preloadPageAt(window.location.pathname, signedIn))
            .catch(() => undefined);
    }
    if (__XTS_MOCK__) {
        const { startMockWorker } = await import('./mocks/browser');
        await startMockWorker();
    }
    if (hasStoredToken()) {
        const { bootstrap, watchSession } = await loadPart(() => import('./providers/session'));
        await bootstrap();
        watchSession(onSessionEnd);
    } else {
        clearSession();
        deferSessionWatch(onSessionEnd);
    }
    createRoot(document.getElementById('root')!).render(<App />);
    if (__XTS_MOCK__) {
        const { mountQaPanel } = await import('./features/qa/mountQaPanel');
        mountQaPanel();
    }
}

// The installed app's service worker (builds for a real API: docs/offline.md), registered once the
// page has loaded (pwa/register.ts waits for an idle moment). A first visit to /login goes without
// it (its download budget): it registers from the first signed-in page on.
if (!__XTS_MOCK__ && window.location.pathname !== '/login')
    window.addEventListener('load', () => void import('./pwa/register').catch(() => undefined), {
        once: true,
    });

void boot();
