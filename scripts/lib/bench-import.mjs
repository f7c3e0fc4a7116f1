// Importing a 10,000-plot file in the browser build, as a user waits for it: the owner opens the
// import dialog of a growing location, chooses a GeoJSON of 10,000 plots (every third a 12-vertex
// polygon, the others points with a declared area; 100 households), waits for the preview (read,
// checked, overlaps found, households matched: the save button enabled), then saves and waits for the
// outcome. The page's main thread is watched from choosing the file to the outcome (Long Tasks API,
// tasks of 50 ms or more). Goal: no main-thread task over 100 ms. On the mock build the
// mock's own handlers run in the page and count too. Standalone:
// `node scripts/lib/bench-import.mjs [dist]` on a mock build.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { scaled, timed } from './bench-timing.mjs';
import { serveBuild } from './bench-precheck.mjs';

export const IMPORT_PLOTS = 10_000;
export const IMPORT_GOAL_MS = 100;

/** The GeoJSON text of `count` plots spread over a few km around Cầu Đất, none overlapping. */
export function importFile(count = IMPORT_PLOTS) {
    const METRE = 1 / 111_319.49;
    const fix7 = (v) => Math.round(v * 1e7) / 1e7;
    const features = [];
    for (let i = 0; i < count; i++) {
        const lon = 108.0 + (i % 100) * 0.0031;
        const lat = 11.5 + Math.floor(i / 100) * 0.0029;
        const polygon = i % 3 === 0;
        let geometry;
        if (polygon) {
            const scaleLon = METRE / Math.cos((lat * Math.PI) / 180);
            const ring = Array.from({ length: 12 }, (_, k) => {
                const a = (2 * Math.PI * k) / 12;
                return [fix7(lon + Math.cos(a) * 120 * scaleLon), fix7(lat + Math.sin(a) * 120 * METRE)];
            });
            geometry = { type: 'Polygon', coordinates: [[...ring, ring[0]]] };
        } else geometry = { type: 'Point', coordinates: [fix7(lon), fix7(lat)] };
        features.push({
            type: 'Feature',
            properties: {
                code: `BENCH-${i + 1}`,
                producer: `Hộ Nguyễn Văn ${i % 100}`,
                crop: 'Cà phê Arabica',
                ...(polygon ? {} : { dien_tich: 0.5 + (i % 30) / 10 }),
            },
            geometry,
        });
    }
    return JSON.stringify({ type: 'FeatureCollection', features });
}

/** The owner signed in on the mock build at `url`. */
async function mockSignIn(page, url, long) {
    await page.goto(`${url}/login`);
    await page.waitForFunction(() => !!window.__xtsMock);
    await page.evaluate(() => fetch('/__mock/reset', { method: 'POST' }));
    await page.getByTestId('persona-owner').click();
    await page.waitForURL(/\/dashboard$/, long);
}

/**
 * Signs the owner in on the build at `url` (`signIn`: the mock's persona, or the reference server's
 * SSO page), imports the file at `path`, watches the main thread.
 */
export async function measureImport(browser, url, path, signIn = mockSignIn) {
    const context = timed(await browser.newContext({ locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' }));
    try {
        const page = await context.newPage();
        const step = (what) => process.env.BENCH_DEBUG && console.error(new Date().toISOString(), what);
        const long = { timeout: scaled(600_000) };
        await signIn(page, url, long);
        step('signed in');
        // Vùng Arabica Cầu Đất B, the seed's second location.
        await page.goto(`${url}/biz-location/detail/2`);
        await page.getByRole('button', { name: 'Nhập tệp thửa' }).click();
        const dialog = page.getByRole('dialog', { name: 'Nhập thửa từ tệp' });
        await page.evaluate(() => {
            const tasks = [];
            window.__benchTasks = tasks;
            new PerformanceObserver((list) => {
                for (const entry of list.getEntries()) tasks.push(entry.duration);
            }).observe({ type: 'longtask' });
        });
        step('dialog open');
        // Waited for with a plain check a few times a second: Playwright's role queries, polling a
        // dialog of hundreds of rows, would be long tasks of their own in the page.
        const saveButton = () =>
            [...document.querySelectorAll('[role=dialog] button')].find(
                (button) => /^Nhập [\d.]+ thửa$/.test(button.textContent.trim()) && !button.disabled,
            );
        const outcome = () =>
            [...document.querySelectorAll('[role=dialog] [role=status]')]
                .map((status) => status.textContent)
                .find((text) => text.startsWith('Đã nhập'));
        const poll = { polling: 250, ...long };
        const started = Date.now();
        await dialog.getByLabel('Chọn tệp').setInputFiles(path);
        await page.waitForFunction(`!!(${saveButton})()`, null, poll);
        const previewMs = Date.now() - started;
        step('preview ready');
        const previewTasks = await page.evaluate(() => [...window.__benchTasks]);
        const saving = Date.now();
        await page.evaluate(`(${saveButton})().click()`);
        const said = await page.waitForFunction(`(${outcome})()`, null, poll);
        const saveMs = Date.now() - saving;
        const outcomeText = await said.jsonValue();
        const tasks = await page.evaluate(() => window.__benchTasks);
        return {
            plots: IMPORT_PLOTS,
            previewMs,
            saveMs,
            outcome: outcomeText,
            longTasks: tasks.length,
            longestTaskMs: Math.max(0, ...tasks),
            longestPreviewTaskMs: Math.max(0, ...previewTasks),
        };
    } finally {
        await context.close();
    }
}

const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;

export function importLines(r, build = 'mock build: the mock runs in the page, its work counts') {
    const met = r.longestTaskMs <= IMPORT_GOAL_MS;
    return [
        `import of a ${r.plots.toLocaleString('en-US')}-plot file in the browser (${build}): preview ready in ${ms(r.previewMs)}, saved in ${ms(r.saveMs)} ("${r.outcome}")`,
        `  main thread: longest task ${ms(r.longestTaskMs)} (${ms(r.longestPreviewTaskMs)} before saving; ${r.longTasks} task(s) of 50 ms or more)  goal <= ${IMPORT_GOAL_MS} ms  ${met ? 'ok' : 'MISSED'}`,
    ];
}

/** Writes the bench's file into `dir` and answers its path. */
export function writeImportFile(dir) {
    mkdirSync(dir, { recursive: true });
    const path = join(dir, `plots-${IMPORT_PLOTS}.geojson`);
    writeFileSync(path, importFile());
    return path;
}

/**
 * The same import on a build for the reference server (scripts/api-server.ts) over real HTTP: the
 * console's own main-thread work alone. Ports from BENCH_IMPORT_PORTS ("api,console,control"), or free ones.
 */
export async function measureImportRealApi(browser, { root, path, outDir }) {
    const { start, freePort } = await import('./bench-real-api.mjs');
    const given = process.env.BENCH_IMPORT_PORTS?.split(',').map(Number);
    const [apiPort, consolePort, controlPort] = given ?? [
        await freePort(),
        await freePort(),
        await freePort(),
    ];
    const api = `http://127.0.0.1:${apiPort}`;
    execSync('npx vite build --logLevel error --emptyOutDir', {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, VITE_API_HOST: api, XTS_OUT_DIR: outDir },
    });
    const { server, url } = await serveBuild(outDir, consolePort);
    const args = ['tsx', 'scripts/api-server.ts', '--port', String(apiPort), '--origins', url];
    const child = await start('npx', [...args, '--control-port', String(controlPort)], {
        root,
        ready: /XTS reference API/,
    });
    try {
        return await measureImport(browser, url, path, async (page, at, long) => {
            await page.goto(`${at}/login`);
            await page.getByRole('button', { name: 'Đăng nhập bằng tài khoản XTS' }).click();
            await page.waitForURL(new RegExp(`^${api}/sso/authorize`), long);
            await page.getByRole('button', { name: 'Chủ sở hữu' }).click();
            await page.waitForURL(/\/dashboard$/, long);
        });
    } finally {
        server.close();
        // Its own process group: the server and the node tsx started.
        process.kill(-child.pid);
    }
}

if (import.meta.url === `file://${process.argv[1]}`) {
    // `node scripts/lib/bench-import.mjs <mock build>`, or `--real-api [out dir]` to build for the reference server.
    const real = process.argv[2] === '--real-api';
    const path = writeImportFile(resolve('.bench'));
    const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
        if (real) {
            const outDir = resolve(process.argv[3] ?? '.bench/console-real-api-import');
            const root = resolve(import.meta.dirname, '../..');
            const result = await measureImportRealApi(browser, { root, path, outDir });
            console.log(importLines(result, 'build for the reference server, over real HTTP').join('\n'));
        } else {
            const { server, url } = await serveBuild(resolve(process.argv[2] ?? 'dist'));
            console.log(importLines(await measureImport(browser, url, path)).join('\n'));
            server.close();
        }
    } finally {
        await browser.close();
    }
}
