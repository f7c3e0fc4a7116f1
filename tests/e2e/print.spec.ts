import { readFileSync } from 'node:fs';
import { expect, test, PNG, pdfContents, pickOption, signIn } from './support';

test('a round Digital Link template with a headline, a prefix and a background image: printed activated, the print page offers the PDF (with the image) and the codes CSV, a QR content of the CSV traces its stamp', async ({
    page,
}) => {
    test.setTimeout(180_000);
    await signIn(page, 'owner', { at: '/stamp-template/add' });

    // The template: round, 30 mm, a short Vietnamese headline, a serial prefix, GS1 Digital Link, a background image.
    await page.getByLabel('Tên mẫu tem *').fill('Tem tròn Digital Link 30 mm');
    await pickOption(page, /Hình dạng/, 'Tròn');
    await page.getByLabel('Chiều rộng (mm) *').fill('30');
    await page.getByLabel('Chiều cao (mm) *').fill('30');
    await page.getByLabel('QR cách mép trái (mm) *').fill('8,5');
    await page.getByLabel('QR cách mép trên (mm) *').fill('9,5');
    await page.getByLabel('Cạnh mã QR (mm) *').fill('13');
    await page.getByLabel('Tâm serial theo chiều ngang (mm) *').fill('15');
    await page.getByLabel('Tâm serial theo chiều dọc (mm) *').fill('24');
    await page.getByLabel('Tiền tố serial').fill('cd-');
    // The headline goes as high as the rim is wide enough for it: a longer one than the space above
    // the QR code can hold is refused before anything is saved.
    await page.getByLabel('Dòng chữ đầu tem').fill('Hợp tác xã Cà phê Cầu Đất');
    await expect(page.getByTestId('template-fit')).toContainText('chồng lên');
    await page.getByLabel('Dòng chữ đầu tem').fill('Cà phê Cầu Đất');
    await expect(page.getByTestId('template-fit')).toContainText('Các thành phần không chồng lên nhau');
    await pickOption(page, /Nội dung mã QR/, 'GS1 Digital Link (GTIN + mã tem)');
    await page
        .getByLabel('Tải ảnh nền')
        .setInputFiles({ name: 'nen-tem.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: 'Bỏ ảnh nền' })).toBeVisible();
    await page.getByRole('button', { name: 'Lưu' }).click();
    await expect(page).toHaveURL(/\/stamp-template\/detail\/\d+$/);

    // A small batch printed activated, for a product with a GTIN and a lot written the Vietnamese way.
    await page.goto('/stamp-generator/add');
    await pickOption(page, /Mẫu tem/, 'Tem tròn Digital Link 30 mm');
    await page.getByLabel(/Số lượng tem/).fill('3');
    await page.getByLabel('In sẵn đã kích hoạt (gắn sản phẩm và lô ngay khi in)').check();
    await pickOption(page, /Sản phẩm/, 'Cà phê Arabica Cầu Đất rang xay 500 g');
    await page.getByLabel(/Số lô/).fill('LÔ 3/2025');
    // GS1 cannot carry that lot in the QR code: the form says so and proposes a GS1 lot code beside it.
    await expect(page.getByText(/Số lô này có dấu, khoảng trắng hoặc quá 20 ký tự/)).toBeVisible();
    const gs1Lot = page.getByLabel(/Mã lô GS1/);
    await expect(gs1Lot).toHaveValue('LO-3/2025');
    // A code GS1 refuses is not printed.
    await gs1Lot.fill('LÔ3');
    await page.getByRole('button', { name: 'In 3 tem' }).click();
    await expect(page.getByText(/Mã lô GS1 chỉ gồm chữ Latinh không dấu/)).toBeVisible();
    await gs1Lot.fill('LO-3/2025');
    await page.getByRole('button', { name: 'In 3 tem' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'In 3 tem' }).click();
    await expect(page.getByRole('heading', { name: /^Đợt in tem #\d+$/ })).toBeVisible();

    // The print page offers both files and says which is which.
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Mở tệp in' }).click();
    const popup = await popupPromise;
    await expect(popup.getByText(/Tệp in đã sẵn sàng: 1 trang A4, 3 tem/)).toBeVisible({ timeout: 60_000 });
    await expect(
        popup.getByText(
            'Mã QR theo chuẩn GS1 Digital Link: GTIN 08938602100014, mã lô GS1 LO-3/2025 (số lô LÔ 3/2025), mã tem ở AI 21.',
        ),
    ).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'Tệp in PDF' })).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'Danh sách mã CSV' })).toBeVisible();
    await expect(popup.getByText(/Dành cho nhà in dùng bố cục riêng/)).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Tải tệp in PDF' })).toBeVisible();
    await expect(
        popup.getByText(
            'Ảnh nền của mẫu tem được in trong từng tem, phủ kín tem và theo đúng hình dạng tem.',
        ),
    ).toBeVisible();

    // The PDF embeds the background image once, as a JPEG every stamp draws.
    const pdfDownload = popup.waitForEvent('download');
    await popup.getByRole('link', { name: 'Tải tệp in PDF' }).click();
    const bytes = readFileSync((await (await pdfDownload).path())!);
    const pdf = bytes.toString('latin1');
    const contents = pdfContents(bytes);
    expect(
        pdf.match(
            /\/Subtype \/Image [^>]*\/ColorSpace \/DeviceRGB \/BitsPerComponent 8 \/Filter \/DCTDecode/g,
        ),
    ).toHaveLength(1);
    expect(contents.match(/\/Q\d+ Do Q/g)).toHaveLength(6);

    const downloadPromise = popup.waitForEvent('download');
    await popup.getByRole('link', { name: 'Tải danh sách mã CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^xts-batch-\d+-\d{10}-\d{10}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8')
        .trimEnd()
        .split('\r\n');
    expect(lines[0]).toBe('serial,code,qr');
    expect(lines).toHaveLength(4);
    const [serial, code, qr] = lines[2].split(',').map((cell) => cell.replace(/^"|"$/g, ''));
    expect(serial).toMatch(/^\d{10}$/);
    expect(qr).toBe(`https://scan.xacthucso.vn/01/08938602100014/10/LO-3%2F2025/21/${code}`);
    await popup.close();

    // Typing the QR content into the trace field, as a handheld scanner would, finds that stamp.
    await page.goto('/trace');
    const field = page.getByLabel('Mã tem hoặc serial');
    await field.pressSequentially(qr, { delay: 5 });
    await field.press('Enter');
    await expect(page.getByRole('heading', { name: `Tem ${serial}` })).toBeVisible();
    await expect(page.getByText('Đọc từ liên kết GS1: GTIN 08938602100014, số lô LO-3/2025')).toBeVisible();
    await expect(page.getByText('Đã kích hoạt', { exact: true })).toBeVisible();

    // A stamp printed before lots had a GS1 code carried the lot as written: its link still finds the stamp.
    await page.goto('/trace');
    await field.pressSequentially(
        `https://scan.xacthucso.vn/01/08938602100014/10/L%C3%94%203%2F2025/21/${code}`,
        {
            delay: 5,
        },
    );
    await field.press('Enter');
    await expect(page.getByRole('heading', { name: `Tem ${serial}` })).toBeVisible();
    await expect(page.getByText('Đọc từ liên kết GS1: GTIN 08938602100014, số lô LÔ 3/2025')).toBeVisible();
});
