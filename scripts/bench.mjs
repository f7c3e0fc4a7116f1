#!/usr/bin/env node
// Performance budget of the console (README, "Performance budget"). Builds, in one run:
//   1. the console for a real API host,
//   2. a bare react-admin app (Admin, an auth provider, one lazily loaded list) from sources
//      written into .bench/, with the project's own installed packages,
//   3. the console in mock mode,
// then prints the JavaScript a first visit to /login downloads (gzip), the largest lazily loaded
// chunk, whether mock code reached the real-API build, the JavaScript a signed-in user's visit to
// the products list downloads (and whether the product detail page's code is part of it), the API
// calls the console makes in headless Chromium with 300 ms added to every call, and
// (lib/bench-real-api.mjs) the round trips and preflights from the SSO return to the dashboard over
// real HTTP in both layouts. Not part of `npm test`: it measures, it does not fail on a missed
// target. Keep the output format stable: notes quote it. `npm run bench -- --list-page` builds the
// mock console only and prints the list page section alone.
// `npm run bench -- --login` builds only the first two and prints the /login lines (about a minute).
// `npm run bench -- --signed-in` builds the bare app and the console for the reference API server
// and prints the signed-in visits alone (lib/bench-signed-in.mjs: files, bytes, request chains
// against the floor). `npm run bench -- --api-calls [--rows=<regex>]` builds the mock console and
// prints the API call rows alone, of the routes matching the pattern when one is given.
// `npm run bench -- --real-api` builds the console for the reference server in both layouts and
// prints the real-HTTP rows alone: round trips, preflights and the main-thread work of a save.
// `npm run bench -- --offline` builds the console for the reference server and prints the offline
// boot (the installed app's service worker) beside the online first visit (lib/bench-offline.mjs).
// `npm run bench -- --map` builds the console for the reference server and prints the map of a
// growing location with 10,000 plots, each run cold: first paint, longest task, pan and zoom
// (lib/bench-map-real.mjs).
// A full run ends with the plots' rows (bench-plots.mjs): the EUDR pre-check and the statements' split.
import { execSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { MOCK_MARKERS } from './mock-markers.mjs';
import { freePort, measureRealApi, realApiLines } from './lib/bench-real-api.mjs';
import {
    endpointTexts,
    isListCall,
    listCallPath,
    listRow,
    listScreens,
    screenDeclarations,
} from './lib/bench-lists.mjs';
import { mapPaintLines, measureMapPaint } from './lib/bench-map.mjs';
import { mapRealLines, measureMapReal } from './lib/bench-map-real.mjs';
import { measureSignedIn, signedInLines } from './lib/bench-signed-in.mjs';
import { measureOffline, offlineLines } from './lib/bench-offline.mjs';
import { SLOWDOWN, TIMEOUT, scaled, timed } from './lib/bench-timing.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const BENCH = join(ROOT, '.bench');
const API_HOST = 'https://api.example.invalid';
const LATENCY_MS = 300;
const LOGIN_ONLY = process.argv.includes('--login');
/** `--rows=<regex>`: only the API call rows (start-up, lists, forms) whose route matches. */
const ROWS = (() => {
    const given = process.argv.find((arg) => arg.startsWith('--rows='));
    return given ? new RegExp(given.slice('--rows='.length)) : null;
})();
const rowWanted = (route) => !ROWS || ROWS.test(route);
const TARGET_RATIO = 1.03;
const TARGET_LAZY = 60 * 1024;
const TARGET_START_ROUNDS = 2;
const TARGET_LIST_ROUNDS = 1;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
];

const out = {
    real: join(BENCH, 'console-real'),
    mock: join(BENCH, 'console-mock'),
    bareSrc: join(BENCH, 'bare'),
    bare: join(BENCH, 'bare-dist'),
};

// ---------------------------------------------------------------------------------------------
// Builds

function viteBuild(env, args = '') {
    execSync(`npx vite build --logLevel error --emptyOutDir ${args}`, {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        // The build manifest gives the bench the files' imports (request chains); deployed builds have none.
        env: { ...process.env, XTS_MANIFEST: '1', ...env },
    });
}

/** The bare react-admin app the console is measured against. */
function writeBareApp() {
    rmSync(out.bareSrc, { recursive: true, force: true });
    mkdirSync(out.bareSrc, { recursive: true });
    const files = {
        'index.html': `<!doctype html>
<html lang="en">
    <head><meta charset="UTF-8" /><title>Bare react-admin</title></head>
    <body><div id="root"></div><script type="module" src="/main.tsx"></script></body>
</html>
`,
        'main.tsx': `import { lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, Resource, type AuthProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const ItemList = lazy(() => import('./ItemList'));

const authProvider: AuthProvider = {
    async login({ username }) {
        localStorage.setItem('user', username);
    },
    async logout() {
        localStorage.removeItem('user');
    },
    async checkAuth() {
        if (!localStorage.getItem('user')) throw new Error('signed out');
    },
    async checkError(error) {
        if (error?.status === 401) throw error;
    },
    async getIdentity() {
        return { id: localStorage.getItem('user') ?? '', fullName: localStorage.getItem('user') ?? '' };
    },
};

createRoot(document.getElementById('root')!).render(
    <Admin authProvider={authProvider} dataProvider={simpleRestProvider('${API_HOST}')}>
        <Resource name="items" list={ItemList} />
    </Admin>,
);
`,
        'ItemList.tsx': `import { Datagrid, List, TextField } from 'react-admin';

export default function ItemList() {
    return (
        <List>
            <Datagrid>
                <TextField source="id" />
                <TextField source="name" />
            </Datagrid>
        </List>
    );
}
`,
        'vite.config.mjs': `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
    root: ${JSON.stringify(out.bareSrc)},
    plugins: [react()],
    resolve: { dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom', '@mui/material', '@emotion/react'] },
    build: { outDir: ${JSON.stringify(out.bare)}, sourcemap: false, chunkSizeWarningLimit: 5000, manifest: true },
    logLevel: 'error',
});
`,
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(out.bareSrc, name), text);
}

// ---------------------------------------------------------------------------------------------
// Static server with the SPA fallback nginx applies

const TYPES = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
    '.png': 'image/png',
};

function serve(dir) {
    const server = createServer((req, res) => {
        const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
        let file = join(dir, path);
        if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
            file = join(dir, 'index.html');
        res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
        res.end(readFileSync(file));
    });
    return new Promise((done) =>
        server.listen(0, '127.0.0.1', () =>
            done({ server, url: `http://127.0.0.1:${server.address().port}` }),
        ),
    );
}

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const jsFiles = (dir) =>
    readdirSync(dir, { recursive: true })
        .map((name) => join(dir, name))
        // Not the service workers (the mock's, the installed app's sw.js): no page downloads them.
        .filter((file) => file.endsWith('.js') && !/(mockServiceWorker|[\\/]sw)\.js$/.test(file));

// ---------------------------------------------------------------------------------------------
// Measurements

/** The scripts a first visit to /login downloads, with their gzip sizes. */
async function firstVisit(browser, dir) {
    const { server, url } = await serve(dir);
    try {
        const page = timed(await browser.newPage());
        const scripts = new Set();
        page.on('response', (response) => {
            const path = new URL(response.url()).pathname;
            if (response.request().resourceType() === 'script' || path.endsWith('.js')) scripts.add(path);
        });
        await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
        await page.close();
        const files = [...scripts].filter((path) => existsSync(join(dir, path)));
        const bytes = files.reduce((sum, path) => sum + gzipBytes(join(dir, path)), 0);
        return { files, bytes };
    } finally {
        server.close();
    }
}

/**
 * Sequential round trips of a set of calls: a call that starts after another ended may depend on
 * it, so it is one round later; the answer is the longest such chain.
 */
function roundTrips(requests) {
    const sorted = [...requests].sort((a, b) => a.start - b.start);
    const level = new Map();
    for (const request of sorted) {
        let before = 0;
        for (const other of sorted) {
            if (other !== request && other.end !== undefined && other.end <= request.start)
                before = Math.max(before, level.get(other) ?? 0);
        }
        level.set(request, before + 1);
    }
    return Math.max(0, ...level.values());
}

function summarise(requests) {
    const keys = requests.map((r) => `${r.method} ${r.url}`);
    return {
        calls: requests.length,
        duplicates: keys.length - new Set(keys).size,
        rounds: roundTrips(requests),
        names: requests.map((r) => `${r.method} ${new URL(r.url).pathname}`),
    };
}

/** Records every API call the page makes, with start and end times. */
function recordApiCalls(page) {
    const log = [];
    const open = new Map();
    let lastActivity = Date.now();
    page.on('request', (request) => {
        lastActivity = Date.now();
        if (!new URL(request.url()).pathname.startsWith('/api/')) return;
        const entry = { method: request.method(), url: request.url(), start: performance.now() };
        open.set(request, entry);
        log.push(entry);
    });
    const finish = (request) => {
        lastActivity = Date.now();
        const entry = open.get(request);
        if (entry) {
            entry.end = performance.now();
            open.delete(request);
        }
    };
    page.on('requestfinished', finish);
    page.on('requestfailed', finish);
    return {
        /** Counts as activity, so that `settle` waits for what a navigation starts. */
        touch: () => {
            lastActivity = Date.now();
        },
        mark: () => log.length,
        since: (mark) => log.slice(mark),
        /** Resolves once no call is open and nothing was requested for `quietMs`. */
        async settle(quietMs = 1500, maxMs = scaled(20_000)) {
            const started = Date.now();
            while (Date.now() - started < maxMs) {
                if (open.size === 0 && Date.now() - lastActivity >= quietMs) return;
                await new Promise((r) => setTimeout(r, 100));
            }
        },
    };
}

/** `create` paths without parameters: forms that may read the cached select options. */
function formRoutes() {
    return screenDeclarations(ROOT)
        .filter((screen) => screen.verb === 'create' && !screen.path.includes(':'))
        .map((screen) => screen.path);
}

async function apiCalls(browser) {
    const { server, url } = await serve(out.mock);
    try {
        const context = timed(await browser.newContext({ locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' }));
        const page = await context.newPage();
        const scripts = new Set();
        page.on('response', (response) => {
            const path = new URL(response.url()).pathname;
            if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.add(path);
        });
        await page.goto(`${url}/login`);
        await page.waitForFunction(() => !!window.__xtsMock);
        const atLogin = new Set(scripts);
        const loginChunks = [...atLogin].map((path) => path.slice(1));
        await page.evaluate(async (latencyMs) => {
            await fetch('/__mock/reset', { method: 'POST' });
            await fetch('/__mock/settings', {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify({ latencyMs }),
            });
        }, LATENCY_MS);
        await page.getByTestId('persona-owner').click();
        await page.waitForURL(/\/dashboard$/, { timeout: TIMEOUT });
        await page.locator('[data-dashboard="ready"]').waitFor({ timeout: TIMEOUT });

        // Start-up: a fresh load of the console with the tokens stored, until the dashboard has data.
        const recorder = recordApiCalls(page);
        const rows = [];
        let mark = recorder.mark();
        await page.goto(`${url}/dashboard`);
        await page.locator('[data-dashboard="ready"]').waitFor({ timeout: TIMEOUT });
        rows.push({
            route: 'start-up /dashboard',
            target: TARGET_START_ROUNDS,
            ...summarise(recorder.since(mark)),
        });
        await recorder.settle();

        // Each list page, reached from inside the console (client-side navigation, as a menu click).
        const navigate = (path) =>
            page.evaluate((to) => {
                window.history.pushState({}, '', to);
                window.dispatchEvent(new PopStateEvent('popstate'));
            }, path);
        const endpoints = endpointTexts(ROOT);
        for (const { resource, path } of listScreens(ROOT).filter((screen) => rowWanted(screen.path))) {
            const apiPath = listCallPath(endpoints, resource);
            mark = recorder.mark();
            recorder.touch();
            // The list's own call for its records, answered (the previous list, still on the
            // screen until this one renders, would satisfy a wait for a list element).
            const answered = apiPath
                ? page
                      .waitForResponse(
                          (response) =>
                              isListCall(
                                  { method: response.request().method(), url: response.url() },
                                  apiPath,
                              ),
                          { timeout: TIMEOUT },
                      )
                      .catch(() => null)
                : Promise.resolve(null);
            await navigate(path);
            await answered;
            await page
                .locator('.RaList-content, .RaList-noResults, [data-testid="resource-empty"]')
                .first()
                .waitFor({ timeout: TIMEOUT });
            await recorder.settle();
            const row = listRow(recorder.since(mark), apiPath);
            rows.push({
                route: path,
                target: TARGET_LIST_ROUNDS,
                ownCall: row.own,
                ...summarise(row.calls),
            });
        }

        // Forms that pick products or templates: the options come from the persisted cache.
        mark = recorder.mark();
        const forms = rowWanted('forms') ? formRoutes() : [];
        for (const path of [...forms, ...forms]) {
            recorder.touch();
            await navigate(path);
            await recorder.settle(1000);
        }
        const optionCalls = recorder.since(mark).filter((r) => /\/list-active(\?|$)/.test(r.url));
        const perOption = {};
        for (const r of optionCalls) {
            const key = new URL(r.url).pathname;
            perOption[key] = (perOption[key] ?? 0) + 1;
        }
        await context.close();
        const routeChunks = [...scripts]
            .filter((path) => !atLogin.has(path))
            .map((path) => ({ file: path.slice(1), bytes: gzipBytes(join(out.mock, path)) }))
            .sort((a, b) => b.bytes - a.bytes);
        return { rows, forms: forms.length, perOption, routeChunks, loginChunks };
    } finally {
        server.close();
    }
}

/** Strings only the product detail page's code contains: the test ids of its QR card and public-page preview. */
const SHOW_PAGE_MARKERS = [/["'`]product-qr["'`]/, /["'`]public-preview["'`]/];

/**
 * A returning user opening the products list: signed in once through the persona page, then a new
 * tab on /products with the session in storage (as the e2e suite's returning users), every script
 * it requests recorded until the list shows its records.
 */
async function listPage(browser) {
    const { server, url } = await serve(out.mock);
    try {
        const context = timed(await browser.newContext({ locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' }));
        const signIn = await context.newPage();
        await signIn.goto(`${url}/login`);
        await signIn.waitForFunction(() => !!window.__xtsMock);
        await signIn.evaluate(() => fetch('/__mock/reset', { method: 'POST' }));
        await signIn.getByTestId('persona-owner').click();
        await signIn.waitForURL(/\/dashboard$/, { timeout: TIMEOUT });
        await signIn.close();
        const page = await context.newPage();
        const scripts = new Set();
        page.on('request', (request) => {
            const path = new URL(request.url()).pathname;
            if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.add(path);
        });
        await page.goto(`${url}/products`);
        await page
            .locator('.RaList-content, .RaList-noResults, [data-testid="resource-empty"]')
            .first()
            .waitFor({ timeout: TIMEOUT });
        await page.waitForLoadState('networkidle');
        await context.close();
        const chunks = [...scripts]
            .map((path) => {
                const text = readFileSync(join(out.mock, path), 'utf8');
                return {
                    file: path.slice(1),
                    bytes: gzipBytes(join(out.mock, path)),
                    show: SHOW_PAGE_MARKERS.some((marker) => marker.test(text)),
                };
            })
            .sort((a, b) => b.bytes - a.bytes);
        return {
            chunks,
            bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
            show: chunks.some((chunk) => chunk.show),
        };
    } finally {
        server.close();
    }
}

function listPageLines(list) {
    const lines = [
        `list page /products: ${list.chunks.length} chunks, ${list.bytes} B gzip; show-page code included: ${list.show ? 'yes' : 'no'}`,
    ];
    for (const chunk of list.chunks)
        lines.push(
            `    ${padEnd(chunk.file, 48)} ${pad(chunk.bytes, 8)}${chunk.show ? '  (show-page code)' : ''}`,
        );
    return lines;
}

// ---------------------------------------------------------------------------------------------

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (value, width) => String(value).padStart(width);
const padEnd = (value, width) => String(value).padEnd(width);
const verdict = (ok) => (ok ? 'OK' : 'MISSED');

/** The API call rows of the report. */
function apiCallLines(calls) {
    const lines = [];
    lines.push(
        `API calls, ${LATENCY_MS} ms added to every call (mock mode, persona owner; each list row waits for its own list call; waits up to ${Math.round(TIMEOUT / 1000)} s, machine ${SLOWDOWN.toFixed(1)}x slower than idle)`,
    );
    lines.push(`  ${padEnd('route', 26)} ${pad('calls', 5)} ${pad('dupl', 5)} ${pad('rounds', 6)}  target`);
    for (const row of calls.rows) {
        // A list row without its own call answered measured something else.
        const ok = row.duplicates === 0 && row.rounds <= row.target && row.ownCall !== false;
        lines.push(
            `  ${padEnd(row.route, 26)} ${pad(row.calls, 5)} ${pad(row.duplicates, 5)} ${pad(row.rounds, 6)}  <= ${row.target}  ${verdict(ok)}  ${row.names.join(', ')}${row.ownCall === false ? "  (the list's own call not seen)" : ''}`,
        );
    }
    const optionEntries = Object.entries(calls.perOption);
    // Spec section 3 caches active products and active templates; other lists are read fresh.
    const optionsOk = optionEntries
        .filter(([path]) => /\/(product|stamp-template|biz-location)\//.test(path))
        .every(([, count]) => count <= 1);
    lines.push(
        `select options over ${calls.forms * 2} form visits: ${optionEntries.length ? optionEntries.map(([path, count]) => `${path} x${count}`).join(', ') : 'no list-active call'}  target <= 1 each for products, templates and growing locations  ${verdict(optionsOk)}`,
    );
    return lines;
}

/** The bare react-admin app, built into out.bare. */
function buildBare() {
    writeBareApp();
    viteBuild({}, `--config ${join(out.bareSrc, 'vite.config.mjs')}`);
}

/** `--signed-in`: the bare app and the console for the reference server; the signed-in visits alone. */
async function signedInOnly() {
    mkdirSync(BENCH, { recursive: true });
    buildBare();
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
        const measured = await measureSignedIn(browser, {
            root: ROOT,
            bench: BENCH,
            bareDir: out.bare,
            tools: { viteBuild, serve },
            timeout: TIMEOUT,
        });
        console.log(signedInLines(measured).join('\n'));
    } finally {
        await browser.close();
    }
}

/** `--api-calls [--rows=<regex>]`: the mock console only, and its API call rows alone. */
async function apiCallsOnly() {
    mkdirSync(BENCH, { recursive: true });
    viteBuild({ VITE_API_HOST: '', XTS_OUT_DIR: out.mock });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
        console.log(apiCallLines(await apiCalls(browser)).join('\n'));
    } finally {
        await browser.close();
    }
}

/** `--real-api`: the console for the reference server only; its API rounds and saves alone. */
async function realApiOnly() {
    mkdirSync(BENCH, { recursive: true });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
        const real = await measureRealApi(browser, {
            root: ROOT,
            bench: BENCH,
            tools: { viteBuild, serve, recordApiCalls, summarise },
        });
        console.log(realApiLines(real).join('\n'));
    } finally {
        await browser.close();
    }
}

/** `--offline`: the console for the reference server, and the offline boot's lines alone. */
async function offlineOnly() {
    mkdirSync(BENCH, { recursive: true });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
        const offline = await measureOffline(browser, {
            root: ROOT,
            bench: BENCH,
            tools: { viteBuild, serve },
        });
        console.log(offlineLines(offline).join('\n'));
    } finally {
        await browser.close();
    }
}

/** `--list-page`: the mock console only, and the list page section alone. */
async function listPageOnly() {
    mkdirSync(BENCH, { recursive: true });
    viteBuild({ VITE_API_HOST: '', XTS_OUT_DIR: out.mock });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
        console.log(listPageLines(await listPage(browser)).join('\n'));
    } finally {
        await browser.close();
    }
}

/**
 * The plots' rows (bench-plots.mjs, on this run's mock build): imports, the EUDR pack, the split of
 * a 20,000-producer shipment into statements and the EU Information System's pre-check of 100,000
 * plots in the pack's worker with the main thread watched. KML reading is left out (jsdom's XML).
 */
function plotLines() {
    const output = execSync('node scripts/bench-plots.mjs', {
        cwd: ROOT,
        env: { ...process.env, BENCH_DIST: out.mock, BENCH_SKIP_KML: '1' },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
        maxBuffer: 16 * 1024 * 1024,
    });
    return [
        'plots, EUDR pack and statements (npm run bench:plots, KML left out)',
        ...output.trimEnd().split('\n'),
    ];
}

/** `--map`: the map of 10,000 plots on the console built for the reference server (lib/bench-map-real.mjs). */
async function mapReal() {
    mkdirSync(BENCH, { recursive: true });
    const ports = [await freePort(), await freePort(), await freePort()];
    return mapRealLines(
        await measureMapReal({ ports, outDir: relative(ROOT, join(BENCH, 'console-real-map')) }),
    );
}

async function main() {
    if (process.argv.includes('--list-page')) return listPageOnly();
    if (process.argv.includes('--signed-in')) return signedInOnly();
    if (process.argv.includes('--api-calls')) return apiCallsOnly();
    if (process.argv.includes('--real-api')) return realApiOnly();
    if (process.argv.includes('--offline')) return offlineOnly();
    if (process.argv.includes('--map')) return console.log((await mapReal()).join('\n'));
    mkdirSync(BENCH, { recursive: true });
    const t0 = Date.now();
    viteBuild({ VITE_API_HOST: API_HOST, XTS_OUT_DIR: out.real });
    buildBare();
    if (!LOGIN_ONLY) viteBuild({ VITE_API_HOST: '', XTS_OUT_DIR: out.mock });
    const buildSeconds = ((Date.now() - t0) / 1000).toFixed(0);

    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
        const consoleVisit = await firstVisit(browser, out.real);
        const bareVisit = await firstVisit(browser, out.bare);
        const ratio = consoleVisit.bytes / bareVisit.bytes;

        const loaded = new Set(consoleVisit.files.map((path) => join(out.real, path)));
        const lazy = jsFiles(out.real)
            .filter((file) => !loaded.has(file))
            .map((file) => ({ file: relative(out.real, file), bytes: gzipBytes(file) }))
            .sort((a, b) => b.bytes - a.bytes);

        const markers = [];
        for (const file of readdirSync(out.real, { recursive: true }).map((name) => join(out.real, name))) {
            if (file.endsWith('mockServiceWorker.js'))
                markers.push(`${relative(out.real, file)}: service worker`);
            if (!/\.(js|html)$/.test(file)) continue;
            const text = readFileSync(file, 'utf8');
            for (const marker of MOCK_MARKERS)
                if (text.includes(marker)) markers.push(`${relative(out.real, file)}: "${marker}"`);
        }

        const lines = [];
        lines.push('XTS performance budget');
        lines.push(
            `builds: console (VITE_API_HOST=${API_HOST}), bare react-admin app${LOGIN_ONLY ? '' : ', console (mock mode)'} in ${buildSeconds} s`,
        );
        lines.push('');
        lines.push('first visit to /login: JavaScript downloaded (gzip -9 bytes)');
        lines.push(
            `  console             ${pad(consoleVisit.bytes, 8)}  ${pad(kb(consoleVisit.bytes), 9)}  ${consoleVisit.files.length} files`,
        );
        lines.push(
            `  bare react-admin    ${pad(bareVisit.bytes, 8)}  ${pad(kb(bareVisit.bytes), 9)}  ${bareVisit.files.length} files`,
        );
        lines.push(
            `  ratio               ${pad(ratio.toFixed(2), 8)}  target <= ${TARGET_RATIO.toFixed(2)}  ${verdict(ratio <= TARGET_RATIO)}`,
        );
        for (const path of consoleVisit.files)
            lines.push(`    console ${padEnd(path, 48)} ${pad(gzipBytes(join(out.real, path)), 8)}`);
        for (const path of bareVisit.files)
            lines.push(`    bare    ${padEnd(path, 48)} ${pad(gzipBytes(join(out.bare, path)), 8)}`);
        if (LOGIN_ONLY) {
            console.log(lines.join('\n'));
            return;
        }
        const calls = await apiCalls(browser);
        const list = await listPage(browser);
        const mapServer = await serve(out.mock);
        const mapPaint = await measureMapPaint(browser, mapServer.url).finally(() =>
            mapServer.server.close(),
        );
        const signedIn = await measureSignedIn(browser, {
            root: ROOT,
            bench: BENCH,
            bareDir: out.bare,
            tools: { viteBuild, serve },
            timeout: TIMEOUT,
        });
        const real = await measureRealApi(browser, {
            root: ROOT,
            bench: BENCH,
            tools: { viteBuild, serve, recordApiCalls, summarise },
        });
        const offline = await measureOffline(browser, {
            root: ROOT,
            bench: BENCH,
            tools: { viteBuild, serve },
        });
        lines.push('');
        const largest = lazy[0] ?? { file: '-', bytes: 0 };
        lines.push(
            `lazily loaded chunks: ${lazy.length}; largest ${largest.file} ${largest.bytes} (${kb(largest.bytes)})  target <= ${kb(TARGET_LAZY)}  ${verdict(largest.bytes <= TARGET_LAZY)}`,
        );
        for (const chunk of lazy.slice(1, 5))
            lines.push(`    next ${padEnd(chunk.file, 48)} ${pad(chunk.bytes, 8)}`);
        const routeLargest = calls.routeChunks[0] ?? { file: '-', bytes: 0 };
        lines.push(
            `chunks downloaded by visiting the dashboard, every list and every form (mock build): ${calls.routeChunks.length}; largest ${routeLargest.file} ${routeLargest.bytes} (${kb(routeLargest.bytes)})  target <= ${kb(TARGET_LAZY)}  ${verdict(routeLargest.bytes <= TARGET_LAZY)}`,
        );
        for (const chunk of calls.routeChunks.slice(1, 4))
            lines.push(`    next ${padEnd(chunk.file, 48)} ${pad(chunk.bytes, 8)}`);
        const onDemand = lazy.filter(
            (chunk) =>
                ![...calls.routeChunks.map((visited) => visited.file), ...calls.loginChunks].some(
                    (visited) =>
                        visited.replace(/-[\w-]{8}\.js$/, '') === chunk.file.replace(/-[\w-]{8}\.js$/, ''),
                ),
        );
        lines.push(
            `    chunks no visit downloaded (loaded on an action, e.g. the camera scanner): ${
                onDemand
                    .slice(0, 4)
                    .map((chunk) => `${chunk.file} ${chunk.bytes}`)
                    .join(', ') || 'none'
            }`,
        );
        lines.push(
            `mock code in the real-API build: ${markers.length ? 'FOUND' : 'absent'}  ${verdict(markers.length === 0)}`,
        );
        for (const marker of markers) lines.push(`    ${marker}`);
        lines.push(...listPageLines(list));
        lines.push(...mapPaintLines(mapPaint));
        lines.push('');
        lines.push(...apiCallLines(calls));
        lines.push('', ...signedInLines(signedIn));
        lines.push('', ...realApiLines(real));
        lines.push('', ...offlineLines(offline));
        lines.push(...(await mapReal()));
        if (!LOGIN_ONLY) lines.push('', ...plotLines());
        console.log(lines.join('\n'));
    } finally {
        await browser.close();
    }
}

main().catch((error) => {
    console.error(error);
    process.exit(1);
});
