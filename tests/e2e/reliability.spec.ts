import { type Page } from '@playwright/test';
import { getDb } from '../../src/mocks/db';
import { expect, test, leavePrompts, mock, pickOption, signIn } from './support';

/** Fills the partner form with what the server requires. */
async function fillPartner(page: Page, name: string, phone: string) {
    await page.goto('/partner/add');
    await page.getByLabel('Tên đối tác *').fill(name);
    await pickOption(page, 'Loại đối tác *', 'Khác');
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
        await pickOption(page, 'Loại đối tác *', 'Khác');
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

    test('a missing record and a record of another business each get a page that says so, not a spinner', async ({
        page,
    }) => {
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

    test('a server that fails or cannot be reached refused nothing: the session, the page and what was typed stay', async ({
        page,
        context,
    }) => {
        const partner = getDb().partners.find((row) => row.id === 1)!;
        // The console's own clock, moved on below instead of waiting out its back-off (up to 30 s).
        await page.clock.install();
        await signIn(page, 'owner', { at: '/partner/detail/1' });
        await expect(page.getByText(partner.name).first()).toBeVisible();

        // An outage while opening a detail page: the server failed, the record is not "missing".
        await mock.fail(page, 'partnerDetail', 'http500', { count: -1 });
        await page.reload();
        await expect(page.getByRole('heading', { name: 'Không tải được bản ghi' })).toBeVisible();
        await expect(page.getByText('Máy chủ đang gặp sự cố. Vui lòng thử lại sau.')).toBeVisible();
        // The banner says the server answered with a failure, not that the connection was lost.
        await expect(page.getByTestId('connection-banner')).toContainText(
            'Máy chủ đang gặp sự cố, đang thử lại',
        );
        await expect(page).toHaveURL(/\/partner\/detail\/1$/);
        // The page's own retry (the banner above it has one for the connection) asks again at once;
        // while the server still fails, the page still says so.
        const askedAgain = page.waitForRequest(
            (request) => new URL(request.url()).pathname === '/api/biz-partner/deatil/1',
        );
        await page
            .getByRole('main')
            .getByRole('button', { name: 'Thử lại' })
            .and(page.locator(':not([data-testid="connection-banner"] *)'))
            .click();
        await askedAgain;
        await expect(page.getByRole('heading', { name: 'Không tải được bản ghi' })).toBeVisible();
        // Once the server answers again, the page recovers by itself (a click raced that retry).
        await mock.clear(page);
        // Time passes (the failed answer of the click may still be on its way, and the next try is
        // then set after the first jump): the page must come back by itself.
        await expect(async () => {
            await page.clock.fastForward('00:30');
            await expect(page.getByText(partner.name).first()).toBeVisible({ timeout: 1_000 });
        }).toPass({ timeout: 20_000 });

        // The current user cannot be read at reload: still signed in, on the same page, retrying.
        await mock.fail(page, 'me', 'http500', { count: -1 });
        await page.reload();
        const banner = page.getByTestId('connection-banner');
        await expect(banner).toContainText('Máy chủ đang gặp sự cố, đang thử lại');
        await expect(page).toHaveURL(/\/partner\/detail\/1$/);
        expect(await page.evaluate(() => !!localStorage.getItem('refresh_token'))).toBe(true);
        // Trying again while the server still fails keeps the banner (and pushes the next automatic try back).
        const retryRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/me');
        await banner.getByRole('button', { name: 'Thử lại' }).click();
        await retryRequest;
        await expect(banner).toBeVisible();
        // Once the server answers again, the next try (automatic, with back-off) clears the banner.
        await mock.clear(page);
        await expect(async () => {
            await page.clock.fastForward('00:30');
            await expect(banner).toHaveCount(0, { timeout: 1_000 });
        }).toPass({ timeout: 20_000 });

        // Offline, a save is refused at once with a message, and what was typed stays.
        await page.goto('/partner/edit/1');
        const note = page.getByLabel('Ghi chú');
        await note.fill('Giao hàng thứ Hai hằng tuần');
        await context.setOffline(true);
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page.getByText('Thiết bị đang mất mạng').first()).toBeVisible();
        await expect(note).toHaveValue('Giao hàng thứ Hai hằng tuần');
        await context.setOffline(false);
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page).toHaveURL(/\/partner\/detail\/1$/);
        await expect(page.getByText('Giao hàng thứ Hai hằng tuần')).toBeVisible();
    });

    test('an access token that expires during a long form: one silent refresh, and the save succeeds', async ({
        page,
    }) => {
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

    test('a refresh that fails signs out every tab; the form warns first and what was typed comes back after sign-in', async ({
        page,
        context,
    }) => {
        await signIn(page, 'owner');
        const other = await context.newPage();
        await other.goto('/dashboard');
        await expect(other.getByTestId('header-business-name')).toHaveText('HTX Cà phê Cầu Đất');

        await fillPartner(page, 'Đại lý trà Tân Cương', '0912000222');
        // Each tab runs its own mock backend: the refresh is refused in both (a server error would
        // refuse nothing and keep the session).
        await mock.fail(page, 'refresh', 'envelope', { count: -1 });
        await mock.fail(other, 'refresh', 'envelope', { count: -1 });
        // Whichever tab refreshes first fails, and the session ends in both.
        await page.evaluate(() => window.__xtsMock!.expireAccessToken());

        const warning = page.getByRole('dialog', { name: 'Phiên đăng nhập đã kết thúc' });
        await expect(warning).toContainText('đã được giữ lại trên tab này');
        await expect(page.getByLabel('Tên đối tác *')).toHaveValue('Đại lý trà Tân Cương');
        expect(
            await page.evaluate(() => [
                localStorage.getItem('access_token'),
                localStorage.getItem('refresh_token'),
                localStorage.getItem('root'),
            ]),
        ).toEqual([null, null, null]);
        // The other tab had nothing unsaved: it is signed out at once, and says so.
        await expect(other).toHaveURL(/\/home\?session=ended$/);

        await mock.clear(page);
        // What was typed is kept as a draft: going to sign in asks nothing more.
        const prompts = leavePrompts(page);
        await warning.getByRole('button', { name: 'Đăng nhập lại' }).click();
        await expect(page).toHaveURL(/\/login$/);
        expect(prompts).toEqual([]);
        await page.getByTestId('persona-owner').click();
        await expect(page).toHaveURL(/\/partner\/add$/, { timeout: 30_000 });
        await expect(
            page.getByRole('status').filter({ hasText: /^Đã khôi phục bản nháp chưa lưu lúc \d{2}:\d{2}\./ }),
        ).toBeVisible();
        await expect(page.getByLabel('Tên đối tác *')).toHaveValue('Đại lý trà Tân Cương');
        await expect(page.getByLabel('Số điện thoại *')).toHaveValue('0912000222');
        await expect(page.getByLabel('Phường/Xã')).toHaveValue('Phường Xuân Hương - Đà Lạt');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page).toHaveURL(/\/partner\/detail\/\d+$/);
    });

    test('a draft belongs to one person in one business, and leaves with them at sign-out: the next person on the browser finds the form empty and nothing of it in storage', async ({
        page,
    }) => {
        const notice = page
            .getByRole('status')
            .filter({ hasText: /^Đã khôi phục bản nháp chưa lưu lúc \d{2}:\d{2}\./ });
        const signOut = async () => {
            // The header hides while the form is scrolled down: scroll back up to it.
            await page.mouse.wheel(0, -5000);
            await page.getByRole('button', { name: 'Tài khoản' }).click();
            await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
            await expect(page).toHaveURL(/\/home$/);
        };
        const switchTo = async (business: string) => {
            await page.mouse.wheel(0, -5000);
            await page.getByRole('button', { name: 'Đổi chủ thể' }).click();
            await page.getByRole('menuitem', { name: new RegExp(business) }).click();
            await expect(page.getByTestId('header-business-name')).toHaveText(business);
        };
        const expectEmpty = async () => {
            await expect(page.getByLabel('Từ serial (dải 1)')).toHaveValue('');
            await expect(page.getByLabel('Từ serial (dải 2)')).toHaveCount(0);
            await expect(page.getByLabel(/Số lô/)).toHaveValue('');
            await expect(notice).toHaveCount(0);
        };

        const fillDraft = async () => {
            await page.getByLabel('Từ serial (dải 1)').fill('9001');
            await page.getByLabel('Đến serial (dải 1)').fill('9250');
            await page.getByRole('button', { name: 'Thêm dải serial' }).click();
            await page.getByLabel('Từ serial (dải 2)').fill('9301');
            await page.getByLabel('Đến serial (dải 2)').fill('9560');
            await page.getByLabel(/Số lô/).fill('Lô Cầu Đất mùa xuân');
            await expect(page.getByText('Tổng cộng: 510 tem')).toBeVisible();
        };
        const stored = () =>
            page.evaluate(() =>
                [localStorage, sessionStorage].some((storage) =>
                    Object.keys(storage).some((key) => storage.getItem(key)?.includes('Lô Cầu Đất mùa xuân')),
                ),
            );

        // Trần Minh Khoa starts an activation in the coffee cooperative: two ranges and a lot.
        await signIn(page, 'owner', { at: '/stamp-activation/add' });
        await fillDraft();
        // The page is reloaded: his draft comes back, saying so.
        await expect.poll(stored).toBe(true);
        await page.reload();
        await expect(notice).toBeVisible();
        await expect(page.getByLabel('Từ serial (dải 1)')).toHaveValue('9001');
        await expect(page.getByLabel('Đến serial (dải 2)')).toHaveValue('9560');
        await expect(page.getByLabel(/Số lô/)).toHaveValue('Lô Cầu Đất mùa xuân');
        await expect(page.getByText('Tổng cộng: 510 tem')).toBeVisible();

        // The same person in his tea company does not get the coffee cooperative's draft.
        await switchTo('Công ty TNHH Trà Tân Cương Xanh');
        await page.goto('/stamp-activation/add');
        await expect(page.getByRole('heading', { name: 'Kích hoạt tem' })).toBeVisible();
        await expectEmpty();

        // Back in the cooperative, "Bỏ bản nháp" empties the form and deletes the draft.
        await switchTo('HTX Cà phê Cầu Đất');
        await page.goto('/stamp-activation/add');
        await expect(notice).toBeVisible();
        await expect(page.getByLabel(/Số lô/)).toHaveValue('Lô Cầu Đất mùa xuân');
        await notice.getByRole('button', { name: 'Bỏ bản nháp' }).click();
        await expectEmpty();
        await page.reload();
        await expect(page.getByRole('heading', { name: 'Kích hoạt tem' })).toBeVisible();
        await expectEmpty();

        // A new draft, then an explicit sign-out: nothing of it stays in the tab's storage.
        await fillDraft();
        await expect.poll(stored).toBe(true);
        await signOut();
        expect(await stored()).toBe(false);

        // Lê Thị Hoa signs in on the same browser: the form is empty and offers nothing.
        await signIn(page, 'user', { at: '/stamp-activation/add' });
        await expect(page.getByRole('heading', { name: 'Kích hoạt tem' })).toBeVisible();
        await expectEmpty();
        await signOut();

        // Khoa again: he chose to sign out, so the form starts empty.
        await signIn(page, 'owner', { at: '/stamp-activation/add' });
        await expect(page.getByRole('heading', { name: 'Kích hoạt tem' })).toBeVisible();
        await expectEmpty();
    });
});
