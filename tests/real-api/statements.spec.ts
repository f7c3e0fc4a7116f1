import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, open, server, signInThroughSso } from './support';

/**
 * A due diligence statement filed over real HTTP with the reference server, whose EU Information
 * System stand-in is set through its QA control: refused while the EU system limits requests (429,
 * Retry-After, nothing filed), then filed once for one Idempotency-Key, answered slowly, and followed
 * until it is available with its numbers; its frozen files come back byte for byte as declared.
 * Driven through the API with the signed-in console's own token.
 */

const ask =
    (page: Page, request: APIRequestContext) =>
    async (
        method: 'get' | 'post',
        path: string,
        options: { data?: unknown; params?: Record<string, string | number>; key?: string } = {},
    ) => {
        const token = await page.evaluate(() => localStorage.getItem('access_token'));
        const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
        if (options.key) headers['Idempotency-Key'] = options.key;
        return request[method](`${api()}${path}`, { headers, data: options.data, params: options.params });
    };

test.afterEach(async ({ request }) => {
    await server.post(request, 'eu', { mode: 'accept' });
});

test('a statement is filed once through the EU stand-in and followed to available, its files as declared', async ({
    page,
    request,
}) => {
    await signInThroughSso(page, 'Chủ sở hữu');
    const send = ask(page, request);
    const data = async (answer: ReturnType<typeof send>, status = 200) => {
        const response = await answer;
        expect(response.status(), await response.text()).toBe(status);
        return (await response.json()).data;
    };

    const seeded = await data(
        send('get', '/api/statement/list', { params: { page: 1, limit: 50, state: 'available' } }),
    );
    const lots = seeded.items[0].lots;
    const draft = await data(
        send('post', '/api/statement/create', {
            key: `real-create-${Date.now()}`,
            data: {
                activity: 'export',
                hsHeading: '090111',
                description: 'Cà phê nhân Arabica Cầu Đất, lô xuất sang Hamburg',
                netMassKg: 2_400,
                supplementaryUnits: null,
                countryOfProduction: 'VN',
                lots,
                part: null,
                referencedStatements: [],
            },
        }),
    );
    expect(draft.state).toBe('draft');

    await server.post(request, 'eu', { mode: 'rate_limit' });
    const limited = await send('post', `/api/statement/submit/${draft.id}`, {
        key: `real-submit-a-${Date.now()}`,
    });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    expect((await data(send('get', `/api/statement/detail/${draft.id}`))).state).toBe('draft');

    await server.post(request, 'eu', { mode: 'slow' });
    const key = `real-submit-b-${Date.now()}`;
    const sent = await data(send('post', `/api/statement/submit/${draft.id}`, { key }));
    expect(sent.state).toBe('submitted');
    expect(await data(send('post', `/api/statement/submit/${draft.id}`, { key }))).toEqual(sent);

    await expect
        .poll(async () => (await data(send('get', `/api/statement/detail/${draft.id}`))).state, {
            timeout: 20_000,
        })
        .toBe('available');
    const available = await data(send('get', `/api/statement/detail/${draft.id}`));
    expect(available.referenceNumber).toMatch(/^\d{2}[A-Z]{2}[A-Z0-9]{10}$/);
    expect(available.verificationNumber).toMatch(/^[A-Z0-9]{8}$/);
    expect(available.history.filter((h: { event: string }) => h.event === 'submitted')).toHaveLength(1);
    expect(available.snapshot).toEqual(sent.snapshot);

    for (const declared of [...available.snapshot.files, available.snapshot.summary]) {
        const file = await data(
            send('get', `/api/statement/file/${draft.id}`, { params: { name: declared.name } }),
        );
        expect(createHash('sha256').update(file.text, 'utf8').digest('hex')).toBe(declared.sha256);
        expect(Buffer.byteLength(file.text, 'utf8')).toBe(declared.bytes);
    }
    const retrieved = await data(
        send('get', '/api/statement/retrieve', {
            params: {
                referenceNumber: available.referenceNumber,
                verificationNumber: available.verificationNumber,
            },
        }),
    );
    expect(retrieved.id).toBe(draft.id);
});

test('an owner prepares a statement from a lot, files it and sees it become available', async ({
    page,
    request,
}) => {
    await server.post(request, 'eu', { mode: 'slow' });
    await signInThroughSso(page, 'Chủ sở hữu');
    await open(page, '/stamp-lot/list');
    await page.getByRole('cell', { name: 'CD-2025-01', exact: true }).click();
    const section = page.getByRole('region', { name: 'Tờ khai EUDR của lô' });
    await section.getByRole('link', { name: 'Lập tờ khai', exact: true }).click();
    await expect(
        page.getByText(/^Đã điền sẵn mã HS, mô tả và khối lượng từ hồ sơ EUDR của 1 lô$/),
    ).toBeVisible();
    await page.getByLabel('Mô tả hàng hóa').fill('Cà phê nhân Arabica Cầu Đất, lô xuất sang Antwerpen');
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await expect(page).toHaveURL(/\/statement\/detail\/\d+$/);
    await expect(page.getByText('Bản nháp', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Nộp tờ khai' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Nộp tờ khai' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    // Sent and waiting for the EU system, which answers slowly; the page follows it by itself.
    await expect(page.getByText('Được chấp nhận', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('referenceNumber')).toHaveText(/^\d{2}VN[A-Z0-9]{10}$/);
    await expect(page.getByTestId('verificationNumber')).toHaveText(/^[A-Z0-9]{8}$/);
    await expect(page.getByTestId('sha256').first()).toHaveText(/^[0-9a-f]{64}$/);
});
