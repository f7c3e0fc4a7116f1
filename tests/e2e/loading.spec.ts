import { expect, test, mock, signIn } from './support';

/** What a user types while the page is still loading stays: no form is reset under their hands. */
test.describe('typing while the page loads', () => {
    test('the profile form waits for the current profile, and the province field for its options; what is typed then stays', async ({
        page,
    }) => {
        await signIn(page, 'owner', { at: '/profile/update' });
        await expect(page.getByLabel('Họ và tên *')).toHaveValue('Trần Minh Khoa');
        // The copy this device kept is out of date (the profile was changed elsewhere), and the server is slow.
        await page.evaluate(() => {
            const saved = JSON.parse(localStorage.getItem('root')!);
            saved.auth.me.name = 'Tên cũ trên máy này';
            localStorage.setItem('root', JSON.stringify(saved));
        });
        await mock.latency(page, 2000);
        await page.reload();
        const name = page.getByLabel('Họ và tên *');
        await name.fill('Trần Minh Khoa (HTX)');
        const province = page.getByRole('combobox', { name: 'Tỉnh/Thành phố' });
        await province.fill('Hà');
        // Every call answers 2 s late, one after another: the options may take several of them.
        await expect(page.getByRole('option', { name: 'Thành phố Hà Nội' })).toBeVisible({ timeout: 30_000 });
        // Every answer is in: the provinces, the wards of the profile's province, the profile itself.
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        await expect(name).toHaveValue('Trần Minh Khoa (HTX)');
        await expect(province).toHaveValue('Hà');
        await mock.latency(page, 0);
    });
});

test('a page whose code is still on its way keeps the previous page on screen, then replaces it', async ({
    page,
    context,
}) => {
    await signIn(page, 'owner');
    const dashboard = page.getByRole('heading', { level: 1, name: /^Xin chào/ });
    await expect(dashboard).toBeVisible();
    // The partner list's code is held on the way until the test lets it through (on the context: the
    // mock backend's service worker fetches what it does not answer itself).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await context.route(/\/assets\/PartnerList-[^/]+\.js$/, async (route) => {
        held = true;
        await released;
        await route.continue();
    });
    await page.getByRole('menuitem', { name: 'Đối tác', exact: true }).click();
    await expect(page).toHaveURL(/\/partner$/);
    await expect.poll(() => held).toBe(true);
    // No blank page while it downloads: the dashboard stays, whole and usable.
    await expect(dashboard).toBeVisible();
    await expect(page.getByTestId('dashboard-count-products')).toBeVisible();
    release();
    await expect(page.getByRole('columnheader', { name: 'Tên đối tác' })).toBeVisible();
    await expect(dashboard).toHaveCount(0);
});
