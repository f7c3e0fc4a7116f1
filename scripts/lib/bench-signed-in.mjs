// The JavaScript a signed-in user's visit downloads with an empty cache (scripts/bench.mjs): the
// console built for the reference API server (npm run api) on loopback, signed in once through the
// server's SSO page, then each page opened in a new browser context holding only the session's
// storage (so nothing is cached); against the floor, the bare react-admin app signed in and opening
// its one list. Files, gzip bytes and the request chain depth (lib/bench-chains.mjs) of each visit.
import { join } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chainDepth, readManifest } from './bench-chains.mjs';
import { freePort, start } from './bench-real-api.mjs';
import { timed } from './bench-timing.mjs';

export const TARGET_FILES = 15;
export const TARGET_SIGNED_IN_RATIO = 1.25;
/** The signed-in pages measured, and what shows that each has its data. */
export const SIGNED_IN_PAGES = [
    { path: '/dashboard', ready: '[data-dashboard="ready"]' },
    { path: '/product/list', ready: '.RaList-content, .RaList-noResults, [data-testid="resource-empty"]' },
];

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Opens `path` in a new context with `storageState`, and returns the scripts it downloaded. */
async function visit(browser, { url, dir, path, ready, storageState, timeout }) {
    const context = timed(
        await browser.newContext({ locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh', storageState }),
    );
    try {
        const page = await context.newPage();
        const scripts = new Set();
        page.on('request', (request) => {
            const name = new URL(request.url()).pathname;
            if (name.endsWith('.js') && !name.endsWith('mockServiceWorker.js')) scripts.add(name.slice(1));
        });
        const shown = typeof ready === 'function' ? ready(page) : null;
        await page.goto(`${url}${path}`);
        if (typeof ready === 'string') await page.locator(ready).first().waitFor({ timeout });
        else await shown;
        await page.waitForLoadState('networkidle', { timeout });
        const files = [...scripts].filter((file) => existsSync(join(dir, file)));
        const manifest = readManifest(dir);
        return {
            path,
            files: files
                .map((file) => ({ file, bytes: gzipBytes(join(dir, file)) }))
                .sort((a, b) => b.bytes - a.bytes),
            bytes: files.reduce((sum, file) => sum + gzipBytes(join(dir, file)), 0),
            chains: manifest ? chainDepth(manifest, files) : null,
        };
    } finally {
        await context.close();
    }
}

/**
 * Builds the console for a reference server on loopback, signs in, and measures SIGNED_IN_PAGES;
 * then the floor (`bareDir`, a build of the bare app) at its list. `tools`: viteBuild, serve.
 */
export async function measureSignedIn(browser, { root, bench, bareDir, tools, timeout }) {
    const apiPort = await freePort();
    const api = `http://127.0.0.1:${apiPort}`;
    const dir = join(bench, 'console-signed-in');
    tools.viteBuild({ VITE_API_HOST: api, XTS_OUT_DIR: dir });
    const { server: statics, url } = await tools.serve(dir);
    const floorServer = await tools.serve(bareDir);
    let child;
    try {
        const args = ['tsx', 'scripts/api-server.ts', '--port', String(apiPort), '--origins', url];
        child = await start('npx', args, { root, ready: /XTS reference API/ });
        const context = timed(await browser.newContext({ locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' }));
        const page = await context.newPage();
        await page.goto(`${url}/login`);
        await page.getByRole('button', { name: 'Đăng nhập bằng tài khoản XTS' }).click();
        await page.waitForURL(new RegExp(`^${api}/sso/authorize`), { timeout });
        await page.getByRole('button', { name: 'Chủ sở hữu' }).click();
        await page.locator('[data-dashboard="ready"]').waitFor({ timeout });
        const storageState = await context.storageState();
        await context.close();
        const pages = [];
        for (const { path, ready } of SIGNED_IN_PAGES)
            pages.push(await visit(browser, { url, dir, path, ready, storageState, timeout }));
        const floorUrl = floorServer.url;
        const floor = await visit(browser, {
            url: floorUrl,
            dir: bareDir,
            path: '/items',
            // Its list has no data (no server): shown once the list's chunk has arrived.
            ready: (page) =>
                page.waitForResponse((response) => /\/ItemList-[\w-]+\.js$/.test(response.url()), {
                    timeout,
                }),
            storageState: {
                cookies: [],
                origins: [{ origin: floorUrl, localStorage: [{ name: 'user', value: 'bench' }] }],
            },
            timeout,
        });
        return { pages, floor };
    } finally {
        statics.close();
        floorServer.server.close();
        if (child) process.kill(-child.pid, 'SIGTERM');
    }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The report's lines. */
export function signedInLines({ pages, floor }) {
    const depth = (visit) =>
        visit.chains
            ? `chain depth ${visit.chains.depth} (${visit.chains.preloaded} with Vite's preload)`
            : 'no manifest';
    const lines = [
        'signed-in visit, empty cache: JavaScript downloaded (gzip -9 bytes; console built for the reference API server)',
        `  floor: bare react-admin /items  ${String(floor.bytes).padStart(8)}  ${kb(floor.bytes).padStart(9)}  ${String(floor.files.length).padStart(2)} files  ${depth(floor)}`,
    ];
    for (const visit of pages) {
        const ratio = visit.bytes / floor.bytes;
        const ok = visit.files.length <= TARGET_FILES && ratio <= TARGET_SIGNED_IN_RATIO;
        lines.push(
            `  console ${visit.path.padEnd(23)} ${String(visit.bytes).padStart(8)}  ${kb(visit.bytes).padStart(9)}  ${String(visit.files.length).padStart(2)} files  ${depth(visit)}  ratio ${ratio.toFixed(2)}  target <= ${TARGET_FILES} files, <= ${TARGET_SIGNED_IN_RATIO.toFixed(2)}  ${ok ? 'OK' : 'MISSED'}`,
        );
        for (const { file, bytes } of visit.files)
            lines.push(`      ${file.padEnd(48)} ${String(bytes).padStart(8)}`);
        if (visit.chains?.chain.length) lines.push(`      longest chain: ${visit.chains.chain.join(' → ')}`);
    }
    return lines;
}
