import type { MockDb } from './state';
import { fail } from './answers';
import type { CallName } from '../providers/callTypes';

/**
 * The server side of `Idempotency-Key` (the console's is src/providers/idempotency.ts): a create or
 * stamp operation sent again with the key of an earlier one, by the same person to the same call,
 * gets the first answer again and changes nothing. The same key with other values is refused (422);
 * a second copy arriving while the first is still being carried out waits for it and gets its answer.
 * Keys are remembered for a day (the last 200), in the store: a reload of the browser mock keeps
 * them. A request is known by a digest of its values (SHA-256), never by the values themselves, and
 * the answers kept take at most KEEP_ANSWER_CHARS in all (an import's answer holds every plot it
 * created): past that the oldest answers are let go, and their keys, still known, are answered 409
 * without anything being carried out again. A failing server's answer (5xx), or a "too many
 * requests" (429), is not remembered: the next attempt runs afresh.
 */
interface Remembered {
    /** SHA-256 of the request's values (`fingerprintOf`), in hex. */
    fingerprint: string;
    status: number;
    /** The answer's text; null once let go to keep the answers within KEEP_ANSWER_CHARS. */
    body: string | null;
    type: string;
    at: number;
}

declare module './state' {
    interface MockDb {
        idempotency?: Record<string, Remembered>;
    }
}

const KEEP_MS = 24 * 60 * 60 * 1000;
const KEEP_COUNT = 200;
/** Characters of the answers kept, all keys together (64 Mi: two of the largest imports' answers). */
export const KEEP_ANSWER_CHARS = 64 * 1024 * 1024;
const KEY = /^[\x21-\x7e]{1,255}$/;
/** Answers still being worked out, for a copy that arrives meanwhile. */
const running = new Map<string, Promise<Remembered | undefined>>();

/**
 * The digest of a request's values as the handler reads them (files by name and size: a multipart
 * boundary differs): SHA-256 of their JSON, by WebCrypto, which the browser and Node both have (on
 * pages served securely or from this host).
 */
async function fingerprintOf(body: unknown): Promise<string> {
    const text = JSON.stringify(body ?? null, (_key, value: unknown) =>
        value && typeof value === 'object' && typeof (value as File).arrayBuffer === 'function'
            ? `file:${(value as File).name}:${(value as File).size}`
            : value,
    );
    // A page served over plain HTTP from another host than this one has no crypto.subtle.
    if (!globalThis.crypto?.subtle) return `weak:${weakDigest(text)}`;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Two 32-bit multiplicative hashes of a text (FNV-1a and a second one), where SHA-256 is not at hand. */
function weakDigest(text: string): string {
    let [h1, h2] = [0x811c9dc5, 0x9e3779b9];
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        h1 = Math.imul(h1 ^ c, 0x01000193);
        h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    }
    return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

const OTHER_VALUES = 'Idempotency-Key này đã dùng cho một yêu cầu khác';
const ANSWER_LET_GO =
    'Yêu cầu này đã được thực hiện nhưng kết quả của nó không còn được lưu: hãy tải lại trang để xem kết quả, không gửi lại';

/** The first answer again, or 409 when it was let go (nothing is carried out again either way). */
const replay = (answer: Remembered) =>
    answer.body === null
        ? fail(409, ANSWER_LET_GO)
        : new Response(answer.body, {
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
    const fingerprinted = fingerprintOf(body);
    // Taken before any wait: of two copies arriving together, the second waits for the first.
    const earlier = running.get(id);
    let settle: (answer: Remembered | undefined) => void = () => undefined;
    const mine = new Promise<Remembered | undefined>((resolve) => (settle = resolve));
    running.set(id, mine);
    try {
        const fingerprint = await fingerprinted;
        const known = db.idempotency?.[id] ?? (earlier ? await earlier : undefined);
        if (known) {
            settle(known);
            if (known.fingerprint !== fingerprint) return fail(422, OTHER_VALUES);
            return replay(known);
        }
        const response = await answer();
        const done: Remembered = {
            fingerprint,
            status: response.status,
            body: await response.text(),
            type: response.headers.get('content-type') ?? 'application/json',
            at: Date.now(),
        };
        if (done.status < 500 && done.status !== 429) remember(db, id, done);
        save();
        settle(done);
        // The first answer keeps its own headers (a 429's Retry-After).
        return new Response(done.body, { status: done.status, headers: response.headers });
    } finally {
        settle(undefined);
        if (running.get(id) === mine) running.delete(id);
    }
}

/**
 * The remembered answer to a key, without running anything: the first answer (or 422 for other
 * values), or null when the key is unknown. A change-business sent again after its answer was lost
 * comes with the token of the business it switched away from, which no call accepts any more: the
 * key alone says it is that switch again (kit.ts).
 */
export async function replayed(
    db: MockDb,
    name: CallName,
    userId: number,
    key: string,
    body: unknown,
): Promise<Response | null> {
    const known = db.idempotency?.[`${userId}|${name}|${key}`];
    if (!known) return null;
    if (known.fingerprint !== (await fingerprintOf(body))) return fail(422, OTHER_VALUES);
    return replay(known);
}

/**
 * Keeps the answer to a key: the keys of the last day (KEEP_COUNT at most), and of their answers the
 * newest that fit in KEEP_ANSWER_CHARS together.
 */
function remember(db: MockDb, id: string, answer: Remembered) {
    const now = Date.now();
    const kept = Object.entries(db.idempotency ?? {})
        .filter(([known, a]) => known !== id && now - a.at < KEEP_MS)
        .slice(-(KEEP_COUNT - 1));
    const entries: [string, Remembered][] = [...kept, [id, answer]];
    let chars = 0;
    for (let i = entries.length - 1; i >= 0; i--) {
        const [key, remembered] = entries[i];
        if (remembered.body === null) continue;
        if (chars + remembered.body.length <= KEEP_ANSWER_CHARS) chars += remembered.body.length;
        else entries[i] = [key, { ...remembered, body: null }];
    }
    db.idempotency = Object.fromEntries(entries);
}
