// The bench's offline part (scripts/bench.mjs): how long the installed console takes to open with no
// signal, from its service worker (docs/offline.md), beside an online first visit of the same page.
// The console is built for the reference API server (npm run api) on loopback; a phone opens the
// plots list (a field worker's first page) until its first plot shows:
//   - online, first visit: an empty browser cache, signed in already (tokens kept), on loopback and
//     on an emulated mobile network;
//   - offline: the same page after a first visit, the build and the list's read from the device.
// Each is the median of RUNS page loads.
import { join } from 'node:path';
import { freePort, start } from './bench-real-api.mjs';
import { scaled, timed } from './bench-timing.mjs';
import { measureOutbox, outboxLines } from './bench-outbox.mjs';

const RUNS = 3;
/** A slow mobile connection as Chromium's network emulation takes it (bytes per second). */
const MOBILE = { latency: 150, down: 1.6e6 / 8, up: 750e3 / 8 };
const PHONE = {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
};
const FIRST_PLOT = /^CD-T001 · /;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Milliseconds from asking for the plots list to its first plot on the page. */
async function openPlots(page, url) {
    const started = Date.now();
    await page.goto(`${url}/plot/list`);
    await page.getByRole('link', { name: FIRST_PLOT }).waitFor({ timeout: scaled(60_000) });
    return Date.now() - started;
}

async function signedInState(browser, url, api) {
    const context = timed(await browser.newContext(PHONE));
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByRole('button', { name: 'Đăng nhập bằng tài khoản XTS' }).click();
    await page.waitForURL(new RegExp(`^${api}/sso/authorize`));
    await page.getByRole('button', { name: 'Chủ sở hữu' }).click();
    await page.locator('[data-dashboard="ready"]').waitFor({ timeout: scaled(60_000) });
    return { context, page };
}

/** One online first visit in a context of its own (no HTTP cache, no service worker yet). */
async function firstVisit(browser, state, url, network) {
    const context = timed(await browser.newContext({ ...PHONE, storageState: state }));
    try {
        const page = await context.newPage();
        if (network) {
            const cdp = await context.newCDPSession(page);
            await cdp.send('Network.emulateNetworkConditions', {
                offline: false,
                latency: network.latency,
                downloadThroughput: network.down,
                uploadThroughput: network.up,
            });
        }
        return await openPlots(page, url);
    } finally {
        await context.close();
    }
}

/** `tools`: the bench's viteBuild and serve. */
export async function measureOffline(browser, { root, bench, tools }) {
    const apiPort = await freePort();
    const api = `http://127.0.0.1:${apiPort}`;
    const dir = join(bench, 'console-offline');
    tools.viteBuild({ VITE_API_HOST: api, XTS_OUT_DIR: dir });
    const { server: statics, url } = await tools.serve(dir);
    // --qa: the server's count of the calls it received (the outbox's part).
    const args = ['tsx', 'scripts/api-server.ts', '--port', String(apiPort), '--origins', url, '--qa'];
    const apiServer = await start('npx', args, { root, ready: /XTS reference API/ });
    try {
        const { context, page } = await signedInState(browser, url, api);
        const state = await context.storageState();
        const loopback = [];
        const mobile = [];
        for (let run = 0; run < RUNS; run++) {
            loopback.push(await firstVisit(browser, state, url, null));
            mobile.push(await firstVisit(browser, state, url, MOBILE));
        }
        // The first visit of the installed app: the worker keeps the build, then the list's read.
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
            timeout: scaled(120_000),
        });
        await openPlots(page, url);
        await context.setOffline(true);
        const offline = [];
        for (let run = 0; run < RUNS; run++) {
            const again = await context.newPage();
            offline.push(await openPlots(again, url));
            await again.close();
        }
        await context.setOffline(false);
        const outbox = await measureOutbox(context, page, api, url);
        await context.close();
        return { loopback: median(loopback), mobile: median(mobile), offline: median(offline), outbox };
    } finally {
        statics.close();
        process.kill(-apiServer.pid, 'SIGTERM');
    }
}

/** The report's lines (bench.mjs prints them with the rest). */
export function offlineLines({ loopback, mobile, offline, outbox }) {
    const row = (label, ms) => `  ${label.padEnd(48)} ${String(ms).padStart(6)} ms`;
    return [
        `offline boot (service worker) against the online first visit: a phone opens /plot/list to its first plot, signed in (median of ${RUNS})`,
        row('online, first visit, loopback', loopback),
        row(`online, first visit, mobile (${MOBILE.latency} ms, ${(MOBILE.down * 8) / 1e6} Mbit/s)`, mobile),
        row('offline, from the service worker (after a visit)', offline),
        '',
        ...outboxLines(outbox),
    ];
}
