// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clear } from 'idb-keyval';
import { authProvider } from '../../providers/authProvider';
import { call } from '../../providers/http';
import { dataProvider } from '../../providers/dataProvider';
import { keyFor, submitOf } from '../../providers/idempotency';
import { getSession } from '../../providers/session';
import { getDb } from '../../mocks/db';
import { issueSsoCode } from '../../mocks/sso';
import { currentOutboxOwner, outbox, refreshOutbox, sendOutbox, startOutbox } from './outbox';
import { keptItem } from './kept';
import { itemsOf, outboxStore } from './queue';

/*
 * The outbox through the console's own call layer and the mock server: a field write that finds no
 * connection is kept with the Idempotency-Key the console had given that submit, and once the
 * connection is back it reaches the server once.
 */
const REDIRECT = 'http://localhost:3000/sso/callback';

async function signIn(persona: string) {
    const back = new URL(issueSsoCode(getDb(), persona, REDIRECT, 'st')!);
    await authProvider.login({ code: back.searchParams.get('code')!, redirectUri: REDIRECT });
    return getSession();
}

const setOnline = (online: boolean) =>
    Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });

let stop = () => {};
beforeEach(async () => {
    await clear(outboxStore());
    await signIn('owner');
    stop = startOutbox();
});
afterEach(() => {
    stop();
    setOnline(true);
    vi.restoreAllMocks();
});

const activationsOf = (lot: string) => getDb().stampActivations!.filter((op) => op.lot === lot);

describe('the outbox with the call layer', () => {
    it('keeps nothing while the device is online: a write without an answer fails as before', async () => {
        const productId = getDb().products.find((p) => p.bizId === 1 && p.status === 'active')!.id;
        vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
        const body = { ranges: [{ from: 8301, to: 8302 }], productId, lot: 'CO-MANG' };
        await expect(call('activationAdd', { body })).rejects.toMatchObject({ status: 0 });
        expect(await itemsOf(currentOutboxOwner()!)).toEqual([]);
    });

    it('keeps an offline activation with the key of its submit, and sends it once when back online', async () => {
        const owner = currentOutboxOwner()!;
        const productId = getDb().products.find((p) => p.bizId === 1 && p.status === 'active')!.id;
        const body = { ranges: [{ from: 8001, to: 8010 }], productId, lot: 'NGOAI-TUYEN-1' };

        setOnline(false);
        // The form's first press, with no connection and no outbox in the way: the call layer gives
        // this submit its key and keeps it for the next attempt (idempotency.ts).
        await expect(call('activationAdd', { body, keep: false })).rejects.toMatchObject({ status: 0 });
        const who = String(getSession().me!.id);
        const submitKey = keyFor(submitOf('activationAdd', who, undefined, body));

        // Pressed again: kept on the device instead of failing, with that same key.
        const answer = await call('activationAdd', { body });
        const id = keptItem(answer);
        expect(id).toBeTruthy();
        const [item] = await itemsOf(owner);
        expect(item).toMatchObject({ id, call: 'activationAdd', key: submitKey, state: 'waiting' });
        expect(item.detail).toBe('0000008001–0000008010 · NGOAI-TUYEN-1');
        expect(activationsOf('NGOAI-TUYEN-1')).toHaveLength(0);

        // Still offline: "Gửi ngay" finds no connection; the item waits with its key.
        await sendOutbox(true);
        expect((await itemsOf(owner))[0]).toMatchObject({ state: 'waiting', attempts: 1, key: item.key });

        setOnline(true);
        await sendOutbox(true);
        expect((await itemsOf(owner))[0]).toMatchObject({ state: 'sent', key: item.key });
        expect(activationsOf('NGOAI-TUYEN-1')).toHaveLength(1);
        expect(outbox.get().sentTotal).toBeGreaterThan(0);

        // Sent again with its key (an answer lost on the way), the server carries out nothing new.
        await call('activationAdd', { body, idempotencyKey: item.key });
        expect(activationsOf('NGOAI-TUYEN-1')).toHaveLength(1);
        await refreshOutbox();
        expect(outbox.get().items.map((i) => i.state)).toEqual(['sent']);
    });

    it('keeps a plot saved offline through the data provider: a new one for its list, a change on its page', async () => {
        setOnline(false);
        const square = {
            type: 'Polygon',
            coordinates: [
                [
                    [108.44, 11.95],
                    [108.441, 11.95],
                    [108.441, 11.951],
                    [108.44, 11.95],
                ],
            ],
        };
        const created = await dataProvider.create('plots', {
            data: { locationId: 1, code: 'TH-NGOAI-TUYEN', geometry: square },
        });
        expect(keptItem(created.data)).toBeTruthy();
        expect(String(created.data.id)).toMatch(/^outbox:/);
        const changed = await dataProvider.update('plots', {
            id: 3,
            data: { code: 'TH-3-SUA' },
            previousData: { id: 3 },
        });
        expect(keptItem(changed.data)).toBeTruthy();
        expect(changed.data.id).toBe(3);
        const items = await itemsOf(currentOutboxOwner()!);
        expect(items.map((item) => [item.call, item.detail, item.params?.id])).toEqual([
            ['plotCreate', 'TH-NGOAI-TUYEN', undefined],
            ['plotUpdate', 'TH-3-SUA', 3],
        ]);
    });

    it('never shows or sends one person’s items to another person on the same browser', async () => {
        const productId = getDb().products.find((p) => p.bizId === 1 && p.status === 'active')!.id;
        setOnline(false);
        await call('activationAdd', {
            body: { ranges: [{ from: 8101, to: 8105 }], productId, lot: 'CUA-AN' },
        });
        await refreshOutbox();
        expect(outbox.get().items).toHaveLength(1);

        await authProvider.logout({});
        setOnline(true);
        await signIn('user');
        await refreshOutbox();
        expect(outbox.get().items).toHaveLength(0);
        await sendOutbox(true);
        expect(activationsOf('CUA-AN')).toHaveLength(0);
    });
});
