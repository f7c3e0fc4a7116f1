import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import type { OutboxCall } from './calls';

/**
 * The outbox on the device: the writes made with no connection, kept in the browser's IndexedDB
 * (through idb-keyval) so that a reload, a closed tab or a restarted phone loses none. An item
 * belongs to one person in one business: every read names its owner, and nobody else's items are
 * ever listed or sent (another person signing in on the same phone, the same person in another
 * business). Items are never removed by a sign-out: they wait for their owner's next sign-in.
 */
export type OutboxState = 'waiting' | 'sending' | 'sent' | 'refused';

/** Whose items: the signed-in person's id and the business they work in. */
export interface OutboxOwner {
    user: string;
    biz: string;
}

export interface OutboxItem {
    id: string;
    /** Its place in the order of sending: items go out in the order they were made. */
    seq: number;
    /** The Idempotency-Key of this write, sent with every attempt: the server carries it out once. */
    key: string;
    call: OutboxCall;
    params?: Record<string, unknown>;
    body: unknown;
    user: string;
    biz: string;
    /** When it was made (ms since the epoch). */
    at: number;
    state: OutboxState;
    /** Attempts that got no answer since it was made (or last retried by hand). */
    attempts: number;
    /** When it is tried again by itself after a failed attempt (back-off); null: at the next chance. */
    nextAt: number | null;
    /** When the server accepted it. */
    sentAt?: number;
    /** The server's words when it refused it, and its status. */
    reason?: string;
    status?: number;
    /** What it is about, as data (calls.ts, `detailOf`). */
    detail: string;
}

let defaultStore: UseStore | null = null;

/** The browser's outbox store, opened on first use. */
export const outboxStore = (): UseStore => (defaultStore ??= createStore('xts-outbox', 'items'));

const PREFIX = 'item:';

const owns = (owner: OutboxOwner, item: OutboxItem) => item.user === owner.user && item.biz === owner.biz;

export function newKey(): string {
    const crypto = globalThis.crypto;
    if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

let lastSeq = 0;

/** A number above every earlier one in this page, in the order of time across pages. */
function nextSeq(now: number): number {
    lastSeq = Math.max(lastSeq + 1, now * 1000);
    return lastSeq;
}

export interface NewItem {
    call: OutboxCall;
    params?: Record<string, unknown>;
    body: unknown;
    /** The submit's Idempotency-Key when the call layer gave it one; otherwise a new one. */
    key?: string;
    detail: string;
}

/** Keeps a write for its owner, waiting to be sent. */
export async function enqueue(
    owner: OutboxOwner,
    input: NewItem,
    now = Date.now(),
    store = outboxStore(),
): Promise<OutboxItem> {
    const id = newKey();
    const item: OutboxItem = {
        id,
        seq: nextSeq(now),
        key: input.key ?? newKey(),
        call: input.call,
        params: input.params,
        body: input.body,
        user: owner.user,
        biz: owner.biz,
        at: now,
        state: 'waiting',
        attempts: 0,
        nextAt: null,
        detail: input.detail,
    };
    await set(PREFIX + id, item, store);
    return item;
}

/** The owner's items, in the order they are sent. */
export async function itemsOf(owner: OutboxOwner, store = outboxStore()): Promise<OutboxItem[]> {
    const all = (await values<OutboxItem>(store)).filter((item) => item && owns(owner, item));
    return all.sort((a, b) => a.seq - b.seq);
}

/** One of the owner's items, or undefined (another person's is never read). */
export async function itemOf(owner: OutboxOwner, id: string, store = outboxStore()) {
    const item = await get<OutboxItem>(PREFIX + id, store);
    return item && owns(owner, item) ? item : undefined;
}

/** Writes an item's new state; only its owner's writes are taken. */
export async function saveItem(owner: OutboxOwner, item: OutboxItem, store = outboxStore()) {
    if (!owns(owner, item)) return;
    await set(PREFIX + item.id, item, store);
}

/** Discards one of the owner's items. */
export async function removeItem(owner: OutboxOwner, id: string, store = outboxStore()) {
    if (await itemOf(owner, id, store)) await del(PREFIX + id, store);
}

/** Items still to send: waiting, or left "sending" by a page that closed mid-way. */
export const isPending = (item: OutboxItem) => item.state === 'waiting' || item.state === 'sending';

/** How long sent items stay listed, so the person sees what went out. */
export const KEEP_SENT_MS = 7 * 24 * 60 * 60 * 1000;

/** Lets go of the owner's items sent longer ago than KEEP_SENT_MS. */
export async function forgetOldSent(owner: OutboxOwner, now = Date.now(), store = outboxStore()) {
    for (const item of await itemsOf(owner, store))
        if (item.state === 'sent' && now - (item.sentAt ?? item.at) > KEEP_SENT_MS)
            await del(PREFIX + item.id, store);
}
