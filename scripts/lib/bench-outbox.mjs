// The bench's outbox part (lib/bench-offline.mjs runs it in its signed-in phone page, the console
// built for the reference API server on loopback): how long the device outbox takes to send 500
// stamp activations queued with no signal (docs/outbox.md), beside the same 500 writes sent online
// one after another, straight over HTTP with their Idempotency-Keys.
//   - online: 500 POST /api/stamp/activation/add from the page, each awaited before the next;
//   - outbox: 500 items written into the device's queue (IndexedDB `xts-outbox`, as queue.ts keeps
//     them) while offline, then the signal returns: from the browser's `online` to the last item
//     marked sent (each through the call layer, its state written before and after).
// Each activation is one stamp of a batch printed for the bench. The server's own count says each
// write arrived once.

export const OPERATIONS = 500;

/** The page's API helpers: its access token, its person and business. */
async function prepare(page, api) {
    return page.evaluate(
        async ({ api, count }) => {
            const token = localStorage.getItem('access_token');
            const claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
            const get = async (path) =>
                (
                    await (
                        await fetch(`${api}${path}`, { headers: { Authorization: `Bearer ${token}` } })
                    ).json()
                ).data;
            const list = (data) => (Array.isArray(data) ? data : (data?.data ?? []));
            const [product] = list(await get('/api/product/list-active'));
            const [template] = list(await get('/api/stamp-template/list-active'));
            const printed = await fetch(`${api}/api/stamp/generation/add`, {
                method: 'POST',
                headers: {
                    Authorization: `Bearer ${token}`,
                    'Content-Type': 'application/json',
                    'Idempotency-Key': crypto.randomUUID(),
                },
                body: JSON.stringify({ templateId: template.id, quantity: 2 * count, note: 'Bench' }),
            });
            const batch = (await printed.json()).data;
            return {
                user: String(claims.sub),
                biz: String(claims.biz),
                productId: product.id,
                from: batch.fromSerial,
            };
        },
        { api, count: OPERATIONS },
    );
}

/** Sends the 500 writes online, one after another, from the page; answers the milliseconds. */
const sendOnline = (page, api, { productId, from }) =>
    page.evaluate(
        async ({ api, productId, from, count }) => {
            const token = localStorage.getItem('access_token');
            const started = performance.now();
            for (let i = 0; i < count; i++) {
                const response = await fetch(`${api}/api/stamp/activation/add`, {
                    method: 'POST',
                    headers: {
                        Authorization: `Bearer ${token}`,
                        'Content-Type': 'application/json',
                        'Idempotency-Key': crypto.randomUUID(),
                    },
                    body: JSON.stringify({
                        ranges: [{ from: from + i, to: from + i }],
                        productId,
                        lot: 'BENCH-ONLINE',
                    }),
                });
                if (!response.ok) throw new Error(`online write ${i}: ${response.status}`);
            }
            return Math.round(performance.now() - started);
        },
        { api, productId, from, count: OPERATIONS },
    );

/** Writes the queued items into the device's outbox, as queue.ts keeps them. */
const queue = (page, { user, biz, productId, from }) =>
    page.evaluate(
        async ({ user, biz, productId, from, count }) => {
            const db = await new Promise((resolve, reject) => {
                const open = indexedDB.open('xts-outbox');
                open.onupgradeneeded = () => open.result.createObjectStore('items');
                open.onsuccess = () => resolve(open.result);
                open.onerror = () => reject(open.error);
            });
            const tx = db.transaction('items', 'readwrite');
            const now = Date.now();
            for (let i = 0; i < count; i++) {
                const id = crypto.randomUUID();
                const serial = from + count + i;
                tx.objectStore('items').put(
                    {
                        id,
                        seq: now * 1000 + i,
                        key: crypto.randomUUID(),
                        call: 'activationAdd',
                        body: { ranges: [{ from: serial, to: serial }], productId, lot: 'BENCH-OUTBOX' },
                        user,
                        biz,
                        at: now,
                        state: 'waiting',
                        attempts: 0,
                        nextAt: null,
                        detail: String(serial),
                    },
                    `item:${id}`,
                );
            }
            await new Promise((resolve, reject) => {
                tx.oncomplete = resolve;
                tx.onerror = () => reject(tx.error);
            });
            db.close();
        },
        { user, biz, productId, from, count: OPERATIONS },
    );

/** How many of the bench's items the outbox has marked sent. */
const sentCount = (page) =>
    page.evaluate(
        () =>
            new Promise((resolve, reject) => {
                const open = indexedDB.open('xts-outbox');
                open.onerror = () => reject(open.error);
                open.onsuccess = () => {
                    const all = open.result.transaction('items').objectStore('items').getAll();
                    all.onsuccess = () => {
                        resolve(
                            all.result.filter(
                                (item) => item.body?.lot === 'BENCH-OUTBOX' && item.state === 'sent',
                            ).length,
                        );
                        open.result.close();
                    };
                };
            }),
    );

const activations = async (page, api) =>
    (await (await page.request.get(`${api}/__mock/state`)).json()).callCounts.activationAdd ?? 0;

/** `page`: signed in, online, controlled by the console's worker, in `context`. */
export async function measureOutbox(context, page, api, url) {
    await page.goto(`${url}/outbox`);
    await page.getByRole('button', { name: 'Gửi ngay' }).waitFor();
    const setup = await prepare(page, api);
    const before = await activations(page, api);
    const online = await sendOnline(page, api, setup);
    const afterOnline = await activations(page, api);
    await context.setOffline(true);
    await queue(page, setup);
    const started = Date.now();
    await context.setOffline(false);
    while ((await sentCount(page)) < OPERATIONS) {
        if (Date.now() - started > 600_000)
            throw new Error('the outbox did not send its items in 10 minutes');
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const outbox = Date.now() - started;
    const arrived = (await activations(page, api)) - afterOnline;
    return { online, outbox, onlineArrived: afterOnline - before, outboxArrived: arrived };
}

/** The report's lines. */
export function outboxLines({ online, outbox, onlineArrived, outboxArrived }) {
    const row = (label, ms, arrived) =>
        `  ${label.padEnd(48)} ${String(ms).padStart(6)} ms  (${(ms / OPERATIONS).toFixed(1)} ms each; the server counted ${arrived})`;
    return [
        `the outbox's send time for ${OPERATIONS} queued stamp activations, against the same writes sent online one after another (reference server, loopback)`,
        row(`online, ${OPERATIONS} writes one after another`, online, onlineArrived),
        row(`outbox, ${OPERATIONS} queued items sent on return`, outbox, outboxArrived),
    ];
}
