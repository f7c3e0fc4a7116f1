import { expect, test, signIn } from './support';

/** Links the console opens in a new tab lead somewhere in mock mode too; a user's photo opens in the page. */
test('the public product page opens in a new tab with mock data, an activity photo full size in the page', async ({
    page,
}) => {
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

    // An activity's photo opens full size as a picture in the page, never as a document of its own.
    await page.goto('/diary/detail/1');
    let popups = 0;
    page.on('popup', () => popups++);
    await page.getByRole('button', { name: 'Xem ảnh cỡ lớn: Ảnh hoạt động 1' }).first().click();
    const viewer = page.getByRole('dialog', { name: 'Ảnh hoạt động 1' });
    await expect(viewer.getByRole('img', { name: 'Ảnh hoạt động 1' })).toBeVisible();
    await viewer.getByRole('button', { name: 'Đóng ảnh' }).click();
    await expect(viewer).toBeHidden();
    expect(popups).toBe(0);
});
