import type { CallName } from './callTypes';

/**
 * Idempotency keys: every create and every stamp operation carries an `Idempotency-Key` header, so
 * that a request sent twice (the console's own retry after a refresh, the browser resending after a
 * dropped connection, the user pressing Save again after "no connection") is carried out once: the
 * server answers a key it has seen with its first answer and creates nothing new.
 *
 * One logical submit keeps one key: the same call with the same values (and the same person) gets
 * the key of the previous attempt until a definite answer comes (a success, or a refusal the user
 * must act on); after that, the same values sent again are a new submit with a new key. Keys are
 * kept in this tab's session storage, so a reload (a missing chunk, a draft filled in again) does not
 * turn a retry into a second record.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The calls that take a key: creates and stamp operations (docs/api.md, "Idempotent writes"). */
export const IDEMPOTENT_CALLS: ReadonlySet<CallName> = new Set<CallName>([
    'productAdd',
    'stampTemplateAdd',
    'diaryAdd',
    'diaryActivityAdd',
    'partnerCreate',
    'shopCreate',
    'locationCreate',
    'plotCreate',
    'plotImport',
    'businessCreate',
    'invitationCreate',
    'reportIssue',
    'generationAdd',
    'generationAddPreactivate',
    'activationAdd',
    'retailAdd',
    'destructionAdd',
    'lotRecall',
    // A statement filed twice would be two filings with the EU Information System.
    'statementCreate',
    'statementSubmit',
    'statementAmend',
    'statementRecord',
    // A household registered twice would be two producers of one household.
    'producerCreate',
    'producerMerge',
    'consentCreate',
    // A pack's download recorded twice would be two transfers abroad in the register.
    'transferRecord',
    // A switch whose answer is lost has spent the refresh token: sent again, it must get its tokens.
    'changeBusiness',
]);

const STORAGE_KEY = 'xts_idempotency';
/** A submit left unanswered longer than this starts afresh (the server forgets keys after a day). */
const KEEP_MS = 12 * 60 * 60 * 1000;

type Pending = Record<string, { key: string; at: number }>;
let memory: Pending = {};

const storage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

function read(): Pending {
    try {
        const saved = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as Pending | null;
        if (saved && typeof saved === 'object') return saved;
    } catch {
        // Unreadable: start afresh.
    }
    return memory;
}

function write(pending: Pending) {
    memory = pending;
    try {
        storage()?.setItem(STORAGE_KEY, JSON.stringify(pending));
    } catch {
        // A full storage keeps the keys of this page only.
    }
}

/** A short, stable digest of a long text (53-bit, cyrb53): the values themselves are not kept. */
function digest(text: string): string {
    let h1 = 0xdeadbeef;
    let h2 = 0x41c6ce57;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        h1 = Math.imul(h1 ^ c, 2654435761);
        h2 = Math.imul(h2 ^ c, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function bodyText(body: unknown): string {
    if (typeof FormData !== 'undefined' && body instanceof FormData) {
        const entries: string[] = [];
        body.forEach((value, name) => {
            entries.push(
                typeof value === 'string'
                    ? `${name}=${value}`
                    : `${name}=file:${value.name}:${value.size}:${(value as File).lastModified ?? ''}`,
            );
        });
        return entries.join('&');
    }
    return JSON.stringify(body ?? null);
}

/** What makes two attempts the same submit: the person, the call, its path values and its body. */
export function submitOf(name: CallName, who: string, params: unknown, body: unknown): string {
    return digest(`${who}|${name}|${JSON.stringify(params ?? null)}|${bodyText(body)}`);
}

function newKey(): string {
    const crypto = globalThis.crypto;
    if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key of a submit: the one of its unanswered previous attempt, else a new one. */
export function keyFor(submit: string, now = Date.now()): string {
    const pending = Object.fromEntries(Object.entries(read()).filter(([, p]) => now - p.at < KEEP_MS));
    const known = pending[submit];
    if (known) return known.key;
    const key = newKey();
    write({ ...pending, [submit]: { key, at: now } });
    return key;
}

/** The submit has its definite answer: sending the same values again is a new submit. */
export function settle(submit: string) {
    const pending = read();
    if (!(submit in pending)) return;
    const { [submit]: _done, ...rest } = pending;
    write(rest);
}
