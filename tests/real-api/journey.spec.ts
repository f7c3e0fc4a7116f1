import { expect, test } from '@playwright/test';
import { api, pickOption } from './support';

test('a real-API build against the reference server: sign in through its SSO page, work, sign out, old tokens refused', async ({
    page,
    request,
}) => {
    // Sign in: the console asks the API for the SSO URL and leaves for the server's own page.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Đăng nhập bằng tài khoản XTS' }).click();
    await expect(page).toHaveURL(new RegExp(`^${api()}/sso/authorize`));
    await page.getByRole('button', { name: 'Chủ sở hữu' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await expect(page.getByTestId('header-business-name')).toHaveText('HTX Cà phê Cầu Đất');

    // Both layouts run against the same server: each creates its own sales point and batch.
    const shopName = `Cửa hàng Cầu Đất Farm – ${test.info().project.name === 'same-origin' ? 'Bảo Lộc' : 'Đà Lạt'}`;

    // A list, and a record created in it.
    await page.goto('/shop');
    await expect(page.getByRole('link', { name: 'Thêm mới' })).toBeVisible();
    await page.getByRole('link', { name: 'Thêm mới' }).click();
    await page.getByLabel('Tên điểm bán *').fill(shopName);
    await pickOption(page, 'Loại điểm bán *', 'Cửa hàng');
    await page.getByLabel('Tỉnh/Thành phố').fill('Lâm Đồng');
    await page.getByRole('option', { name: 'Tỉnh Lâm Đồng' }).click();
    await page.getByLabel('Phường/Xã').fill('Xuân Trường');
    await page.getByRole('option', { name: 'Phường Xuân Trường - Đà Lạt' }).click();
    await page.getByRole('button', { name: 'Lưu' }).click();
    await expect(page).toHaveURL(/\/shop\/detail\/\d+$/);
    await page.goto('/shop');
    await expect(page.getByRole('cell', { name: shopName })).toBeVisible();

    // Print a batch of 100 stamps.
    await page.goto('/stamp-generator/add');
    await pickOption(page, /Mẫu tem/, 'Tem nhãn túi cà phê 40 × 25 mm');
    await page.getByLabel(/Số lượng tem/).fill('100');
    const range = page.getByText(/^Đợt in này sẽ nhận 100 serial: \d{10} – \d{10}$/);
    await expect(range).toBeVisible();
    const first = Number(/(\d{10}) –/.exec((await range.textContent())!)![1]);
    await page.getByRole('button', { name: 'In 100 tem' }).click();
    const confirm = page.getByRole('dialog', { name: 'In 100 tem?' });
    await expect(confirm).toContainText(
        `serial ${String(first).padStart(10, '0')} – ${String(first + 99).padStart(10, '0')}`,
    );
    await confirm.getByRole('button', { name: 'In 100 tem' }).click();
    await expect(page.getByRole('heading', { name: /^Đợt in tem #\d+$/ })).toBeVisible();
    const codes = page.getByRole('table', { name: 'Mã của các tem đầu tiên' }).getByRole('row');
    await expect(codes).toHaveCount(6);
    const code = (await codes.nth(1).getByRole('cell').nth(1).textContent())!.trim();

    // Activate half of it.
    await page.goto('/stamp-activation/add');
    await page.getByLabel('Từ serial (dải 1)').fill(String(first));
    await page.getByLabel('Đến serial (dải 1)').fill(String(first + 49));
    await pickOption(page, /Sản phẩm/, 'Cà phê Arabica Cầu Đất rang xay 500 g');
    await page.getByLabel(/Số lô/).fill('LÔ-CĐ-2611');
    await page.getByRole('button', { name: 'Kiểm tra tem' }).click();
    await expect(page.getByTestId('check-summary')).toContainText('Tất cả 50 tem đều hợp lệ');
    await page.getByRole('button', { name: 'Kích hoạt 50 tem' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Kích hoạt 50 tem' }).click();
    await expect(page.getByRole('heading', { name: /^Lần kích hoạt #\d+$/ })).toBeVisible();

    // Trace the first code of the batch.
    await page.goto(`/trace?code=${code}`);
    await expect(page.getByRole('heading', { name: /^Tem \d{10}$/ })).toBeVisible();
    await expect(page.getByText('Đã kích hoạt', { exact: true })).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Hành trình của tem' });
    await expect(timeline.getByRole('listitem')).toHaveCount(2);

    // Sign out: the tokens the tab held are refused by the server afterwards.
    const [access, refresh] = await page.evaluate(() => [
        localStorage.getItem('access_token'),
        localStorage.getItem('refresh_token'),
    ]);
    expect(access && refresh).toBeTruthy();
    expect(
        (await request.get(`${api()}/api/me`, { headers: { Authorization: `Bearer ${access}` } })).status(),
    ).toBe(200);
    await page.getByRole('button', { name: 'Tài khoản' }).click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(
        (await request.get(`${api()}/api/me`, { headers: { Authorization: `Bearer ${access}` } })).status(),
    ).toBe(401);
    expect(
        (
            await request.get(`${api()}/api/auth/refresh`, {
                headers: { Authorization: `Bearer ${refresh}` },
            })
        ).status(),
    ).toBe(401);
});
