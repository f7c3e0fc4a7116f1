#!/usr/bin/env node
// Stamp benchmark (README, "Stamp benchmark"); not part of `npm test`. Prints:
//   1. mock time for a 1,000,000-stamp batch (and a 10-stamp batch beside it) and for activating
//      100,000 stamps across 50 ranges, the mock's own modules run in Node;
//   2. the print file's build time and peak memory for 1,000, 10,000 and 100,000 stamps
//      (scripts/bench-print.mjs);
//   3. in headless Chromium against a mock-mode build, the time from clicking "Mở tệp in" to a
//      ready print file for batches of 1,000, 10,000 and 100,000 stamps.
// Options: BENCH_PORT (default 4391), CHROMIUM_PATH, BENCH_SKIP_BROWSER=1, BENCH_ONLY_BROWSER=1
// (part 3 alone), BENCH_BROWSER_SIZES (default 1000,10000,100000: the batches of part 3),
// BENCH_REUSE_BUILD=1 (keep the last mock-mode build instead of building afresh).
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, '.bench', 'stamps-mock');
const PORT = Number(process.env.BENCH_PORT || 4391);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ms = (value) => `${value.toFixed(1)} ms`;

async function mockFigures() {
    const vite = await createServer({
        root: ROOT,
        server: { middlewareMode: true, hmr: false },
        appType: 'custom',
        logLevel: 'error',
    });
    try {
        const { buildSeed } = await vite.ssrLoadModule('/src/mocks/seed/index.ts');
        const ops = await vite.ssrLoadModule('/src/mocks/stamps/operations.ts');
        const { summarizeStamps } = await vite.ssrLoadModule('/src/mocks/stamps/summary.ts');
        const db = buildSeed();
        const template = db.stampTemplates.find((t) => t.bizId === 1 && t.status === 'active');
        const product = db.products.find((p) => p.bizId === 1 && p.status === 'active');
        const actor = { bizId: 1, userId: 1, userName: 'bench' };
        const time = (work) => {
            const start = performance.now();
            const result = work();
            return { took: performance.now() - start, result };
        };
        const small = time(() => ops.createGeneration(db, actor, { templateId: template.id, quantity: 10 }));
        const big = time(() =>
            ops.createGeneration(db, actor, { templateId: template.id, quantity: 1_000_000 }),
        );
        const start = big.result.fromSerial;
        const ranges = Array.from({ length: 50 }, (_, i) => ({
            from: start + i * 20_000,
            to: start + i * 20_000 + 1999,
        }));
        const activation = time(() =>
            ops.createActivation(db, actor, {
                ranges,
                productId: product.id,
                lot: 'BENCH-1',
                mfgDate: '2026-01-01',
            }),
        );
        const summary = time(() => summarizeStamps(db, 1));
        console.log('Mock (Node, interval store)');
        console.log(`  print batch of 10 stamps:                     ${ms(small.took)}`);
        console.log(`  print batch of 1,000,000 stamps:              ${ms(big.took)}`);
        console.log(
            `  activate 100,000 stamps in 50 ranges:         ${ms(activation.took)} (${activation.result.count} stamps)`,
        );
        console.log(`  dashboard summary after both:                 ${ms(summary.took)}`);
        console.log(`  segments stored for business 1:               ${db.stamps.segments[1].length}`);
    } finally {
        await vite.close();
    }
}

async function browserFigures() {
    const { chromium } = await import('@playwright/test');
    // Built afresh each run (a build left from older code would measure that code), unless
    // BENCH_REUSE_BUILD=1 and one is there.
    if (!process.env.BENCH_REUSE_BUILD || !existsSync(join(OUT, 'index.html'))) {
        console.log('Building the console in mock mode into .bench/stamps-mock …');
        execSync('npx vite build', {
            cwd: ROOT,
            stdio: 'ignore',
            env: { ...process.env, VITE_API_HOST: '', XTS_OUT_DIR: OUT },
        });
    }
    const server = spawn(
        'npx',
        ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort', '--outDir', OUT],
        {
            cwd: ROOT,
            stdio: 'ignore',
            // Its own process group: stopped with what npx started.
            detached: true,
        },
    );
    const base = `http://127.0.0.1:${PORT}`;
    for (let i = 0; i < 100; i++) {
        try {
            if ((await fetch(`${base}/home`)).ok) break;
        } catch {
            await new Promise((r) => setTimeout(r, 200));
        }
    }
    const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
        const context = await browser.newContext({ locale: 'vi-VN' });
        // The times are taken by the pages themselves (epoch milliseconds, one clock for both): the
        // click on the button in the batch's page, and the moment the print page adds the "ready"
        // text. Waiting for the text from here would add Playwright's polling (up to half a second).
        await context.addInitScript(() => {
            document.addEventListener(
                'click',
                () => {
                    window.__clickedAt = performance.timeOrigin + performance.now();
                },
                true,
            );
            // The main thread's long tasks (over 50 ms), and when the page started counting stamps.
            window.__longTasks = [];
            new PerformanceObserver((list) => {
                for (const entry of list.getEntries())
                    window.__longTasks.push({
                        at: performance.timeOrigin + entry.startTime,
                        took: entry.duration,
                    });
            }).observe({ type: 'longtask', buffered: true });
            window.__readyAt = new Promise((resolve) => {
                const observer = new MutationObserver((records) => {
                    for (const record of records)
                        // Text put in (a new node) or changed in place (React updates a text node).
                        for (const node of record.type === 'characterData'
                            ? [record.target]
                            : record.addedNodes) {
                            if (!window.__buildingAt && node.textContent?.includes('Đang tạo tệp in: '))
                                window.__buildingAt = performance.timeOrigin + performance.now();
                            if (node.textContent?.includes('Tệp in đã sẵn sàng')) {
                                observer.disconnect();
                                resolve(performance.timeOrigin + performance.now());
                                return;
                            }
                        }
                });
                observer.observe(document, { subtree: true, childList: true, characterData: true });
            });
        });
        const page = await context.newPage();
        await page.goto(`${base}/login`);
        await page.getByTestId('persona-owner').click();
        await page.waitForURL(/\/dashboard$/);
        console.log('Print file (headless Chromium, click to ready PDF)');
        for (const quantity of (process.env.BENCH_BROWSER_SIZES || '1000,10000,100000')
            .split(',')
            .map(Number)) {
            const batch = await page.evaluate(async (quantity) => {
                const templates = await fetch('/api/stamp-template/list-active', {
                    headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` },
                }).then((r) => r.json());
                const list = Array.isArray(templates.data) ? templates.data : templates.data.items;
                const response = await fetch('/api/stamp/generation/add', {
                    method: 'POST',
                    headers: {
                        'Content-Type': 'application/json',
                        Authorization: `Bearer ${localStorage.getItem('access_token')}`,
                    },
                    body: JSON.stringify({ templateId: list[0].id, quantity }),
                });
                return (await response.json()).data;
            }, quantity);
            await page.goto(`${base}/stamp-generator/detail/${batch.id}`);
            const button = page.getByRole('button', { name: 'Mở tệp in' });
            await button.waitFor();
            const popupPromise = page.waitForEvent('popup');
            await button.click();
            const popup = await popupPromise;
            await popup.getByText(/Tệp in đã sẵn sàng/).waitFor({ timeout: 300_000 });
            const took =
                (await popup.evaluate(() => window.__readyAt)) -
                (await page.evaluate(() => window.__clickedAt));
            const text = await popup.getByText(/Tệp in đã sẵn sàng/).textContent();
            // Long tasks from the first "Đang tạo tệp in" (the workers' start) to ready: the page
            // must stay responsive while they build (none over 200 ms).
            const tasks = await popup.evaluate(async () => {
                const ready = await window.__readyAt;
                if (!window.__buildingAt) throw new Error('the page never said "Đang tạo tệp in"');
                return window.__longTasks
                    .filter((task) => task.at >= window.__buildingAt && task.at <= ready)
                    .map((task) => task.took);
            });
            const longest = Math.max(0, ...tasks);
            console.log(
                `  ${quantity.toLocaleString('en-US').padStart(7)} stamps: ${ms(took)}  (${text.trim()})  ` +
                    `main thread while building: longest task ${ms(longest)}, ${tasks.filter((t) => t > 200).length} over 200 ms (target: none)`,
            );
            await popup.close();
        }
    } finally {
        await browser.close();
        process.kill(-server.pid, 'SIGTERM');
    }
}

if (!process.env.BENCH_ONLY_BROWSER) {
    await mockFigures();
    execSync('node scripts/bench-print.mjs', { cwd: ROOT, stdio: 'inherit' });
}
if (!process.env.BENCH_SKIP_BROWSER) await browserFigures();
