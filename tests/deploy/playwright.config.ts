import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from '../browser';

const port = Number(process.env.E2E_NGINX_PORT || 4405);
const outDir = process.env.XTS_OUT_DIR || 'dist';

/**
 * The deployment test: the production build served by Debian's nginx with deploy/nginx.conf
 * (scripts/serve-nginx.mjs), in Debian's Chromium. The build is in mock mode so the flow can sign
 * in; the CSP, caching and compression it checks are the ones a real deployment sends.
 */
export default defineConfig({
    testDir: '.',
    timeout: 120_000,
    expect: { timeout: 10_000 },
    workers: 1,
    retries: 0,
    reporter: [['list']],
    use: {
        baseURL: `http://127.0.0.1:${port}`,
        locale: 'vi-VN',
        timezoneId: 'Asia/Ho_Chi_Minh',
        trace: 'retain-on-failure',
        screenshot: 'only-on-failure',
        launchOptions: chromiumLaunch,
    },
    projects: [{ name: 'nginx', use: { ...devices['Desktop Chrome'], channel: undefined } }],
    webServer: {
        command: 'node scripts/serve-nginx.mjs',
        cwd: '../..',
        url: `http://127.0.0.1:${port}/home`,
        reuseExistingServer: false,
        timeout: 180_000,
        env: { E2E_NGINX_PORT: String(port), XTS_OUT_DIR: outDir },
    },
});
