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
        // Every call answers 2 s late, and the page's calls follow one another (session, business,
        // profile, provinces): with the machine busy, the options may take most of a minute. The
        // field opens to typing with them, and shows the profile's province a moment later.
        await expect(province).toHaveValue('Tỉnh Lâm Đồng', { timeout: 60_000 });
        await province.fill('Hà');
        await expect(page.getByRole('option', { name: 'Thành phố Hà Nội' })).toBeVisible({ timeout: 60_000 });
        // Every answer is in: the provinces, the wards of the profile's province, the profile itself.
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        await expect(name).toHaveValue('Trần Minh Khoa (HTX)');
        await expect(province).toHaveValue('Hà');
        await mock.latency(page, 0);
    });
});
