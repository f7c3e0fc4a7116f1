import { expect, test, signIn } from './support';

test.describe('suspicious scans', () => {
    test('a staff member goes from the dashboard alerts to a suspicious stamp and reads why on its timeline', async ({
        page,
    }) => {
        await signIn(page, 'user');
        const alerts = page.getByRole('region', { name: 'Tem nghi giả' });
        await expect(alerts.getByText(/^8 tem có lượt quét đáng ngờ/)).toBeVisible();
        // The map's figures are also a table.
        const map = page.getByRole('region', { name: 'Bản đồ lượt quét' });
        await map.getByRole('button', { name: 'Lượt quét đáng ngờ' }).click();
        await map.getByRole('button', { name: 'Xem dạng bảng' }).click();
        await expect(
            map
                .getByRole('table', { name: 'Lượt quét đáng ngờ theo tỉnh, thành' })
                .getByRole('row', { name: /Thành phố Hà Nội/ }),
        ).toBeVisible();

        await alerts.getByRole('link', { name: 'Xem danh sách tem nghi giả' }).click();
        await expect(page).toHaveURL(/\/stamp-suspicious\/list/);
        await page.getByRole('link', { name: '0000002101' }).click();

        await expect(page).toHaveURL(/\/trace\?code=/);
        const timeline = page.getByRole('list', { name: 'Hành trình của tem' });
        const second = timeline.getByTestId('trace-scan').filter({ hasText: 'lượt 2' });
        await expect(second.getByText('Đáng ngờ')).toBeVisible();
        await expect(second).toContainText('Thành phố Hà Nội');
        await expect(second.getByRole('list', { name: 'Vì sao đáng ngờ' })).toHaveText(
            'Quét ở hai nơi cách xa nhau trong thời gian ngắn: nơi quét cách nơi của một lượt quét trước hơn 500 km, trong vòng 24 giờ',
        );
        await expect(
            timeline.getByTestId('trace-scan').filter({ hasText: 'lượt 1' }).getByText('Đáng ngờ'),
        ).toHaveCount(0);
    });

    test('the owner allows more scans per stamp and the stamp scanned twelve times leaves the list', async ({
        page,
    }) => {
        await signIn(page, 'owner');
        await page.getByRole('menuitem', { name: 'Tem nghi giả' }).click();
        await expect(page.getByRole('link', { name: '0000001003' })).toBeVisible();
        await expect(page.getByRole('link', { name: '0000007505' })).toBeVisible();

        await page.getByRole('link', { name: 'Quy tắc phát hiện' }).click();
        const most = page.getByRole('textbox', { name: 'Số lượt quét tối đa' });
        await expect(most).toHaveValue('5');
        await most.fill('20');
        await page.getByRole('button', { name: 'Lưu quy tắc' }).click();
        await expect(page.getByText('Đã lưu quy tắc phát hiện')).toBeVisible();

        await page.getByRole('link', { name: 'Xem danh sách tem nghi giả' }).click();
        await expect(page.getByRole('link', { name: '0000007505' })).toBeVisible();
        await expect(page.getByRole('link', { name: '0000001003' })).toHaveCount(0);
    });
});
