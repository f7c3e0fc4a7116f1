import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit tests run in a zone far from Vietnam (and from UTC), as a browser abroad would: business dates
// must come out in Vietnam time whatever the machine's zone (src/domain/dates.ts).
process.env.TZ = 'America/Los_Angeles';

export default defineConfig({
    plugins: [react()],
    define: { __XTS_MOCK__: 'true', __XTS_TIMEOUT_MS__: JSON.stringify({ read: 20_000, write: 60_000 }) },
    test: {
        include: ['tests/unit/**/*.test.{ts,tsx}'],
        // Plain Node unless a file asks for a DOM (`// @vitest-environment jsdom` on its first line);
        // a file that talks to the mock backend imports './mockServer', which starts it and resets
        // its data after each test. Nothing is paid for by a test that does not use it.
        environment: 'node',
        testTimeout: 20000,
        pool: 'threads',
    },
});
