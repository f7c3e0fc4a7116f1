import { type Page } from '@playwright/test';
import { getDb } from '../../src/mocks/db';
import { expect, test, leavePrompts, mock, signIn } from './support';

/** Fills the partner form with what the server requires. */
async function fillPartner(page: Page, name: string, phone: string) {
    await page.goto('/partner/add');
    await page.getByLabel('Tên đối tác *').fill(name);
    await page.getByLabel('Loại đối tác *').click();
    await page.getByRole('option', { name: 'Khác', exact: true }).click();
    await page.getByLabel('Số điện thoại *').fill(phone);
    await page.getByLabel('Tỉnh/Thành phố').fill('Lâm');
    await page.getByRole('option', { name: 'Tỉnh Lâm Đồng' }).click();
    await page.getByLabel('Phường/Xã').fill('Xuân Hương');
    await page.getByRole('option', { name: 'Phường Xuân Hương - Đà Lạt' }).click();
}

test.describe('reliability', () => {
    test('double-clicking save sends one request', async ({ page }) => {
        await signIn(page, 'owner', { at: '/partner/add' });
        await page.getByLabel('Tên đối tác *').fill('Đối tác nhấn đúp');
        await page.getByLabel('Loại đối tác *').click();
        await page.getByRole('option', { name: 'Khác', exact: true }).click();
        await page.getByLabel('Số điện thoại *').fill('0912345678');
        await page.getByLabel('Tỉnh/Thành phố').fill('Lâm');
        await page.getByRole('option', { name: 'Tỉnh Lâm Đồng' }).click();
        await page.getByLabel('Phường/Xã').fill('Xuân Hương');
        await page.getByRole('option', { name: 'Phường Xuân Hương - Đà Lạt' }).click();
        await mock.latency(page, 300);
        const before = await page.evaluate(() => window.__xtsMock!.callCounts());
        await page.getByRole('button', { name: 'Lưu' }).dblclick();
        await expect(page).toHaveURL(/\/partner\/detail\/\d+$/);
        const after = await page.evaluate(() => window.__xtsMock!.callCounts());
        expect((after.partnerCreate ?? 0) - (before.partnerCreate ?? 0)).toBe(1);
    });

    test('a missing record and a record of another business each get a page that says so, not a spinner', async ({ page }) => {
        await signIn(page, 'owner', { at: '/partner/detail/99999' });
        await expect(page.getByRole('heading', { name: 'Bản ghi không tồn tại' })).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        await page.getByRole('link', { name: 'Về danh sách' }).click();
        await expect(page).toHaveURL(/\/partner$/);

        // A partner of the tea business, opened while working in the coffee cooperative (a shared link).
        // The seed is the same in the browser's mock and here.
        const foreignId = getDb().partners.find((partner) => partner.bizId !== 1)?.id;
        expect(foreignId).toBeTruthy();
        await page.goto(`/partner/edit/${foreignId}`);
        await expect(page.getByRole('heading', { name: 'Không thể xem bản ghi này' })).toBeVisible();
        await expect(page.getByText('thuộc một chủ thể khác')).toBeVisible();
        await expect(page.getByRole('textbox')).toHaveCount(0);
    });

    test('an access token that expires during a long form: one silent refresh, and the save succeeds', async ({ page }) => {
        await signIn(page, 'owner');
        await fillPartner(page, 'Đại lý cà phê chợ Đà Lạt', '0912000111');
        await page.waitForFunction(() => !!window.__xtsMock);
        const before = await page.evaluate(() => window.__xtsMock!.callCounts());
        await page.evaluate(() => window.__xtsMock!.expireAccessToken());
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page).toHaveURL(/\/partner\/detail\/\d+$/);
        await expect(page.getByText('Đại lý cà phê chợ Đà Lạt').first()).toBeVisible();
        const after = await page.evaluate(() => window.__xtsMock!.callCounts());
        expect((after.refresh ?? 0) - (before.refresh ?? 0)).toBe(1);
        expect((after.partnerCreate ?? 0) - (before.partnerCreate ?? 0)).toBe(1);
    });

    test('a refresh that fails signs out every tab; the form warns first and what was typed comes back after sign-in', async ({ page, context }) => {
        await signIn(page, 'owner');
        const other = await context.newPage();
        await other.goto('/dashboard');
        await expect(other.getByTestId('header-business-name')).toHaveText('HTX Cà phê Cầu Đất');

        await fillPartner(page, 'Đại lý trà Tân Cương', '0912000222');
        // Each tab runs its own mock backend: the refresh fails in both.
        await mock.fail(page, 'refresh', 'http500', { count: -1 });
        await mock.fail(other, 'refresh', 'http500', { count: -1 });
        // Whichever tab refreshes first fails, and the session ends in both.
        await page.evaluate(() => window.__xtsMock!.expireAccessToken());

        const warning = page.getByRole('dialog', { name: 'Phiên đăng nhập đã kết thúc' });
        await expect(warning).toContainText('đã được giữ lại trên tab này');
        await expect(page.getByLabel('Tên đối tác *')).toHaveValue('Đại lý trà Tân Cương');
        expect(await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token'), localStorage.getItem('root')])).toEqual([null, null, null]);
        // The other tab had nothing unsaved: it is signed out at once.
        await expect(other).toHaveURL(/\/home$/);

        await mock.clear(page);
        // What was typed is kept as a draft: going to sign in asks nothing more.
        const prompts = leavePrompts(page);
        await warning.getByRole('button', { name: 'Đăng nhập lại' }).click();
        await expect(page).toHaveURL(/\/login$/);
        expect(prompts).toEqual([]);
        await page.getByTestId('persona-owner').click();
        await expect(page).toHaveURL(/\/partner\/add$/, { timeout: 30_000 });
        await expect(page.getByRole('status').filter({ hasText: 'Đã điền lại nội dung bạn nhập' })).toBeVisible();
        await expect(page.getByLabel('Tên đối tác *')).toHaveValue('Đại lý trà Tân Cương');
        await expect(page.getByLabel('Số điện thoại *')).toHaveValue('0912000222');
        await expect(page.getByLabel('Phường/Xã')).toHaveValue('Phường Xuân Hương - Đà Lạt');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page).toHaveURL(/\/partner\/detail\/\d+$/);
    });
});
