import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from '../browser';

/**
 * The console built for a real API host, against the reference server (npm run api) over real
 * HTTP, in both deployment layouts:
 * - cross-origin: the console's static build on REAL_API_CONSOLE_PORT calls the server on
 *   REAL_API_PORT (CORS, preflights);
 * - same-origin: nginx with deploy/nginx.conf on REAL_API_NGINX_PORT serves a build made for its own
 *   address and proxies /api/ to the server (no preflights).
 */
const apiPort = Number(process.env.REAL_API_PORT || 4640);
const consolePort = Number(process.env.REAL_API_CONSOLE_PORT || 4641);
const nginxPort = Number(process.env.REAL_API_NGINX_PORT || 4642);
/** The server's control port (scripts/api-control.ts): down/up, held requests, allowed origins. */
const controlPort = Number(process.env.REAL_API_CONTROL_PORT || 4643);
/** Short timeouts in the cross-origin build, so that the fault tests do not wait 20 s for each. */
const shortTimeouts = 'VITE_READ_TIMEOUT_S=4 VITE_WRITE_TIMEOUT_S=10';
/** REAL_API_REUSE=1: use servers already running on these ports (while writing a test). */
const reuse = !!process.env.REAL_API_REUSE;
const outDir = process.env.REAL_API_OUT_DIR || 'dist-real-api';
const sameOriginOutDir = `${outDir}-same-origin`;
const api = `http://127.0.0.1:${apiPort}`;
const consoleUrl = `http://127.0.0.1:${consolePort}`;
const nginxUrl = `http://127.0.0.1:${nginxPort}`;

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
        // A step that cannot happen (a button that never becomes clickable, a page that never loads)
        // fails there, naming it, instead of waiting out the whole test's time.
        actionTimeout: 30_000,
        navigationTimeout: 60_000,
        launchOptions: chromiumLaunch,
        // The installed app's service worker would make the API's reads itself, out of the page's
        // routes these tests plant answers with; the offline suite (tests/offline) tests it.
        serviceWorkers: 'block',
    },
    metadata: { api, control: `http://127.0.0.1:${controlPort}` },
    projects: [
        {
            name: 'cross-origin',
            use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: consoleUrl },
        },
        { name: 'same-origin', use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: nginxUrl } },
    ],
    webServer: [
        {
            command: `npx tsx scripts/api-server.ts --port ${apiPort} --origins ${consoleUrl},${nginxUrl} --control-port ${controlPort} --qa`,
            url: `${api}/api/location/provinces`,
            reuseExistingServer: reuse,
            timeout: 180_000,
            // Run from the project's root (npm run test:real-api), not from this folder.
            cwd: process.cwd(),
        },
        {
            // Always built afresh: the API host is fixed at build time.
            command: `VITE_API_HOST=${api} ${shortTimeouts} npx vite build --outDir ${outDir} --emptyOutDir && npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${consolePort} --strictPort`,
            url: `${consoleUrl}/home`,
            reuseExistingServer: reuse,
            timeout: 300_000,
            cwd: process.cwd(),
        },
        {
            // The recommended layout: a build for nginx's own address, /api/ proxied to the server.
            command: `VITE_API_HOST=${nginxUrl} npx vite build --outDir ${sameOriginOutDir} --emptyOutDir && node scripts/serve-nginx.mjs`,
            url: `${nginxUrl}/home`,
            reuseExistingServer: reuse,
            timeout: 300_000,
            cwd: process.cwd(),
            env: { E2E_NGINX_PORT: String(nginxPort), XTS_OUT_DIR: sameOriginOutDir, XTS_API_UPSTREAM: api },
        },
    ],
});
