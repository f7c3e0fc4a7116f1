import { type Page } from '@playwright/test';
import { expect, test, pickOption, signIn } from './support';

/**
 * A day of work, one journey per role, typed the way Vietnamese users type, each ending on what
 * was saved as the console reads it back.
 */

const HOST = 'https://scan.xacthucso.vn';

/** Vietnam's date today as yyyy-mm-dd, and a moment at 06:30 of it (23:30 UTC of the day before). */
function vietnamMorning() {
    // The mock backend keeps real time: the page's clock is set to 06:30 of Vietnam's real today
    // (of yesterday, before 06:31), so the sale is never dated after the server's today.
    const now = Date.now();
    let day = new Date(now + 7 * 3_600_000).toISOString().slice(0, 10);
    if (now < Date.parse(`${day}T06:31:00+07:00`))
        day = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    return { day, at: new Date(`${day}T06:30:00+07:00`) };
}

/** A MUI select on a phone: tap it, tap the option. */
async function tapOption(page: Page, label: RegExp, option: string) {
    await page.getByRole('combobox', { name: label }).tap();
    await page.getByRole('option', { name: option }).tap();
}

test.describe('a day of work', () => {
    test('an owner sets up the business: a growing location of 3,5 ha, a product and a partner, as saved', async ({
        page,
    }) => {
        await signIn(page, 'owner', { at: '/biz-location/add' });
        await page.getByLabel('Tên vùng trồng *').fill('Vùng Robusta Đạ Sar');
        await page.getByLabel('Cây trồng, vật nuôi *').fill('Cà phê Robusta');
        await page.getByLabel('Diện tích (ha)').fill('3,5');
        await pickOption(page, 'Tiêu chuẩn canh tác *', 'VietGAP');
        await page.getByLabel('Tỉnh/Thành phố').fill('Lâm');
        await page.getByRole('option', { name: 'Tỉnh Lâm Đồng' }).click();
        await page.getByLabel('Phường/Xã').fill('Lạc Dương');
        await page.getByRole('option', { name: 'Xã Lạc Dương' }).click();
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page).toHaveURL(/\/biz-location\/detail\/\d+$/);
        await expect(page.getByText('3,5', { exact: true })).toBeVisible();
        // The list sums the saved area with the three seeded ones (21,8 ha).
        await page.goto('/biz-location/list');
        await expect(page.getByTestId('active-locations-summary')).toHaveText(
            '4 vùng trồng đang hoạt động, tổng diện tích 25,3 ha',
        );

        await page.goto('/product/add');
        await page.getByLabel('Tên sản phẩm *').fill('Cà phê Robusta Đạ Sar rang xay 250 g');
        await page.getByLabel('Mã sản phẩm *').fill('rb-ds-250');
        await pickOption(page, 'Nhóm sản phẩm *', 'Cà phê');
        await page.getByLabel('Đơn vị tính *').fill('gói');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page).toHaveURL(/\/product\/detail\/\d+$/);
        await expect(
            page.getByRole('heading', { name: 'Cà phê Robusta Đạ Sar rang xay 250 g' }),
        ).toBeVisible();
        await expect(page.getByText('RB-DS-250', { exact: true })).toBeVisible();

        await page.goto('/partner/add');
        await page.getByLabel('Tên đối tác *').fill('Công ty TNHH Rang xay Đạ Sar');
        await pickOption(page, 'Loại đối tác *', 'Nhà cung cấp');
        await page.getByLabel('Mã số thuế').fill('5801234577');
        await page.getByLabel('Số điện thoại *').fill('0912 345 678');
        await page.getByLabel('Tỉnh/Thành phố').fill('Lâm');
        await page.getByRole('option', { name: 'Tỉnh Lâm Đồng' }).click();
        await page.getByLabel('Phường/Xã').fill('Lạc Dương');
        await page.getByRole('option', { name: 'Xã Lạc Dương' }).click();
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page).toHaveURL(/\/partner\/detail\/\d+$/);
        await expect(page.getByText('5801234577')).toBeVisible();
        await page.goto('/partner');
        await page.getByPlaceholder('Tìm theo tên, mã số thuế, điện thoại').fill('da sar');
        await expect(page.getByRole('cell', { name: 'Công ty TNHH Rang xay Đạ Sar' })).toBeVisible();
    });
});

test.describe('a day of work on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('at 06:30 a staff member prints "1.000" stamps, scans two in, sells one dated today and traces it from its link', async ({
        page,
    }) => {
        const { day, at } = vietnamMorning();
        expect(at.toISOString().slice(0, 10)).not.toBe(day);
        await page.clock.install({ time: at });
        await signIn(page, 'user', { at: '/stamp-generator/add' });

        await tapOption(page, /Mẫu tem/, 'Tem nhãn túi cà phê 40 × 25 mm');
        await page.getByLabel(/Số lượng tem/).fill('1.000');
        await expect(
            page.getByText('Đợt in này sẽ nhận 1.000 serial: 0000017001 – 0000018000'),
        ).toBeVisible();
        await page.getByRole('button', { name: 'In 1.000 tem' }).tap();
        await page.getByRole('dialog').getByRole('button', { name: 'In 1.000 tem' }).tap();
        await expect(page.getByRole('heading', { name: /^Đợt in tem #\d+$/ })).toBeVisible();
        await expect(page.getByText('0000017001–0000018000')).toBeVisible();
        const codes = page.getByRole('table', { name: 'Mã của các tem đầu tiên' }).getByRole('row');
        const codeOf = async (row: number) =>
            (await codes.nth(row).getByRole('cell').nth(1).textContent())!.trim();
        const [first, second] = [await codeOf(1), await codeOf(2)];

        // Activate by scanning: the scanner types each QR's link and Enter; the second scan of a label is named.
        await page.goto('/stamp-activation/add');
        const scanner = page.getByLabel('Quét hoặc nhập mã tem');
        await scanner.tap();
        for (const code of [first, second, first]) {
            await page.keyboard.type(`${HOST}/${code}`, { delay: 5 });
            await page.keyboard.press('Enter');
        }
        await expect(page.getByText(`Mã ${first} đã có trong danh sách`)).toBeVisible();
        await expect(page.getByText('Đã quét: 2 mã')).toBeVisible();
        await tapOption(page, /Sản phẩm/, 'Cà phê Arabica Cầu Đất rang xay 500 g');
        await page.getByLabel(/Số lô/).fill('LÔ-0630');
        await page.getByRole('button', { name: 'Kiểm tra tem' }).tap();
        await expect(page.getByTestId('check-summary')).toContainText('Tất cả 2 tem đều hợp lệ');
        await page.getByRole('button', { name: 'Kích hoạt 2 tem' }).tap();
        await page.getByRole('dialog').getByRole('button', { name: 'Kích hoạt 2 tem' }).tap();
        await expect(page.getByRole('heading', { name: /^Lần kích hoạt #\d+$/ })).toBeVisible();
        await expect(page.getByText('LÔ-0630', { exact: true })).toBeVisible();

        // Sell one with the date the form offers: Vietnam's today, though UTC is still yesterday.
        await page.goto('/stamp-retail/add');
        // The date as the console writes it (dd/mm/yyyy), not the browser's own order.
        await expect(page.getByLabel(/Ngày bán/)).toHaveValue(day.split('-').reverse().join('/'));
        await page.getByLabel('Quét hoặc nhập mã tem').tap();
        await page.keyboard.type(`${HOST}/${second}`, { delay: 5 });
        await page.keyboard.press('Enter');
        await expect(page.getByText('Đã quét: 1 mã')).toBeVisible();
        await tapOption(page, /Điểm bán/, 'Cửa hàng HTX Cầu Đất – Đà Lạt');
        await page.getByRole('button', { name: 'Kiểm tra tem' }).tap();
        await expect(page.getByTestId('check-summary')).toContainText('Tất cả 1 tem đều hợp lệ');
        await page.getByRole('button', { name: 'Ghi nhận bán 1 tem' }).tap();
        await page.getByRole('dialog').getByRole('button', { name: 'Ghi nhận bán 1 tem' }).tap();
        await expect(page.getByRole('heading', { name: /^Lần bán lẻ #\d+$/ })).toBeVisible();
        await expect(page.getByText(day.split('-').reverse().join('/'), { exact: true })).toBeVisible();

        // Trace the sold stamp from its pasted QR link.
        await page.goto('/trace');
        await page.getByLabel('Mã tem hoặc serial').fill(`${HOST}/${second}`);
        await page.getByRole('button', { name: 'Tra cứu' }).tap();
        await expect(page.getByRole('heading', { name: 'Tem 0000017002' })).toBeVisible();
        await expect(page.getByText('Đã bán', { exact: true })).toBeVisible();
        const timeline = page.getByRole('list', { name: 'Hành trình của tem' }).getByRole('listitem');
        await expect(timeline).toHaveCount(3);
        await expect(timeline.nth(2)).toContainText('Bán lẻ');
    });
});

test.describe('a day of reading', () => {
    test('an observer reads the dashboard, a list, a detail page and a trace, and is offered no change', async ({
        page,
    }) => {
        await signIn(page, 'observer');
        await expect(page.locator('[data-dashboard="ready"]')).toBeVisible();
        await expect(page.getByRole('region', { name: 'Tem theo trạng thái' })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Thao tác nhanh' })).toHaveCount(0);
        // No link anywhere on the page (menu included) leads to a form that creates something.
        await expect(page.locator('a[href$="/add"]')).toHaveCount(0);

        await page.goto('/stamp-activation/list');
        const row = page
            .getByRole('row')
            .filter({ hasText: /\d{10}/ })
            .first();
        await expect(row).toBeVisible();
        await expect(page.getByRole('link', { name: 'Thêm mới' })).toHaveCount(0);
        await row.click();
        await expect(page.getByRole('heading', { name: /^Lần kích hoạt #\d+$/ })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Sửa' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: /^(Sửa|Xóa|Hủy|Kích hoạt)/ })).toHaveCount(0);

        await page.goto('/trace');
        await page.getByLabel('Mã tem hoặc serial').fill('0000000001');
        await page.getByRole('button', { name: 'Tra cứu' }).click();
        await expect(page.getByRole('heading', { name: 'Tem 0000000001' })).toBeVisible();
        await expect(
            page.getByRole('list', { name: 'Hành trình của tem' }).getByRole('listitem'),
        ).toHaveCount(3);
        await expect(page.locator('a[href$="/add"]')).toHaveCount(0);
    });
});
