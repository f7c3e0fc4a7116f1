import { expect, test, pickOption, signIn, registerBusiness } from './support';

test.describe('administration (owner)', () => {
    test('partner: create with validation, see it in the list, edit, detail', async ({ page }) => {
        await signIn(page, 'owner', { at: '/partner' });
        await expect(page.getByRole('cell', { name: 'Công ty CP Chế biến Cà phê Đà Lạt' })).toBeVisible();
        await page.getByRole('link', { name: 'Thêm mới' }).click();
        await expect(page).toHaveURL(/\/partner\/add$/);
        await page.getByLabel('Tên đối tác *').fill('HTX Dịch vụ Nông nghiệp Lạc Dương');
        await pickOption(page, 'Loại đối tác *', 'Nhà cung cấp');
        await page.getByLabel('Mã số thuế').fill('12345');
        await page.getByLabel('Số điện thoại *').fill('0263123');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(
            page.getByText(
                'Mã số thuế gồm 10 chữ số (doanh nghiệp), 13 chữ số dạng 0123456789-001 (đơn vị phụ thuộc) hoặc 12 chữ số (số định danh cá nhân của cá nhân, hộ kinh doanh)',
            ),
        ).toBeVisible();
        await expect(
            page.getByText(
                'Số điện thoại không hợp lệ (di động 10 số, cố định 11 số, bắt đầu bằng 0 hoặc +84)',
            ),
        ).toBeVisible();
        // What was typed is still there after the refusal.
        await expect(page.getByLabel('Tên đối tác *')).toHaveValue('HTX Dịch vụ Nông nghiệp Lạc Dương');
        // Ten digits, one of them mistyped: the check digit gives it away.
        await page.getByLabel('Mã số thuế').fill('5809998887');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(
            page.getByText(
                'Mã số thuế doanh nghiệp 10 số: chữ số kiểm tra (chữ số thứ 10) sai, hãy xem lại từng chữ số',
            ),
        ).toBeVisible();
        await page.getByLabel('Mã số thuế').fill('5809998888');
        await page.getByLabel('Số điện thoại *').fill('0263 3821 999');
        await page.getByLabel('Tỉnh/Thành phố').fill('Lâm Đồng');
        await page.getByRole('option', { name: 'Tỉnh Lâm Đồng' }).click();
        await page.getByLabel('Phường/Xã').fill('Lạc Dương');
        await page.getByRole('option', { name: 'Xã Lạc Dương' }).click();
        await page.getByLabel('Địa chỉ (số nhà, đường, thôn/ấp)').fill('Thôn Đưng K’Nớ');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page).toHaveURL(/\/partner\/detail\/\d+$/);
        await expect(page.getByText('Thôn Đưng K’Nớ, Xã Lạc Dương, Tỉnh Lâm Đồng')).toBeVisible();
        await page.getByRole('link', { name: 'Sửa' }).click();
        await expect(page).toHaveURL(/\/partner\/edit\/\d+$/);
        await page.getByLabel('Người liên hệ').fill('K’Sor Hơ Nia');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page).toHaveURL(/\/partner\/detail\/\d+$/);
        await expect(page.getByText('K’Sor Hơ Nia')).toBeVisible();
        await page.goto('/partner');
        await page.getByPlaceholder('Tìm theo tên, mã số thuế, điện thoại').fill('lac duong');
        await expect(page.getByRole('cell', { name: 'HTX Dịch vụ Nông nghiệp Lạc Dương' })).toBeVisible();
        await expect(page.getByRole('cell', { name: 'Công ty CP Chế biến Cà phê Đà Lạt' })).toHaveCount(0);
    });

    test('sales point and growing location: create and find them', async ({ page }) => {
        await signIn(page, 'owner', { at: '/shop/add' });
        await page.getByLabel('Tên điểm bán *').fill('Cửa hàng Cầu Đất Farm – Quận 1');
        await pickOption(page, 'Loại điểm bán *', 'Cửa hàng');
        await page.getByLabel('Tỉnh/Thành phố').fill('Hồ Chí Minh');
        await page.getByRole('option', { name: 'Thành phố Hồ Chí Minh' }).click();
        await page.getByLabel('Phường/Xã').fill('Bến Thành');
        await page.getByRole('option', { name: 'Phường Bến Thành' }).click();
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page).toHaveURL(/\/shop\/detail\/\d+$/);
        await page.goto('/shop');
        await expect(page.getByRole('cell', { name: 'Cửa hàng Cầu Đất Farm – Quận 1' })).toBeVisible();

        await page.goto('/biz-location/list');
        // list-active: 3 active seeded locations, 12.5 + 8.2 + 1.1 ha.
        await expect(page.getByTestId('active-locations-summary')).toHaveText(
            '3 vùng trồng đang hoạt động, tổng diện tích 21,8 ha',
        );
        await page.goto('/biz-location/add');
        await page.getByLabel('Tên vùng trồng *').fill('Vùng Arabica Cầu Đất C');
        await page.getByLabel('Cây trồng, vật nuôi *').fill('Cà phê Arabica');
        // Typed the Vietnamese way: "3,5" is three and a half hectares, shown as it will be saved.
        await page.getByLabel('Diện tích (ha)').fill('3,5');
        await expect(page.getByText('= 3,5 ha')).toBeVisible();
        await pickOption(page, 'Tiêu chuẩn canh tác *', 'VietGAP');
        await page.getByLabel('Tỉnh/Thành phố').fill('Lâm');
        await page.getByRole('option', { name: 'Tỉnh Lâm Đồng' }).click();
        await page.getByLabel('Phường/Xã').fill('Xuân Trường');
        await page.getByRole('option', { name: 'Phường Xuân Trường - Đà Lạt' }).click();
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page).toHaveURL(/\/biz-location\/detail\/\d+$/);
        await expect(page.getByText('3,5', { exact: true })).toBeVisible();
        await page.getByRole('link', { name: 'Sửa' }).click();
        await expect(page).toHaveURL(/\/biz-location\/update\/\d+$/);
        await expect(page.getByLabel('Tên vùng trồng *')).toHaveValue('Vùng Arabica Cầu Đất C');
    });

    test('sales point: edit from the detail page, stop and resume it with confirmation, filter the list', async ({
        page,
    }) => {
        await signIn(page, 'owner', { at: '/shop' });
        await page.getByRole('cell', { name: 'Đại lý Cà phê Phố Cổ' }).click();
        await expect(page).toHaveURL(/\/shop\/detail\/\d+$/);
        await expect(page.getByRole('heading', { name: 'Đại lý Cà phê Phố Cổ' })).toBeVisible();
        await page.getByRole('link', { name: 'Sửa' }).click();
        await expect(page).toHaveURL(/\/shop\/update\/\d+$/);
        await page.getByLabel('Giờ mở cửa').fill('7:00 – 21:00 hằng ngày');
        await page.getByLabel('Số điện thoại').fill('12345');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(
            page.getByText(
                'Số điện thoại không hợp lệ (di động 10 số, cố định 11 số, bắt đầu bằng 0 hoặc +84)',
            ),
        ).toBeVisible();
        await page.getByLabel('Số điện thoại').fill('024 3828 1000');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page).toHaveURL(/\/shop\/detail\/\d+$/);
        await expect(page.getByText('7:00 – 21:00 hằng ngày')).toBeVisible();
        await expect(page.getByText('02438281000')).toBeVisible();

        // Stopping asks first; cancelling changes nothing.
        await page.getByRole('button', { name: 'Ngừng hoạt động' }).click();
        const confirm = page.getByRole('dialog', { name: 'XÁC NHẬN' });
        await expect(confirm).toContainText('Ngừng hoạt động “Đại lý Cà phê Phố Cổ”?');
        await confirm.getByRole('button', { name: 'Quay lại' }).click();
        await expect(page.getByText('Đang hoạt động', { exact: true })).toBeVisible();
        await page.getByRole('button', { name: 'Ngừng hoạt động' }).click();
        await confirm.getByRole('button', { name: 'Ngừng hoạt động', exact: true }).click();
        await expect(page.getByRole('button', { name: 'Tiếp tục hoạt động' })).toBeVisible();
        await expect(
            page.locator('#main-content').getByText('Ngừng hoạt động', { exact: true }),
        ).toBeVisible();

        // The list's status filter finds it among the stopped sales points.
        await page.getByRole('link', { name: 'Về danh sách' }).click();
        await expect(page).toHaveURL(/\/shop(\?.*)?$/);
        await page.getByRole('button', { name: 'Thêm bộ lọc' }).click();
        await page.getByRole('menuitemcheckbox', { name: 'Trạng thái' }).click();
        await pickOption(page, 'Trạng thái', 'Ngừng hoạt động');
        await expect(page.getByRole('cell', { name: 'Đại lý Cà phê Phố Cổ' })).toBeVisible();
        await expect(page.getByRole('cell', { name: 'Quầy chợ Đà Lạt' })).toBeVisible();
        await expect(page.getByRole('cell', { name: 'Siêu thị Nông sản Xanh Bến Thành' })).toHaveCount(0);

        // Resuming it works the same way.
        await page.getByRole('cell', { name: 'Đại lý Cà phê Phố Cổ' }).click();
        await page.getByRole('button', { name: 'Tiếp tục hoạt động' }).click();
        await page
            .getByRole('dialog', { name: 'XÁC NHẬN' })
            .getByRole('button', { name: 'Tiếp tục hoạt động', exact: true })
            .click();
        await expect(page.getByRole('button', { name: 'Ngừng hoạt động' })).toBeVisible();
    });

    test('a sales point whose name is taken: the server’s message shows on the field, the form keeps what was typed', async ({
        page,
    }) => {
        await signIn(page, 'owner', { at: '/shop/add' });
        await page.getByLabel('Tên điểm bán *').fill('đại lý cà phê phố cổ');
        await pickOption(page, 'Loại điểm bán *', 'Đại lý');
        await page.getByLabel('Giờ mở cửa').fill('8:00 – 20:00');
        await page.getByLabel('Tỉnh/Thành phố').fill('Hà Nội');
        await page.getByRole('option', { name: 'Thành phố Hà Nội' }).click();
        await page.getByLabel('Phường/Xã').fill('Hoàn Kiếm');
        await page.getByRole('option', { name: 'Phường Hoàn Kiếm' }).click();
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page.getByText('Tên này đã được dùng trong chủ thể')).toBeVisible();
        await expect(page).toHaveURL(/\/shop\/add$/);
        await expect(page.getByLabel('Giờ mở cửa')).toHaveValue('8:00 – 20:00');
        await page.getByLabel('Tên điểm bán *').fill('Đại lý Cà phê Phố Cổ 2');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page).toHaveURL(/\/shop\/detail\/\d+$/);
        await expect(page.getByRole('heading', { name: 'Đại lý Cà phê Phố Cổ 2' })).toBeVisible();
    });

    test('CSV export of sent invitations: Vietnamese headers and values, readable by spreadsheets', async ({
        page,
    }) => {
        await signIn(page, 'owner', { at: '/invitaion/list' });
        await expect(page.getByRole('cell', { name: '0909123456' })).toBeVisible();
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Xuất' }).click();
        const file = await download;
        expect(file.suggestedFilename()).toMatch(/^invitations-\d{4}-\d{2}-\d{2}\.csv$/);
        const text = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
        expect(text.startsWith('\ufeff"Mã lời mời","Số điện thoại","Email","Vai trò","Trạng thái"')).toBe(
            true,
        );
        expect(text).toContain('"0909123456","","Người dùng","Chờ trả lời","Trần Minh Khoa"');
    });

    test('business users: lock and unlock, change role, each confirmed first', async ({ page }) => {
        await signIn(page, 'owner', { at: '/biz-user' });
        await page.getByRole('cell', { name: 'Lê Thị Hoa' }).click();
        await expect(page).toHaveURL(/\/biz-user\/detail\/2$/);
        await page.getByRole('button', { name: 'Khóa' }).click();
        const confirm = page.getByRole('dialog', { name: 'XÁC NHẬN' });
        await expect(confirm).toContainText('Khóa tài khoản của Lê Thị Hoa');
        await confirm.getByRole('button', { name: 'Quay lại' }).click();
        await expect(page.getByText('Đang hoạt động')).toBeVisible();
        await page.getByRole('button', { name: 'Khóa' }).click();
        await confirm.getByRole('button', { name: 'Khóa', exact: true }).click();
        await expect(page.getByText('Đã khóa', { exact: true })).toBeVisible();
        await page.getByRole('button', { name: 'Mở khóa' }).click();
        await page
            .getByRole('dialog', { name: 'XÁC NHẬN' })
            .getByRole('button', { name: 'Mở khóa', exact: true })
            .click();
        await expect(page.getByText('Đang hoạt động')).toBeVisible();
        await pickOption(page, 'Vai trò mới', 'Người xem');
        await page.getByRole('button', { name: 'Đổi vai trò' }).click();
        await expect(page.getByRole('dialog', { name: 'XÁC NHẬN' })).toContainText(
            'Đổi vai trò của Lê Thị Hoa thành Người xem',
        );
        await page
            .getByRole('dialog', { name: 'XÁC NHẬN' })
            .getByRole('button', { name: 'Đổi vai trò', exact: true })
            .click();
        await expect(page.locator('.RaSimpleShowLayout-stack')).toContainText('Người xem');
        // The owner is not offered actions on themself.
        await page.goto('/biz-user/detail/1');
        await expect(page.getByText('Bạn không thể tự khóa hay tự đổi vai trò của mình.')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Khóa' })).toHaveCount(0);
    });

    test('invite by phone, the invitee accepts it from the banner; another invitation is cancelled', async ({
        page,
        browser,
    }) => {
        // Inviting is offered where the members are.
        await signIn(page, 'owner', { at: '/biz-user' });
        await page.getByRole('button', { name: 'Mời người dùng' }).click();
        const dialog = page.getByRole('dialog', { name: 'Mời người dùng vào chủ thể' });
        await dialog.getByRole('button', { name: 'Gửi lời mời' }).click();
        await expect(dialog.getByText('Nhập số điện thoại hoặc email', { exact: true })).toBeVisible();
        // The observer already belongs to this business: the server says so on the phone field, in
        // the form (no second dialog), and the form keeps the number.
        const phone = dialog.getByRole('textbox', { name: 'Số điện thoại' });
        await phone.fill('0901000003');
        await dialog.getByRole('button', { name: 'Gửi lời mời' }).click();
        await expect(phone).toHaveAccessibleDescription(/Người này đã là thành viên của chủ thể/);
        await expect(page.getByRole('dialog', { name: 'LỖI' })).toHaveCount(0);
        await expect(phone).toHaveValue('0901000003');
        await dialog.getByRole('button', { name: 'Quay lại' }).click();
        // A pending invitation to the same number is refused on the field too.
        await page.goto('/invitaion/list');
        await page.getByRole('button', { name: 'Mời người dùng' }).click();
        await phone.fill('0909123456');
        await dialog.getByRole('button', { name: 'Gửi lời mời' }).click();
        await expect(phone).toHaveAccessibleDescription(/Đã có một lời mời đang chờ trả lời/);
        await expect(page.getByRole('dialog', { name: 'LỖI' })).toHaveCount(0);
        await dialog.getByRole('button', { name: 'Quay lại' }).click();
        // Cancel the seeded pending invitation to 0909123456.
        await page.getByRole('cell', { name: '0909123456' }).click();
        await page.getByRole('button', { name: 'Hủy lời mời' }).click();
        await page
            .getByRole('dialog', { name: 'XÁC NHẬN' })
            .getByRole('button', { name: 'Hủy lời mời', exact: true })
            .click();
        await expect(page.getByText('Đã hủy', { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Hủy lời mời' })).toHaveCount(0);
        // From the tea company, invite the user persona (0901000002), who is not a member there.
        await page.getByRole('button', { name: 'Đổi chủ thể' }).click();
        await page.getByRole('menuitem', { name: /Công ty TNHH Trà Tân Cương Xanh/ }).click();
        await expect(page.getByTestId('header-business-name')).toHaveText('Công ty TNHH Trà Tân Cương Xanh', {
            timeout: 30_000,
        });
        await page.goto('/invitaion/list');
        await page.getByRole('button', { name: 'Mời người dùng' }).click();
        await dialog.getByLabel('Số điện thoại').fill('0901000002');
        await dialog.getByRole('button', { name: 'Gửi lời mời' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(page.getByRole('cell', { name: '0901000002' })).toBeVisible();
        // The invitee sees and accepts it after signing in, in a browser of their own (same mock data).
        const mockDb = await page.evaluate(() => localStorage.getItem('xts_mock_db'));
        const context = await browser.newContext();
        await context.addInitScript((db) => {
            if (!localStorage.getItem('xts_mock_db')) localStorage.setItem('xts_mock_db', db as string);
        }, mockDb);
        const invitee = await context.newPage();
        await signIn(invitee, 'user');
        await expect(invitee.getByTestId('invitation-banner')).toContainText(
            'Bạn đang có 1 lời mời liên kết',
        );
        await invitee.getByRole('button', { name: 'Xem lời mời' }).click();
        await invitee.getByRole('button', { name: 'Chấp nhận Công ty TNHH Trà Tân Cương Xanh' }).click();
        await invitee
            .getByRole('dialog', { name: 'XÁC NHẬN' })
            .getByRole('button', { name: 'Chấp nhận', exact: true })
            .click();
        await expect(invitee.getByTestId('invitation-banner')).toHaveCount(0);
        await invitee.getByRole('button', { name: 'Đổi chủ thể' }).click();
        await expect(
            invitee.getByRole('menuitem', { name: /Công ty TNHH Trà Tân Cương Xanh/ }),
        ).toBeVisible();
        await context.close();
    });

    test('business details and update; registering a new business switches to it', async ({ page }) => {
        await signIn(page, 'owner', { at: '/biz' });
        await expect(page.getByRole('heading', { name: 'HTX Cà phê Cầu Đất' })).toBeVisible();
        await page.getByRole('link', { name: 'Cập nhật thông tin' }).click();
        await page.getByLabel('Người đại diện').fill('Trần Minh Khoa');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page).toHaveURL(/\/biz\/detail$/);
        await expect(
            page.locator('#main-content').getByText('Trần Minh Khoa', { exact: true }),
        ).toBeVisible();

        await registerBusiness(page, 'HTX Bơ sáp Lâm Hà', '5807654320', '0901234567');
    });
});

test.describe('the first business', () => {
    test('a user left without a business registers one from the no-business area and becomes its owner', async ({
        page,
        browser,
    }) => {
        // The owner locks Lê Thị Hoa in her only business.
        await signIn(page, 'owner', { at: '/biz-user/detail/2' });
        await page.getByRole('button', { name: 'Khóa' }).click();
        await page
            .getByRole('dialog', { name: 'XÁC NHẬN' })
            .getByRole('button', { name: 'Khóa', exact: true })
            .click();
        await expect(page.getByText('Đã khóa', { exact: true })).toBeVisible();
        const mockDb = await page.evaluate(() => localStorage.getItem('xts_mock_db'));
        const context = await browser.newContext();
        await context.addInitScript((db) => {
            if (!localStorage.getItem('xts_mock_db')) localStorage.setItem('xts_mock_db', db as string);
        }, mockDb);
        const hoa = await context.newPage();
        await signIn(hoa, 'user', /\/no-biz$/);
        await expect(hoa.getByRole('heading', { name: 'Bạn chưa có chủ thể nào' })).toBeVisible();
        await hoa.getByRole('link', { name: 'Đăng ký chủ thể' }).click();
        await expect(hoa).toHaveURL(/\/biz\/create$/);
        // A simple frame: no sidebar, no business switcher.
        await expect(hoa.getByRole('button', { name: 'Đổi chủ thể' })).toHaveCount(0);
        await hoa.getByLabel('Tên chủ thể *').fill('Hộ kinh doanh Mật ong Hoa Rừng');
        await hoa.getByRole('button', { name: 'Đăng ký chủ thể' }).click();
        await expect(hoa.getByText('Bắt buộc').first()).toBeVisible();
        await hoa.getByLabel('Mã số thuế *').fill('5801234577');
        await hoa.getByLabel('Số điện thoại *').fill('0901000002');
        await hoa.getByLabel('Tỉnh/Thành phố').fill('Lâm');
        await hoa.getByRole('option', { name: 'Tỉnh Lâm Đồng' }).click();
        await hoa.getByLabel('Phường/Xã').fill('Lâm Viên');
        await hoa.getByRole('option', { name: 'Phường Lâm Viên - Đà Lạt' }).click();
        await hoa.getByRole('button', { name: 'Đăng ký chủ thể' }).click();
        // The tax code belongs to HTX Cà phê Cầu Đất: the server says so on the field, nothing typed is lost.
        await expect(hoa.getByText('Mã số thuế này đã được một chủ thể khác đăng ký')).toBeVisible();
        // Said on the field only: no error dialog over the form.
        await expect(hoa.getByRole('dialog')).toHaveCount(0);
        await expect(hoa.getByLabel('Tên chủ thể *')).toHaveValue('Hộ kinh doanh Mật ong Hoa Rừng');
        await hoa.getByLabel('Mã số thuế *').fill('5809990007');
        await hoa.getByRole('button', { name: 'Đăng ký chủ thể' }).click();
        await expect(hoa).toHaveURL(/\/dashboard$/);
        await expect(hoa.getByTestId('header-business-name')).toHaveText('Hộ kinh doanh Mật ong Hoa Rừng');
        // She owns it: the manage section is hers.
        await expect(
            hoa.getByRole('navigation', { name: 'Menu chính' }).getByRole('menuitem', { name: 'Đối tác' }),
        ).toBeVisible();
        await context.close();
    });
});

test.describe('administration is the owner’s alone', () => {
    test('a user gets the forbidden page on every manage route, and the mock answers 403', async ({
        page,
    }) => {
        await signIn(page, 'user');
        for (const path of [
            '/partner/add',
            '/partner/detail/1',
            '/shop/update/1',
            '/biz-user/detail/1',
            '/biz/update',
        ]) {
            await page.goto(path);
            await expect(page.getByRole('heading', { name: 'Không có quyền truy cập' })).toBeVisible();
        }
        const status = await page.evaluate(async () => {
            const response = await fetch('/api/biz-partner/list', {
                headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` },
            });
            return [response.status, (await response.json()).message];
        });
        expect(status).toEqual([403, 'Bạn không có quyền thực hiện thao tác này']);
    });

    test('an observer sees no manage section and is refused the lists, the invitations and the business pages', async ({
        page,
    }) => {
        await signIn(page, 'observer');
        const menu = page.getByRole('navigation', { name: 'Menu chính' });
        await expect(menu.getByRole('menuitem', { name: 'Sản phẩm' })).toBeVisible();
        await expect(menu.getByRole('menu', { name: 'Quản lý' })).toHaveCount(0);
        await expect(menu.getByRole('menuitem', { name: 'Đối tác' })).toHaveCount(0);
        await expect(menu.getByRole('menuitem', { name: 'Lời mời đã gửi' })).toHaveCount(0);
        for (const path of [
            '/partner',
            '/shop',
            '/biz-location/list',
            '/biz-user',
            '/invitaion/list',
            '/biz',
        ]) {
            await page.goto(path);
            await expect(page.getByRole('heading', { name: 'Không có quyền truy cập' })).toBeVisible();
        }
        const statuses = await page.evaluate(async () => {
            const headers = {
                Authorization: `Bearer ${localStorage.getItem('access_token')}`,
                'Content-Type': 'application/json',
            };
            const invite = await fetch('/api/invitation', {
                method: 'POST',
                headers,
                body: JSON.stringify({ phone: '0912345678', role: 2 }),
            });
            const lock = await fetch('/api/biz-user/lock/2', { method: 'POST', headers });
            const update = await fetch('/api/business/update', {
                method: 'POST',
                headers,
                body: JSON.stringify({ name: 'X' }),
            });
            return [invite.status, lock.status, update.status];
        });
        expect(statuses).toEqual([403, 403, 403]);
    });
});
