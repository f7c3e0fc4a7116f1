// The bench's real-HTTP part (scripts/bench.mjs): the console built for the reference API server
// (npm run api) on loopback, in both deployment layouts, signing in through the server's SSO page.
// Measured from the return of the SSO page to the dashboard's data: the API calls, their
// sequential round trips (300 ms added to every call by the server) and the CORS preflights the
// server answered, at the first sign-in and at a reload of the dashboard (preflights cached by
// Access-Control-Max-Age must not come back).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { scaled, timed } from './bench-timing.mjs';
import { measureSave, saveLines } from './bench-save.mjs';

const LATENCY_MS = 300;
export const TARGET_SAME_ORIGIN_ROUNDS = 2;

export const freePort = () =>
    new Promise((done) => {
        const server = createServer().listen(0, '127.0.0.1', () => {
            const { port } = server.address();
            server.close(() => done(port));
        });
    });

/** Starts a child process and resolves once its output contains `ready` (rejects if it exits). */
export function start(command, args, { root, env = {}, ready }) {
    // Its own process group: stopping it stops what it started (tsx's node, nginx).
    const child = spawn(command, args, {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
    });
    return new Promise((done, fail) => {
        let output = '';
        const read = (chunk) => {
            output += chunk;
            if (ready.test(output)) done(child);
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.on('exit', (code) =>
            fail(new Error(`${command} ${args.join(' ')} exited (${code}):\n${output}`)),
        );
    });
}

async function waitFor(url) {
    for (let i = 0; i < scaled(100); i++) {
        try {
            if ((await fetch(url)).ok) return;
        } catch {
            // not up yet
        }
        await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${url} did not answer`);
}

/**
 * Builds both layouts, starts the server (and nginx), and measures each. `tools` are the bench's
 * own helpers: viteBuild, serve, recordApiCalls, summarise.
 */
export async function measureRealApi(browser, { root, bench, tools }) {
    const [apiPort, controlPort, nginxPort] = [await freePort(), await freePort(), await freePort()];
    const api = `http://127.0.0.1:${apiPort}`;
    const nginxUrl = `http://127.0.0.1:${nginxPort}`;
    const dirs = {
        cross: join(bench, 'console-real-api'),
        same: join(bench, 'console-real-api-same-origin'),
    };
    // Hidden source maps (no comment in the scripts, the same bytes): the save's profile names sources.
    tools.viteBuild({ VITE_API_HOST: api, XTS_OUT_DIR: dirs.cross }, '--sourcemap hidden');
    tools.viteBuild({ VITE_API_HOST: nginxUrl, XTS_OUT_DIR: dirs.same }, '--sourcemap hidden');
    const { server: statics, url: consoleUrl } = await tools.serve(dirs.cross);
    const children = [];
    try {
        const args = [
            'tsx',
            'scripts/api-server.ts',
            '--port',
            String(apiPort),
            '--origins',
            `${consoleUrl},${nginxUrl}`,
            '--control-port',
            String(controlPort),
            // The latency below is set through the QA endpoints.
            '--qa',
        ];
        children.push(await start('npx', args, { root, ready: /XTS reference API/ }));
        const nginxEnv = { E2E_NGINX_PORT: String(nginxPort), XTS_OUT_DIR: dirs.same, XTS_API_UPSTREAM: api };
        children.push(
            spawn('node', ['scripts/serve-nginx.mjs'], {
                cwd: root,
                env: { ...process.env, ...nginxEnv },
                stdio: 'ignore',
                detached: true,
            }),
        );
        await waitFor(`${nginxUrl}/home`);
        await fetch(`${api}/__mock/settings`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ latencyMs: LATENCY_MS }),
        });
        const preflights = async () =>
            (await (await fetch(`http://127.0.0.1:${controlPort}/stats`)).json()).preflights;
        const rows = [];
        const saves = [];
        for (const [layout, url, dir] of [
            ['cross-origin', consoleUrl, dirs.cross],
            ['same-origin', nginxUrl, dirs.same],
        ]) {
            const context = timed(
                await browser.newContext({ locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' }),
            );
            const page = await context.newPage();
            await page.goto(`${url}/login`);
            await page.getByRole('button', { name: 'Đăng nhập bằng tài khoản XTS' }).click();
            await page.waitForURL(new RegExp(`^${api}/sso/authorize`));
            const recorder = tools.recordApiCalls(page);
            // From the SSO page's answer on: the callback, the console's start-up, the dashboard.
            let mark = recorder.mark();
            let before = await preflights();
            await page.getByRole('button', { name: 'Chủ sở hữu' }).click();
            await page.locator('[data-dashboard="ready"]').waitFor({ timeout: scaled(60_000) });
            rows.push({
                layout,
                moment: 'SSO return → dashboard data',
                ...tools.summarise(recorder.since(mark)),
                preflights: (await preflights()) - before,
            });
            await recorder.settle();
            mark = recorder.mark();
            before = await preflights();
            await page.reload();
            await page.locator('[data-dashboard="ready"]').waitFor({ timeout: scaled(60_000) });
            rows.push({
                layout,
                moment: 'reload → dashboard data',
                ...tools.summarise(recorder.since(mark)),
                preflights: (await preflights()) - before,
            });
            saves.push([layout, await measureSave(page, url, dir)]);
            await context.close();
        }
        return { rows, latencyMs: LATENCY_MS, saves };
    } finally {
        statics.close();
        for (const child of children) process.kill(-child.pid, 'SIGTERM');
    }
}

/** The report's lines (bench.mjs prints them with the rest). */
export function realApiLines({ rows, latencyMs, saves }) {
    const lines = [
        `API calls over real HTTP against the reference server, ${latencyMs} ms added to every call (persona owner, through its SSO page)`,
    ];
    lines.push(
        `  ${'layout'.padEnd(13)} ${'moment'.padEnd(28)} ${'calls'.padStart(5)} ${'rounds'.padStart(6)} ${'preflights'.padStart(10)}  target`,
    );
    for (const row of rows) {
        const sameOrigin = row.layout === 'same-origin';
        const first = row.moment.startsWith('SSO');
        const target = sameOrigin
            ? `rounds <= ${TARGET_SAME_ORIGIN_ROUNDS}, no preflight`
            : first
              ? 'preflights once per call'
              : 'no preflight (cached)';
        const ok = sameOrigin
            ? row.rounds <= TARGET_SAME_ORIGIN_ROUNDS && row.preflights === 0
            : first || row.preflights === 0;
        lines.push(
            `  ${row.layout.padEnd(13)} ${row.moment.padEnd(28)} ${String(row.calls).padStart(5)} ${String(row.rounds).padStart(6)} ${String(row.preflights).padStart(10)}  ${target}  ${ok ? 'OK' : 'MISSED'}  ${row.names.join(', ')}`,
        );
    }
    for (const [layout, save] of saves ?? []) lines.push(...saveLines(layout, save));
    return lines;
}
