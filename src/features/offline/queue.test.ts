import 'fake-indexeddb/auto';
import { HttpError } from 'ra-core';
import { createStore, type UseStore } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { enqueue, itemOf, itemsOf, removeItem, saveItem, type OutboxItem, type OutboxOwner } from './queue';
import { backoffAfter, retried, sendDue } from './sending';

/*
 * The outbox on the device: items go out in the order they were made, each attempt of an item
 * carries the same Idempotency-Key, an item without an answer waits its back-off, a refusal stops
 * only its item, and nobody but the item's own person in its own business reads or sends it.
 */
const ana: OutboxOwner = { user: '2', biz: '1' };
const anaElsewhere: OutboxOwner = { user: '2', biz: '7' };
const binh: OutboxOwner = { user: '5', biz: '1' };

let store: UseStore;
let n = 0;
beforeEach(() => {
    n += 1;
    store = createStore(`outbox-test-${n}`, 'items');
});

const T0 = Date.UTC(2026, 10, 29, 3, 0, 0);
const noAnswer = () => new HttpError('xts.errors.offline', 0, { offline: true });
const add = (owner: OutboxOwner, lot: string, at = T0, key?: string) =>
    enqueue(owner, { call: 'activationAdd', body: { lot, ranges: [] }, detail: lot, key }, at, store);
const lotOf = (item: OutboxItem) => (item.body as { lot: string }).lot;

/** A server stand-in: records what it is sent, and answers with `answers` in turn (then success). */
function server(...answers: (Error | 'ok')[]) {
    const seen: { lot: string; key: string }[] = [];
    const send = async (item: OutboxItem) => {
        seen.push({ lot: lotOf(item), key: item.key });
        const answer = answers.shift() ?? 'ok';
        if (answer !== 'ok') throw answer;
        return { id: seen.length };
    };
    return { seen, send };
}

describe('the outbox queue', () => {
    it('sends the items in the order they were made, each once', async () => {
        await add(ana, 'L-1', T0);
        await add(ana, 'L-2', T0);
        await add(ana, 'L-3', T0 + 5);
        const { seen, send } = server();
        const outcome = await sendDue(ana, send, { store, now: () => T0 + 10 });
        expect(seen.map((s) => s.lot)).toEqual(['L-1', 'L-2', 'L-3']);
        expect(outcome).toEqual({ sent: 3, refused: 0, nextAt: null });
        expect((await itemsOf(ana, store)).map((item) => item.state)).toEqual(['sent', 'sent', 'sent']);
        // Nothing is sent twice: a second run finds nothing to send.
        await sendDue(ana, send, { store, now: () => T0 + 20, force: true });
        expect(seen).toHaveLength(3);
    });

    it('keeps the key the call layer gave it, and the same key at every attempt', async () => {
        await add(ana, 'L-1', T0, 'key-of-the-submit');
        await add(ana, 'L-2', T0);
        const { seen, send } = server(noAnswer(), noAnswer());
        await sendDue(ana, send, { store, now: () => T0 });
        await sendDue(ana, send, { store, now: () => T0, force: true });
        await sendDue(ana, send, { store, now: () => T0, force: true });
        expect(seen.filter((s) => s.lot === 'L-1').map((s) => s.key)).toEqual([
            'key-of-the-submit',
            'key-of-the-submit',
            'key-of-the-submit',
        ]);
        const second = seen.find((s) => s.lot === 'L-2')!;
        expect(second.key).toMatch(/^[0-9a-f-]{32,36}$/);
        expect(second.key).not.toBe('key-of-the-submit');
    });

    it('waits its back-off after an attempt without an answer, holding back the items after it', async () => {
        await add(ana, 'L-1');
        await add(ana, 'L-2');
        const { seen, send } = server(noAnswer(), noAnswer());
        const first = await sendDue(ana, send, { store, now: () => T0 });
        expect(first.nextAt).toBe(T0 + backoffAfter(1));
        expect(seen.map((s) => s.lot)).toEqual(['L-1']);
        const [item] = await itemsOf(ana, store);
        expect(item).toMatchObject({ state: 'waiting', attempts: 1, nextAt: T0 + 2_000 });

        // Before its time, nothing goes (L-2 waits behind it).
        await sendDue(ana, send, { store, now: () => T0 + 1_999 });
        expect(seen).toHaveLength(1);
        // At its time it is tried again; a second failure doubles the wait.
        const second = await sendDue(ana, send, { store, now: () => T0 + 2_000 });
        expect(second.nextAt).toBe(T0 + 2_000 + 4_000);
        expect(seen.map((s) => s.lot)).toEqual(['L-1', 'L-1']);
        // The person's "Gửi ngay" does not wait.
        await sendDue(ana, send, { store, now: () => T0 + 2_001, force: true });
        expect(seen.map((s) => s.lot)).toEqual(['L-1', 'L-1', 'L-1', 'L-2']);
        expect(backoffAfter(10)).toBe(30_000);
    });

    it('stops only the refused item, with the server’s words; a retry sends it as a new write', async () => {
        await add(ana, 'L-1');
        await add(ana, 'L-2');
        const refusal = new HttpError('Tem 0000008005 đã được kích hoạt', 409, {});
        const { seen, send } = server(refusal);
        const outcome = await sendDue(ana, send, { store, now: () => T0 });
        expect(outcome).toMatchObject({ sent: 1, refused: 1 });
        const [refused, sent] = await itemsOf(ana, store);
        expect(refused).toMatchObject({
            state: 'refused',
            status: 409,
            reason: 'Tem 0000008005 đã được kích hoạt',
        });
        expect(sent.state).toBe('sent');
        // Refused is a definite answer that nothing was done: tried again, it is a new write.
        const again = retried(refused);
        expect(again).toMatchObject({ state: 'waiting', reason: undefined, attempts: 0 });
        expect(again.key).not.toBe(refused.key);
        // One without an answer may have been carried out: tried again, it keeps its key.
        expect(retried({ ...refused, state: 'waiting', attempts: 2 }).key).toBe(refused.key);
        expect(seen).toHaveLength(2);
    });

    it('lists and sends a person’s items only for that person in that business', async () => {
        await add(ana, 'ANA-1');
        await add(anaElsewhere, 'ANA-OTHER-BIZ');
        await add(binh, 'BINH-1');
        expect((await itemsOf(ana, store)).map(lotOf)).toEqual(['ANA-1']);
        expect((await itemsOf(anaElsewhere, store)).map(lotOf)).toEqual(['ANA-OTHER-BIZ']);
        expect((await itemsOf(binh, store)).map(lotOf)).toEqual(['BINH-1']);

        const { seen, send } = server();
        await sendDue(binh, send, { store, now: () => T0, force: true });
        expect(seen.map((s) => s.lot)).toEqual(['BINH-1']);

        // Another person can neither read, change nor discard Ana's item.
        const [anas] = await itemsOf(ana, store);
        expect(await itemOf(binh, anas.id, store)).toBeUndefined();
        await saveItem(binh, { ...anas, state: 'sent' }, store);
        await removeItem(binh, anas.id, store);
        expect(await itemOf(ana, anas.id, store)).toMatchObject({ state: 'waiting' });
        // Her items wait for her, in their business.
        await sendDue(ana, send, { store, now: () => T0, force: true });
        expect(seen.map((s) => s.lot)).toEqual(['BINH-1', 'ANA-1']);
        expect((await itemsOf(anaElsewhere, store))[0].state).toBe('waiting');
    });
});
