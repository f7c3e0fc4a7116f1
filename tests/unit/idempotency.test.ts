// @vitest-environment jsdom
import './mockServer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, call } from '../../src/providers/http';
import { getDb } from '../../src/mocks/db';
import type { MockDb } from '../../src/mocks/state';
import { KEEP_ANSWER_CHARS, once } from '../../src/mocks/idempotency';
import { getStoredAccessToken } from '../../src/providers/tokens';
import { signInAs } from './helpers';

/** A write sent twice is carried out once: the Idempotency-Key of creates and stamp operations. */
async function post(path: string, body: unknown, key?: string) {
    const response = await fetch(apiUrl(path), {
        method: 'POST',
        headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${getStoredAccessToken()}`,
            ...(key ? { 'Idempotency-Key': key } : {}),
        },
        body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { data: { id: number } } };
}

const total = async (name: 'generationList' | 'activationList' | 'productList') =>
    (await call<{ total: number }>(name, { query: { page: 1, limit: 1 } })).total;

afterEach(() => vi.restoreAllMocks());

describe('Idempotency-Key on the server', () => {
    it('answers a repeated key with the first answer and creates nothing new', async () => {
        await signInAs('owner');
        const template = getDb().stampTemplates.find((t) => t.bizId === 1 && t.status === 'active')!;
        const batches = await total('generationList');
        const first = await post(
            '/api/stamp/generation/add',
            { templateId: template.id, quantity: 3 },
            'lo-1',
        );
        const again = await post(
            '/api/stamp/generation/add',
            { templateId: template.id, quantity: 3 },
            'lo-1',
        );
        expect(first.status).toBe(200);
        expect(again).toEqual(first);
        expect(await total('generationList')).toBe(batches + 1);
        // The same key with other values is another request under a used key: refused.
        const other = await post(
            '/api/stamp/generation/add',
            { templateId: template.id, quantity: 4 },
            'lo-1',
        );
        expect(other.status).toBe(422);
        // Another key is another submit; no key at all is an ordinary call.
        expect(
            (await post('/api/stamp/generation/add', { templateId: template.id, quantity: 3 }, 'lo-2')).body
                .data.id,
        ).not.toBe(first.body.data.id);
        await post('/api/stamp/generation/add', { templateId: template.id, quantity: 3 });
        expect(await total('generationList')).toBe(batches + 3);
    });

    it('keeps keys apart per call', async () => {
        await signInAs('owner');
        const products = await total('productList');
        const product = await post(
            '/api/product/add',
            { code: 'THU-1', name: 'Cà phê phin thử', category: 'coffee', unit: 'gói', status: 'active' },
            'k-1',
        );
        const partner = await post('/api/biz-partner/create', { name: 'Đối tác thử' }, 'k-1');
        expect(product.status).toBe(200);
        expect(partner.body).not.toEqual(product.body);
        expect(await total('productList')).toBe(products + 1);
    });
});

describe('what the server keeps of each key', () => {
    const answer = (text: string) => async () => new Response(text, { status: 200 });
    const save = () => undefined;

    it('a digest of the request, never its values; the answers within a bound, the oldest let go first', async () => {
        const db = {} as MockDb;
        const body = { plots: [{ code: 'GIU-1', producerName: 'Hộ Giữ Lại' }] };
        const half = KEEP_ANSWER_CHARS / 2 + 1;
        expect((await once(db, save, 'plotImport', 7, 'k-1', body, answer('a'.repeat(half)))).status).toBe(
            200,
        );
        const first = db.idempotency!['7|plotImport|k-1'];
        expect(first.fingerprint).toMatch(/^[0-9a-f]{64}$/);
        expect(JSON.stringify(first)).not.toContain('GIU-1');
        // A second answer as large: both would pass the bound, so the older one is let go.
        await once(db, save, 'plotImport', 7, 'k-2', { plots: [] }, answer('b'.repeat(half)));
        expect(db.idempotency!['7|plotImport|k-1'].body).toBeNull();
        expect(db.idempotency!['7|plotImport|k-2'].body).toHaveLength(half);
        // Its key is still known: carried out once, never again, whatever is kept of the answer.
        const run = vi.fn(answer('again'));
        const replay = await once(db, save, 'plotImport', 7, 'k-1', body, run);
        expect(replay.status).toBe(409);
        expect((await replay.json()).message).toMatch(/đã được thực hiện/);
        expect((await once(db, save, 'plotImport', 7, 'k-1', { plots: [] }, run)).status).toBe(422);
        const kept = await once(db, save, 'plotImport', 7, 'k-2', { plots: [] }, run);
        expect(kept.headers.get('Idempotent-Replayed')).toBe('true');
        expect((await kept.text()).length).toBe(half);
        expect(run).not.toHaveBeenCalled();
    });

    it('two copies arriving together: the second waits for the first and gets its answer', async () => {
        const db = {} as MockDb;
        let runs = 0;
        const slow = async () => {
            runs++;
            await new Promise((resolve) => setTimeout(resolve, 20));
            return Response.json({ status: 'success', data: { id: runs }, message: '' });
        };
        const [a, b] = await Promise.all([
            once(db, save, 'plotCreate', 7, 'k-3', { code: 'A' }, slow),
            once(db, save, 'plotCreate', 7, 'k-3', { code: 'A' }, slow),
        ]);
        expect(runs).toBe(1);
        expect(await b.json()).toEqual(await a.json());
    });
});

describe('Idempotency-Key from the console', () => {
    it('a connection dropped after the server committed: the retry of the same submit creates nothing new', async () => {
        await signInAs('owner');
        const batches = await total('generationList');
        const template = getDb().stampTemplates.find((t) => t.bizId === 1 && t.status === 'active')!;
        const sent: (string | null)[] = [];
        const realFetch = globalThis.fetch;
        let drop = true;
        vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
            const headers = new Headers(init?.headers);
            if (String(input).includes('/generation/add')) sent.push(headers.get('Idempotency-Key'));
            const response = await realFetch(input, init);
            // The server has answered (committed); the answer never reaches the browser.
            if (drop && String(input).includes('/generation/add')) {
                drop = false;
                throw new TypeError('Failed to fetch');
            }
            return response;
        });
        const body = { templateId: template.id, quantity: 2 };
        await expect(call('generationAdd', { body })).rejects.toMatchObject({ status: 0 });
        const batch = await call<{ id: number }>('generationAdd', { body });
        expect(sent).toHaveLength(2);
        expect(sent[0]).toMatch(/^[\x21-\x7e]{8,}$/);
        expect(sent[1]).toBe(sent[0]);
        expect(await total('generationList')).toBe(batches + 1);
        // Answered: the same values sent again are a new submit, with a new key.
        const next = await call<{ id: number }>('generationAdd', { body });
        expect(sent[2]).not.toBe(sent[0]);
        expect(next.id).not.toBe(batch.id);
        expect(await total('generationList')).toBe(batches + 2);
    });

    it('sends no key on reads and updates', async () => {
        await signInAs('owner');
        const keys: (string | null)[] = [];
        const realFetch = globalThis.fetch;
        vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
            keys.push(new Headers(init?.headers).get('Idempotency-Key'));
            return realFetch(input, init);
        });
        await call('productList', { query: { page: 1, limit: 1 } });
        await call('businessUpdate', { body: { description: 'Mô tả mới' } });
        expect(keys).toEqual([null, null]);
    });
});
