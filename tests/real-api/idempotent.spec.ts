import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { api, open, pickOption, server, signInThroughSso } from './support';

/**
 * Writes whose answer is lost after the server carried them out (the reference server's `lostAnswer`
 * fault drops the connection once the work is done). The console sends the write again with the
 * same Idempotency-Key, whether the browser resends it on its own, nginx answers 502 in front of the
 * dropped connection, or the person presses the button again after the error: the server answers
 * the first answer and nothing is made twice.
 */

/** How many records a list call holds, read over the API with the page's own token. */
async function total(page: Page, request: APIRequestContext, path: string, q?: string): Promise<number> {
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const response = await request.get(`${api()}${path}`, {
        headers: { Authorization: `Bearer ${token}` },
        params: { page: 1, limit: 1, ...(q ? { q } : {}) },
    });
    expect(response.ok(), path).toBe(true);
    return (await response.json()).data.total;
}

/**
 * Presses `send` with the call's next answer lost, then until `done` shows: the person presses again
 * after the console says the write may not have reached the server. Answers how many requests of the
 * call reached the server.
 */
async function sendWithLostAnswer(
    page: Page,
    request: APIRequestContext,
    call: string,
    send: () => Promise<void>,
    done: Locator,
) {
    const before = (await server.counts(request))[call] ?? 0;
    await server.fail(request, call, 'lostAnswer', 1);
    await send();
    const failed = page.getByText(/Không thể kết nối tới máy chủ|Máy chủ đang gặp sự cố/).first();
    await expect(done.or(failed)).toBeVisible();
    // The browser may have sent it again on its own and shown the first answer already. Otherwise the
    // person closes the error (a dialog on the stamp screens, which may open just after another
    // message of the failure has shown) and presses again.
    if (!(await done.isVisible())) {
        const dialog = page.getByRole('dialog', { name: 'LỖI' });
        await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: 'Đóng' }).click());
        await send();
        await page.removeLocatorHandler(dialog);
    }
    await expect(done).toBeVisible();
    return ((await server.counts(request))[call] ?? 0) - before;
}

test('a write whose answer is lost after the commit is made once: one partner, one print batch, one activation', async ({
    page,
    request,
}) => {
    test.setTimeout(240_000);
    await signInThroughSso(page, 'Chủ sở hữu');

    // A partner.
    const name = `Đối tác mất kết nối ${Date.now() % 100000}`;
    const partnersBefore = await total(page, request, '/api/biz-partner/list', name);
    await open(page, '/partner/add');
    await page.getByLabel('Tên đối tác *').fill(name);
    await pickOption(page, 'Loại đối tác *', 'Khác');
    await page.getByLabel('Số điện thoại *').fill('0912345679');
    await page.getByLabel('Tỉnh/Thành phố').fill('Lâm');
    await page.getByRole('option', { name: 'Tỉnh Lâm Đồng' }).click();
    await page.getByLabel('Phường/Xã').fill('Xuân Hương');
    await page.getByRole('option', { name: 'Phường Xuân Hương - Đà Lạt' }).click();
    const partnerSent = await sendWithLostAnswer(
        page,
        request,
        'partnerCreate',
        () => page.getByRole('button', { name: 'Lưu' }).click(),
        page.getByRole('heading', { name }),
    );
    expect(partnerSent).toBeGreaterThanOrEqual(2);
    expect(await total(page, request, '/api/biz-partner/list', name)).toBe(partnersBefore + 1);

    // A print batch of 10 stamps.
    const batchesBefore = await total(page, request, '/api/stamp/generation/list');
    await open(page, '/stamp-generator/add');
    await pickOption(page, /Mẫu tem/, 'Tem nhãn túi cà phê 40 × 25 mm');
    await page.getByLabel(/Số lượng tem/).fill('10');
    const printSent = await sendWithLostAnswer(
        page,
        request,
        'generationAdd',
        async () => {
            await page.getByRole('button', { name: 'In 10 tem' }).click();
            await page.getByRole('dialog').getByRole('button', { name: 'In 10 tem' }).click();
        },
        page.getByRole('heading', { name: /^Đợt in tem #\d+$/ }),
    );
    expect(printSent).toBeGreaterThanOrEqual(2);
    expect(await total(page, request, '/api/stamp/generation/list')).toBe(batchesBefore + 1);
    const range = (await page
        .getByText(/^\d{10}–\d{10}$/)
        .first()
        .textContent())!.split('–');

    // Its 10 stamps activated for a lot.
    const activationsBefore = await total(page, request, '/api/stamp/activation/list');
    await open(page, '/stamp-activation/add');
    await page.getByLabel('Từ serial (dải 1)').fill(range[0]);
    await page.getByLabel('Đến serial (dải 1)').fill(range[1]);
    await pickOption(page, /Sản phẩm/, 'Cà phê Arabica Cầu Đất rang xay 500 g');
    await page.getByLabel(/Số lô/).fill('Lô mất kết nối');
    await page.getByRole('button', { name: 'Kiểm tra tem' }).click();
    await expect(page.getByTestId('check-summary')).toContainText('Tất cả 10 tem đều hợp lệ');
    const activationSent = await sendWithLostAnswer(
        page,
        request,
        'activationAdd',
        async () => {
            await page.getByRole('button', { name: 'Kích hoạt 10 tem' }).click();
            await page.getByRole('dialog').getByRole('button', { name: 'Kích hoạt 10 tem' }).click();
        },
        page.getByRole('heading', { name: /^Lần kích hoạt #\d+$/ }),
    );
    expect(activationSent).toBeGreaterThanOrEqual(2);
    expect(await total(page, request, '/api/stamp/activation/list')).toBe(activationsBefore + 1);
});
