import { expect, test, mock, pickOption, registerBusiness, requestsTo, signIn } from './support';

const COUNT = /^\d[\d.]*$/;

test.describe('dashboard', () => {
    test('an owner sees every widget, each with data, from one call', async ({ page }) => {
        await signIn(page, 'owner');
        // The sign-in's own dashboard answer must be in before counting, or it is counted as the reload's.
        await expect(page.locator('[data-dashboard="ready"]')).toBeVisible();
        const calls = requestsTo(page, 'dashboard');
        await page.reload();
        await expect(page.locator('[data-dashboard="ready"]')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: 'Xin chào, Trần Minh Khoa' })).toBeVisible();
        for (const resource of ['products', 'diaries', 'partners', 'shops']) {
            await expect(page.getByTestId(`dashboard-count-${resource}`).getByText(COUNT)).toBeVisible();
        }
        for (const title of [
            'Tem theo trạng thái',
            'Kích hoạt và bán lẻ trong 30 ngày',
            'Lượt quét của người tiêu dùng theo tỉnh, thành',
            'Thao tác tem gần đây',
            'Lời mời đang chờ phản hồi',
        ]) {
            await expect(page.getByRole('region', { name: title })).toBeVisible();
        }
        // The coffee cooperative has sent an invitation nobody has answered yet.
        await expect(
            page
                .getByRole('region', { name: 'Lời mời đang chờ phản hồi' })
                .getByRole('link', { name: /0901000004/ }),
        ).toBeVisible();
        expect(calls).toHaveLength(1);
    });

    test('the figures lead to their lists and back', async ({ page }) => {
        await signIn(page, 'owner');
        await page.getByTestId('dashboard-count-partners').getByRole('link').click();
        await expect(page).toHaveURL(/\/partner$/);
        await page.goBack();
        await expect(page).toHaveURL(/\/dashboard$/);
        await page
            .getByRole('region', { name: 'Lời mời đang chờ phản hồi' })
            .getByRole('link', { name: 'Xem tất cả' })
            .click();
        await expect(page).toHaveURL(/\/invitaion\/list$/);
    });

    for (const persona of ['user', 'observer'] as const) {
        test(`a ${persona} sees the trace figures and nothing of the manage section`, async ({ page }) => {
            await signIn(page, persona);
            await expect(page.locator('[data-dashboard="ready"]')).toBeVisible();
            await expect(page.getByTestId('dashboard-count-products').getByText(COUNT)).toBeVisible();
            await expect(page.getByTestId('dashboard-count-diaries').getByText(COUNT)).toBeVisible();
            await expect(page.getByRole('region', { name: 'Tem theo trạng thái' })).toBeVisible();
            await expect(page.getByTestId('dashboard-count-partners')).toHaveCount(0);
            await expect(page.getByTestId('dashboard-count-shops')).toHaveCount(0);
            await expect(page.getByRole('region', { name: 'Lời mời đang chờ phản hồi' })).toHaveCount(0);
            // Users operate stamps from the quick actions; observers only read.
            const quick = page.getByRole('navigation', { name: 'Thao tác nhanh' });
            if (persona === 'observer') {
                await expect(quick).toHaveCount(0);
                await expect(page.getByRole('link', { name: 'Thêm mới', exact: true })).toHaveCount(0);
            } else {
                await quick.getByRole('link', { name: 'Kích hoạt tem' }).click();
                await expect(page).toHaveURL(/\/stamp-activation\/add$/);
            }
        });
    }

    test('a new business sees each widget empty with what to do next, and the figures follow what it records', async ({
        page,
    }) => {
        await signIn(page, 'owner');
        await registerBusiness(page, 'HTX Mắc ca Đam Rông', '5808881238', '0901000123');
        await expect(page.locator('[data-dashboard="ready"]')).toBeVisible();
        for (const resource of ['products', 'diaries', 'partners', 'shops']) {
            await expect(
                page.getByTestId(`dashboard-count-${resource}`).getByText('0', { exact: true }),
            ).toBeVisible();
        }
        for (const [title, empty] of [
            ['Tem theo trạng thái', 'Chưa có tem nào. Hãy bắt đầu bằng một đợt in tem.'],
            [
                'Kích hoạt và bán lẻ trong 30 ngày',
                'Chưa có tem nào được kích hoạt hay bán lẻ trong 30 ngày qua.',
            ],
            ['Lượt quét của người tiêu dùng theo tỉnh, thành', 'Chưa có lượt quét nào của người tiêu dùng.'],
            ['Thao tác tem gần đây', 'Chưa có thao tác tem nào.'],
            ['Lời mời đang chờ phản hồi', 'Không có lời mời nào đang chờ phản hồi.'],
        ]) {
            await expect(page.getByRole('region', { name: title })).toContainText(empty);
        }
        // What to do next: the stamps widget leads to printing the first batch.
        await expect(
            page
                .getByRole('region', { name: 'Tem theo trạng thái' })
                .getByRole('link', { name: 'In tem', exact: true }),
        ).toHaveAttribute('href', '/stamp-generator/add');

        // A product recorded in the new business is counted on the next visit.
        await page.goto('/product/add');
        await page.getByLabel('Tên sản phẩm *').fill('Hạt mắc ca sấy nứt vỏ 500 g');
        await page.getByLabel('Mã sản phẩm *').fill('MC-500');
        await pickOption(page, 'Nhóm sản phẩm *', 'Sản phẩm chế biến');
        await page.getByLabel('Đơn vị tính *').fill('túi');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page).toHaveURL(/\/product\/detail\/\d+$/);
        await page.getByRole('menuitem', { name: 'Tổng quan' }).click();
        await expect(
            page.getByTestId('dashboard-count-products').getByText('1', { exact: true }),
        ).toBeVisible();
        await expect(
            page.getByTestId('dashboard-count-diaries').getByText('0', { exact: true }),
        ).toBeVisible();
    });

    test('a failing dashboard says why in Vietnamese and recovers on retry', async ({ page }) => {
        await signIn(page, 'owner');
        await expect(page.locator('[data-dashboard="ready"]')).toBeVisible();
        // The server fails until told otherwise: the console also tries again by itself (the
        // connection's back-off), so a fixed number of failures would leave the message on screen
        // for an unknown time.
        await mock.fail(page, 'dashboard', 'http500', { count: -1 });
        await page.reload();
        const alert = page.getByRole('alert').filter({ hasText: 'Không tải được dữ liệu tổng quan' });
        await expect(alert).toBeVisible();
        await expect(alert).toContainText(/Máy chủ đang gặp sự cố/);
        // After "Thử lại" the dashboard is asked for again (by the click, or by the console's own
        // back-off, whichever comes first); the server still fails, and the page still says why.
        const asked = requestsTo(page, 'dashboard');
        await alert.getByRole('button', { name: 'Thử lại' }).click();
        await expect.poll(() => asked.length).toBeGreaterThan(0);
        await expect(alert).toContainText(/Máy chủ đang gặp sự cố/);
        // The server recovers: so does the page, with no reload.
        await mock.clear(page);
        await expect(page.locator('[data-dashboard="ready"]')).toBeVisible();
        await expect(page.getByTestId('dashboard-count-products').getByText(COUNT)).toBeVisible();
    });

    test('a refresh that fails keeps the figures on screen and says so', async ({ page }) => {
        await signIn(page, 'owner');
        await expect(page.getByTestId('dashboard-count-products').getByText(COUNT)).toBeVisible();
        // Until told otherwise (the console tries again by itself, and would recover out of sight).
        await mock.fail(page, 'dashboard', 'network', { count: -1 });
        await page.getByRole('button', { name: 'Làm mới' }).click();
        const notice = page.getByRole('alert').filter({ hasText: 'Không làm mới được dữ liệu tổng quan' });
        await expect(notice).toBeVisible();
        await expect(page.getByTestId('dashboard-count-products').getByText(COUNT)).toBeVisible();
        // The connection comes back: the notice leaves by itself and the figures stay.
        await mock.clear(page);
        await expect(notice).toBeHidden();
        await expect(page.getByTestId('dashboard-count-products').getByText(COUNT)).toBeVisible();
    });

    test('each widget shows a skeleton while the answer is on its way', async ({ page }) => {
        await signIn(page, 'owner');
        await mock.latency(page, 1500);
        await page.reload();
        await expect(page.locator('[data-dashboard="loading"]')).toBeVisible();
        await expect(
            page.getByRole('region', { name: 'Tem theo trạng thái' }).locator('.MuiSkeleton-root').first(),
        ).toBeVisible();
        await expect(page.locator('[data-dashboard="ready"]')).toBeVisible();
        await expect(
            page.getByRole('region', { name: 'Tem theo trạng thái' }).locator('.MuiSkeleton-root'),
        ).toHaveCount(0);
    });
});
