import { server } from '../../src/mocks/node';
import { forgetDb } from '../../src/mocks/db';
import { clearFaults, setLatency } from '../../src/mocks/faults';
import { clearSession } from '../../src/providers/sessionStore';

/**
 * The mock backend for the unit files that call the API. Files share their worker's modules
 * (vitest.config.ts), so this module runs once per worker: the server starts with the first file
 * that imports it and stays until the worker ends. After each test of every file, ./setup.ts calls
 * the reset below: the mock's data (dropped, and seeded again only for a test that reads it), its
 * handlers and listeners, faults and latency, and the console's session (each test signs in for
 * itself, in the business its token names) start clean.
 */
const shared = globalThis as { __xtsResetMock?: () => void };
if (!shared.__xtsResetMock) {
    server.listen({ onUnhandledRequest: 'error' });
    shared.__xtsResetMock = () => {
        server.resetHandlers();
        // A test's listeners on the requests go with it, even one that failed before removing them.
        server.events.removeAllListeners();
        forgetDb();
        clearSession();
        clearFaults();
        setLatency(0);
    };
}
