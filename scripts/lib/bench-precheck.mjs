// The EU Information System's pre-check of 100,000 plots in the browser build: the pack
// page builds a big pack in its Web Worker (src/features/lots/packWorker.ts); here that worker, as
// the build emitted it, is handed a shipment of 100,000 plots made in the page (every third a
// 12-vertex polygon, the others points, as tests/unit/plotFactory.ts's manyPlots), and the page's
// main thread is watched meanwhile: its longest task (Long Tasks API, tasks of 50 ms or more) and
// the longest pause of a 10 ms timer. Handing the plots over and taking the pack back are main-thread
// work and count (as packBuild.ts does: the plots go over in slices of 500, the pack comes back file
// by file and statement by statement, each in a task of its own). Measured against its goal (MISSED when missed), not asserted. Standalone: `node scripts/lib/bench-precheck.mjs [dist]`
// on a mock build.
import { createServer } from 'node:http';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { scaled, timed } from './bench-timing.mjs';

export const PRECHECK_PLOTS = 100_000;
/** No main-thread task longer than this while the worker checks. */
export const PRECHECK_GOAL_MS = 100;
/** As src/features/lots/packBuild.ts slices the plots it hands over. */
const PLOTS_PER_MESSAGE = 500;

/** The pack worker's file in a build's assets. */
export function packWorkerFile(dir) {
    const name = readdirSync(join(dir, 'assets')).find((file) => /^packWorker-[\w-]+\.js$/.test(file));
    if (!name) throw new Error(`no packWorker chunk in ${dir}/assets`);
    return `/assets/${name}`;
}

/** Opens the build at `url`, runs the worker on PRECHECK_PLOTS plots and watches the main thread. */
export async function measurePrecheck(browser, url, workerPath) {
    const context = timed(await browser.newContext({ locale: 'vi-VN' }));
    try {
        const page = await context.newPage();
        await page.goto(`${url}/login`);
        return await page.evaluate(
            async ({ count, workerPath, timeoutMs, perMessage }) => {
                const METRE = 1 / 111_319.49;
                const fix7 = (v) => Math.round(v * 1e7) / 1e7;
                const star = (lon, lat, radii) => {
                    const scaleLon = METRE / Math.cos((lat * Math.PI) / 180);
                    const ring = radii.map((r, i) => {
                        const a = (2 * Math.PI * i) / radii.length;
                        return [fix7(lon + Math.cos(a) * r * scaleLon), fix7(lat + Math.sin(a) * r * METRE)];
                    });
                    return [...ring, ring[0]];
                };
                const plots = [];
                for (let i = 0; i < count; i++) {
                    const lon = 108.0 + (i % 500) * 0.0031 + 0.00000123 * (i % 7);
                    const lat = 11.5 + Math.floor(i / 500) * 0.0029 + 0.00000231 * (i % 11);
                    const polygon = i % 3 === 0;
                    plots.push({
                        id: i + 1,
                        locationId: 1,
                        locationName: 'Vùng Arabica Cầu Đất A',
                        code: `CD-${i + 1}`,
                        producerName: `Hộ số ${i + 1}`,
                        producerIdNumber: null,
                        producerPhone: null,
                        crop: 'Cà phê Arabica',
                        plantingYear: 2015,
                        declaredAreaHa: polygon ? 5 : 0.5 + (i % 35) / 10,
                        geometry: polygon
                            ? {
                                  type: 'Polygon',
                                  coordinates: [
                                      star(
                                          lon,
                                          lat,
                                          Array.from({ length: 12 }, (_, k) => 120 + ((i + k * 37) % 20)),
                                      ),
                                  ],
                              }
                            : { type: 'Point', coordinates: [fix7(lon), fix7(lat)] },
                        areaHa: polygon ? 5 : null,
                        warnings: [],
                        status: 'active',
                        createdAt: '2026-01-01T00:00:00.000Z',
                        updatedAt: '2026-01-01T00:00:00.000Z',
                    });
                }
                const inputs = [
                    {
                        product: { id: 1, name: 'Cà phê nhân xanh Arabica Cầu Đất', hsCode: '090111' },
                        origin: {
                            productId: 1,
                            lot: 'CD-2026-01',
                            harvestFrom: '2025-10-01',
                            harvestTo: '2025-12-20',
                            plots: plots.map((plot) => ({
                                plotId: plot.id,
                                quantityKg: 100,
                                plot,
                                override: null,
                            })),
                            ddsReference: null,
                            ddsVerification: null,
                            totals: { producers: 0, plots: count, areaHa: 0, quantityKg: 100 * count },
                            keyData: [],
                        },
                    },
                ];
                // Let the page settle from making the plots before watching it.
                await new Promise((r) => setTimeout(r, 200));
                const tasks = [];
                const observer = new PerformanceObserver((list) => {
                    for (const entry of list.getEntries()) tasks.push(entry.duration);
                });
                observer.observe({ type: 'longtask' });
                let last = performance.now();
                let longestGap = 0;
                const timer = setInterval(() => {
                    const now = performance.now();
                    longestGap = Math.max(longestGap, now - last);
                    last = now;
                }, 10);
                const started = performance.now();
                const worker = new Worker(workerPath, { type: 'module' });
                const answer = await new Promise((resolve, reject) => {
                    const stop = setTimeout(() => reject(new Error('the worker did not answer')), timeoutMs);
                    // As packBuild.ts takes the answer: files and statements one by one, then the pack.
                    const statements = [];
                    worker.onmessage = (event) => {
                        const message = event.data;
                        if (message.type === 'statement') statements.push(message.statement);
                        if (message.type !== 'pack' && message.type !== 'failed') return;
                        clearTimeout(stop);
                        resolve(
                            message.pack?.ok
                                ? { ...message, pack: { ...message.pack, statements } }
                                : message,
                        );
                    };
                    worker.onerror = (event) => reject(new Error(event.message || 'worker error'));
                    // As packBuild.ts hands a shipment over: the lots, their plots in slices, each in a task of its own.
                    (async () => {
                        const bare = inputs.map((input) => ({
                            ...input,
                            origin: { ...input.origin, plots: [] },
                        }));
                        worker.postMessage({ type: 'lots', inputs: bare });
                        for (const [lot, input] of inputs.entries())
                            for (let from = 0; from < input.origin.plots.length; from += perMessage) {
                                await new Promise((r) => setTimeout(r, 0));
                                worker.postMessage({
                                    type: 'plots',
                                    lot,
                                    plots: input.origin.plots.slice(from, from + perMessage),
                                });
                            }
                        worker.postMessage({ type: 'build', columns: {} });
                    })().catch(reject);
                });
                const tookMs = performance.now() - started;
                // One more tick, so that a pause caused by taking the answer is seen.
                await new Promise((r) => setTimeout(r, 50));
                clearInterval(timer);
                observer.disconnect();
                worker.terminate();
                const pack = answer.pack;
                return {
                    plots: count,
                    type: answer.type,
                    ok: !!pack?.ok,
                    gaps: pack && !pack.ok ? pack.missing.length : 0,
                    warnings: pack?.warnings?.length ?? 0,
                    statements: pack?.ok ? pack.statements.length : 0,
                    files: pack?.ok ? pack.statements.reduce((sum, s) => sum + s.files.length, 0) : 0,
                    checkMs: answer.checkMs,
                    workerMs: answer.tookMs,
                    tookMs,
                    longTasks: tasks.length,
                    longestTaskMs: Math.max(0, ...tasks),
                    longestGapMs: longestGap,
                };
            },
            { count: PRECHECK_PLOTS, workerPath, timeoutMs: scaled(300_000), perMessage: PLOTS_PER_MESSAGE },
        );
    } finally {
        await context.close();
    }
}

const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;

export function precheckLines(r) {
    return [
        '',
        `EU Information System pre-check of ${r.plots.toLocaleString('en-US')} plots in the pack worker (browser build): pre-check ${ms(r.checkMs)}, whole pack in the worker ${ms(r.workerMs)} (${r.statements} statement(s), ${r.files} file(s), ${r.gaps} gap(s), ${r.warnings} warning(s)), ${ms(r.tookMs)} from handing the plots over to the pack back`,
        `  main thread meanwhile: longest task ${r.longTasks ? ms(r.longestTaskMs) : 'under 50 ms (no long task)'} (${r.longTasks} task(s) of 50 ms or more), longest pause of a 10 ms timer ${ms(r.longestGapMs)}  goal <= ${PRECHECK_GOAL_MS} ms  ${r.longestTaskMs <= PRECHECK_GOAL_MS ? 'ok' : 'MISSED'}`,
    ];
}

const TYPES = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
};

/** Serves a build with the SPA fallback (on `port`, else a free one); resolves to { server, url }. */
export function serveBuild(dir, port = 0) {
    const server = createServer((req, res) => {
        const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
        let file = join(dir, path);
        if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
            file = join(dir, 'index.html');
        res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
        res.end(readFileSync(file));
    });
    return new Promise((done) =>
        server.listen(port, '127.0.0.1', () =>
            done({ server, url: `http://127.0.0.1:${server.address().port}` }),
        ),
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
    const dir = resolve(process.argv[2] ?? 'dist');
    const { server, url } = await serveBuild(dir);
    const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
        console.log(precheckLines(await measurePrecheck(browser, url, packWorkerFile(dir))).join('\n'));
    } finally {
        await browser.close();
        server.close();
    }
}
