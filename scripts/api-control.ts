/**
 * The reference API server's control port (api-server.ts --control-port), for the real-API tests:
 * what a failing network or host does, which the API's own handlers cannot.
 *
 *   POST /down                      stop listening: new connections are refused
 *   POST /up                        listen again on the same port
 *   POST /hold  {path, count}       the next `count` requests whose path starts with `path` get no
 *                                   answer until the client gives up (a timeout in the console)
 *   POST /unauthorized {path, count}  the next `count` requests whose path starts with `path` are
 *                                   answered 401, whatever their token (a token the server stopped
 *                                   accepting before its expiry: new signing keys, a restart)
 *   POST /origins {origins: [...]}  the origins CORS allows from now on
 *   POST /reset                     up, nothing held, the origins the server started with
 *   GET  /stats                     how many CORS preflights the server has answered (the bench)
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

interface Rule {
    kind: 'hold' | 'unauthorized';
    path: string;
    remaining: number;
}

let rules: Rule[] = [];
let preflights = 0;
const held = new Set<IncomingMessage>();

/**
 * Whether a control rule takes this request: held (never answered; dropped when the client closes
 * it), or answered 401 with the API's envelope and the CORS headers it would have had.
 */
export function intercepts(req: IncomingMessage, res: ServerResponse, cors: Record<string, string>): boolean {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'OPTIONS') {
        preflights += 1;
        return false;
    }
    const rule = rules.find((r) => r.remaining > 0 && path.startsWith(r.path));
    if (!rule) return false;
    rule.remaining -= 1;
    rules = rules.filter((r) => r.remaining > 0);
    if (rule.kind === 'unauthorized') {
        const body = { status: 'error', data: null, message: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn' };
        res.writeHead(401, {
            'Content-Type': 'application/json; charset=utf-8',
            Vary: 'Origin',
            ...cors,
        }).end(JSON.stringify(body));
        return true;
    }
    held.add(req);
    req.socket.once('close', () => held.delete(req));
    return true;
}

async function json(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export function startControl(
    api: Server,
    controlPort: number,
    apiPort: number,
    startOrigins: string[],
    setOrigins: (origins: string[]) => void,
) {
    const down = () =>
        new Promise<void>((done) => {
            if (!api.listening) return done();
            api.close(() => done());
            api.closeAllConnections();
        });
    const up = () =>
        new Promise<void>((done) => {
            if (api.listening) return done();
            api.listen(apiPort, '127.0.0.1', () => done());
        });
    const control = createServer((req, res) => {
        const answer = (body: unknown) =>
            res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        (async () => {
            const body = req.method === 'POST' ? await json(req) : {};
            if (path === '/stats') return answer({ preflights });
            if (path === '/down') await down();
            else if (path === '/up') await up();
            else if (path === '/hold' || path === '/unauthorized') {
                const kind = path === '/hold' ? 'hold' : 'unauthorized';
                rules.push({ kind, path: String(body.path), remaining: Number(body.count ?? 1) });
            } else if (path === '/origins') {
                setOrigins((body.origins as string[]).map(String));
            } else if (path === '/reset') {
                rules = [];
                for (const req of held) req.socket.destroy();
                held.clear();
                setOrigins(startOrigins);
                await up();
            } else return res.writeHead(404).end();
            answer({ ok: true, listening: api.listening, held: held.size });
        })().catch((error: unknown) => res.writeHead(500).end(String(error)));
    });
    control.listen(controlPort, '127.0.0.1');
}
