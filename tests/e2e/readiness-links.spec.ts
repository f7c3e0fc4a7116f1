import { expect, signIn, test } from './support';

/**
 * Every readiness figure and element leads to where it is fixed: the dashboard's counts to the
 * lists of those very records, a lot's key data elements to their forms, a lot's gaps to its
 * origin form.
 */

test('the dashboard’s readiness counts open the lists of what lacks data', async ({ page }) => {
    await signIn(page, 'owner', { at: '/dashboard' });
    const widget = page.getByTestId('dashboard-readiness');
    const products = widget.getByRole('link', { name: /sản phẩm còn thiếu dữ liệu$/ });
    await expect(products).toBeVisible({ timeout: 30_000 });
    await expect(widget.getByRole('link', { name: /lô hàng còn thiếu dữ liệu$/ })).toBeVisible();
    const count = Number((await products.textContent())!.split('/')[0]);
    await products.click();
    await expect(page).toHaveURL(/\/product\/list\?/);
    // The list says which filter it shows, and holds as many products as the dashboard counted.
    await expect(page.getByRole('combobox', { name: 'Dữ liệu truy xuất tối thiểu' })).toHaveText(
        'Còn thiếu dữ liệu',
    );
    await expect(page.getByText(`1-${count} trên ${count}`, { exact: true })).toBeVisible();
});

test('a lot’s key data elements are each a link, and a gap of its pack opens its origin form', async ({
    page,
}) => {
    await signIn(page, 'owner', { at: '/stamp-lot/detail?productId=1&lot=CD-2025-01' });
    const panel = page.getByTestId('key-data');
    const items = panel.getByRole('listitem');
    await expect(items.first()).toBeVisible({ timeout: 30_000 });
    const total = await items.count();
    expect(total).toBeGreaterThan(8);
    for (let i = 0; i < total; i++) await expect(items.nth(i).getByRole('link')).toHaveCount(1);
    await expect(panel.getByRole('link', { name: 'Mã số vùng trồng' })).toHaveAttribute(
        'href',
        /^\/biz-location\/update\/\d+$/,
    );

    // Where a lot's origin is fixed: its page with the origin form open.
    await page.goto('/stamp-lot/detail?productId=1&lot=CD-2025-01&origin=edit');
    const dialog = page.getByRole('dialog', { name: 'Nguồn gốc lô' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Hủy' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/origin=edit/);
});
