import { createRoot } from 'react-dom/client';
import App from './App';
import { bootstrap, watchSession } from './providers/session';

declare const __XTS_MOCK__: boolean;

/**
 * Boot: in mock mode the mock backend starts before anything calls the API (its code is loaded
 * only then, so a build for a real API host has none of it); then the start-up sequence of spec
 * section 4 runs while index.html's spinner shows; then the console renders.
 */
async function boot() {
    if (__XTS_MOCK__) {
        const { startMockWorker } = await import('./mocks/browser');
        await startMockWorker();
    }
    await bootstrap();
    // The session ended without the user asking (refresh failed, signed out in another tab): unless
    // the shell kept unsaved work and warns about it (SessionEndedDialog), the user lands on /home,
    // which says why.
    watchSession(() => {
        if (!window.location.pathname.startsWith('/home')) window.location.assign('/home?session=ended');
    });
    createRoot(document.getElementById('root')!).render(<App />);
    if (__XTS_MOCK__) {
        const { mountQaPanel } = await import('./custom/mock/mountQaPanel');
        mountQaPanel();
    }
}

void boot();
