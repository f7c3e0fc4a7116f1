import type { MockDb } from './db';
import { fail } from './answers';
import type { CallName } from '../providers/endpoints';

/**
 * The server side of `Idempotency-Key` (the console's is src/providers/idempotency.ts): a create or
 * stamp operation sent again with the key of an earlier one, by the same person to the same call,
 * gets the first answer again and changes nothing. The same key with other values is refused (422);
 * a second copy arriving while the first is still being carried out waits for it and gets its answer.
 * Answers are remembered for a day (the last 200), in the store: a reload of the browser mock keeps
 * them. A failing server's answer (5xx) is not remembered: the next attempt runs afresh.
 */
interface Remembered {
    fingerprint: string;
    status: number;
    body: string;
    type: string;
    at: number;
}

declare module './db' {
    interface MockDb {
        idempotency?: Record<string, Remembered>;
    }
}

const KEEP_MS = 24 * 60 * 60 * 1000;
const KEEP_COUNT = 200;
const KEY = /^[\x21-\x7e]{1,255}$/;
/** Answers still being worked out, for a copy that arrives meanwhile. */
const running = new Map<string, { fingerprint: string; answer: Promise<Remembered> }>();

/** The values of a request as the handler reads them (files by name and size: a multipart boundary differs). */
function fingerprintOf(body: unknown): string {
    return JSON.stringify(body ?? null, (_key, value: unknown) =>
        value && typeof value === 'object' && typeof (value as File).arrayBuffer === 'function'
            ? `file:${(value as File).name}:${(value as File).size}`
            : value,
    );
}

const replay = (answer: Remembered) =>
    new Response(answer.body, {
        status: answer.status,
        headers: { 'Content-Type': answer.type, 'Idempotent-Replayed': 'true' },
    });

/**
 * Runs `answer` once per key: `scope` names the person and the call. Without a key the call runs
 * as it is; a key that is not 1 to 255 visible ASCII characters is refused (400).
 */
export async function once(
    db: MockDb,
    save: () => void,
    name: CallName,
    userId: number,
    key: string | null,
    body: unknown,
    answer: () => Promise<Response>,
): Promise<Response> {
    if (key === null) return answer();
    if (!KEY.test(key)) return fail(400, 'Idempotency-Key không hợp lệ (1 đến 255 ký tự ASCII)');
    const id = `${userId}|${name}|${key}`;
    const fingerprint = fingerprintOf(body);
    const known = db.idempotency?.[id] ?? (await running.get(id)?.answer.catch(() => undefined));
    if (known) {
        if (known.fingerprint !== fingerprint)
            return fail(422, 'Idempotency-Key này đã dùng cho một yêu cầu khác');
        return replay(known);
    }
    const work = answer().then(async (response) => ({
        fingerprint,
        status: response.status,
        body: await response.text(),
        type: response.headers.get('content-type') ?? 'application/json',
        at: Date.now(),
    }));
    running.set(id, { fingerprint, answer: work });
    try {
        const done = await work;
        if (done.status < 500) remember(db, id, done);
        save();
        return firstAnswer(done);
    } finally {
        running.delete(id);
    }
}

/**
 * The remembered answer to a key, without running anything: the first answer (or 422 for other
 * values), or null when the key is unknown. A change-business sent again after its answer was lost
 * comes with the token of the business it switched away from, which no call accepts any more: the
 * key alone says it is that switch again (kit.ts).
 */
export function replayed(
    db: MockDb,
    name: CallName,
    userId: number,
    key: string,
    body: unknown,
): Response | null {
    const known = db.idempotency?.[`${userId}|${name}|${key}`];
    if (!known) return null;
    if (known.fingerprint !== fingerprintOf(body))
        return fail(422, 'Idempotency-Key này đã dùng cho một yêu cầu khác');
    return replay(known);
}

const firstAnswer = (answer: Remembered) =>
    new Response(answer.body, { status: answer.status, headers: { 'Content-Type': answer.type } });

function remember(db: MockDb, id: string, answer: Remembered) {
    const now = Date.now();
    const kept = Object.entries(db.idempotency ?? {})
        .filter(([, a]) => now - a.at < KEEP_MS)
        .slice(-(KEEP_COUNT - 1));
    db.idempotency = Object.fromEntries([...kept, [id, answer]]);
}
