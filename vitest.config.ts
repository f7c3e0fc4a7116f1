import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
    plugins: [react()],
    define: { __XTS_MOCK__: 'true' },
    test: {
        include: ['tests/unit/**/*.test.{ts,tsx}'],
        environment: 'jsdom',
        setupFiles: ['tests/unit/setup.ts'],
        testTimeout: 20000,
        pool: 'threads',
    },
});
