import { expect, test, signIn } from './support';

/**
 * When a page can no longer go on as it is: a part of the console that cannot be downloaded any more
 * (a new version deployed, the connection lost), and a business switched in another tab.
 */

test('a part of the console removed after the page opened is told apart from a server failure, and a reload brings the page', async ({
    page,
    context,
}) => {
    await signIn(page, 'owner');
    // From now on the console's files are gone (a new version replaced them on the server). On the
    // context: the mock backend's service worker fetches what it does not answer itself.
    await context.route(/\/assets\/[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.getByRole('menuitem', { name: 'Mẫu tem' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Không tải được một phần của trang' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Đây không phải lỗi của máy chủ');
    // No server error dialog: the server answered nothing wrong.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The new version is there: the reload opens the page that was asked for.
    await context.unroute(/\/assets\/[^/]+\.js$/);
    await notice.getByRole('button', { name: 'Tải lại trang' }).click();
    await expect(page).toHaveURL(/\/stamp-template\/list$/);
    // The whole console boots again (its mock backend included): as long as a first sign-in may take.
    await expect(page.getByRole('cell', { name: 'Tem tròn niêm phong 30 mm' })).toBeVisible({
        timeout: 30_000,
    });
    await expect(page.getByText('Không tải được một phần của trang')).toHaveCount(0);
});

test('a business switched in another tab: this tab sends nothing more for the previous one, says so, and opens the current one', async ({
    page,
    context,
}) => {
    await signIn(page, 'owner', { at: '/partner/list' });
    await expect(page.getByTestId('header-business-name')).toHaveText('HTX Cà phê Cầu Đất');
    const other = await context.newPage();
    await other.goto('/dashboard');
    await other.getByRole('button', { name: 'Đổi chủ thể' }).click();
    await other.getByRole('menuitem', { name: /Công ty TNHH Trà Tân Cương Xanh/ }).click();
    await expect(other.getByTestId('header-business-name')).toHaveText('Công ty TNHH Trà Tân Cương Xanh');

    const dialog = page.getByRole('dialog', { name: 'Chủ thể đã thay đổi' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('vừa được đổi ở một thẻ khác');
    // The list behind the dialog is not reloaded with the new business's tokens.
    const sent: string[] = [];
    page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) sent.push(request.url());
    });
    await page.bringToFront();
    await expect(dialog).toBeVisible();
    expect(sent).toEqual([]);
    await dialog.getByRole('button', { name: 'Mở chủ thể hiện tại' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('header-business-name')).toHaveText('Công ty TNHH Trà Tân Cương Xanh');
});
