// The map of a growing location with 10,000 plots on the console built for the reference API server
// (real HTTP, no added latency): the plots are imported through the API as a user's file would be,
// then the location page is opened from inside the console in a fresh browser context each run (its
// HTTP cache, the query cache and Leaflet's chunk all cold), and the time until the map has drawn
// every plot (or says how many it does not) is taken, with the longest main-thread task meanwhile;
// then a pan (a mouse drag) and a zoom in and out (the map's buttons), each timed by the longest
// main-thread task it causes until the map has settled. Measured, not asserted: a missed goal
// prints MISSED.
// Standalone: `node scripts/lib/bench-map-real.mjs [--plots=10000] [--runs=3] [--no-build]`
// (build dir dist-rr-map, API on 4660, its control port 4661, the console on 4662).
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { SLOWDOWN, scaled, timed } from './bench-timing.mjs';
import { start } from './bench-real-api.mjs';
import { serveBuild } from './bench-precheck.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
export const GOALS = { firstPaintMs: 1500, drawTaskMs: 100, panMs: 50, zoomMs: 50 };
const LOCATION_ID = 2;
/** Plots of one import call at most (the contract's PlotImportRequest). */
const IMPORT_PART = 5000;

/** `count` plots of about 1 ha on a grid around Cầu Đất (100 a row), none overlapping. */
export function plotsOnGrid(count, prefix = 'MAP') {
    const plots = [];
    const side = 0.0009;
    const r = (value) => Math.round(value * 1e7) / 1e7;
    for (let i = 0; i < count; i++) {
        const lon = 108.5 + (i % 100) * 0.0015;
        const lat = 11.9 + Math.floor(i / 100) * 0.0015;
        const ring = [
            [r(lon), r(lat)],
            [r(lon + side), r(lat)],
            [r(lon + side), r(lat + side)],
            [r(lon), r(lat + side)],
        ];
        plots.push({
            code: `${prefix}-${String(i + 1).padStart(5, '0')}`,
            producerName: `Hộ thử ${i + 1}`,
            crop: 'Cà phê Arabica',
            declaredAreaHa: 0.97,
            geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]]] },
        });
    }
    return plots;
}

/** The longest task (ms) the page's observer saw from `from` (page time) on. */
const longestSince = (page, from) =>
    page.evaluate(
        (since) =>
            Math.round(
                Math.max(
                    0,
                    ...window.__tasks
                        .filter((t) => t.end > since)
                        .map((t) => t.end - Math.max(t.start, since)),
                ),
            ),
        from,
    );

/** Waits until the main thread has had no task over 50 ms for `quiet` ms (the map has settled). */
async function settle(page, quiet = 400) {
    await page.evaluate(
        (quiet) =>
            new Promise((done) => {
                const check = () => {
                    const last = Math.max(0, ...window.__tasks.map((t) => t.end));
                    if (performance.now() - last >= quiet) done();
                    else setTimeout(check, 100);
                };
                setTimeout(check, quiet);
            }),
        quiet,
    );
}

const OBSERVE = () => {
    window.__tasks = [];
    new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
            window.__tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
    }).observe({ type: 'longtask', buffered: true });
};

/** One cold run: { paintMs, drawTaskMs, panMs, zoomInMs, zoomOutMs, drawn, count, notice }. */
async function run(browser, { url, storageState, plots }) {
    const context = timed(
        // Tall enough for the location page's map to be in view as it draws (not painted off screen).
        await browser.newContext({ locale: 'vi-VN', viewport: { width: 1280, height: 1400 }, storageState }),
    );
    try {
        // No tile server here: the plots are drawn on the plain background, as offline.
        await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await page.addInitScript(OBSERVE);
        await page.goto(`${url}/dashboard`);
        await page.locator('[data-dashboard="ready"]').waitFor({ timeout: scaled(60_000) });
        await settle(page);
        // The main thread's tasks from here on, with their processor time (a busy machine stretches a
        // task's wall time, not its own work).
        await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
        const span = (name) => page.evaluate((name) => performance.mark(name), name);
        const started = await page.evaluate((to) => {
            const now = performance.mark('draw:start').startTime;
            window.history.pushState({}, '', to);
            window.dispatchEvent(new PopStateEvent('popstate'));
            return now;
        }, `/biz-location/detail/${LOCATION_ID}`);
        await page.waitForFunction(
            (min) => {
                const map = document.querySelector('[data-testid="plot-map"]');
                return map && Number(map.getAttribute('data-drawn')) >= min;
            },
            Math.min(plots, 1),
            { timeout: scaled(120_000), polling: 'raf' },
        );
        // Every plot the map will show: its own count once that many are drawn.
        await page.waitForFunction(
            () => {
                const map = document.querySelector('[data-testid="plot-map"]');
                return (
                    map &&
                    Number(map.getAttribute('data-drawn')) >= Number(map.getAttribute('data-plot-count'))
                );
            },
            null,
            { timeout: scaled(120_000), polling: 'raf' },
        );
        const ended = await page.evaluate(() => performance.mark('draw:end').startTime);
        const map = page.locator('[data-testid="plot-map"]');
        const drawn = Number(await map.getAttribute('data-drawn'));
        const count = Number(await map.getAttribute('data-plot-count'));
        const notice =
            (await page
                .getByTestId('plot-map-notice')
                .textContent({ timeout: 1 })
                .catch(() => '')) ?? '';
        const drawTaskMs = await longestSince(page, started);
        // MAP_BENCH_SHOT=<file.png>: how the page looks once every plot is drawn.
        if (process.env.MAP_BENCH_SHOT)
            await page.getByTestId('plot-map').screenshot({ path: process.env.MAP_BENCH_SHOT });
        // The plot list's calls while the page opened: how long the server took to answer (to its
        // first byte) and the whole transfer, the longest of them.
        const calls = await page.evaluate(
            (since) =>
                performance
                    .getEntriesByType('resource')
                    .filter((e) => e.startTime >= since && /\/api\/plot\/list/.test(e.name))
                    .map((e) => ({
                        wait: e.responseStart - e.requestStart,
                        total: e.responseEnd - e.startTime,
                        limit: new URL(e.name).searchParams.get('limit'),
                    })),
            started,
        );
        const listCalls = calls.filter((c) => Number(c.limit) > 100);
        await settle(page);
        await page.locator('.leaflet-container').scrollIntoViewIfNeeded();
        await settle(page);
        const box = await page.locator('.leaflet-container').boundingBox();
        const cx = box.x + box.width / 2;
        const cy = box.y + box.height / 2;
        let mark = await page.evaluate(() => performance.mark('pan:start').startTime);
        await page.mouse.move(cx, cy);
        await page.mouse.down();
        for (let step = 1; step <= 10; step++) await page.mouse.move(cx + step * 20, cy + step * 8);
        await page.mouse.up();
        await settle(page);
        const panMs = await longestSince(page, mark);
        await span('pan:end');
        mark = await page.evaluate(() => performance.mark('zoomIn:start').startTime);
        await page.getByRole('button', { name: 'Phóng to' }).click();
        await settle(page);
        const zoomInMs = await longestSince(page, mark);
        await span('zoomIn:end');
        mark = await page.evaluate(() => performance.mark('zoomOut:start').startTime);
        await page.getByRole('button', { name: 'Thu nhỏ' }).click();
        await settle(page);
        const zoomOutMs = await longestSince(page, mark);
        await span('zoomOut:end');
        const cpu = longestCpu(JSON.parse((await browser.stopTracing()).toString()));
        return {
            paintMs: Math.round(ended - started),
            drawTaskMs,
            panMs,
            zoomInMs,
            zoomOutMs,
            cpu,
            drawn,
            count,
            notice: notice.trim(),
            listCalls: listCalls.length,
            listWaitMs: Math.round(Math.max(0, ...listCalls.map((c) => c.wait))),
            listTotalMs: Math.round(Math.max(0, ...listCalls.map((c) => c.total))),
        };
    } finally {
        await context.close();
    }
}

/**
 * The longest main-thread task of each span marked in the page (draw, pan, zoomIn, zoomOut), by its
 * processor time (the trace's thread duration) and, beside it, its wall time: { draw: [cpu, wall], … }.
 */
function longestCpu(trace) {
    const events = trace.traceEvents ?? trace;
    const marks = events.filter((e) => e.cat?.includes('blink.user_timing') && /:(start|end)$/.test(e.name));
    const main = marks[0] && { pid: marks[0].pid, tid: marks[0].tid };
    const tasks = events.filter(
        (e) =>
            e.ph === 'X' &&
            (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') &&
            main &&
            e.pid === main.pid &&
            e.tid === main.tid,
    );
    const at = (name) => marks.find((e) => e.name === name)?.ts;
    const result = {};
    for (const name of ['draw', 'pan', 'zoomIn', 'zoomOut']) {
        const [from, to] = [at(`${name}:start`), at(`${name}:end`)];
        const inside = tasks.filter((t) => from !== undefined && t.ts >= from && t.ts <= to);
        const top = inside.reduce((a, t) => ((t.tdur ?? 0) > (a?.tdur ?? -1) ? t : a), null);
        result[name] = top ? [Math.round((top.tdur ?? top.dur) / 1000), Math.round(top.dur / 1000)] : [0, 0];
    }
    return result;
}

/** The server alone: each page of the location's plots asked for one after the other from Node (ms each). */
async function serverPages(api, storageState) {
    const token = storageState.origins
        .flatMap((origin) => origin.localStorage)
        .find((item) => item.name === 'access_token')?.value;
    const took = [];
    for (let page = 1, pages = 1; page <= pages; page++) {
        const started = performance.now();
        const response = await fetch(
            `${api}/api/plot/list?locationId=${LOCATION_ID}&page=${page}&limit=2000&sort=code&order=asc`,
            { headers: { Authorization: `Bearer ${token}` } },
        );
        const body = await response.json();
        took.push(Math.round(performance.now() - started));
        pages = Math.ceil((body.data ?? body).total / 2000);
    }
    return took;
}

/**
 * Builds (unless `build` is false) and serves the console for the reference server, seeds `plots`
 * plots in one growing location, and measures `runs` cold openings of its page.
 */
export async function measureMapReal({
    plots = 10_000,
    runs = 3,
    build = true,
    ports = [4660, 4661, 4662],
    outDir = 'dist-rr-map',
} = {}) {
    const [apiPort, controlPort, consolePort] = ports;
    const api = `http://127.0.0.1:${apiPort}`;
    const url = `http://127.0.0.1:${consolePort}`;
    const dir = resolve(ROOT, outDir);
    if (build)
        execSync(`npx vite build --logLevel error --outDir ${outDir} --emptyOutDir`, {
            cwd: ROOT,
            stdio: ['ignore', 'ignore', 'inherit'],
            env: { ...process.env, VITE_API_HOST: api },
        });
    const { server: statics } = await serveBuild(dir, consolePort);
    // MAP_BENCH_PROFILE=<dir>: the server's CPU profile written there (node --cpu-prof), to see where its time goes.
    const profile = process.env.MAP_BENCH_PROFILE;
    const server = await start(
        profile ? 'node' : 'npx',
        [
            ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`, '--import', 'tsx'] : ['tsx']),
            'scripts/api-server.ts',
            '--port',
            String(apiPort),
            '--origins',
            url,
            '--control-port',
            String(controlPort),
            '--qa',
        ],
        { root: ROOT, ready: /XTS reference API/ },
    );
    const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
        const context = timed(await browser.newContext({ locale: 'vi-VN' }));
        const page = await context.newPage();
        await page.goto(`${url}/login`);
        await page.getByRole('button', { name: 'Đăng nhập bằng tài khoản XTS' }).click();
        await page.waitForURL(new RegExp(`^${api}/sso/authorize`));
        await page.getByRole('button', { name: 'Chủ sở hữu' }).click();
        await page.locator('[data-dashboard="ready"]').waitFor({ timeout: scaled(60_000) });
        const all = plotsOnGrid(plots);
        let imported = 0;
        for (let from = 0; from < all.length; from += IMPORT_PART) {
            imported += await page.evaluate(
                async ({ api, body }) => {
                    const response = await fetch(`${api}/api/plot/import`, {
                        method: 'POST',
                        headers: {
                            'Content-Type': 'application/json',
                            'Idempotency-Key': crypto.randomUUID(),
                            Authorization: `Bearer ${localStorage.getItem('access_token')}`,
                        },
                        body: JSON.stringify(body),
                    });
                    const answer = await response.json();
                    return (answer.data ?? answer).created?.length ?? 0;
                },
                { api, body: { locationId: LOCATION_ID, plots: all.slice(from, from + IMPORT_PART) } },
            );
        }
        const storageState = await context.storageState();
        await context.close();
        const server = await serverPages(api, storageState);
        const results = [];
        for (let i = 0; i < runs; i++) results.push(await run(browser, { url, storageState, plots }));
        return { plots, imported, results, server };
    } finally {
        await browser.close();
        statics.close();
        process.kill(-server.pid, 'SIGTERM');
    }
}

const verdict = (value, goal) => `${value} ms (goal <= ${goal} ms${value > goal ? ', MISSED' : ''})`;

export function mapRealLines({ plots, imported, results, server }) {
    const best = (key) => Math.min(...results.map((r) => r[key]));
    const worst = (key) => Math.max(...results.map((r) => r[key]));
    const worst2 = (span) => Math.max(...results.map((r) => r.cpu[span][0]));
    const last = results.at(-1);
    return [
        '',
        `map of one growing location (machine ${SLOWDOWN.toFixed(1)}x slower than an idle 2-core one now), ${plots} plots seeded (${imported} imported), real-API build against the reference server, each run cold (new browser context, HTTP cache cleared), location page opened from the dashboard inside the console:`,
        `  drawn ${last.drawn} of ${last.count} on the map${last.notice ? `, notice: "${last.notice}"` : ''}`,
        `  the server alone, each page of 2,000 plots asked from Node one after the other: ${server.join(' / ')} ms (${server.reduce((a, b) => a + b, 0)} ms in all)`,
        `  the map's plot list calls: ${last.listCalls}, longest server wait ${results.map((r) => r.listWaitMs).join(' / ')} ms, longest call ${results.map((r) => r.listTotalMs).join(' / ')} ms`,
        `  first paint (all plots drawn): ${results.map((r) => r.paintMs).join(' / ')} ms, best ${verdict(best('paintMs'), GOALS.firstPaintMs)}`,
        `  longest main-thread task by its processor time (trace, the machine's load left out), draw / pan / zoom in / zoom out: ${results.map((r) => ['draw', 'pan', 'zoomIn', 'zoomOut'].map((k) => r.cpu[k][0]).join(' / ')).join('; ')} ms; worst draw ${verdict(worst2('draw'), GOALS.drawTaskMs)}, pan ${verdict(worst2('pan'), GOALS.panMs)}, zoom ${verdict(Math.max(worst2('zoomIn'), worst2('zoomOut')), GOALS.zoomMs)}`,
        `  longest main-thread task while drawing: ${results.map((r) => r.drawTaskMs).join(' / ')} ms, worst ${verdict(worst('drawTaskMs'), GOALS.drawTaskMs)}`,
        `  pan (drag 200 px), longest task: ${results.map((r) => r.panMs).join(' / ')} ms, worst ${verdict(worst('panMs'), GOALS.panMs)}`,
        `  zoom in, longest task: ${results.map((r) => r.zoomInMs).join(' / ')} ms, worst ${verdict(worst('zoomInMs'), GOALS.zoomMs)}`,
        `  zoom out, longest task: ${results.map((r) => r.zoomOutMs).join(' / ')} ms, worst ${verdict(worst('zoomOutMs'), GOALS.zoomMs)}`,
    ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
    const arg = (name, fallback) => {
        const given = process.argv.find((a) => a.startsWith(`--${name}=`));
        return given ? Number(given.split('=')[1]) : fallback;
    };
    const result = await measureMapReal({
        plots: arg('plots', 10_000),
        runs: arg('runs', 3),
        build: !process.argv.includes('--no-build'),
    });
    console.log(mapRealLines(result).join('\n'));
}
