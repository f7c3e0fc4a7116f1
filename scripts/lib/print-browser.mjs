// The print file in headless Chromium against a mock-mode build (scripts/bench-stamps.mjs, part 3):
// from the click on "Mở tệp in" in a batch's page to the print page's "ready" text, with the main
// thread's long tasks in between. With `trace` set, a Chromium trace of the 100,000-stamp print is
// written there and its long tasks are attributed (lib/print-trace.mjs).
import { execSync, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Builds the console in mock mode into `out` (unless `reuse` and one is there). */
export function buildMock(root, out, reuse) {
    if (reuse && existsSync(join(out, 'index.html'))) return;
    console.log(`Building the console in mock mode into ${out} …`);
    execSync('npx vite build', {
        cwd: root,
        stdio: 'ignore',
        env: { ...process.env, VITE_API_HOST: '', XTS_OUT_DIR: out },
    });
}

/** Serves `out` on `port`; answers the server's process (its own group, stopped with what npx started). */
export async function serve(root, out, port) {
    const server = spawn(
        'npx',
        ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', out],
        { cwd: root, stdio: 'ignore', detached: true },
    );
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
        try {
            if ((await fetch(`${base}/home`)).ok) break;
        } catch {
            await new Promise((r) => setTimeout(r, 200));
        }
    }
    return { base, stop: () => process.kill(-server.pid, 'SIGTERM') };
}

/**
 * What the pages measure themselves (epoch milliseconds, one clock for both): the click on the
 * button in the batch's page, the moment the print page first says "Đang tạo tệp in" and the moment
 * it adds the "ready" text, and the main thread's long tasks (over 50 ms). Waiting for the text from
 * here would add Playwright's polling (up to half a second).
 */
function pageClocks() {
    document.addEventListener(
        'click',
        () => {
            window.__clickedAt = performance.timeOrigin + performance.now();
        },
        true,
    );
    window.__longTasks = [];
    new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
            window.__longTasks.push({ at: performance.timeOrigin + entry.startTime, took: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    window.__readyAt = new Promise((resolve) => {
        const observer = new MutationObserver((records) => {
            for (const record of records)
                // Text put in (a new node) or changed in place (React updates a text node).
                for (const node of record.type === 'characterData' ? [record.target] : record.addedNodes) {
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
}

/** A batch of `quantity` stamps of the business's first active template. */
const addBatch = (page, quantity) =>
    page.evaluate(async (quantity) => {
        const auth = { Authorization: `Bearer ${localStorage.getItem('access_token')}` };
        const templates = await fetch('/api/stamp-template/list-active', { headers: auth }).then((r) =>
            r.json(),
        );
        const list = Array.isArray(templates.data) ? templates.data : templates.data.items;
        const response = await fetch('/api/stamp/generation/add', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...auth },
            body: JSON.stringify({ templateId: list[0].id, quantity }),
        });
        return (await response.json()).data;
    }, quantity);

/**
 * Prints batches of each size in `sizes` (`before` runs before each); answers, per size, the time
 * from click to ready (ms), the page's ready text, and the main thread's long tasks while building
 * (their durations, ms).
 */
export async function printInBrowser({ base, chromium, executablePath, sizes, trace, before }) {
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
    const rows = [];
    try {
        const context = await browser.newContext({ locale: 'vi-VN' });
        await context.addInitScript(pageClocks);
        const page = await context.newPage();
        await page.goto(`${base}/login`);
        // The mock's service worker answers before the persona's round trip starts (a busy machine).
        await page.waitForFunction(() => !!window.__xtsMock, null, { timeout: 120_000 });
        await page.getByTestId('persona-owner').click();
        await page.waitForURL(/\/dashboard$/, { timeout: 120_000 });
        for (const quantity of sizes) {
            await before?.(quantity);
            const batch = await addBatch(page, quantity);
            await page.goto(`${base}/stamp-generator/detail/${batch.id}`);
            const button = page.getByRole('button', { name: 'Mở tệp in' });
            await button.waitFor();
            const tracing = trace && quantity === Math.max(...sizes);
            if (tracing)
                await browser.startTracing(undefined, {
                    categories: [
                        'devtools.timeline',
                        'disabled-by-default-devtools.timeline',
                        'v8.execute',
                        'disabled-by-default-v8.cpu_profiler',
                        'v8',
                        'blink.user_timing',
                    ],
                });
            const popupPromise = page.waitForEvent('popup');
            await button.click();
            const popup = await popupPromise;
            await popup.getByText(/Tệp in đã sẵn sàng/).waitFor({ timeout: 600_000 });
            const took =
                (await popup.evaluate(() => window.__readyAt)) -
                (await page.evaluate(() => window.__clickedAt));
            const text = (await popup.getByText(/Tệp in đã sẵn sàng/).textContent()).trim();
            // Long tasks from the first "Đang tạo tệp in" (the workers' start) to ready.
            const window_ = await popup.evaluate(async () => {
                const ready = await window.__readyAt;
                if (!window.__buildingAt) throw new Error('the page never said "Đang tạo tệp in"');
                return { from: window.__buildingAt, to: ready, tasks: window.__longTasks };
            });
            const tasks = window_.tasks
                .filter((task) => task.at >= window_.from && task.at <= window_.to)
                .map((task) => task.took);
            if (tracing) {
                const buffer = await browser.stopTracing();
                writeFileSync(trace, buffer);
                const { attribute } = await import('./print-trace.mjs');
                attribute(JSON.parse(buffer.toString()));
            }
            rows.push({ quantity, took, text, tasks });
            await popup.close();
        }
    } finally {
        await browser.close();
    }
    return rows;
}
