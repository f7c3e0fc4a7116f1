import { expect, test, mock, pickOption, registerBusiness, signIn } from './support';

test.describe('account', () => {
    test('an affiliate link shows the campaign to a visitor, and the owner accepts it once after confirming', async ({
        page,
    }) => {
        await page.goto('/aff/KHONGCO');
        await expect(
            page.getByText('Mã giới thiệu không hợp lệ hoặc chương trình đã kết thúc.'),
        ).toBeVisible();

        await page.goto('/aff/NONGSANVIET2026');
        await expect(
            page.getByRole('heading', { name: 'Chương trình truy xuất nguồn gốc cho hợp tác xã' }),
        ).toBeVisible();
        await expect(page.getByText('Ưu đãi: Giảm 20% phí tem trong 12 tháng đầu')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Đăng nhập để tham gia' })).toHaveAttribute(
            'href',
            '/login',
        );
        expect(await page.evaluate(() => localStorage.getItem('xts.affiliate_code'))).toBe('NONGSANVIET2026');

        await signIn(page, 'owner', { at: '/affiliate-confirm/NONGSANVIET2026' });
        await expect(
            page.getByText('Chủ thể HTX Cà phê Cầu Đất có tham gia chương trình này không?'),
        ).toBeVisible();
        await page.getByRole('button', { name: 'Đồng ý tham gia' }).click();
        const confirm = page.getByRole('dialog', { name: 'XÁC NHẬN' });
        await expect(confirm).toContainText('Chương trình truy xuất nguồn gốc cho hợp tác xã');
        await confirm.getByRole('button', { name: 'Đồng ý tham gia', exact: true }).click();
        await expect(page.getByRole('dialog', { name: 'THÀNH CÔNG' })).toContainText(
            'đã tham gia chương trình',
        );
        expect(await page.evaluate(() => localStorage.getItem('xts.affiliate_code'))).toBeNull();

        // A second decision is refused by the server, and says why.
        await page.goto('/affiliate-confirm/NONGSANVIET2026');
        await page.getByRole('button', { name: 'Từ chối' }).click();
        await page
            .getByRole('dialog', { name: 'XÁC NHẬN' })
            .getByRole('button', { name: 'Từ chối', exact: true })
            .click();
        await expect(page.getByRole('dialog', { name: 'LỖI' })).toContainText(
            'Chủ thể đã đồng ý tham gia chương trình này',
        );
    });

    test('a referral code opened before signing in is offered to the owner in the console until decided or dismissed', async ({
        page,
    }) => {
        await page.goto('/aff/NONGSANVIET2026');
        await page.getByRole('link', { name: 'Đăng nhập để tham gia' }).click();
        await page.getByTestId('persona-owner').click();
        await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
        const banner = page.getByTestId('affiliate-banner');
        await expect(banner).toContainText('Bạn đã mở chương trình giới thiệu NONGSANVIET2026');
        await banner.getByRole('link', { name: 'Xem chương trình' }).click();
        await expect(page).toHaveURL(/\/affiliate-confirm\/NONGSANVIET2026$/);
        await expect(
            page.getByText('Chủ thể HTX Cà phê Cầu Đất có tham gia chương trình này không?'),
        ).toBeVisible();
        await expect(banner).toHaveCount(0);
        // Not decided yet: the reminder is back on the other pages, until the owner dismisses it.
        await page.goBack();
        await expect(banner).toBeVisible();
        await banner.getByRole('button', { name: 'Bỏ qua' }).click();
        await expect(banner).toHaveCount(0);
        await page.reload();
        await expect(page.getByTestId('header-business-name')).toBeVisible();
        await expect(banner).toHaveCount(0);
        expect(await page.evaluate(() => localStorage.getItem('xts.affiliate_code'))).toBeNull();
    });

    test('an observer reports an issue: rules first, a failed send keeps the text, the retry gives a ticket', async ({
        page,
    }) => {
        await signIn(page, 'observer', { at: '/report-issue' });
        await page.getByRole('button', { name: 'Gửi báo cáo' }).click();
        await expect(page.getByText('Mô tả ít nhất 10 ký tự để chúng tôi hiểu vấn đề')).toBeVisible();

        await pickOption(page, 'Loại vấn đề', 'Tem và mã');
        const text = 'Không mở được tệp in của đợt tem 1.000 tem';
        await page.getByLabel('Mô tả').fill(text);
        await page.getByLabel('Trang gặp vấn đề').fill('/stamp-generator/list');
        await mock.fail(page, 'reportIssue', 'http500', { count: 1 });
        await page.getByRole('button', { name: 'Gửi báo cáo' }).click();
        const error = page.getByRole('dialog', { name: 'LỖI' });
        await expect(error).toBeVisible();
        await error.getByRole('button').click();
        await expect(page.getByLabel('Mô tả')).toHaveValue(text);

        await page.getByRole('button', { name: 'Gửi báo cáo' }).click();
        await expect(page.getByRole('dialog', { name: 'THÀNH CÔNG' })).toContainText(
            /Đã gửi báo cáo XTS-\d{6}/,
        );
    });

    test('sign-in methods: the last one cannot be deleted, a password follows the rules shown while typing', async ({
        page,
    }) => {
        await signIn(page, 'user', { at: '/credential-setting' });
        const methods = page.getByRole('list', { name: 'Các cách đăng nhập của bạn' });
        await expect(methods.getByRole('button', { name: 'Xóa' })).toBeDisabled();
        await expect(page.getByText('Đây là cách đăng nhập duy nhất của bạn')).toBeVisible();

        const rules = page.getByRole('list', { name: 'Yêu cầu của mật khẩu' });
        await page.getByLabel('Mật khẩu mới').fill('caphe');
        await expect(rules.getByRole('listitem').filter({ hasText: 'Có chữ thường' })).toContainText(
            'Đã đạt',
        );
        await expect(rules.getByRole('listitem').filter({ hasText: 'Có chữ hoa' })).toContainText('Chưa đạt');
        await page.getByLabel('Mật khẩu mới').fill('Caphe2026');
        await page.getByLabel('Nhập lại mật khẩu').fill('Caphe2025');
        await page.getByRole('button', { name: 'Lưu mật khẩu' }).click();
        await expect(page.getByText('Mật khẩu nhập lại không khớp')).toBeVisible();
        await page.getByLabel('Nhập lại mật khẩu').fill('Caphe2026');
        await page.getByRole('button', { name: 'Lưu mật khẩu' }).click();
        await expect(page.getByRole('dialog', { name: 'THÀNH CÔNG' })).toContainText('Đã đặt mật khẩu');
        await page.getByRole('dialog', { name: 'THÀNH CÔNG' }).getByRole('button').click();

        // Two methods now: the SSO one can go, after confirming; then the password is the last one.
        await expect(methods.getByRole('listitem')).toHaveCount(2);
        await methods
            .getByRole('listitem')
            .filter({ hasText: 'SSO' })
            .getByRole('button', { name: 'Xóa' })
            .click();
        await page
            .getByRole('dialog', { name: 'XÁC NHẬN' })
            .getByRole('button', { name: 'Xóa cách đăng nhập này', exact: true })
            .click();
        const done = page.getByRole('dialog', { name: 'THÀNH CÔNG' });
        await expect(done).toContainText('Đã xóa cách đăng nhập');
        await done.getByRole('button').click();
        await expect(methods.getByRole('listitem')).toHaveCount(1);
        await expect(methods).toContainText('Mật khẩu');
        await expect(methods.getByRole('button', { name: 'Xóa' })).toBeDisabled();
    });

    test('a newcomer creates a profile, reaches the no-business page and registers a business', async ({
        page,
    }) => {
        await signIn(page, 'newcomer', /\/no-biz\/create-profile$/);
        await expect(page.getByRole('heading', { name: 'Tạo hồ sơ cá nhân' })).toBeVisible();
        await expect(page.getByLabel('Số điện thoại *')).toHaveValue('0901000004');
        await page.getByLabel('Ngày sinh').fill('01/01/2099');
        await page.getByRole('button', { name: 'Tạo hồ sơ' }).click();
        await expect(page.getByText('Bắt buộc')).toBeVisible();
        await expect(page.getByText('Ngày sinh không hợp lệ')).toBeVisible();
        await page.getByLabel('Họ và tên *').fill('Ngô Thanh Tâm');
        await page.getByLabel('Ngày sinh').fill('20/05/1994');
        // A failed save keeps everything typed; the retry creates the profile.
        await mock.fail(page, 'createProfile', 'network');
        await page.getByRole('button', { name: 'Tạo hồ sơ' }).click();
        const error = page.getByRole('dialog', { name: 'LỖI' });
        await expect(error).toBeVisible();
        await error.getByRole('button').click();
        await expect(page.getByLabel('Họ và tên *')).toHaveValue('Ngô Thanh Tâm');
        await page.getByRole('button', { name: 'Tạo hồ sơ' }).click();

        await expect(page).toHaveURL(/\/no-biz$/);
        await expect(page.getByRole('heading', { name: 'Bạn chưa có chủ thể nào' })).toBeVisible();
        await expect(page.getByText('HTX Cà phê Cầu Đất')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Đăng ký chủ thể' })).toHaveAttribute(
            'href',
            '/biz/create',
        );
        await registerBusiness(page, 'Hộ kinh doanh Rau sạch Thanh Tâm', '5809990078', '0901000004');
    });

    test('the profile page shows the person, and an update with a new avatar is saved', async ({ page }) => {
        await signIn(page, 'user');
        await page.getByRole('button', { name: 'Tài khoản' }).click();
        await page.getByRole('menuitem', { name: 'Hồ sơ cá nhân' }).click();
        await expect(page.getByRole('heading', { name: 'Lê Thị Hoa' })).toBeVisible();
        await expect(page.getByText('hoa.le@example.vn')).toBeVisible();
        await page.getByRole('link', { name: 'Cập nhật hồ sơ' }).click();
        await expect(page).toHaveURL(/\/profile\/update$/);

        await page.getByLabel('Họ và tên *').fill('Lê Thị Hoa Mai');
        await page.getByLabel('Số điện thoại *').fill('12345');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page.getByText('Số điện thoại không hợp lệ')).toBeVisible();
        await page.getByLabel('Số điện thoại *').fill('0901000002');
        // A picture that is not an image is refused before anything is sent.
        const picker = page.locator('input[type="file"]');
        await picker.setInputFiles({
            name: 'ghi-chu.txt',
            mimeType: 'text/plain',
            buffer: Buffer.from('khong phai anh'),
        });
        await expect(page.getByText(/ghi-chu\.txt/)).toBeVisible();
        const png = Buffer.from(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
            'base64',
        );
        await picker.setInputFiles({ name: 'chan-dung.png', mimeType: 'image/png', buffer: png });
        // The mock keeps a picture only when the update carries an image file.
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page).toHaveURL(/\/profile\/detail$/);
        await expect(page.getByRole('heading', { name: 'Lê Thị Hoa Mai' })).toBeVisible();
        await expect(page.getByRole('img', { name: 'Ảnh đại diện của Lê Thị Hoa Mai' })).toBeVisible();
    });

    test('Zalo is linked through its page and the return page; a return without our state links nothing', async ({
        page,
    }) => {
        await signIn(page, 'observer', { at: '/credential-setting' });
        await page.getByRole('button', { name: 'Liên kết Zalo' }).click();
        await expect(page).toHaveURL(/\/mock-zalo\?state=/);
        await page.getByRole('button', { name: 'Không cho phép' }).click();
        await expect(page.getByRole('alert')).toContainText('Bạn đã không cho phép liên kết trên Zalo');
        await page.getByRole('link', { name: 'Về trang cách đăng nhập' }).click();

        await page.getByRole('button', { name: 'Liên kết Zalo' }).click();
        await page.getByRole('button', { name: 'Cho phép liên kết' }).click();
        await expect(page).toHaveURL(/\/credential-setting$/);
        await expect(page.getByText('Đã liên kết Zalo')).toBeVisible();
        const methods = page.getByRole('list', { name: 'Các cách đăng nhập của bạn' });
        await expect(methods.getByRole('listitem')).toHaveCount(2);
        await expect(methods).toContainText('Zalo · Zalo Phạm Quốc Bảo');
        await expect(page.getByRole('button', { name: 'Liên kết Zalo' })).toHaveCount(0);

        // Someone else's link (a state this browser did not send) is refused before any call.
        let added = 0;
        page.on('request', (request) => {
            if (request.url().includes('/api/credential/add-zalo')) added += 1;
        });
        await page.goto('/add-zalo-credential-callback?code=abc&state=khong-phai-cua-toi');
        await expect(page.getByRole('alert')).toContainText('state không khớp');
        expect(added).toBe(0);
    });

    test('the default business opens at sign-in; leaving asks first, the sole owner cannot leave', async ({
        page,
    }) => {
        await signIn(page, 'owner');
        await page.getByRole('button', { name: 'Tài khoản' }).click();
        await page.getByRole('menuitem', { name: 'Chủ thể sở hữu' }).click();
        const owned = page.getByRole('dialog', { name: 'Chủ thể sở hữu' });
        await expect(
            owned.getByRole('button', { name: 'Đặt HTX Cà phê Cầu Đất làm chủ thể mặc định' }),
        ).toHaveAttribute('aria-pressed', 'true');
        await owned
            .getByRole('button', { name: 'Đặt Công ty TNHH Trà Tân Cương Xanh làm chủ thể mặc định' })
            .click();
        await expect(
            page.getByText('Từ lần đăng nhập sau, Công ty TNHH Trà Tân Cương Xanh sẽ được mở đầu tiên'),
        ).toBeVisible();
        await expect(
            owned.getByRole('button', { name: 'Đặt Công ty TNHH Trà Tân Cương Xanh làm chủ thể mặc định' }),
        ).toHaveAttribute('aria-pressed', 'true');

        // The only owner of the coffee cooperative cannot leave it: the server says why.
        await owned.getByRole('button', { name: 'Rời chủ thể HTX Cà phê Cầu Đất' }).click();
        const confirm = page.getByRole('dialog', { name: 'XÁC NHẬN' });
        await expect(confirm).toContainText('chủ thể bạn đang làm việc');
        await confirm.getByRole('button', { name: 'Rời chủ thể' }).click();
        await expect(page.getByRole('dialog', { name: 'LỖI' })).toContainText('chủ sở hữu duy nhất');
        await page.getByRole('dialog', { name: 'LỖI' }).getByRole('button').click();
        await owned.getByRole('button', { name: 'Đóng' }).click();

        // Leaving the honey cooperative (linked as a user), after confirming.
        await page.getByRole('button', { name: 'Tài khoản' }).click();
        await page.getByRole('menuitem', { name: 'Chủ thể liên kết' }).click();
        const linked = page.getByRole('dialog', { name: 'Chủ thể liên kết' });
        await linked.getByRole('button', { name: 'Rời chủ thể HTX Mật ong Mộc Châu' }).click();
        await confirm.getByRole('button', { name: 'Quay lại' }).click();
        await expect(linked).toContainText('HTX Mật ong Mộc Châu');
        await linked.getByRole('button', { name: 'Rời chủ thể HTX Mật ong Mộc Châu' }).click();
        await confirm.getByRole('button', { name: 'Rời chủ thể' }).click();
        await expect(linked).toContainText('Bạn chưa liên kết chủ thể nào');
        await linked.getByRole('button', { name: 'Đóng' }).click();

        // Signed in again: the tea company opens first.
        await page.getByRole('button', { name: 'Tài khoản' }).click();
        await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
        await expect(page).toHaveURL(/\/home$/);
        await signIn(page, 'owner');
        await expect(page.getByTestId('header-business-name')).toHaveText('Công ty TNHH Trà Tân Cương Xanh');
    });

    test('a user who leaves their only business lands on the no-business page', async ({ page }) => {
        await signIn(page, 'user');
        await page.getByRole('button', { name: 'Tài khoản' }).click();
        await page.getByRole('menuitem', { name: 'Chủ thể liên kết' }).click();
        await page.getByRole('button', { name: 'Rời chủ thể HTX Cà phê Cầu Đất' }).click();
        await page
            .getByRole('dialog', { name: 'XÁC NHẬN' })
            .getByRole('button', { name: 'Rời chủ thể' })
            .click();
        await expect(page).toHaveURL(/\/no-biz$/);
        await expect(page.getByRole('heading', { name: 'Bạn chưa có chủ thể nào' })).toBeVisible();
    });

    test('the home page presents the product and the businesses moved from the previous system', async ({
        page,
    }) => {
        await page.goto('/home');
        await expect(page.getByRole('heading', { name: 'Quản lý tem' })).toBeVisible();
        const moved = page.getByRole('region', { name: 'Doanh nghiệp đã chuyển từ hệ thống cũ' });
        await expect(moved.getByRole('listitem').first()).toBeVisible();
        await page.getByRole('link', { name: 'Đăng nhập' }).click();
        await expect(page).toHaveURL(/\/login$/);
    });
});
