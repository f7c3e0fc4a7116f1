import { expect, test } from '@playwright/test';
import { mock, signIn } from './support';

test.describe('account', () => {
    test('an affiliate link shows the campaign to a visitor, and the owner accepts it once after confirming', async ({ page }) => {
        await page.goto('/aff/KHONGCO');
        await expect(page.getByText('Mã giới thiệu không hợp lệ hoặc chương trình đã kết thúc.')).toBeVisible();

        await page.goto('/aff/NONGSANVIET2026');
        await expect(page.getByRole('heading', { name: 'Chương trình truy xuất nguồn gốc cho hợp tác xã' })).toBeVisible();
        await expect(page.getByText('Ưu đãi: Giảm 20% phí tem trong 12 tháng đầu')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Đăng nhập để tham gia' })).toHaveAttribute('href', '/login');
        expect(await page.evaluate(() => localStorage.getItem('xts.affiliate_code'))).toBe('NONGSANVIET2026');

        await signIn(page, 'owner');
        await page.goto('/affiliate-confirm/NONGSANVIET2026');
        await expect(page.getByText('Chủ thể HTX Cà phê Cầu Đất có tham gia chương trình này không?')).toBeVisible();
        await page.getByRole('button', { name: 'Đồng ý tham gia' }).click();
        const confirm = page.getByRole('dialog', { name: 'XÁC NHẬN' });
        await expect(confirm).toContainText('Chương trình truy xuất nguồn gốc cho hợp tác xã');
        await confirm.getByRole('button', { name: 'Xác nhận' }).click();
        await expect(page.getByRole('dialog', { name: 'THÀNH CÔNG' })).toContainText('đã tham gia chương trình');
        expect(await page.evaluate(() => localStorage.getItem('xts.affiliate_code'))).toBeNull();

        // A second decision is refused by the server, and says why.
        await page.goto('/affiliate-confirm/NONGSANVIET2026');
        await page.getByRole('button', { name: 'Từ chối' }).click();
        await page.getByRole('dialog', { name: 'XÁC NHẬN' }).getByRole('button', { name: 'Xác nhận' }).click();
        await expect(page.getByRole('dialog', { name: 'LỖI' })).toContainText('Chủ thể đã đồng ý tham gia chương trình này');
    });

    test('an observer reports an issue: rules first, a failed send keeps the text, the retry gives a ticket', async ({ page }) => {
        await signIn(page, 'observer');
        await page.goto('/report-issue');
        await page.getByRole('button', { name: 'Gửi báo cáo' }).click();
        await expect(page.getByText('Mô tả ít nhất 10 ký tự để chúng tôi hiểu vấn đề')).toBeVisible();

        await page.getByRole('combobox', { name: 'Loại vấn đề' }).click();
        await page.getByRole('option', { name: 'Tem và mã' }).click();
        const text = 'Không mở được tệp in của đợt tem 1.000 tem';
        await page.getByLabel('Mô tả').fill(text);
        await page.getByLabel('Trang gặp vấn đề').fill('/stamp-generator/list');
        await mock.fail(page, 'reportIssue', 'http500', { count: 1 });
        await page.getByRole('button', { name: 'Gửi báo cáo' }).click();
        const error = page.getByRole('dialog', { name: 'LỖI' });
        await expect(error).toBeVisible();
        await error.getByRole('button').click();
        await expect(page.getByLabel('Mô tả')).toHaveValue(text);

        await page.getByRole('button', { name: 'Gửi báo cáo' }).click();
        await expect(page.getByRole('dialog', { name: 'THÀNH CÔNG' })).toContainText(/Đã gửi báo cáo XTS-\d{6}/);
    });

    test('sign-in methods: the last one cannot be deleted, a password follows the rules shown while typing', async ({ page }) => {
        await signIn(page, 'user');
        await page.goto('/credential-setting');
        const methods = page.getByRole('list', { name: 'Các cách đăng nhập của bạn' });
        await expect(methods.getByRole('button', { name: 'Xóa' })).toBeDisabled();
        await expect(page.getByText('Đây là cách đăng nhập duy nhất của bạn')).toBeVisible();

        const rules = page.getByRole('list', { name: 'Yêu cầu của mật khẩu' });
        await page.getByLabel('Mật khẩu mới').fill('caphe');
        await expect(rules.getByRole('listitem').filter({ hasText: 'Có chữ thường' })).toContainText('Đã đạt');
        await expect(rules.getByRole('listitem').filter({ hasText: 'Có chữ hoa' })).toContainText('Chưa đạt');
        await page.getByLabel('Mật khẩu mới').fill('Caphe2026');
        await page.getByLabel('Nhập lại mật khẩu').fill('Caphe2025');
        await page.getByRole('button', { name: 'Lưu mật khẩu' }).click();
        await expect(page.getByText('Mật khẩu nhập lại không khớp')).toBeVisible();
        await page.getByLabel('Nhập lại mật khẩu').fill('Caphe2026');
        await page.getByRole('button', { name: 'Lưu mật khẩu' }).click();
        await expect(page.getByRole('dialog', { name: 'THÀNH CÔNG' })).toContainText('Đã đặt mật khẩu');
        await page.getByRole('dialog', { name: 'THÀNH CÔNG' }).getByRole('button').click();

        // Two methods now: the SSO one can go, after confirming; then the password is the last one.
        await expect(methods.getByRole('listitem')).toHaveCount(2);
        await methods.getByRole('listitem').filter({ hasText: 'SSO' }).getByRole('button', { name: 'Xóa' }).click();
        await page.getByRole('dialog', { name: 'XÁC NHẬN' }).getByRole('button', { name: 'Xác nhận' }).click();
        const done = page.getByRole('dialog', { name: 'THÀNH CÔNG' });
        await expect(done).toContainText('Đã xóa cách đăng nhập');
        await done.getByRole('button').click();
        await expect(methods.getByRole('listitem')).toHaveCount(1);
        await expect(methods).toContainText('Mật khẩu');
        await expect(methods.getByRole('button', { name: 'Xóa' })).toBeDisabled();
    });
});
