import { expect, test, mock, signIn } from './support';

test.describe('sign-in and redirects', () => {
    test('an anonymous visitor is sent to /home from console pages, and sees Not Found on unknown ones', async ({
        page,
    }) => {
        await page.goto('/dashboard');
        await expect(page).toHaveURL(/\/home$/);
        await expect(page.getByRole('heading', { name: 'Xác thực số' })).toBeVisible();
        await page.goto('/partner');
        await expect(page).toHaveURL(/\/home$/);
        await page.goto('/report-issue');
        await expect(page).toHaveURL(/\/home$/);
        await page.goto('/no-such-page');
        await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
        await expect(page).toHaveTitle('Xác thực số');
    });

    test('the owner signs in through SSO and reaches the console shell in Vietnamese', async ({ page }) => {
        await signIn(page, 'owner', { sso: true });
        await expect(page.getByTestId('header-business-name')).toHaveText('HTX Cà phê Cầu Đất');
        await expect(page.getByText('Xin chào, Trần Minh Khoa')).toBeVisible();
        await expect(page.getByRole('menu', { name: 'Quản lý' })).toBeVisible();
        await expect(page.getByRole('menu', { name: 'Truy xuất' })).toBeVisible();
        await expect(page).toHaveTitle(/Tổng quan \| Xác thực số/);
        const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
        expect(favicon).toContain('data:image/svg+xml');
        // A signed-in user is sent away from /login.
        await page.goto('/login');
        await expect(page).toHaveURL(/\/dashboard$/);
        await expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    });

    for (const persona of ['user', 'observer'] as const) {
        test(`${persona}: no manage section, and its routes are refused`, async ({ page }) => {
            await signIn(page, persona);
            await expect(page.getByRole('menu', { name: 'Truy xuất' })).toBeVisible();
            await expect(page.getByRole('menu', { name: 'Quản lý' })).toHaveCount(0);
            for (const path of [
                '/partner',
                '/shop/add',
                '/biz-user',
                '/invitaion/list',
                '/biz-location/list',
                '/biz',
            ]) {
                await page.goto(path);
                await expect(page.getByRole('heading', { name: 'Không có quyền truy cập' })).toBeVisible();
            }
        });
    }

    test('the newcomer (no profile) is sent to /no-biz/create-profile', async ({ page }) => {
        await signIn(page, 'newcomer', /\/no-biz\/create-profile$/);
        await expect(page.getByRole('heading', { name: 'Tạo hồ sơ cá nhân' })).toBeVisible();
        await page.goto('/dashboard');
        await expect(page).toHaveURL(/\/no-biz\/create-profile$/);
        await page.goto('/product/list');
        await expect(page).toHaveURL(/\/no-biz\/create-profile$/);
    });

    test('a locked user sees a page that says so and can sign out', async ({ page }) => {
        await signIn(page, 'locked', /\/account-status$/);
        await expect(page.getByRole('heading', { name: 'Tài khoản đã bị khóa' })).toBeVisible();
        await page.getByRole('button', { name: 'Đăng xuất' }).first().click();
        await expect(page).toHaveURL(/\/home$/);
    });

    test('the SSO callback refuses a wrong or missing state', async ({ page }) => {
        await page.goto('/sso/callback?code=abc&state=forged');
        await expect(page.getByRole('alert')).toContainText('state không khớp');
        await page.goto('/sso/callback?code=abc');
        await expect(page.getByRole('alert')).toContainText('state không khớp');
        expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    });

    test('a sign-in that cannot start says why in an alert, downloaded with the click', async ({ page }) => {
        await page.goto('/login');
        await mock.fail(page, 'ssoGetAuthUrl', 'http500');
        await page.getByRole('button', { name: 'Đăng nhập bằng tài khoản XTS' }).click();
        const alert = page.getByRole('alert').filter({ hasText: 'Không thể bắt đầu đăng nhập' });
        await expect(alert).toContainText('Máy chủ đang gặp sự cố');
        // MUI's Alert, as before it left the first download: not the words alone.
        await expect(alert).toHaveClass(/MuiAlert-colorError/);
        await expect(page.getByRole('button', { name: 'Đăng nhập bằng tài khoản XTS' })).toBeEnabled();
    });
});

test.describe('invitations', () => {
    test('the banner counts pending invitations and the ones from today', async ({ page }) => {
        await signIn(page, 'owner');
        const banner = page.getByTestId('invitation-banner');
        await expect(banner).toContainText('Bạn đang có 2 lời mời liên kết');
        await expect(banner).toContainText('Hôm nay có 1 lời mời mới');
    });

    test('accepting asks first, then reloads into the console with the new business', async ({ page }) => {
        await signIn(page, 'owner');
        await page.getByTestId('invitation-banner').getByRole('button', { name: 'Xem lời mời' }).click();
        const dialog = page.getByRole('dialog', { name: 'Lời mời liên kết' });
        await dialog.getByRole('button', { name: 'Chấp nhận Công ty CP Gạo ST25 Sông Hậu' }).click();
        const confirm = page.getByRole('dialog', { name: 'XÁC NHẬN' });
        await expect(confirm).toContainText(
            'chấp nhận liên kết với doanh nghiệp Công ty CP Gạo ST25 Sông Hậu',
        );
        await confirm.getByRole('button', { name: 'Chấp nhận', exact: true }).click();
        await expect(page.getByTestId('invitation-banner')).toContainText('Bạn đang có 1 lời mời liên kết');
        await page.getByRole('button', { name: 'Tài khoản' }).click();
        await page.getByRole('menuitem', { name: 'Chủ thể liên kết' }).click();
        await expect(page.getByRole('dialog', { name: 'Chủ thể liên kết' })).toContainText(
            'Công ty CP Gạo ST25 Sông Hậu',
        );
    });

    test('rejecting removes the invitation; a server error shows its message in the LỖI dialog', async ({
        page,
    }) => {
        await signIn(page, 'owner');
        await page.getByRole('button', { name: 'Xem lời mời' }).click();
        await mock.fail(page, 'myInvitationReject', 'envelope', { message: 'Lời mời đã hết hạn' });
        await page.getByRole('button', { name: 'Từ chối HTX Sầu riêng Krông Pắc' }).click();
        await page
            .getByRole('dialog', { name: 'XÁC NHẬN' })
            .getByRole('button', { name: 'Từ chối', exact: true })
            .click();
        const error = page.getByRole('dialog', { name: 'LỖI' });
        await expect(error).toContainText('Lời mời đã hết hạn');
        await error.getByRole('button', { name: 'Đóng' }).click();
        await page.getByRole('button', { name: 'Từ chối HTX Sầu riêng Krông Pắc' }).click();
        await page
            .getByRole('dialog', { name: 'XÁC NHẬN' })
            .getByRole('button', { name: 'Từ chối', exact: true })
            .click();
        await expect(page.getByTestId('invitation-banner')).toContainText('Bạn đang có 1 lời mời liên kết');
        await expect(page.getByTestId('invitation-banner')).not.toContainText('Hôm nay');
    });
});

test.describe('business switching and sign-out', () => {
    test('the sidebar popover switches business with a reload at /dashboard', async ({ page }) => {
        await signIn(page, 'owner');
        await page.getByRole('button', { name: 'Đổi chủ thể' }).click();
        await page.getByRole('menuitem', { name: /Công ty TNHH Trà Tân Cương Xanh/ }).click();
        await expect(page.getByTestId('header-business-name')).toHaveText('Công ty TNHH Trà Tân Cương Xanh');
        await expect(page).toHaveURL(/\/dashboard$/);
        // Linked as a plain user in the honey cooperative: the manage section disappears.
        await page.getByRole('button', { name: 'Đổi chủ thể' }).click();
        await page.getByRole('menuitem', { name: /HTX Mật ong Mộc Châu/ }).click();
        await expect(page.getByTestId('header-business-name')).toHaveText('HTX Mật ong Mộc Châu');
        await expect(page.getByRole('menu', { name: 'Quản lý' })).toHaveCount(0);
    });

    test("a list's search is kept for its person in its business, and not carried into another", async ({
        page,
    }) => {
        await signIn(page, 'owner', { at: '/partner' });
        const search = page.getByPlaceholder('Tìm theo tên, mã số thuế, điện thoại');
        const found = page.getByRole('cell', { name: 'Công ty CP Chế biến Cà phê Đà Lạt' });
        await search.fill('Đà Lạt');
        await expect(page).toHaveURL(/filter=/);
        await expect(found).toBeVisible();
        // Back to the list later in the same business: the search is where it was left.
        const menu = page.getByRole('navigation', { name: 'Menu chính' });
        await menu.getByRole('menuitem', { name: 'Tổng quan' }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
        await menu.getByRole('menuitem', { name: 'Đối tác' }).click();
        await expect(search).toHaveValue('Đà Lạt');
        await expect(found).toBeVisible();
        await page.getByRole('button', { name: 'Đổi chủ thể' }).click();
        await page.getByRole('menuitem', { name: /Công ty TNHH Trà Tân Cương Xanh/ }).click();
        await expect(page.getByTestId('header-business-name')).toHaveText('Công ty TNHH Trà Tân Cương Xanh');
        await menu.getByRole('menuitem', { name: 'Đối tác' }).click();
        // The tea company's own partners, unfiltered.
        await expect(page.getByRole('cell', { name: 'Công ty TNHH Bao bì Thái Nguyên' })).toBeVisible();
        await expect(search).toHaveValue('');
        await expect(page).not.toHaveURL(/filter=/);
    });

    test('a failed switch from the owned list shows "Đổi chủ thể không thành công"', async ({ page }) => {
        await signIn(page, 'owner');
        await page.getByRole('button', { name: 'Tài khoản' }).click();
        await page.getByRole('menuitem', { name: 'Chủ thể sở hữu' }).click();
        await mock.fail(page, 'changeBusiness', 'http500');
        await page
            .getByRole('dialog', { name: 'Chủ thể sở hữu' })
            .getByRole('button', { name: /^Công ty TNHH Trà Tân Cương Xanh/ })
            .click();
        await expect(page.getByRole('dialog', { name: 'LỖI' })).toContainText('Đổi chủ thể không thành công');
        await expect(page.getByTestId('header-business-name')).toHaveText('HTX Cà phê Cầu Đất');
    });

    test('the owned and linked lists are filtered by role', async ({ page }) => {
        await signIn(page, 'user');
        await page.getByRole('button', { name: 'Tài khoản' }).click();
        await page.getByRole('menuitem', { name: 'Chủ thể sở hữu' }).click();
        await expect(page.getByRole('dialog', { name: 'Chủ thể sở hữu' })).toContainText(
            'Bạn chưa sở hữu chủ thể nào',
        );
        await page.getByRole('button', { name: 'Đóng' }).click();
        await page.getByRole('button', { name: 'Tài khoản' }).click();
        await page.getByRole('menuitem', { name: 'Chủ thể liên kết' }).click();
        await expect(page.getByRole('dialog', { name: 'Chủ thể liên kết' })).toContainText(
            'HTX Cà phê Cầu Đất',
        );
    });

    test('sign-out clears tokens and persisted state, and signs out the other tabs', async ({
        page,
        context,
    }) => {
        await signIn(page, 'owner');
        const other = await context.newPage();
        await other.goto('/dashboard');
        await expect(other.getByTestId('header-business-name')).toHaveText('HTX Cà phê Cầu Đất');
        expect(await page.evaluate(() => localStorage.getItem('root'))).toContain('Trần Minh Khoa');
        await page.getByRole('button', { name: 'Tài khoản' }).click();
        await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
        await expect(page).toHaveURL(/\/home$/);
        const stored = await page.evaluate(() => [
            localStorage.getItem('access_token'),
            localStorage.getItem('refresh_token'),
            localStorage.getItem('root'),
        ]);
        expect(stored).toEqual([null, null, null]);
        // The other tab did not ask: it says why it left the console.
        await expect(other).toHaveURL(/\/home\?session=ended$/);
        await expect(other.getByRole('alert')).toContainText('Phiên đăng nhập đã kết thúc');
    });
});

test('the locale switch shows the console in English', async ({ page }) => {
    await signIn(page, 'owner');
    await page.getByRole('button', { name: 'Ngôn ngữ' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('menu', { name: 'Administration' })).toBeVisible();
    await expect(page.getByText('Hello, Trần Minh Khoa')).toBeVisible();
});

test.describe('mock service worker', () => {
    test('quick page changes register the worker once: its script is fetched once and no update fails', async ({
        page,
    }) => {
        const fetched: string[] = [];
        page.context().on('request', (request) => {
            if (new URL(request.url()).pathname === '/mockServiceWorker.js') fetched.push(request.url());
        });
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(error.message));
        page.on('console', (message) => {
            if (/ServiceWorker|mockServiceWorker/i.test(message.text())) problems.push(message.text());
        });
        await page.goto('/home');
        await expect(page.getByRole('heading', { name: 'Xác thực số' })).toBeVisible();
        // Page loads one after another, each before the previous one finished starting.
        for (const path of ['/login', '/home', '/login', '/home', '/login', '/home'])
            await page.goto(path, { waitUntil: 'commit' });
        await expect(page.getByRole('heading', { name: 'Xác thực số' })).toBeVisible();
        await page.reload();
        await expect(page.getByRole('heading', { name: 'Xác thực số' })).toBeVisible();
        expect(problems).toEqual([]);
        expect(fetched).toHaveLength(1);
    });
});
