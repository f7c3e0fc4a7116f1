/**
 * The reference API server: the mock backend's own handlers (src/mocks/handlers) answering real
 * HTTP on 127.0.0.1, with an in-memory database seeded at start, its own SSO page, real JWTs signed
 * with a secret made at start, and CORS for the console's origins.
 *
 *   npm run api -- [--port 4640] [--origins http://127.0.0.1:4641,https://console.example.vn]
 *                  [--access-ttl 900] [--refresh-ttl 604800] [--secret <text>] [--control-port 4643]
 *                  [--qa]
 *
 * Port 0 lets the system choose; the first line printed is the server's URL.
 *
 * With --control-port, a second loopback port takes the test suite's orders, which the API's own
 * port cannot while it is down (scripts/api-control.ts): stop and start listening (connection
 * refused), hold requests unanswered (a timeout), change the allowed origins (a CORS refusal).
 * Faults that are answers (500, 502 page, broken JSON, a dropped connection) are the mock's own:
 * POST /__mock/faults on the API's port.
 *
 * The QA endpoints (`/__mock/state`, `settings`, `faults`, `reset`, `expired-token`, `loop`, `eu`: read
 * the store, change token life, inject faults, wipe every record, mint tokens, read how long the event
 * loop was held, set how the EU Information System stand-in answers) exist only with --qa, and then
 * answer loopback clients only: without the flag they are 404 like any unknown address, so a server
 * started for a demo or a shared host cannot be wiped or read by whoever reaches it. The SSO page's
 * own `/__mock/sso/…` and the print files (`/__mock/print/…`) are part of the emulated service and
 * always answer.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

// The modules below were written for Vite, which defines this build constant.
(globalThis as { __XTS_MOCK__?: boolean }).__XTS_MOCK__ = true;

const { values: args } = parseArgs({
    options: {
        port: { type: 'string', default: '4640' },
        origins: { type: 'string', default: '' },
        'access-ttl': { type: 'string', default: String(15 * 60) },
        'refresh-ttl': { type: 'string', default: String(7 * 24 * 3600) },
        secret: { type: 'string' },
        'control-port': { type: 'string' },
        qa: { type: 'boolean', default: false },
    },
});

function seconds(name: string, value: string | undefined): number {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) {
        console.error(`--${name} must be a whole number of seconds (got ${value})`);
        process.exit(2);
    }
    return n;
}

const port = Number(args.port);
let origins = (args.origins ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
const accessTtl = seconds('access-ttl', args['access-ttl']);
const refreshTtl = seconds('refresh-ttl', args['refresh-ttl']);

const { getResponse } = await import('msw');
const { handlers } = await import('../src/mocks/handlers');
const { ssoPageHandlers } = await import('../src/mocks/sso');
const { configureHost } = await import('../src/mocks/kit');
const { configureDb, getDb } = await import('../src/mocks/db');
const { setJwtSecret } = await import('../src/mocks/jwt');
const { BODY_TOO_LARGE, MAX_BODY_BYTES } = await import('../src/mocks/bodyLimit');

setJwtSecret(args.secret ?? randomBytes(32).toString('hex'));
await warmGeometry();
configureDb({ accessTtl, refreshTtl });
configureHost({ serverSso: true, origins, paced: true });
getDb();

const allHandlers = [...ssoPageHandlers, ...handlers];

const CORS_METHODS = 'GET, POST, PATCH, PUT, DELETE';
const CORS_HEADERS = 'Authorization, Content-Type, Idempotency-Key';
const CORS_MAX_AGE = '600';

/** CORS headers for an allowed origin; none at all for any other. */
function corsHeaders(origin: string | undefined): Record<string, string> {
    if (!origin || !origins.includes(origin)) return {};
    // Retry-After: how long the EU system's rate limit asks to wait (a statement's 429).
    return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': 'Retry-After' };
}

/**
 * Runs the plot rules and the overlap check some times on plots of the most positions allowed
 * before the first request (a few hundred milliseconds at start): the first plots saved then take
 * the millisecond or two of compiled code, not the ten to fifty times more of code run for the
 * first times, which every other client would wait for.
 */
async function warmGeometry() {
    const { validatePlotGeometry, MAX_PLOT_VERTICES } = await import('../src/domain/geo/validate');
    const { overlaps } = await import('../src/domain/geo/overlap');
    const walked = (lon: number) => {
        const ring: [number, number][] = [];
        for (let i = 0; i < MAX_PLOT_VERTICES - 1; i++) {
            const angle = (2 * Math.PI * i) / (MAX_PLOT_VERTICES - 1);
            const r = 0.003 * (0.8 + 0.2 * Math.sin(angle * 7));
            ring.push([lon + r * Math.cos(angle), 11.9 + r * Math.sin(angle)]);
        }
        return { type: 'Polygon' as const, coordinates: [[...ring, ring[0]]] };
    };
    // Overlapping (found at the first sample inside) and neighbouring (every sample and edge read).
    const [a, b, c] = [walked(108.5), walked(108.502), walked(108.5059)];
    for (let i = 0; i < 16; i++) {
        validatePlotGeometry(a, { declaredAreaHa: 20 });
        overlaps(a, b);
        overlaps(a, c);
    }
}

/** A request body past MAX_BODY_BYTES: answered 413 without reading the rest. */
class BodyTooLarge extends Error {}

/**
 * The request's body, refused (BodyTooLarge) as soon as its declared length or the bytes received
 * pass MAX_BODY_BYTES: the rest is neither read nor kept.
 */
function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
    if (req.method === 'GET' || req.method === 'HEAD') return Promise.resolve(undefined);
    if (Number(req.headers['content-length']) > MAX_BODY_BYTES) return Promise.reject(new BodyTooLarge());
    return new Promise((resolve, reject) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const onData = (chunk: Buffer) => {
            size += chunk.length;
            if (size <= MAX_BODY_BYTES) return chunks.push(chunk);
            req.off('data', onData);
            req.pause();
            chunks.length = 0;
            reject(new BodyTooLarge());
        };
        req.on('data', onData);
        req.once('end', () => resolve(Buffer.concat(chunks)));
        req.once('error', reject);
    });
}

/**
 * The 413 answer. The rest of the body stays unread, and the connection is closed two seconds later:
 * closed at once over unread bytes, it is reset, and a client still sending (most do) loses the
 * answer with it and reports a network failure instead of the reason.
 */
function refuseTooLarge(res: ServerResponse, cors: Record<string, string>) {
    const socket = res.socket;
    res.writeHead(413, {
        'Content-Type': 'application/json; charset=utf-8',
        Vary: 'Origin',
        ...cors,
    });
    res.end(JSON.stringify({ status: 'error', data: null, message: BODY_TOO_LARGE }), () =>
        setTimeout(() => socket?.destroy(), 2000).unref(),
    );
}

/** Node's request as a Fetch Request, for msw's handlers. */
async function toFetchRequest(req: IncomingMessage): Promise<Request> {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `127.0.0.1:${port}`}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    const body = await readBody(req);
    return new Request(url, {
        method: req.method,
        headers,
        body: body?.length ? new Uint8Array(body) : undefined,
    });
}

/** The QA endpoints of the mock (see the top of this file). */
const QA_PATH = /^\/__mock\/(state|settings|faults|reset|expired-token|loop|eu)(\/|$)/;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Refuses a QA endpoint without --qa (404) or from a host other than this one (403). */
function refusesQa(req: IncomingMessage, res: ServerResponse, cors: Record<string, string>): boolean {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (!QA_PATH.test(path)) return false;
    // A request relayed by a proxy on this host comes from loopback too: it says so in its headers.
    const relayed = !!(req.headers['x-forwarded-for'] || req.headers.forwarded || req.headers['x-real-ip']);
    const allowed = args.qa && !relayed && LOOPBACK.has(req.socket.remoteAddress ?? '');
    if (allowed) return false;
    const status = args.qa ? 403 : 404;
    const message = args.qa ? 'Chỉ máy chủ này được dùng chức năng kiểm thử' : 'Không tìm thấy địa chỉ này';
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', Vary: 'Origin', ...cors }).end(
        JSON.stringify({ status: 'error', data: null, message }),
    );
    return true;
}

/**
 * How late the event loop ran its timers (with --qa only): the longest time one piece of work held
 * the thread, every other client waiting. `GET /__mock/loop` answers the figures since the last
 * reading, in milliseconds, and starts afresh.
 */
const loopDelay = args.qa ? monitorEventLoopDelay({ resolution: 5 }) : null;
loopDelay?.enable();

function answersLoop(req: IncomingMessage, res: ServerResponse, cors: Record<string, string>): boolean {
    if (!loopDelay || req.method !== 'GET' || new URL(req.url ?? '/', 'http://x').pathname !== '/__mock/loop')
        return false;
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    const figures = {
        maxMs: ms(loopDelay.max),
        p99Ms: ms(loopDelay.percentile(99)),
        meanMs: ms(loopDelay.mean),
    };
    loopDelay.reset();
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', Vary: 'Origin', ...cors }).end(
        JSON.stringify(figures),
    );
    return true;
}

async function handle(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin;
    const cors = corsHeaders(origin);
    if (refusesQa(req, res, cors)) return;
    if (answersLoop(req, res, cors)) return;
    if (intercepts(req, res, cors)) return;
    if (req.method === 'OPTIONS') {
        // Preflight: answered for allowed origins only.
        if (!cors['Access-Control-Allow-Origin']) {
            res.writeHead(403, { Vary: 'Origin' }).end();
            return;
        }
        res.writeHead(204, {
            ...cors,
            Vary: 'Origin',
            'Access-Control-Allow-Methods': CORS_METHODS,
            'Access-Control-Allow-Headers': CORS_HEADERS,
            'Access-Control-Max-Age': CORS_MAX_AGE,
        }).end();
        return;
    }
    let request: Request;
    try {
        request = await toFetchRequest(req);
    } catch (error) {
        if (!(error instanceof BodyTooLarge)) throw error;
        refuseTooLarge(res, cors);
        return;
    }
    const response =
        (await getResponse(allHandlers, request)) ??
        Response.json(
            { status: 'error', data: null, message: 'Không tìm thấy địa chỉ này' },
            { status: 404 },
        );
    // The mock's 'network' and 'lostAnswer' faults: the connection drops without an answer.
    if (response.type === 'error') {
        req.socket.destroy();
        return;
    }
    const headers: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => {
        headers[name] = value;
    });
    Object.assign(headers, cors, { Vary: 'Origin' });
    const body = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
}

const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
        console.error('[api]', error);
        if (!res.headersSent)
            res.writeHead(500, {
                'Content-Type': 'application/json; charset=utf-8',
                ...corsHeaders(req.headers.origin),
            });
        res.end(JSON.stringify({ status: 'error', data: null, message: 'Lỗi máy chủ nội bộ' }));
    });
});

const { startControl, intercepts } = await import('./api-control');
if (args['control-port']) {
    // Only CORS follows: the SSO page keeps accepting the callbacks it was started with.
    startControl(server, Number(args['control-port']), port, [...origins], (next) => {
        origins = next;
    });
}

server.listen(port, '127.0.0.1', () => {
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    console.log(`XTS reference API: http://127.0.0.1:${actual}`);
    console.log(
        `  allowed origins: ${origins.length ? origins.join(', ') : '(none: same-origin or proxy only)'}`,
    );
    console.log(`  access token ${accessTtl} s, refresh token ${refreshTtl} s`);
    console.log(`  QA endpoints (/__mock/…): ${args.qa ? 'on, loopback clients only' : 'off (--qa)'}`);
});

function stop() {
    server.close(() => process.exit(0));
    server.closeAllConnections();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
