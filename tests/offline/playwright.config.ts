import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from '../browser';

/**
 * The installed app and its opening with no signal (docs/offline.md): the console built for a real
 * API host, whose service worker the mock build cannot have, against the reference server
 * (npm run api) over real HTTP, on a phone. The connection is cut by the browser
 * (`context.setOffline`).
 */
const consolePort = Number(process.env.OFFLINE_CONSOLE_PORT || 4473);
const apiPort = Number(process.env.OFFLINE_API_PORT || 4474);
const controlPort = Number(process.env.OFFLINE_CONTROL_PORT || 4475);
const outDir = process.env.OFFLINE_OUT_DIR || 'dist-offline';
const api = `http://127.0.0.1:${apiPort}`;
const consoleUrl = `http://127.0.0.1:${consolePort}`;
/** OFFLINE_REUSE=1: use servers already running on these ports (while writing a test). */
const reuse = !!process.env.OFFLINE_REUSE;

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
        actionTimeout: 30_000,
        navigationTimeout: 60_000,
        launchOptions: chromiumLaunch,
    },
    // outDir: the build served, whose service worker the update test changes (a new deployment).
    metadata: { api, control: `http://127.0.0.1:${controlPort}`, outDir },
    projects: [
        {
            name: 'phone',
            use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
        },
    ],
    webServer: [
        {
            command: `npx tsx scripts/api-server.ts --port ${apiPort} --origins ${consoleUrl} --control-port ${controlPort} --qa`,
            url: `${api}/api/location/provinces`,
            reuseExistingServer: reuse,
            timeout: 180_000,
            cwd: process.cwd(),
        },
        {
            // Always built afresh: the API host is fixed at build time.
            command: `VITE_API_HOST=${api} npx vite build --outDir ${outDir} --emptyOutDir && npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${consolePort} --strictPort`,
            url: `${consoleUrl}/home`,
            reuseExistingServer: reuse,
            timeout: 300_000,
            cwd: process.cwd(),
        },
    ],
});
