import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test, mock, pdfContents, pickOption, signIn } from './support';

async function setRange(page: Page, from: string, to: string, row = 1) {
    await page.getByLabel(`Từ serial (dải ${row})`).fill(from);
    await page.getByLabel(`Đến serial (dải ${row})`).fill(to);
}

async function traceState(page: Page, code: string, state: string, events: string[]) {
    await page.goto(`/trace?code=${code}`);
    await expect(page.getByRole('heading', { name: /^Tem \d{10}$/ })).toBeVisible();
    await expect(page.getByText(state, { exact: true })).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Hành trình của tem' });
    await expect(timeline.getByRole('listitem')).toHaveCount(events.length);
    for (const [index, event] of events.entries())
        await expect(timeline.getByRole('listitem').nth(index)).toContainText(event);
}

/** Opens the batch's print file from its page, waits until it says `ready`, and downloads the PDF. */
async function printFilePdf(page: Page, ready: RegExp) {
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Mở tệp in' }).click();
    const popup = await popupPromise;
    await expect(popup.getByText(ready)).toBeVisible({ timeout: 120_000 });
    const downloadPromise = popup.waitForEvent('download');
    await popup.getByRole('link', { name: 'Tải tệp in PDF' }).click();
    const pdf = readFileSync((await (await downloadPromise).path())!);
    await popup.close();
    return pdf;
}

test('the whole lifecycle: print, open the print file, activate by range and code, sell, destroy, refusals, trace', async ({
    page,
}) => {
    test.setTimeout(300_000);
    await signIn(page, 'owner');

    // Print a batch: the form shows the serial range it will get.
    await page.goto('/stamp-generator/add');
    await pickOption(page, /Mẫu tem/, 'Tem nhãn túi cà phê 40 × 25 mm');
    await page.getByLabel(/Số lượng tem/).fill('1000');
    await expect(page.getByText('Đợt in này sẽ nhận 1.000 serial: 0000017001 – 0000018000')).toBeVisible();
    await page.getByRole('button', { name: 'In 1.000 tem' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'In 1.000 tem' }).click();
    await expect(page.getByRole('heading', { name: /^Đợt in tem #\d+$/ })).toBeVisible();
    await expect(page.getByText('0000017001–0000018000')).toBeVisible();
    const codes = page.getByRole('table', { name: 'Mã của các tem đầu tiên' }).getByRole('row');
    await expect(codes).toHaveCount(6);
    const codeOf = async (row: number) =>
        (await codes.nth(row).getByRole('cell').nth(1).textContent())!.trim();
    const [code1, code2, code3] = [await codeOf(1), await codeOf(2), await codeOf(3)];
    expect(code1).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);

    // Its print file: built in parts with progress, then a real PDF.
    const pdf = await printFilePdf(page, /Tệp in đã sẵn sàng: 25 trang A4, 1\.000 tem/);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Count 25');
    expect(pdfContents(pdf)).toContain('(CD-0000017001) Tj');
    await traceState(page, code1, 'Đã in, chưa kích hoạt', ['In tem']);

    // Activate part of it by range and by pasted codes.
    await page.goto('/stamp-activation/add');
    await setRange(page, '17006', '17100');
    await page
        .getByLabel('Dán mã tem hoặc dải serial')
        .fill(`${code1}\n${code2}\nhttps://scan.xacthucso.vn/${code3}\n`);
    await page.getByRole('button', { name: 'Thêm vào danh sách' }).click();
    await expect(page.getByText('3 mã tem', { exact: true })).toBeVisible();
    await expect(page.getByText('Tổng cộng: 98 tem')).toBeVisible();
    await pickOption(page, /Sản phẩm/, 'Cà phê Arabica Cầu Đất rang xay 500 g');
    await page.getByLabel(/Số lô/).fill('E2E-LOT-1');
    await page.getByRole('button', { name: 'Kiểm tra tem' }).click();
    await expect(page.getByTestId('check-summary')).toContainText('Tất cả 98 tem đều hợp lệ');
    await page.getByRole('button', { name: 'Kích hoạt 98 tem' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Kích hoạt 98 tem cho sản phẩm');
    await dialog.getByRole('button', { name: 'Kích hoạt 98 tem' }).click();
    await expect(page.getByRole('heading', { name: /^Lần kích hoạt #\d+$/ })).toBeVisible();
    await expect(page.getByText('E2E-LOT-1', { exact: true }).first()).toBeVisible();
    await traceState(page, code1, 'Đã kích hoạt', ['In tem', 'Kích hoạt']);

    // Selling a printed, not activated stamp is refused (the settings require activation); keep the valid ones.
    await page.goto('/stamp-retail/add');
    await expect(page.getByText('Tem phải được kích hoạt trước khi bán.')).toBeVisible();
    await setRange(page, '17001', '17050');
    await page.getByRole('button', { name: 'Kiểm tra tem' }).click();
    const summary = page.getByTestId('check-summary');
    await expect(summary).toContainText('48 tem hợp lệ, 2 tem không hợp lệ');
    await expect(summary).toContainText('Tem 0000017004–0000017005 chưa được kích hoạt');
    await page.getByRole('button', { name: 'Chỉ giữ 48 tem hợp lệ' }).click();
    await expect(page.getByText('Tổng cộng: 48 tem')).toBeVisible();
    // What was kept has just been checked: no second check is asked for.
    await expect(summary).toContainText('Tất cả 48 tem đều hợp lệ');
    await expect(page.getByRole('button', { name: 'Kiểm tra tem' })).toHaveCount(0);
    await pickOption(page, /Điểm bán/, 'Cửa hàng HTX Cầu Đất – Đà Lạt');
    await page.getByRole('button', { name: 'Ghi nhận bán 48 tem' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ghi nhận bán 48 tem' }).click();
    await expect(page.getByRole('heading', { name: /^Lần bán lẻ #\d+$/ })).toBeVisible();
    await traceState(page, code1, 'Đã bán', ['In tem', 'Kích hoạt', 'Bán lẻ']);

    // Destroy some: the confirmation says it is final and shows the count.
    await page.goto('/stamp-destroy/add');
    await setRange(page, '17001', '17002');
    await pickOption(page, /Lý do hủy/, 'Hư hỏng');
    await page.getByRole('button', { name: 'Kiểm tra tem' }).click();
    await expect(summary).toContainText('Tất cả 2 tem đều hợp lệ');
    await page.getByRole('button', { name: 'Hủy vĩnh viễn 2 tem' }).click();
    await expect(page.getByRole('dialog')).toContainText(
        'Hủy vĩnh viễn 2 tem (lý do: Hư hỏng)? Thao tác này không thể hoàn tác.',
    );
    // Both were sold: the buyers' consequence is named and must be acknowledged first.
    await expect(page.getByRole('dialog')).toContainText('Người mua sẽ thấy "Tem đã bị hủy"');
    await expect(
        page.getByRole('dialog').getByRole('button', { name: 'Hủy vĩnh viễn 2 tem' }),
    ).toBeDisabled();
    await page
        .getByRole('dialog')
        .getByRole('checkbox', { name: /vẫn hủy cả 2 tem đã bán/ })
        .check();
    await page.getByRole('dialog').getByRole('button', { name: 'Hủy vĩnh viễn 2 tem' }).click();
    await expect(page.getByRole('heading', { name: /^Lần hủy tem #\d+$/ })).toBeVisible();
    await traceState(page, code1, 'Đã hủy', ['In tem', 'Kích hoạt', 'Bán lẻ', 'Hủy tem']);
    await expect(page.getByText('Lý do: Hư hỏng')).toBeVisible();
    await expect(page.getByText('Tem đã bị hủy: không dùng để xác thực sản phẩm.')).toBeVisible();

    // Activating a destroyed stamp is refused, naming the serial.
    await page.goto('/stamp-activation/add');
    await page.getByRole('button', { name: 'Xóa hết và làm lại' }).click();
    await setRange(page, '0000017001', '');
    await page.getByRole('button', { name: 'Kiểm tra tem' }).click();
    await expect(summary).toContainText('Tem 0000017001 đã bị hủy');
    await expect(page.getByRole('button', { name: /^Kích hoạt \d+ tem$/ })).toHaveCount(0);

    // The lists show what happened, with their filters.
    await page.goto('/stamp-destroy/list');
    const ours = page.getByRole('row').filter({ hasText: '0000017001–0000017002' });
    await expect(ours).toContainText('Hư hỏng');
    await page.getByRole('button', { name: 'Thêm bộ lọc' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Lý do hủy' }).click();
    await pickOption(page, 'Lý do hủy', 'In lỗi');
    await expect(ours).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: 'In lỗi' })).toHaveCount(1);
});

test('client-side rules come before the check, and a failed operation keeps the whole form', async ({
    page,
}) => {
    await signIn(page, 'user', { at: '/stamp-destroy/add' });
    await setRange(page, '2000', '1000');
    await expect(page.getByText('Từ serial phải nhỏ hơn hoặc bằng đến serial')).toBeVisible();
    await setRange(page, '1', '100001');
    await expect(page.getByText('Mỗi thao tác tối đa 100.000 tem; bạn đang chọn 100.001 tem')).toBeVisible();
    await setRange(page, '16001', '16010');
    await page.getByRole('button', { name: 'Thêm dải serial' }).click();
    await setRange(page, '16005', '16020', 2);
    await expect(page.getByText('Trùng với dải 1')).toBeVisible();
    await page.getByRole('button', { name: 'Xóa dải 2' }).click();
    await pickOption(page, /Lý do hủy/, 'Lý do khác');
    await page.getByLabel(/Ghi chú, mô tả lý do/).fill('Nhãn bị ướt trong kho');
    await page.getByRole('button', { name: 'Kiểm tra tem' }).click();
    await expect(page.getByTestId('check-summary')).toContainText('Tất cả 10 tem đều hợp lệ');
    await mock.fail(page, 'destructionAdd', 'http500');
    await page.getByRole('button', { name: 'Hủy vĩnh viễn 10 tem' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hủy vĩnh viễn 10 tem' }).click();
    await expect(page.getByRole('dialog', { name: 'LỖI' })).toBeVisible();
    await page.getByRole('button', { name: 'Đóng' }).click();
    await expect(page.getByLabel('Từ serial (dải 1)')).toHaveValue('16001');
    await expect(page.getByLabel(/Ghi chú, mô tả lý do/)).toHaveValue('Nhãn bị ướt trong kho');
    // The server failed: the operation may have been carried out, so the check stays and pressing
    // again sends the same operation (its Idempotency-Key), carried out once.
    await page.getByRole('button', { name: 'Hủy vĩnh viễn 10 tem' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hủy vĩnh viễn 10 tem' }).click();
    await expect(page.getByRole('heading', { name: /^Lần hủy tem #\d+$/ })).toBeVisible();
});

test('an observer reads the stamp lists but sees no operation', async ({ page }) => {
    await signIn(page, 'observer', { at: '/stamp-generator/list' });
    await expect(page.getByText('0000007001–0000017000')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Thêm mới' })).toHaveCount(0);
    await page.getByText('0000007001–0000017000').click();
    await expect(page.getByRole('heading', { name: /^Đợt in tem #\d+$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mở tệp in' })).toHaveCount(0);
    for (const path of [
        '/stamp-generator/add',
        '/stamp-activation/add',
        '/stamp-retail/add',
        '/stamp-destroy/add',
    ]) {
        await page.goto(path);
        await expect(page.getByText('Không có quyền truy cập')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Kiểm tra tem' })).toHaveCount(0);
    }
    await page.goto('/trace?code=0000000001');
    await expect(page.getByRole('list', { name: 'Hành trình của tem' }).getByRole('listitem')).toHaveCount(3);
});

test('numbers as Vietnamese write them and Vietnam dates: a sale at 06:30 is dated today; "10.000" prints ten thousand stamps after a confirmation', async ({
    page,
}) => {
    test.setTimeout(180_000);
    // 06:30 in Vietnam is 23:30Z the day before: the UTC date is yesterday. The mock backend keeps real
    // time, so the page's clock is set to 06:30 of Vietnam's real today (of yesterday, before 06:31).
    const now = Date.now();
    let day = new Date(now + 7 * 3_600_000).toISOString().slice(0, 10);
    if (now < Date.parse(`${day}T06:31:00+07:00`))
        day = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const at = new Date(`${day}T06:30:00+07:00`);
    expect(at.toISOString().slice(0, 10)).not.toBe(day);
    await page.clock.install({ time: at });
    await signIn(page, 'owner', { at: '/stamp-retail/add' });

    const soldOn = page.getByLabel(/Ngày bán/);
    await expect(soldOn).toHaveValue(day.split('-').reverse().join('/'));
    await setRange(page, '1.501', '1505');
    await pickOption(page, /Điểm bán/, 'Cửa hàng HTX Cầu Đất – Đà Lạt');
    await page.getByRole('button', { name: 'Kiểm tra tem' }).click();
    await expect(page.getByTestId('check-summary')).toContainText('Tất cả 5 tem đều hợp lệ');
    await page.getByRole('button', { name: 'Ghi nhận bán 5 tem' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ghi nhận bán 5 tem' }).click();
    await expect(page.getByRole('heading', { name: /^Lần bán lẻ #\d+$/ })).toBeVisible();
    await expect(page.getByText(day.split('-').reverse().join('/'), { exact: true })).toBeVisible();

    // Print: ambiguous quantities are refused with the right form; "10.000" is ten thousand.
    await page.goto('/stamp-generator/add');
    await pickOption(page, /Mẫu tem/, 'Tem nhãn túi cà phê 40 × 25 mm');
    const quantity = page.getByLabel(/Số lượng tem/);
    await expect(quantity).toHaveAttribute('inputmode', 'numeric');
    await quantity.fill('1.5');
    await quantity.blur();
    await expect(
        page.getByText('Dấu chấm chỉ để ngăn cách hàng nghìn, mỗi nhóm đúng 3 chữ số. Viết như 10.000'),
    ).toBeVisible();
    await quantity.fill('1,5');
    await expect(page.getByText('Nhập số nguyên, không có phần thập phân. Viết như 10.000')).toBeVisible();
    await quantity.fill('10.000');
    await expect(page.getByText('= 10.000 tem')).toBeVisible();
    await expect(page.getByText('Đợt in này sẽ nhận 10.000 serial: 0000017001 – 0000027000')).toBeVisible();
    await page.getByRole('button', { name: 'In 10.000 tem' }).click();
    const dialog = page.getByRole('dialog', { name: 'In 10.000 tem?' });
    await expect(dialog).toContainText('Đợt in này sẽ in 10.000 tem, serial 0000017001 – 0000027000.');
    // Going back changes nothing; printing is the other, different button.
    await dialog.getByRole('button', { name: 'Quay lại' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(quantity).toHaveValue('10.000');
    await page.getByRole('button', { name: 'In 10.000 tem' }).click();
    await dialog.getByRole('button', { name: 'In 10.000 tem' }).click();
    await expect(page.getByRole('heading', { name: /^Đợt in tem #\d+$/ })).toBeVisible();
    await expect(page.getByText('0000017001–0000027000')).toBeVisible();
    await expect(page.getByText('10.000', { exact: true })).toBeVisible();

    // Its print file: one PDF whose QR codes the workers share (one per processor, up to one per
    // 2,000 stamps), every stamp in order.
    const pdf = await printFilePdf(page, /Tệp in đã sẵn sàng: 250 trang A4, 10\.000 tem/);
    expect(pdf.toString('latin1')).toContain('/Count 250');
    const contents = pdfContents(pdf);
    const serials = [...contents.matchAll(/\(CD-(\d{10})\) Tj/g)].map((match) => Number(match[1]));
    expect(serials).toHaveLength(10_000);
    expect(serials.every((serial, i) => serial === 17001 + i)).toBe(true);
});
