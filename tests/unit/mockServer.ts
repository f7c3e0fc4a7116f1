import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../../src/mocks/node';
import { resetDb } from '../../src/mocks/db';
import { clearFaults, setLatency } from '../../src/mocks/faults';
import { clearSession } from '../../src/providers/sessionStore';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
    server.resetHandlers();
    resetDb();
    // The console's session too: each test signs in for itself, in the business its token names.
    clearSession();
    clearFaults();
    setLatency(0);
    // Files that run in Node (// @vitest-environment node) have no web storage.
    globalThis.localStorage?.clear();
    globalThis.sessionStorage?.clear();
});
afterAll(() => server.close());
