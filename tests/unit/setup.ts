import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../../src/mocks/node';
import { resetDb } from '../../src/mocks/db';
import { clearFaults, setLatency } from '../../src/mocks/faults';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
    server.resetHandlers();
    resetDb();
    clearFaults();
    setLatency(0);
    localStorage.clear();
    sessionStorage.clear();
});
afterAll(() => server.close());
