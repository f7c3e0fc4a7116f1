import { expect, test, signIn, pickOption } from './support';

/**
 * Setting a lot's origin is the owner's, on the lot's page and in the activation form alike: a user
 * activates stamps into a lot that has an origin, is offered no origin fields, and the lot keeps the
 * owner's origin (the seeded lot CD-2025-01 comes from 8 plots).
 */
test("a user activates into a lot without being offered its origin, and the lot keeps the owner's", async ({
    page,
}) => {
    await signIn(page, 'user', { at: '/stamp-activation/add' });
    await expect(page.getByText('Nguồn gốc lô do chủ sở hữu khai báo trên trang của lô.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nguồn gốc lô (không bắt buộc)' })).toHaveCount(0);
    await expect(page.getByLabel('Thu hoạch từ ngày')).toHaveCount(0);

    await page.getByLabel('Từ serial (dải 1)').fill('9011');
    await page.getByLabel('Đến serial (dải 1)').fill('9011');
    await pickOption(page, /Sản phẩm/, 'Cà phê Arabica Cầu Đất rang xay 500 g');
    await page.getByLabel(/Số lô/).fill('CD-2025-01');
    await page.getByRole('button', { name: 'Kiểm tra tem' }).click();
    await page.getByRole('button', { name: 'Kích hoạt 1 tem' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Kích hoạt 1 tem' }).click();
    await expect(page.getByRole('heading', { name: /^Lần kích hoạt #\d+$/ })).toBeVisible();

    await page.goto('/stamp-lot/list');
    await page.getByRole('cell', { name: 'CD-2025-01' }).click();
    const origin = page.getByRole('region', { name: 'Nguồn gốc lô' });
    await expect(origin.getByTestId('origin-totals')).toContainText('· 8 thửa ·');
    await expect(origin.getByRole('button', { name: 'Sửa nguồn gốc' })).toHaveCount(0);
});
