import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the mock backend in a service worker before the console renders. */
export async function startMockWorker() {
    const worker = setupWorker(...handlers);
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
    return worker;
}
