import { type Page } from '@playwright/test';
import { expect, test, pickOption, signIn } from './support';

const qa = (page: Page) => page.getByTestId('qa-panel');

test.describe('QA controls', () => {
    test('fifty concurrent calls at expiry cause exactly one refresh in the browser', async ({ page }) => {
        await signIn(page, 'owner');
        await page.waitForFunction(() => !!window.__xtsMock);
        const before = await page.evaluate(() => window.__xtsMock!.callCounts());
        await page.evaluate(() => window.__xtsMock!.expireAccessToken());
        const results = await page.evaluate(() => window.__xtsMock!.burst(50, 'me'));
        expect(results).toHaveLength(50);
        const after = await page.evaluate(() => window.__xtsMock!.callCounts());
        expect((after.refresh ?? 0) - (before.refresh ?? 0)).toBe(1);
        expect((after.me ?? 0) - (before.me ?? 0)).toBe(50);
    });

    test('the panel injects a failure the console reports in Vietnamese, then the retry succeeds', async ({
        page,
    }) => {
        await signIn(page, 'owner');
        await page.getByRole('button', { name: 'Mở bảng QA' }).click();
        await expect(qa(page)).toBeVisible();
        await qa(page).getByLabel('Lời gọi API').fill('changeBusiness');
        await page.getByRole('option', { name: /^changeBusiness/ }).click();
        await pickOption(page, 'Kiểu lỗi', 'Mất kết nối mạng');
        await qa(page).getByRole('button', { name: 'Thêm lỗi giả lập' }).click();
        await expect(qa(page).getByRole('list', { name: 'Lỗi giả lập đang bật' })).toContainText(
            'changeBusiness',
        );
        await qa(page).getByRole('button', { name: 'Đóng' }).click();
        await page.getByRole('button', { name: 'Tài khoản' }).click();
        await page.getByRole('menuitem', { name: 'Chủ thể sở hữu' }).click();
        await page
            .getByRole('dialog', { name: 'Chủ thể sở hữu' })
            .getByRole('button', { name: /^Công ty TNHH Trà Tân Cương Xanh/ })
            .click();
        await expect(page.getByRole('dialog', { name: 'LỖI' })).toContainText('Đổi chủ thể không thành công');
        await page.getByRole('dialog', { name: 'LỖI' }).getByRole('button', { name: 'Đóng' }).click();
        await page
            .getByRole('dialog', { name: 'Chủ thể sở hữu' })
            .getByRole('button', { name: /^Công ty TNHH Trà Tân Cương Xanh/ })
            .click();
        await expect(page.getByTestId('header-business-name')).toHaveText('Công ty TNHH Trà Tân Cương Xanh');
    });

    test('latency, short token life and persona switch', async ({ page }) => {
        await signIn(page, 'owner');
        await page.getByRole('button', { name: 'Mở bảng QA' }).click();
        await qa(page).getByRole('button', { name: '300 ms' }).click();
        await expect(qa(page).getByRole('button', { name: '300 ms' })).toHaveAttribute(
            'aria-pressed',
            'true',
        );
        await qa(page)
            .getByLabel(/Rút ngắn thời hạn access token/)
            .click();
        await expect(qa(page).getByLabel(/Rút ngắn thời hạn access token/)).toBeChecked();
        await qa(page).getByRole('button', { name: 'Người xem' }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
        await expect(page.getByText('Xin chào, Phạm Quốc Bảo')).toBeVisible();
        const exp = await page.evaluate(() => {
            const token = localStorage.getItem('access_token')!;
            return JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).exp as number;
        });
        expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(61_000);
    });

    test('reset restores the seed and signs out', async ({ page }) => {
        await signIn(page, 'owner');
        await page.getByRole('button', { name: 'Xem lời mời' }).click();
        await page.getByRole('button', { name: 'Từ chối HTX Sầu riêng Krông Pắc' }).click();
        await page
            .getByRole('dialog', { name: 'XÁC NHẬN' })
            .getByRole('button', { name: 'Từ chối', exact: true })
            .click();
        await expect(page.getByTestId('invitation-banner')).toContainText('Bạn đang có 1 lời mời liên kết');
        page.once('dialog', (dialog) => dialog.accept());
        await page.getByRole('button', { name: 'Mở bảng QA' }).click();
        await qa(page).getByRole('button', { name: 'Khôi phục dữ liệu mẫu' }).click();
        await expect(page).toHaveURL(/\/login$/);
        await signIn(page, 'owner');
        await expect(page.getByTestId('invitation-banner')).toContainText('Bạn đang có 2 lời mời liên kết');
    });
});
