import './mockServer';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as mockInterceptor } from '../../src/mocks/node';

/**
 * The reference server (npm run api) over real HTTP: started on a port the system chooses, stopped
 * by the test. The in-process mock is switched off here so that every request leaves the process.
 */
const CONSOLE = 'http://127.0.0.1:4641';
const CALLBACK = `${CONSOLE}/sso/callback`;
let child: ChildProcess;
let api = '';
/** The same server with --qa, started beside the plain one (each start takes seconds). */
let qa: Promise<{ child: ChildProcess; url: string }>;

/** Starts the server with `extra` arguments on a port the system chooses; answers its URL. */
function startServer(extra: string[] = []): Promise<{ child: ChildProcess; url: string }> {
    const started = spawn(
        process.execPath,
        [
            '--import',
            'tsx',
            'scripts/api-server.ts',
            '--port',
            '0',
            '--origins',
            CONSOLE,
            '--access-ttl',
            '120',
            '--refresh-ttl',
            '600',
            ...extra,
        ],
        {
            stdio: ['ignore', 'pipe', 'inherit'],
        },
    );
    return new Promise((resolve, reject) => {
        let out = '';
        started.stdout!.on('data', (chunk: Buffer) => {
            out += chunk.toString();
            const found = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
            if (found) resolve({ child: started, url: found[0] });
        });
        started.on('exit', (code) => reject(new Error(`api server exited with ${code}: ${out}`)));
    });
}

async function stopServer(server: ChildProcess | undefined) {
    if (server && server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
    }
}

beforeAll(async () => {
    mockInterceptor.close();
    qa = startServer(['--qa']);
    // Its failure is the --qa test's to report, not an unhandled rejection before it.
    qa.catch(() => undefined);
    ({ child, url: api } = await startServer());
}, 60_000);

afterAll(async () => {
    await stopServer(child);
    await stopServer((await qa.catch(() => undefined))?.child);
});

type Envelope<T> = { status: string; data: T; message: string };
async function request<T>(path: string, init: RequestInit & { token?: string } = {}) {
    const headers = new Headers(init.headers);
    headers.set('Origin', CONSOLE);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (init.body && typeof init.body === 'string') headers.set('Content-Type', 'application/json');
    const response = await fetch(`${api}${path}`, { ...init, headers });
    return { response, body: (await response.json()) as Envelope<T> };
}

/** The whole SSO round trip: the URL from the API, the persona's button on the server's page, the code. */
async function signIn(persona: string) {
    const state = `st-${persona}`;
    const { body } = await request<{ url: string }>(
        `/api/auth/sso/get-auth-url?redirect_uri=${encodeURIComponent(CALLBACK)}&state=${state}`,
    );
    const page = await fetch(body.data.url);
    const html = await page.text();
    expect(html).toContain(`value="${persona}"`);
    const chosen = await fetch(new URL('/sso/authorize', body.data.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ persona, state, redirect_uri: CALLBACK }),
        redirect: 'manual',
    });
    const back = new URL(chosen.headers.get('location')!);
    expect(back.searchParams.get('state')).toBe(state);
    const login = await request<{ accessToken: string; refreshToken: string }>('/api/auth/sso/login', {
        method: 'POST',
        body: JSON.stringify({ code: back.searchParams.get('code'), redirect_uri: CALLBACK }),
    });
    expect(login.response.status).toBe(200);
    return login.body.data;
}

const refresh = (token: string) =>
    request<{ accessToken: string; refreshToken: string }>('/api/auth/refresh', { token });

describe('npm run api over real HTTP', () => {
    it('answers preflights for allowed origins only, and no CORS headers to any other origin', async () => {
        const preflight = await fetch(`${api}/api/product/edit/1`, {
            method: 'OPTIONS',
            headers: {
                Origin: CONSOLE,
                'Access-Control-Request-Method': 'PATCH',
                'Access-Control-Request-Headers': 'authorization,content-type',
            },
        });
        expect(preflight.status).toBe(204);
        expect(preflight.headers.get('access-control-allow-origin')).toBe(CONSOLE);
        expect(preflight.headers.get('vary')).toContain('Origin');
        expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, PATCH, PUT, DELETE');
        expect(preflight.headers.get('access-control-allow-headers')).toBe(
            'Authorization, Content-Type, Idempotency-Key',
        );
        expect(preflight.headers.get('access-control-max-age')).toBe('600');
        const stranger = await fetch(`${api}/api/product/edit/1`, {
            method: 'OPTIONS',
            headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'PATCH' },
        });
        expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
        const plain = await fetch(`${api}/api/location/provinces`, {
            headers: { Origin: 'https://evil.example' },
        });
        expect(plain.headers.get('access-control-allow-origin')).toBeNull();
        const allowed = await fetch(`${api}/api/location/provinces`, { headers: { Origin: CONSOLE } });
        expect(allowed.headers.get('access-control-allow-origin')).toBe(CONSOLE);
    });

    it('signs in through its own SSO page with real JWTs of the given lifetime', async () => {
        const tokens = await signIn('owner');
        const claims = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1], 'base64url').toString()) as {
            exp: number;
            iat: number;
            sub: number;
        };
        expect(claims.exp - claims.iat).toBe(120);
        const me = await request<{ me: { name: string } }>('/api/me', { token: tokens.accessToken });
        expect(me.body.data.me.name).toBe('Trần Minh Khoa');
    });

    it('rotates refresh tokens and ends the sign-in when a spent one comes back', async () => {
        const first = await signIn('owner');
        const second = await refresh(first.refreshToken);
        expect(second.response.status).toBe(200);
        expect((await request('/api/me', { token: second.body.data.accessToken })).response.status).toBe(200);
        expect((await refresh(first.refreshToken)).response.status).toBe(401);
        expect((await request('/api/me', { token: second.body.data.accessToken })).response.status).toBe(401);
        expect((await refresh(second.body.data.refreshToken)).response.status).toBe(401);
    });

    it('logout revokes the access and the refresh token', async () => {
        const tokens = await signIn('user');
        expect((await request('/api/auth/logout', { token: tokens.accessToken })).response.status).toBe(200);
        expect((await request('/api/me', { token: tokens.accessToken })).response.status).toBe(401);
        expect((await refresh(tokens.refreshToken)).response.status).toBe(401);
    });
});

describe('the QA endpoints of the reference server', () => {
    const QA = ['state', 'settings', 'faults', 'reset', 'expired-token'];

    it('do not exist without --qa: nobody can read the store, inject faults or wipe it', async () => {
        for (const name of QA) {
            const method = name === 'state' ? 'GET' : 'POST';
            const answer = await fetch(`${api}/__mock/${name}`, {
                method,
                headers: { 'Content-Type': 'application/json' },
                body: method === 'POST' ? '{}' : undefined,
            });
            expect(answer.status, name).toBe(404);
        }
        // The emulated SSO page keeps working: it is part of the service, not a QA control.
        const tokens = await signIn('owner');
        expect((await request('/api/me', { token: tokens.accessToken })).response.status).toBe(200);
    });

    it('with --qa answer this host, and refuse a request a proxy relays', async () => {
        const { url } = await qa;
        const state = await fetch(`${url}/__mock/state`);
        expect(state.status).toBe(200);
        expect(await state.json()).toHaveProperty('callCounts');
        const relayed = await fetch(`${url}/__mock/reset`, {
            method: 'POST',
            headers: { 'X-Forwarded-For': '203.0.113.7' },
        });
        expect(relayed.status).toBe(403);
    }, 60_000);
});
