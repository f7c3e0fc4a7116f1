import { BACKOFF_MS, failureKind } from '../../providers/failure';
import { statusOf } from '../../providers/httpStatus';
import { isPending, itemsOf, newKey, saveItem, type OutboxItem, type OutboxOwner } from './queue';
import type { UseStore } from 'idb-keyval';

/** Sends one item to the server (through the call layer, which refreshes the token first). */
export type Sender = (item: OutboxItem) => Promise<unknown>;

/** The wait before the next automatic try after `attempts` tries without an answer (failure.ts). */
export const backoffAfter = (attempts: number) =>
    BACKOFF_MS[Math.min(Math.max(attempts, 1), BACKOFF_MS.length) - 1];

/**
 * An item "sending" for longer than this was left by a page that closed mid-way (a write gives up
 * after 60 s): it is sent again, with its key, so the server still carries it out once.
 */
export const SENDING_STALE_MS = 90_000;

/**
 * A definite answer that the item cannot be carried out as it is (stamps activated meanwhile by a
 * colleague, a plot that no longer exists, a role that lost the right): it stops that item only.
 * No answer, a failing or busy server, a session to refresh, a business that changed in another
 * tab: the item waits and is tried again.
 */
export function isRefusal(error: unknown): boolean {
    if ((error as { body?: { businessChanged?: boolean } })?.body?.businessChanged) return false;
    const kind = failureKind(error);
    return kind === 'refused' || kind === 'forbidden' || kind === 'missing' || kind === 'lacks';
}

export interface SendOutcome {
    sent: number;
    refused: number;
    /** When the first item still waiting is tried again by itself; null: nothing waits. */
    nextAt: number | null;
}

export interface SendOptions {
    /** Ignore the back-off: the person asked ("Gửi ngay"), or the connection has just returned. */
    force?: boolean;
    now?: () => number;
    store?: UseStore;
}

/**
 * Sends the owner's waiting items one at a time, in the order they were made. A refusal stops that
 * item and the next one goes; no answer stops the run (what follows would meet the same), and the
 * item waits its back-off. Every attempt of an item carries the same Idempotency-Key.
 */
export async function sendDue(
    owner: OutboxOwner,
    send: Sender,
    { force = false, now = Date.now, store }: SendOptions = {},
): Promise<SendOutcome> {
    const outcome: SendOutcome = { sent: 0, refused: 0, nextAt: null };
    for (const item of (await itemsOf(owner, store)).filter(isPending)) {
        const at = now();
        // Another page of this browser is sending it: what follows waits for it.
        if (item.state === 'sending' && at - (item.nextAt ?? 0) < SENDING_STALE_MS) {
            outcome.nextAt = at + SENDING_STALE_MS;
            return outcome;
        }
        if (!force && item.state === 'waiting' && item.nextAt !== null && item.nextAt > at) {
            outcome.nextAt = item.nextAt;
            return outcome;
        }
        // While sending, `nextAt` says since when (a closed page's item is taken up again).
        await saveItem(owner, { ...item, state: 'sending', nextAt: at }, store);
        try {
            await send(item);
            await saveItem(owner, { ...item, state: 'sent', sentAt: now(), nextAt: null }, store);
            outcome.sent += 1;
        } catch (error) {
            if (isRefusal(error)) {
                const reason = error instanceof Error ? error.message : String(error);
                await saveItem(
                    owner,
                    { ...item, state: 'refused', reason, status: statusOf(error), nextAt: null },
                    store,
                );
                outcome.refused += 1;
                continue;
            }
            const attempts = item.attempts + 1;
            const nextAt = now() + backoffAfter(attempts);
            await saveItem(owner, { ...item, state: 'waiting', attempts, nextAt }, store);
            outcome.nextAt = nextAt;
            return outcome;
        }
    }
    return outcome;
}

/**
 * An item tried again by hand: one that got no answer keeps its key (it may have been carried
 * out); one the server refused had a definite answer that nothing was done, so it goes as a new
 * write, with a new key (the server would otherwise answer its refusal again).
 */
export function retried(item: OutboxItem): OutboxItem {
    return item.state === 'refused'
        ? {
              ...item,
              state: 'waiting',
              key: newKey(),
              attempts: 0,
              nextAt: null,
              reason: undefined,
              status: undefined,
          }
        : { ...item, state: 'waiting', nextAt: null };
}
