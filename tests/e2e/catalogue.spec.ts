import { readFile } from 'node:fs/promises';
import {
    expect,
    test,
    PNG,
    leavePrompts,
    mock,
    openOptions,
    pickOption,
    requestsTo,
    signIn,
} from './support';

/** GTIN-13 with its GS1 check digit. */
function gtin13(body: string) {
    const sum = [...body]
        .reverse()
        .reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
    return body + ((10 - (sum % 10)) % 10);
}

test.describe('trace catalogue', () => {
    // Long flows on a shared machine: each test walks several screens.
    test.describe.configure({ timeout: 120_000 });

    test('product: validation before sending, images, attributes, detail with QR code and public page', async ({
        page,
    }) => {
        await signIn(page, 'user', { at: '/product/list' });
        await expect(
            page.getByRole('cell', { name: 'Cà phê nhân xanh Arabica Cầu Đất (bao 60 kg)' }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: 'Thêm mới' })).toHaveAttribute('href', '/product/add');
        await page.getByRole('link', { name: 'Thêm mới' }).click();
        await expect(page).toHaveURL(/\/product\/add$/);
        await page.getByLabel('Tên sản phẩm *').fill('Cà phê Arabica Cầu Đất rang mộc 1 kg');
        await page.getByLabel('Mã sản phẩm *').fill('cd-arb-1kg');
        await page.getByLabel('Mã GTIN (mã vạch)').fill('8938602100990');
        await pickOption(page, 'Nhóm sản phẩm *', 'Cà phê');
        await page.getByLabel('Đơn vị tính *').fill('túi');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page.getByText('GTIN gồm 13 hoặc 14 chữ số với số kiểm tra GS1 hợp lệ')).toBeVisible();
        await expect(page.getByLabel('Tên sản phẩm *')).toHaveValue('Cà phê Arabica Cầu Đất rang mộc 1 kg');
        await expect(page.getByLabel('Mã sản phẩm *')).toHaveValue('CD-ARB-1KG');

        const gtin = gtin13('893860210099');
        await page.getByLabel('Mã GTIN (mã vạch)').fill(gtin);
        await page.getByLabel('Hạn sử dụng (ngày)').fill('365');
        await page.getByRole('checkbox', { name: 'VietGAP' }).check();
        // A file that is not a picture is refused before anything is read.
        await page
            .locator('#pictures-images')
            .setInputFiles({ name: 'ghi-chu.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
        await expect(page.getByRole('alert')).toContainText('Không nhận tệp ghi-chu.txt');
        await page
            .locator('#pictures-images')
            .setInputFiles({ name: 'tui-ca-phe.png', mimeType: 'image/png', buffer: PNG });
        await expect(page.getByRole('img', { name: 'Ảnh 1' })).toBeVisible();
        await page.getByRole('button', { name: 'Thêm', exact: true }).click();
        await page.getByLabel('Tên thuộc tính *').fill('Mức rang');
        await page.getByLabel('Giá trị *').fill('Rang mộc');
        await page.getByRole('button', { name: 'Lưu' }).click();

        await expect(page).toHaveURL(/\/product\/detail\/\d+$/);
        await expect(
            page.getByRole('heading', { name: 'Cà phê Arabica Cầu Đất rang mộc 1 kg' }),
        ).toBeVisible();
        await expect(page.getByText(gtin).first()).toBeVisible();
        await expect(page.getByText('365 ngày', { exact: true })).toBeVisible();
        await expect(page.getByTestId('product-qr')).toBeVisible();
        await expect(
            page.getByRole('link', { name: /^https:\/\/scan\.xacthucso\.vn\/p\/[A-Z2-9]{10}$/ }),
        ).toBeVisible();
        const preview = page.getByTestId('public-preview');
        await expect(preview).toContainText('HTX Cà phê Cầu Đất');
        await expect(preview).toContainText('Mức rang: Rang mộc');
    });

    test('product: edit keeps the attributes, the code stays unique, the list searches without diacritics', async ({
        page,
    }) => {
        await signIn(page, 'owner', { at: '/product/list' });
        // Rows, links and buttons lead to the spec's paths, never through react-admin's (/products/...).
        const visited: string[] = [];
        page.on('framenavigated', (frame) => {
            if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
        });
        await page.getByRole('cell', { name: 'Cà phê Arabica Cầu Đất rang xay 500 g' }).click();
        await expect(page).toHaveURL(/\/product\/detail\/1$/);
        await expect(page.getByRole('link', { name: 'Sửa' })).toHaveAttribute('href', '/product/edit/1');
        await expect(page.getByRole('link', { name: 'Về danh sách' })).toHaveAttribute(
            'href',
            '/product/list',
        );
        await page.getByRole('link', { name: 'Sửa' }).click();
        await expect(page).toHaveURL(/\/product\/edit\/1$/);
        await expect(page.getByLabel('Tên thuộc tính *').first()).toHaveValue('Độ cao vùng trồng');
        await page.getByLabel('Thương hiệu').fill('Cầu Đất Farm Reserve');
        await page.getByLabel('Mã sản phẩm *').fill('CD-ARB-RH250');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page.getByText('Mã sản phẩm này đã được dùng trong chủ thể')).toBeVisible();
        await expect(page.getByLabel('Thương hiệu')).toHaveValue('Cầu Đất Farm Reserve');
        await page.getByLabel('Mã sản phẩm *').fill('CD-ARB-RX500');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page).toHaveURL(/\/product\/detail\/1$/);
        await expect(page.getByTestId('public-preview')).toContainText('Cầu Đất Farm Reserve');
        await expect(page.getByText('Catimor, Typica').first()).toBeVisible();

        await page.getByRole('link', { name: 'Về danh sách' }).click();
        await expect(page).toHaveURL(/\/product\/list$/);
        expect(visited.filter((path) => path.startsWith('/products'))).toEqual([]);
        await page.getByPlaceholder('Tìm theo tên, mã, GTIN, thương hiệu').fill('nhan xanh');
        await expect(
            page.getByRole('cell', { name: 'Cà phê nhân xanh Arabica Cầu Đất (bao 60 kg)' }),
        ).toBeVisible();
        await expect(page.getByRole('cell', { name: 'Cà phê Arabica Cầu Đất rang xay 500 g' })).toHaveCount(
            0,
        );
    });

    test('stamp template: live preview of unsaved values, saved preview, deactivate and activate with confirmation', async ({
        page,
    }) => {
        await signIn(page, 'owner', { at: '/stamp-template/add' });
        await expect(page.getByRole('img', { name: 'Bản xem trước tem 40 × 25 mm' })).toBeVisible();
        await page.getByLabel('Tên mẫu tem *').fill('Tem hộp quà 60 × 40 mm');
        await page.getByLabel('Chiều rộng (mm) *').fill('60');
        await page.getByLabel('Chiều cao (mm) *').fill('40');
        await expect(page.getByRole('img', { name: 'Bản xem trước tem 60 × 40 mm' })).toBeVisible();
        await page.getByLabel('Cạnh mã QR (mm) *').fill('45');
        await expect(page.getByText(/Mã QR nằm ra ngoài tem/).first()).toBeVisible();
        await page.getByLabel('Cạnh mã QR (mm) *').fill('30');
        await pickOption(page, 'Nội dung mã QR *', 'GS1 Digital Link (GTIN + mã tem)');
        await expect(
            page.getByText(/Mã QR mẫu chứa: https:\/\/scan\.xacthucso\.vn\/01\/\d{14}\/21\/K7M2Q9XPTA/),
        ).toBeVisible();
        // A serial beside a 30 mm QR code runs into it: said as it is typed, and the save is refused.
        await page.getByLabel('Tâm serial theo chiều ngang (mm) *').fill('46');
        await page.getByLabel('Tâm serial theo chiều dọc (mm) *').fill('20');
        const fit = page.getByTestId('template-fit');
        await expect(fit).toContainText('chồng lên');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page).toHaveURL(/\/stamp-template\/add$/);
        await expect(page.getByLabel('Tên mẫu tem *')).toHaveValue('Tem hộp quà 60 × 40 mm');
        // A 25 mm code and the serial below it fit, with the longest serial the batch prints.
        await page.getByLabel('Cạnh mã QR (mm) *').fill('25');
        await page.getByLabel('Tâm serial theo chiều ngang (mm) *').fill('30');
        await page.getByLabel('Tâm serial theo chiều dọc (mm) *').fill('35');
        await expect(fit).toContainText('Các thành phần không chồng lên nhau');
        await page.getByRole('button', { name: 'Lưu' }).click();

        await expect(page).toHaveURL(/\/stamp-template\/detail\/\d+$/);
        await expect(page.getByRole('heading', { name: 'Tem hộp quà 60 × 40 mm' })).toBeVisible();
        await expect(page.getByRole('img', { name: 'Bản xem trước tem 60 × 40 mm' })).toBeVisible();
        await expect(page.getByText('Đang hoạt động')).toBeVisible();

        await page.getByRole('button', { name: 'Ngừng hoạt động' }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toContainText('Không thể dùng mẫu này để in tem');
        await dialog.getByRole('button', { name: 'Quay lại' }).click();
        await expect(page.getByText('Đang hoạt động')).toBeVisible();
        await page.getByRole('button', { name: 'Ngừng hoạt động' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Ngừng hoạt động', exact: true }).click();
        await expect(page.getByText('Mẫu tem đang ngừng hoạt động: không thể dùng để in tem.')).toBeVisible();
        await page.getByRole('button', { name: 'Kích hoạt' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Kích hoạt', exact: true }).click();
        await expect(page.getByText('Mẫu tem đang ngừng hoạt động: không thể dùng để in tem.')).toHaveCount(
            0,
        );
        await expect(page.getByText('Đang hoạt động')).toBeVisible();

        await page.goto('/stamp-template/list');
        await expect(page.getByRole('cell', { name: 'Tem hộp quà 60 × 40 mm' })).toBeVisible();
        await expect(
            page.getByRole('row', { name: /Tem vụ 2024 \(mẫu cũ\).*Ngừng hoạt động/ }),
        ).toBeVisible();
    });

    test('stamp template: edit with a background image, files checked before upload, progress while it uploads', async ({
        page,
    }) => {
        await signIn(page, 'owner', { at: '/stamp-template/list' });
        await page.getByRole('cell', { name: 'Tem tròn niêm phong 30 mm' }).click();
        await page.getByRole('link', { name: 'Sửa' }).click();
        await expect(page).toHaveURL(/\/stamp-template\/edit\/\d+$/);
        await expect(page.getByLabel('Tên mẫu tem *')).toHaveValue('Tem tròn niêm phong 30 mm');
        await expect(page.getByRole('img', { name: 'Bản xem trước tem 30 × 30 mm' })).toBeVisible();

        // Refused before anything is sent: a type the API does not take, and a picture over 2 MB.
        const background = page.getByLabel('Tải ảnh nền');
        const uploads = requestsTo(page, 'uploadStampTemplateImage');
        await background.setInputFiles({
            name: 'nen.gif',
            mimeType: 'image/gif',
            buffer: Buffer.from('GIF89a'),
        });
        await expect(page.getByRole('alert')).toContainText(
            'Không nhận tệp nen.gif: chỉ nhận ảnh PNG, JPG hoặc WEBP, tối đa 2 MB.',
        );
        await background.setInputFiles({
            name: 'nen-lon.png',
            mimeType: 'image/png',
            buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
        });
        await expect(page.getByRole('alert')).toContainText('Không nhận tệp nen-lon.png');
        expect(uploads).toEqual([]);

        // A picture that fits: the upload shows its progress, then the image and the live preview use it.
        await mock.latency(page, 1500);
        await background.setInputFiles({ name: 'nen-tem.png', mimeType: 'image/png', buffer: PNG });
        await expect(page.getByRole('progressbar', { name: 'Đang tải ảnh nền lên…' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Bỏ ảnh nền' })).toBeVisible();
        await mock.latency(page, 0);
        expect(uploads).toHaveLength(1);
        await expect(page.getByTestId('stamp-preview')).toHaveAttribute(
            'src',
            /%3Cimage%20href%3D%22data%3Aimage%2Fpng/,
        );
        // The top of a 30 mm circle holds a short headline only: a long one is refused on the form.
        await page.getByLabel('Dòng chữ đầu tem').fill('Niêm phong – HTX Cà phê Cầu Đất');
        await expect(page.getByTestId('template-fit')).toContainText('tràn ra ngoài mép tem');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page).toHaveURL(/\/stamp-template\/edit\/\d+$/);
        await page.getByLabel('Dòng chữ đầu tem').fill('CĐ');
        await expect(page.getByTestId('template-fit')).toContainText('Các thành phần không chồng lên nhau');
        await page.getByRole('button', { name: 'Lưu' }).click();

        await expect(page).toHaveURL(/\/stamp-template\/detail\/\d+$/);
        await expect(page.getByText('CĐ', { exact: true })).toBeVisible();
        await expect(page.getByRole('img', { name: 'Ảnh nền của mẫu tem' })).toBeVisible();
        await expect(page.getByTestId('stamp-preview')).toHaveAttribute(
            'src',
            /%3Cimage%20href%3D%22data%3Aimage%2Fpng/,
        );
    });

    test('printing offers active stamp templates only, and a template stopped on its page leaves the print form', async ({
        page,
    }) => {
        await signIn(page, 'owner', { at: '/stamp-generator/add' });
        const templateOptions = async () => {
            await openOptions(page, /Mẫu tem/);
            await expect(page.getByRole('option').first()).toBeVisible();
            const names = await page.getByRole('option').allTextContents();
            await page.keyboard.press('Escape');
            return names;
        };
        const before = await templateOptions();
        expect(before).toContain('Tem tròn niêm phong 30 mm');
        expect(before).not.toContain('Tem vụ 2024 (mẫu cũ)');

        await page.goto('/stamp-template/list');
        await page.getByRole('cell', { name: 'Tem tròn niêm phong 30 mm' }).click();
        await page.getByRole('button', { name: 'Ngừng hoạt động' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Ngừng hoạt động', exact: true }).click();
        await expect(page.getByText('Mẫu tem đang ngừng hoạt động: không thể dùng để in tem.')).toBeVisible();

        await page.getByRole('menuitem', { name: 'In tem', exact: true }).click();
        await page.getByRole('link', { name: 'Thêm mới' }).click();
        await expect(page).toHaveURL(/\/stamp-generator\/add$/);
        const after = await templateOptions();
        expect(after).not.toContain('Tem tròn niêm phong 30 mm');
        expect(after).toContain('Tem nhãn túi cà phê 40 × 25 mm');
    });

    test('diary: edit its details, the template stays locked once activities exist, a finished diary takes no activity', async ({
        page,
    }) => {
        await signIn(page, 'owner', { at: '/diary/detail/1' });
        await page.getByRole('link', { name: 'Sửa', exact: true }).click();
        await expect(page).toHaveURL(/\/diary\/update\/1$/);
        await expect(page.getByText('Nhật ký đã có hoạt động, không đổi được mẫu nhật ký')).toBeVisible();
        await expect(page.getByLabel('Mẫu nhật ký *')).toHaveAttribute('aria-disabled', 'true');
        await page.getByLabel('Người phụ trách').fill('Kỹ sư Phạm Thu Trang');
        await page.getByLabel('Ngày kết thúc').fill('01/01/2020');
        await pickOption(page, 'Trạng thái *', 'Đã kết thúc');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page.getByText('Ngày kết thúc phải sau ngày bắt đầu')).toBeVisible();
        await expect(page.getByLabel('Người phụ trách')).toHaveValue('Kỹ sư Phạm Thu Trang');
        await page.getByLabel('Ngày kết thúc').fill('');
        await page.getByRole('button', { name: 'Lưu' }).click();

        await expect(page).toHaveURL(/\/diary\/detail\/1$/);
        await expect(page.getByText('Kỹ sư Phạm Thu Trang')).toBeVisible();
        await expect(
            page.getByText('Nhật ký đã kết thúc: không thêm, sửa hay xóa hoạt động được nữa.'),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: 'Thêm hoạt động' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: /^Xóa / })).toHaveCount(0);
        await page.goto('/diary/list');
        await expect(
            page.getByRole('row', { name: /Vụ cà phê 2025 – 2026, Vùng Arabica Cầu Đất A.*Đã kết thúc/ }),
        ).toBeVisible();
    });

    test('product list: sort by a column, filter, page through and export what is shown as CSV', async ({
        page,
    }) => {
        await signIn(page, 'owner', { at: '/product/list' });
        const names = page.getByRole('row').locator('td.column-name');
        await expect(names).toHaveCount(6);
        await expect(names.first()).toHaveText('Bơ sáp Cầu Đất');

        // Sorting: by code, then the same column again for the other way.
        await page.getByRole('button', { name: 'Sắp xếp theo mã sản phẩm tăng dần' }).click();
        await expect(page).toHaveURL(/sort=code/);
        await expect(page.getByRole('row').locator('td.column-code').first()).toHaveText('CD-ARB-RH250');
        await page.getByRole('button', { name: 'Sắp xếp theo mã sản phẩm giảm dần' }).click();
        await expect(page.getByRole('row').locator('td.column-code').first()).toHaveText('CD-HONEY-250');

        // Paging: five rows a page, the sixth on the next one.
        await pickOption(page, 'Số dòng mỗi trang:', '5');
        await expect(names).toHaveCount(5);
        await expect(page.getByText('1-5 trên 6')).toBeVisible();
        await page.getByRole('button', { name: 'Trang sau' }).click();
        await expect(names).toHaveCount(1);
        await expect(page.getByText('6-6 trên 6')).toBeVisible();
        // The back button returns to the first page.
        await page.goBack();
        await expect(names).toHaveCount(5);

        // Filters: status, then the category as well.
        await page.getByRole('button', { name: 'Thêm bộ lọc' }).click();
        await page.getByRole('menuitemcheckbox', { name: 'Trạng thái' }).click();
        await pickOption(page, 'Trạng thái', 'Ngừng hoạt động');
        await expect(names).toHaveCount(1);
        await expect(names.first()).toHaveText('Cà phê phin giấy Cầu Đất (hộp 10 gói)');
        await pickOption(page, 'Trạng thái', 'Đang hoạt động');
        await expect(names).toHaveCount(5);
        await page.getByRole('button', { name: 'Thêm bộ lọc' }).click();
        await page.getByRole('menuitemcheckbox', { name: 'Nhóm sản phẩm' }).click();
        await pickOption(page, 'Nhóm sản phẩm', 'Trái cây');
        await expect(names).toHaveCount(1);
        await expect(names.first()).toHaveText('Bơ sáp Cầu Đất');

        // CSV of the filtered list: Vietnamese headers, the rows shown.
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Xuất' }).click();
        const file = await download;
        expect(file.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
        const text = await readFile((await file.path())!, 'utf8');
        const lines = text
            .replace(/^\ufeff/, '')
            .trim()
            .split(/\r?\n/);
        expect(lines[0]).toBe(
            '"Mã sản phẩm","Tên sản phẩm","Mã GTIN (mã vạch)","Nhóm sản phẩm","Thương hiệu","Đơn vị tính","Quy cách, khối lượng tịnh","Hạn sử dụng (ngày)","Chứng nhận","Trạng thái"',
        );
        expect(lines).toHaveLength(2);
        expect(lines[1]).toContain('"CD-BO-SAP","Bơ sáp Cầu Đất"');
        expect(lines[1]).toContain('"VietGAP","Đang hoạt động"');
    });

    test('unsaved changes: leaving an edited form asks first, staying keeps what was typed', async ({
        page,
    }) => {
        await signIn(page, 'owner', { at: '/product/edit/2' });
        await expect(page.getByLabel('Tên sản phẩm *')).toHaveValue('Cà phê Arabica Cầu Đất rang hạt 250 g');
        await page.getByLabel('Thương hiệu').fill('Cầu Đất Farm Select');
        const asked: string[] = [];
        page.once('dialog', (dialog) => {
            asked.push(dialog.message());
            void dialog.dismiss();
        });
        await page.getByRole('menuitem', { name: 'Nhật ký sản xuất' }).click();
        await expect.poll(() => asked).toEqual(['Có thay đổi chưa lưu. Bạn có chắc muốn rời trang?']);
        await expect(page).toHaveURL(/\/product\/edit\/2$/);
        await expect(page.getByLabel('Thương hiệu')).toHaveValue('Cầu Đất Farm Select');

        page.once('dialog', (dialog) => void dialog.accept());
        await page.getByRole('menuitem', { name: 'Nhật ký sản xuất' }).click();
        await expect(page).toHaveURL(/\/diary\/list/);

        // Reloading the tab over unsaved changes: the browser asks as well.
        await page.goto('/product/edit/2');
        await page.getByLabel('Thương hiệu').fill('Cầu Đất Farm Select');
        const prompts = leavePrompts(page);
        await page.reload();
        await expect.poll(() => prompts).toHaveLength(1);

        // Switching business over unsaved work: the browser asks before the new business loads.
        await page.getByLabel('Thương hiệu').fill('Cầu Đất Farm Select 2');
        await page.getByRole('button', { name: 'Đổi chủ thể' }).click();
        await page.getByRole('menuitem', { name: /Công ty TNHH Trà Tân Cương Xanh/ }).click();
        await expect(page.getByTestId('header-business-name')).toHaveText('Công ty TNHH Trà Tân Cương Xanh');
        expect(prompts).toHaveLength(2);
    });

    test('diary: create from a template, then three activities of different kinds on its timeline', async ({
        page,
    }) => {
        await signIn(page, 'owner', { at: '/diary/add' });
        await page.getByLabel('Tên nhật ký *').fill('Vụ cà phê 2026, Vùng Arabica Cầu Đất B');
        await pickOption(page, 'Mẫu nhật ký *', 'Cà phê (canh tác, sơ chế, rang)');
        await expect(page.getByTestId('template-kinds')).toContainText('Phun thuốc bảo vệ thực vật');
        await pickOption(page, 'Sản phẩm *', 'Cà phê Arabica Honey process 250 g');
        await pickOption(page, 'Vùng trồng', 'Vùng Arabica Cầu Đất B');
        await page.getByLabel('Vụ, mùa').fill('2026');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page).toHaveURL(/\/diary\/detail\/\d+$/);
        await expect(page.getByText('Nhật ký chưa có hoạt động nào.')).toBeVisible();

        const addActivity = async (kind: string, fill: () => Promise<void>) => {
            await page.getByRole('link', { name: 'Thêm hoạt động' }).click();
            await expect(page).toHaveURL(/\/diary\/activity\/add\/\d+$/);
            await pickOption(page, 'Loại hoạt động *', kind);
            await fill();
            await page.getByRole('button', { name: 'Lưu' }).click();
            await expect(page).toHaveURL(/\/diary\/detail\/\d+$/);
        };
        await addActivity('Bón phân', async () => {
            await page.getByRole('button', { name: 'Lưu' }).click();
            await expect(page.getByText('Bắt buộc').first()).toBeVisible();
            await page.getByLabel('Tên phân bón *').fill('Phân hữu cơ vi sinh Lâm Viên');
            await page.getByLabel('Liều lượng (kg) *').fill('250');
            await pickOption(page, 'Cách bón', 'Bón gốc');
            await page
                .locator('#pictures-photos')
                .setInputFiles({ name: 'bon-phan.png', mimeType: 'image/png', buffer: PNG });
            await expect(page.getByRole('img', { name: 'Ảnh 1' })).toBeVisible();
        });
        await addActivity('Phun thuốc bảo vệ thực vật', async () => {
            await page.getByLabel('Tên thuốc *').fill('Chế phẩm nấm xanh Metarhizium');
            await page.getByLabel('Sâu bệnh phòng trừ *').fill('Rệp sáp');
            await page.getByLabel('Liều lượng *').fill('1 kg/200 lít nước');
            await page.getByLabel('Thời gian cách ly (ngày) *').fill('7');
        });
        await addActivity('Tưới nước', async () => {
            await pickOption(page, 'Cách tưới *', 'Nhỏ giọt');
            await page.getByLabel('Lượng nước (m³)').fill('30');
        });
        await expect(page.getByTestId('activity')).toHaveCount(3);
        await expect(page.getByText('3 hoạt động')).toBeVisible();
        await expect(page.getByText('250 kg')).toBeVisible();
        await expect(page.getByRole('img', { name: 'Ảnh hoạt động 1' })).toBeVisible();
    });

    test('diary activities: edit one, a failed delete keeps it, delete one after confirmation', async ({
        page,
    }) => {
        await signIn(page, 'user', { at: '/diary/list' });
        await page.getByRole('cell', { name: 'Vụ cà phê 2025 – 2026, Vùng Arabica Cầu Đất A' }).click();
        await expect(page).toHaveURL(/\/diary\/detail\/1$/);
        await expect(page.getByTestId('activity')).toHaveCount(7);

        await page.getByRole('link', { name: /^Sửa Tưới nước/ }).click();
        await expect(page).toHaveURL(/\/diary\/activity\/update\/1\/\d+$/);
        await expect(page.getByLabel('Lượng nước (m³)')).toHaveValue('45');
        await page.getByLabel('Lượng nước (m³)').fill('52');
        await page.getByLabel('Ghi chú').fill('Tưới bổ sung sau đợt nắng nóng');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page).toHaveURL(/\/diary\/detail\/1$/);
        await expect(page.getByText('52 m³')).toBeVisible();
        await expect(page.getByText('Tưới bổ sung sau đợt nắng nóng')).toBeVisible();

        // A failed delete says why in the LỖI dialog and keeps the activity.
        await mock.fail(page, 'diaryActivityDelete', 'envelope', {
            message: 'Nhật ký đang được kiểm tra, thử lại sau',
        });
        await page.getByRole('button', { name: /^Xóa Làm cỏ/ }).click();
        await expect(page.getByRole('dialog')).toContainText('Không thể hoàn tác');
        await page.getByRole('dialog').getByRole('button', { name: 'Xóa' }).click();
        await expect(page.getByRole('dialog', { name: 'LỖI' })).toContainText(
            'Nhật ký đang được kiểm tra, thử lại sau',
        );
        await page.getByRole('button', { name: 'Đóng' }).click();
        await expect(page.getByTestId('activity')).toHaveCount(7);
        await page.getByRole('button', { name: /^Xóa Làm cỏ/ }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Xóa' }).click();
        await expect(page.getByTestId('activity')).toHaveCount(6);
        await expect(page.getByRole('heading', { name: 'Làm cỏ' })).toHaveCount(0);
    });

    test('observer reads the catalogue but sees no create, edit or operate action', async ({ page }) => {
        await signIn(page, 'observer', { at: '/product/list' });
        await expect(page.getByRole('cell', { name: 'Cà phê Arabica Cầu Đất rang xay 500 g' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Thêm mới' })).toHaveCount(0);
        await page.getByRole('cell', { name: 'Cà phê Arabica Cầu Đất rang xay 500 g' }).click();
        await expect(page.getByTestId('public-preview')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Sửa' })).toHaveCount(0);

        await page.goto('/stamp-template/list');
        await page.getByRole('cell', { name: 'Tem nhãn túi cà phê 40 × 25 mm' }).click();
        await expect(page.getByRole('img', { name: 'Bản xem trước tem 40 × 25 mm' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Ngừng hoạt động' })).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Sửa' })).toHaveCount(0);

        await page.goto('/diary/list');
        await page.getByRole('cell', { name: 'Vụ cà phê 2025 – 2026, Vùng Arabica Cầu Đất A' }).click();
        await expect(page.getByTestId('activity').first()).toBeVisible();
        await expect(page.getByRole('link', { name: 'Thêm hoạt động' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: /^Xóa / })).toHaveCount(0);
        await expect(page.getByRole('link', { name: /^Sửa / })).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Thêm mới' })).toHaveCount(0);
    });
});
