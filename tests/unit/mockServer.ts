import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../../src/mocks/node';
import { resetDb } from '../../src/mocks/db';
import { clearFaults, setLatency } from '../../src/mocks/faults';
import { clearSession } from '../../src/providers/sessionStore';

// Files that share a worker's modules (vitest.config.ts) share this one server: it starts with the
// first file that needs it and stays until the worker ends; each file still starts from clean data.
const started = globalThis as { __xtsMockServer?: boolean };
beforeAll(() => {
    if (started.__xtsMockServer) return;
    server.listen({ onUnhandledRequest: 'error' });
    started.__xtsMockServer = true;
});
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
afterAll(() => server.resetHandlers());
