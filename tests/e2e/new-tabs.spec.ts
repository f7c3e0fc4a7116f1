import { expect, test, signIn } from './support';

/** Links the console opens in a new tab lead somewhere in mock mode too. */
test('the public product page and an activity photo open in a new tab with mock data', async ({ page }) => {
    await signIn(page, 'owner', { at: '/product/detail/1' });
    // The product's public page (the scanner host's address): the mock serves a stand-in from its public API.
    const section = page
        .getByRole('region', { name: 'Mã QR trang sản phẩm' })
        .or(page.locator('#main-content'))
        .first();
    const publicLink = section.getByRole('link', { name: /\/p\// });
    await expect(publicLink).toHaveText(/^https:\/\/scan\.xacthucso\.vn\/p\//);
    const productTab = page.waitForEvent('popup');
    await publicLink.click();
    const product = await productTab;
    await expect(product.getByRole('heading', { name: 'Trang công khai (mô phỏng)' })).toBeVisible();
    await expect(product.getByTestId('mock-scan-answer')).toContainText(
        'Cà phê Arabica Cầu Đất rang xay 500 g',
    );
    await product.close();

    // An activity's photo (kept as a data URL) opens as a picture, not as an empty tab.
    await page.goto('/diary/detail/1');
    const photoTab = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Ảnh hoạt động 1' }).first().click();
    const photo = await photoTab;
    await expect(photo).toHaveURL(/^blob:/);
    await expect(photo.locator('svg, img').first()).toBeVisible();
});
