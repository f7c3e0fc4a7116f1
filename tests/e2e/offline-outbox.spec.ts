import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, pickOption, requestsTo, signIn } from './support';

/*
 * Field work without a signal, on a phone: a stamp activation confirmed with no connection is kept
 * on the device (the outbox in the app bar counts it), and reaches the server once when the
 * connection returns; one the server refuses meanwhile says why; a sign-out with items waiting
 * warns, and another person signing in on the same phone neither sees nor sends them.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Activations the mock has carried out since this page loaded (its own count). */
const activations = (page: Page) =>
    page.evaluate(async () => (await window.__xtsMock!.callCounts()).activationAdd ?? 0);

/** Fills and checks an activation online, then loses the signal and confirms it. */
async function activateOffline(page: Page, context: BrowserContext, from: string, to: string, lot: string) {
    await page.goto('/stamp-activation/add');
    // The outbox once, online, as a field worker looks before setting out: its page's code is then
    // on the device (the mock build has no service worker to keep it; docs/offline.md).
    await openInPage(page, '/outbox');
    await expect(page.getByRole('heading', { name: 'Hộp thư đi', exact: true })).toBeVisible();
    await openInPage(page, '/stamp-activation/add');
    await page.getByLabel('Từ serial (dải 1)').fill(from);
    await page.getByLabel('Đến serial (dải 1)').fill(to);
    await pickOption(page, /Sản phẩm/, 'Cà phê Arabica Cầu Đất rang xay 500 g');
    await page.getByLabel(/Số lô/).fill(lot);
    await page.getByRole('button', { name: 'Kiểm tra tem' }).click();
    await expect(page.getByTestId('check-summary')).toContainText('Tất cả 10 tem đều hợp lệ');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Kích hoạt 10 tem' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Kích hoạt 10 tem' }).click();
    await expect(page.getByText('Đã lưu trên máy, sẽ gửi khi có mạng')).toBeVisible();
    await expect(page).toHaveURL(/\/stamp-activation\/list$/);
}

/** Client-side navigation, as a menu click: the page's code already loaded stays. */
const openInPage = (page: Page, to: string) =>
    page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);

const outboxButton = (page: Page, count: number) =>
    page.getByRole('link', { name: `Hộp thư đi: ${count} mục chờ gửi` });

test('an activation confirmed offline waits in the outbox and reaches the server once when back online', async ({
    page,
    context,
}) => {
    const sent = requestsTo(page, 'activationAdd');
    await signIn(page, 'owner');
    const before = await activations(page);
    await outboxButton(page, 0).click();
    await expect(page.getByText('Không có mục nào chờ gửi')).toBeVisible();
    await activateOffline(page, context, '8001', '8010', 'NGOAI-TUYEN-1');
    await outboxButton(page, 1).click();
    const item = page.getByRole('listitem', { name: 'Kích hoạt tem' });
    await expect(item).toContainText('Chờ gửi');
    await expect(item).toContainText('0000008001–0000008010 · NGOAI-TUYEN-1');
    await expect(page.getByText('Thiết bị đang mất mạng: các mục sẽ được gửi khi có mạng.')).toBeVisible();

    // Meanwhile the access token expires; the signal returns: it is sent by itself, once, after a
    // refresh of the token.
    await page.evaluate(() => window.__xtsMock!.expireAccessToken());
    const refreshes = requestsTo(page, 'refresh');
    await context.setOffline(false);
    await expect(item).toContainText('Đã gửi', { timeout: 20_000 });
    expect(refreshes.length).toBeGreaterThan(0);
    await expect(outboxButton(page, 0)).toBeVisible();
    expect(await activations(page)).toBe(before + 1);
    // Pressing "Gửi ngay" afterwards sends nothing again.
    await expect(page.getByRole('button', { name: 'Gửi ngay' })).toBeDisabled();
    await page.goto('/stamp-activation/list');
    await expect(page.getByText('NGOAI-TUYEN-1').first()).toBeVisible();
    expect(sent).toHaveLength(1);
});

test('a queued activation refused because a colleague activated the stamps meanwhile says why', async ({
    page,
    context,
}) => {
    await signIn(page, 'owner');
    await activateOffline(page, context, '8101', '8110', 'NGOAI-TUYEN-2');
    // Meanwhile a colleague, online elsewhere, activates two of the same stamps (straight to the
    // mock, which answers inside this browser).
    await page.evaluate(async () => {
        const response = await fetch('/api/stamp/activation/add', {
            method: 'POST',
            headers: {
                'Content-Type': 'application/json',
                Authorization: `Bearer ${localStorage.getItem('access_token')}`,
            },
            body: JSON.stringify({ ranges: [{ from: 8105, to: 8106 }], productId: 1, lot: 'DONG-NGHIEP' }),
        });
        if (!response.ok) throw new Error(`colleague: ${response.status}`);
    });
    await context.setOffline(false);
    await outboxButton(page, 0).click();
    const item = page.getByRole('listitem', { name: 'Kích hoạt tem' });
    await expect(item).toContainText('Bị từ chối', { timeout: 20_000 });
    await expect(item.getByRole('alert')).toContainText(/Máy chủ từ chối: .*0000008105/);
    await expect(item.getByRole('link', { name: 'Sửa lại' })).toHaveAttribute(
        'href',
        '/stamp-activation/add',
    );

    // Discarding asks first.
    await item.getByRole('button', { name: 'Bỏ mục này: Kích hoạt tem' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Bỏ mục "Kích hoạt tem · 0000008101–0000008110 · NGOAI-TUYEN-2"?');
    await confirm.getByRole('button', { name: 'Bỏ mục này' }).click();
    await expect(page.getByText('Không có mục nào chờ gửi')).toBeVisible();
});

test('signing out with items waiting warns; another person on the same phone neither sees nor sends them', async ({
    page,
    context,
}) => {
    const sent = requestsTo(page, 'activationAdd');
    await signIn(page, 'owner');
    await activateOffline(page, context, '8201', '8210', 'NGOAI-TUYEN-3');

    await page.getByRole('button', { name: 'Tài khoản' }).click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    const warning = page.getByRole('dialog', { name: 'Còn mục chưa gửi' });
    await expect(warning).toContainText('Còn 1 mục chưa gửi lên máy chủ.');
    await warning.getByRole('button', { name: 'Giữ lại và đăng xuất' }).click();
    await expect(page).toHaveURL(/\/home$/);

    await context.setOffline(false);
    await signIn(page, 'user');
    await expect(outboxButton(page, 0)).toBeVisible();
    await outboxButton(page, 0).click();
    await expect(page.getByText('Không có mục nào chờ gửi')).toBeVisible();
    expect(sent).toHaveLength(0);

    // Its own person signs in again in the same business: it is sent then, once.
    await page.getByRole('button', { name: 'Tài khoản' }).click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await signIn(page, 'owner');
    await outboxButton(page, 0).click();
    await expect(page.getByRole('listitem', { name: 'Kích hoạt tem' })).toContainText('Đã gửi', {
        timeout: 20_000,
    });
    expect(sent).toHaveLength(1);
});

test('offline, the stamp check says stock cannot be checked; the activation is kept and waits in its list', async ({
    page,
    context,
}) => {
    const sent = requestsTo(page, 'activationAdd');
    await signIn(page, 'owner');
    // The list is opened once with a signal (the mock build has no service worker to keep its code).
    await page.goto('/stamp-activation/list');
    await expect(page.getByText('CD-2025-01').first()).toBeVisible();
    await openInPage(page, '/stamp-activation/add');
    await page.getByLabel('Từ serial (dải 1)').fill('8301');
    await page.getByLabel('Đến serial (dải 1)').fill('8310');
    await pickOption(page, /Sản phẩm/, 'Cà phê Arabica Cầu Đất rang xay 500 g');
    await page.getByLabel(/Số lô/).fill('NGOAI-TUYEN-4');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Kiểm tra tem' }).click();
    await expect(
        page.getByRole('status').filter({
            hasText:
                'Đang ngoại tuyến: chưa kiểm tra được tồn kho tem. Thao tác sẽ được máy chủ kiểm tra khi gửi.',
        }),
    ).toBeVisible();
    await expect(page.getByText('Không thể kết nối tới máy chủ')).toHaveCount(0);
    await page.getByRole('button', { name: 'Kích hoạt 10 tem' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Kích hoạt 10 tem' }).click();
    await expect(page.getByText('Đã lưu trên máy, sẽ gửi khi có mạng')).toBeVisible();
    await expect(page).toHaveURL(/\/stamp-activation\/list$/);

    // The list it will join shows it, marked, leading to the outbox.
    const waiting = page
        .getByRole('region', { name: 'Chờ gửi lên máy chủ' })
        .getByRole('link', { name: 'Kích hoạt tem · 0000008301–0000008310 · NGOAI-TUYEN-4 · Chờ gửi' });
    await expect(waiting).toHaveAttribute('href', '/outbox');
    expect(sent).toHaveLength(0);

    // The server checks it when it is sent: the stamps are free, it is carried out once.
    await context.setOffline(false);
    await expect(waiting).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByText('NGOAI-TUYEN-4').first()).toBeVisible();
    expect(sent).toHaveLength(1);
});
