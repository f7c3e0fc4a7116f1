import { call } from '../../providers/http';
import { setOfflineKeeper, type KeptOptions } from '../../providers/offlineKeeper';
import { IDEMPOTENT_CALLS } from '../../providers/idempotency';
import { memoryStore } from '../../providers/memoryStore';
import { getSession, subscribeSession } from '../../providers/sessionStore';
import { subscribeConnection, getConnection, isOffline } from '../../providers/connection';
import type { CallName } from '../../providers/callTypes';
import { detailOf, isOutboxCall, OUTBOX_CALLS } from './calls';
import {
    enqueue,
    forgetOldSent,
    isPending,
    itemOf,
    itemsOf,
    removeItem,
    saveItem,
    type OutboxItem,
    type OutboxOwner,
} from './queue';
import { retried, sendDue } from './sending';

/**
 * The outbox of the person signed in, in the business they work in: its items as the page and the
 * app bar show them, and what sends them (when the connection returns, by the button, after the
 * back-off). Loaded with the shell (the app bar's button), which also makes the call layer keep
 * the field writes that find no connection (providers/offlineKeeper.ts).
 */
export interface OutboxView {
    owner: OutboxOwner | null;
    items: OutboxItem[];
    /** Items sent since the page opened: readers refresh what they show when it grows. */
    sentTotal: number;
    /** A sign-out waiting for the person's answer about the items not yet sent. */
    signOut: (() => void) | null;
}

export const outbox = memoryStore<OutboxView>({ owner: null, items: [], sentTotal: 0, signOut: null });

/** The signed-in person and their business, or null outside one. */
export function currentOutboxOwner(): OutboxOwner | null {
    const { me, current_biz } = getSession();
    if (!me || me.id === undefined || me.id === null || !current_biz) return null;
    return { user: String(me.id), biz: String(current_biz.biz_id) };
}

const sameOwner = (a: OutboxOwner | null, b: OutboxOwner | null) =>
    a === b || (!!a && !!b && a.user === b.user && a.biz === b.biz);

/** Reads the current owner's items again into the view. */
export async function refreshOutbox() {
    const owner = currentOutboxOwner();
    const items = owner ? await itemsOf(owner) : [];
    // Signed out or switched while reading: what was read belongs to someone else now.
    if (!sameOwner(owner, currentOutboxOwner())) return;
    outbox.set({ ...outbox.get(), owner, items });
}

export const pendingCount = (items: OutboxItem[]) => items.filter(isPending).length;

/** One item sent through the normal call layer: the token refreshed first, the item's own key. */
const sendItem = (item: OutboxItem) =>
    call<unknown>(item.call as CallName, {
        params: item.params,
        body: item.body,
        idempotencyKey: IDEMPOTENT_CALLS.has(item.call) ? item.key : undefined,
        keep: false,
    });

let running: Promise<void> | null = null;
let again = false;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends what is due (everything waiting when `force`), one run at a time. */
export function sendOutbox(force = false): Promise<void> {
    if (running) {
        again ||= force;
        return running;
    }
    running = (async () => {
        const owner = currentOutboxOwner();
        if (!owner) return;
        if (timer) clearTimeout(timer);
        timer = undefined;
        try {
            const outcome = await sendDue(owner, sendItem, { force });
            if (outcome.sent)
                outbox.set({ ...outbox.get(), sentTotal: outbox.get().sentTotal + outcome.sent });
            if (outcome.nextAt !== null)
                timer = setTimeout(() => void sendOutbox(), Math.max(0, outcome.nextAt - Date.now()));
        } finally {
            await refreshOutbox();
        }
    })().finally(() => {
        running = null;
        if (again) {
            again = false;
            void sendOutbox(true);
        }
    });
    return running;
}

/** "Thử lại" on one item: sent at once (a refused one as a new write, sending.ts `retried`). */
export async function retryItem(id: string) {
    const owner = currentOutboxOwner();
    const item = owner && (await itemOf(owner, id));
    if (!owner || !item || item.state === 'sent' || item.state === 'sending') return;
    await saveItem(owner, retried(item));
    await refreshOutbox();
    await sendOutbox(true);
}

export async function discardItem(id: string) {
    const owner = currentOutboxOwner();
    if (owner) await removeItem(owner, id);
    await refreshOutbox();
}

/** The prefix of the stand-in id of a record created in the outbox, not yet on the server. */
const KEPT_ID = 'outbox:';

async function keep(name: CallName, options: KeptOptions, key: string | undefined) {
    const owner = currentOutboxOwner();
    if (!owner || !isOutboxCall(name)) throw new Error('not kept');
    // What IndexedDB stores: the JSON the call would have sent.
    const body = JSON.parse(JSON.stringify(options.body ?? null)) as unknown;
    const params = options.params
        ? (JSON.parse(JSON.stringify(options.params)) as Record<string, unknown>)
        : undefined;
    const item = await enqueue(owner, { call: name, params, body, key, detail: detailOf(name, body) });
    await refreshOutbox();
    // It is sent by itself once the connection is back; until then it is tried after the back-off.
    if (!isOffline()) timer ??= setTimeout(() => void sendOutbox(), 2_000);
    // A change keeps its record's id (its page shows what was typed); a new record has none yet.
    return { ...(body as object), id: params?.id ?? KEPT_ID + item.id, outboxItem: item.id };
}

/**
 * A sign-out: at once when nothing waits; otherwise the app bar asks first (send now, or keep
 * them for this person's next sign-in in this business).
 */
export function askSignOut(proceed: () => void) {
    if (pendingCount(outbox.get().items) === 0) proceed();
    else outbox.set({ ...outbox.get(), signOut: proceed });
}

export const closeSignOut = () => outbox.set({ ...outbox.get(), signOut: null });

let stop: (() => void) | null = null;

/** Starts the outbox for the page (once, by the app bar); answers how to stop it again. */
export function startOutbox(): () => void {
    if (stop) return stop;
    setOfflineKeeper({ calls: new Set<CallName>(OUTBOX_CALLS), keep });
    const start = async () => {
        const current = currentOutboxOwner();
        if (current) await forgetOldSent(current);
        await refreshOutbox();
        if (!isOffline()) await sendOutbox(true);
    };
    let owner = currentOutboxOwner();
    const offSession = subscribeSession(() => {
        const next = currentOutboxOwner();
        if (sameOwner(owner, next)) return;
        owner = next;
        if (timer) clearTimeout(timer);
        timer = undefined;
        outbox.set({ ...outbox.get(), owner: next, items: [], signOut: null });
        void start();
    });
    let wasOnline = getConnection().state === 'online';
    const offConnection = subscribeConnection(() => {
        const online = getConnection().state === 'online';
        if (online && !wasOnline) void sendOutbox(true);
        wasOnline = online;
    });
    const onOnline = () => void sendOutbox(true);
    window.addEventListener('online', onOnline);
    void start();
    stop = () => {
        setOfflineKeeper(null);
        offSession();
        offConnection();
        window.removeEventListener('online', onOnline);
        if (timer) clearTimeout(timer);
        timer = undefined;
        stop = null;
    };
    return stop;
}
