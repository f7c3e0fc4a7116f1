import { encodeStamp } from '../../src/mocks/ledger/codes';
import { fakeCamera } from './camera';
import { expect, test, pickOption, requestsTo, signIn } from './support';

/** The camera shows one stamp's QR code for three seconds, then another's, looping. */
const scanned = [encodeStamp(1, 9301), encodeStamp(1, 9302)];
test.use(fakeCamera(scanned.map((code) => `https://scan.xacthucso.vn/${code}`)));

test('the camera scans stamps one after another with a running count, and each lands once in the list', async ({
    page,
}) => {
    const wasm: string[] = [];
    page.on('request', (request) => {
        if (/\.wasm(\?|$)/.test(request.url())) wasm.push(request.url());
    });
    await signIn(page, 'user', { at: '/stamp-activation/add' });
    await expect(page.getByRole('button', { name: 'Quét mã bằng camera' })).toBeVisible();
    // The decoder is fetched only once the camera is asked for.
    expect(wasm).toEqual([]);
    await page.getByRole('button', { name: 'Quét mã bằng camera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quét mã tem' });
    await expect(dialog.getByRole('status')).toHaveText('Đã quét 1 mã', { timeout: 20_000 });
    // Chromium on Linux has no native BarcodeDetector: the ponyfill's decoder came from the console itself.
    expect(wasm).toHaveLength(1);
    expect(new URL(wasm[0]).origin).toBe(new URL(page.url()).origin);
    expect(new URL(wasm[0]).pathname).toMatch(/^\/assets\/zxing_reader-[\w-]+\.wasm$/);
    await expect(dialog.getByRole('status')).toHaveText('Đã quét 2 mã', { timeout: 20_000 });
    // The video loops: codes seen again are named as already in the list, not added twice.
    await expect(dialog.getByText(/đã có trong danh sách/)).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('status')).toHaveText('Đã quét 2 mã');
    await dialog.getByRole('button', { name: 'Xong' }).click();
    await expect(page.getByText('2 mã tem', { exact: true })).toBeVisible();
    for (const code of scanned) await expect(page.getByText(code, { exact: true })).toBeVisible();
});

test('on the trace page a camera scan looks its stamp up and leaves the field focused with the code selected, for the next scan', async ({
    page,
}) => {
    await signIn(page, 'user', { at: '/trace' });
    const field = page.getByLabel('Mã tem hoặc serial');
    await page.getByRole('button', { name: 'Quét mã' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quét mã tem' });
    await expect(dialog).toBeVisible();
    // The first code read closes the camera and looks the stamp up.
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Tem 0000009301' })).toBeVisible();
    await expect(field).toHaveValue(scanned[0]);
    // The focus is back in the field (not on the camera button), its text selected: a scanner's next
    // code replaces it.
    await expect(field).toBeFocused();
    expect(
        await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]),
    ).toEqual([0, scanned[0].length]);
    await page.keyboard.type(`${HOST}/${scanned[1]}`);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Tem 0000009302' })).toBeVisible();
});

const HOST = 'https://scan.xacthucso.vn';
/** GS1's own example GTIN; the same with a wrong last digit. */
const GTIN = '09506000134352';

test('the trace page reads a pasted stamp link and a typed GS1 Digital Link, and explains a misread GTIN', async ({
    page,
}) => {
    await signIn(page, 'user', { at: '/trace' });
    const field = page.getByLabel('Mã tem hoặc serial');
    const timeline = page.getByRole('list', { name: 'Hành trình của tem' });
    await field.fill(`${HOST}/${encodeStamp(1, 1)}`);
    await page.getByRole('button', { name: 'Tra cứu' }).click();
    await expect(page.getByRole('heading', { name: 'Tem 0000000001' })).toBeVisible();
    await expect(timeline.getByRole('listitem')).toHaveCount(3);

    // A Digital Link as GS1 templates print it: the serial with its prefix, a lot, percent-encoded.
    await field.clear();
    await field.pressSequentially(`${HOST}/01/${GTIN}/10/L%C3%B4-7/21/CD-0000000002`, { delay: 5 });
    await field.press('Enter');
    await expect(page.getByRole('heading', { name: 'Tem 0000000002' })).toBeVisible();
    await expect(page.getByText(`Đọc từ liên kết GS1: GTIN ${GTIN}, số lô Lô-7`)).toBeVisible();

    // The looked-up text is left selected: the next scan replaces it, with no clearing by hand.
    await field.pressSequentially(`${HOST}/01/09506000134353/21/CD-0000000003`, { delay: 5 });
    await field.press('Enter');
    await expect(
        page.getByText(
            'GTIN 09506000134353 trong liên kết sai số kiểm tra (chữ số cuối phải là 2): mã bị in hoặc quét sai',
        ),
    ).toBeVisible();
    await expect(field).toHaveValue(`${HOST}/01/09506000134353/21/CD-0000000003`);
    // The stamp looked up before is not left on screen as if it were the one just scanned.
    await expect(page.getByRole('heading', { name: 'Tem 0000000002' })).toHaveCount(0);
});

test('a handheld scanner adds one stamp per scan, names a repeat, and the destruction saves what was scanned', async ({
    page,
}) => {
    await signIn(page, 'user', { at: '/stamp-destroy/add' });
    const checks = requestsTo(page, 'stampCheck');
    const [first, second] = [encodeStamp(1, 9401), encodeStamp(1, 9403)];
    await page.getByLabel('Quét hoặc nhập mã tem').click();
    // The scanner types each QR's content fast and ends it with Enter; a product's QR read by
    // mistake is refused and left selected, so the next scan replaces it.
    for (const scan of [
        `${HOST}/${first}`,
        `${HOST}/p/CAPHE500`,
        `${HOST}/01/${GTIN}/21/${second}`,
        `${HOST}/${first}`,
    ]) {
        await page.keyboard.type(scan, { delay: 5 });
        await page.keyboard.press('Enter');
    }
    await expect(page.getByText(`Mã ${first} đã có trong danh sách`)).toBeVisible();
    await expect(page.getByText('Đã quét: 2 mã')).toBeVisible();
    await expect(page.getByLabel('Quét hoặc nhập mã tem')).toHaveValue('');
    await expect(page.getByText('2 mã tem', { exact: true })).toBeVisible();
    await expect(page.getByText('Tổng cộng: 2 tem')).toBeVisible();
    // Enter only took the scans: nothing was checked or sent.
    expect(checks).toHaveLength(0);

    await pickOption(page, 'Lý do hủy', 'Hư hỏng');
    await page.getByRole('button', { name: 'Kiểm tra tem' }).click();
    await expect(page.getByTestId('check-summary')).toContainText('Tất cả 2 tem đều hợp lệ');
    await page.getByRole('button', { name: 'Hủy vĩnh viễn 2 tem' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hủy vĩnh viễn 2 tem' }).click();
    await expect(page.getByRole('heading', { name: /^Lần hủy tem #\d+$/ })).toBeVisible();
    // The two scanned stamps, each once.
    await expect(page.getByRole('listitem').filter({ hasText: /^\d{10}/ })).toHaveText([
        '0000009401 (1)',
        '0000009403 (1)',
    ]);
});
