import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './tests/browser';

const port = Number(process.env.E2E_PORT || 4173);
const outDir = process.env.XTS_OUT_DIR || 'dist';

/**
 * End-to-end tests in Debian's Chromium against the production build, on the built-in mock
 * backend (mock mode: no VITE_API_HOST). `npm test` builds first; `npm run test:e2e` alone builds
 * when dist/ is missing.
 */
export default defineConfig({
    testDir: 'tests/e2e',
    timeout: 120_000,
    expect: { timeout: 10_000 },
    fullyParallel: true,
    workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
    retries: 0,
    reporter: [['list']],
    use: {
        baseURL: `http://127.0.0.1:${port}`,
        locale: 'vi-VN',
        timezoneId: 'Asia/Ho_Chi_Minh',
        // Users who ask for less motion get none (theme.ts); the suite runs that way, without waiting on animations.
        reducedMotion: 'reduce',
        // A trace records every action with screenshots: on a 2-core machine that doubles the run's
        // time, so it is kept for debugging (E2E_TRACE=1); a failure still leaves a screenshot and
        // the page's accessibility snapshot.
        trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
        screenshot: 'only-on-failure',
        launchOptions: chromiumLaunch,
    },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
    webServer: {
        command: `node scripts/serve-e2e.mjs`,
        url: `http://127.0.0.1:${port}/home`,
        reuseExistingServer: false,
        timeout: 180_000,
        env: { E2E_PORT: String(port), XTS_OUT_DIR: outDir },
    },
});
