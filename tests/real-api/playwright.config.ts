import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from '../browser';

/**
 * The console built for a real API host, against the reference server (npm run api) over real
 * cross-origin HTTP: the server on REAL_API_PORT, the console's static build on REAL_API_CONSOLE_PORT.
 * Not part of npm test: `npm run test:real-api`.
 */
const apiPort = Number(process.env.REAL_API_PORT || 4640);
const consolePort = Number(process.env.REAL_API_CONSOLE_PORT || 4641);
const outDir = process.env.REAL_API_OUT_DIR || 'dist-real-api';
const api = `http://127.0.0.1:${apiPort}`;
const consoleUrl = `http://127.0.0.1:${consolePort}`;

export default defineConfig({
    testDir: '.',
    timeout: 150_000,
    expect: { timeout: 15_000 },
    workers: 1,
    retries: 0,
    reporter: [['list']],
    use: {
        baseURL: consoleUrl,
        locale: 'vi-VN',
        timezoneId: 'Asia/Ho_Chi_Minh',
        reducedMotion: 'reduce',
        screenshot: 'only-on-failure',
        launchOptions: chromiumLaunch,
    },
    metadata: { api },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
    webServer: [
        {
            command: `npx tsx scripts/api-server.ts --port ${apiPort} --origins ${consoleUrl}`,
            url: `${api}/api/location/provinces`,
            reuseExistingServer: false,
            timeout: 180_000,
            // Run from the project's root (npm run test:real-api), not from this folder.
            cwd: process.cwd(),
        },
        {
            // Always built afresh: the API host is fixed at build time.
            command: `VITE_API_HOST=${api} npx vite build --outDir ${outDir} --emptyOutDir && npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${consolePort} --strictPort`,
            url: `${consoleUrl}/home`,
            reuseExistingServer: false,
            timeout: 300_000,
            cwd: process.cwd(),
        },
    ],
});
