import { expect, test, type Page } from '@playwright/test';
import { open, pickOption, server, signInThroughSso } from '../real-api/support';

/**
 * Field work with no signal over real HTTP, on a phone: after a first visit with a signal, the
 * connection is cut by the browser; a plot typed and a stamp range activated (its check cannot run)
 * wait on the device, survive a reload (the service worker serves the app), are shown waiting where
 * they will appear, and a sign-out warns; when the signal returns the reference server receives
 * each write once.
 */

const controlledByWorker = (page: Page) =>
    expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
            timeout: 60_000,
        })
        .toMatch(/\/sw\.js$/);

const outboxButton = (page: Page, count: number) =>
    page.getByRole('link', { name: `Hộp thư đi: ${count} mục chờ gửi` });

const PRODUCT = 'Cà phê Arabica Cầu Đất rang xay 500 g';
const HOUSEHOLD = 'Tran Van Hung';
/** A square well away from the seeded plots (no overlap to discuss). */
const SQUARE = [
    '11.950012, 108.590012',
    '11.950012, 108.590512',
    '11.950512, 108.590512',
    '11.950512, 108.590012',
];

async function fillPlot(page: Page, code: string) {
    await page.getByRole('button', { name: 'Nhập tọa độ' }).click();
    await page.getByLabel('Tọa độ (vĩ độ, kinh độ), mỗi dòng một điểm').fill(SQUARE.join('\n'));
    await page.getByRole('button', { name: 'Dùng các tọa độ này' }).click();
    await page.getByLabel(/Mã thửa/).fill(code);
    await page.getByLabel(/Hộ sản xuất/).fill(HOUSEHOLD);
    await page
        .getByRole('option', { name: /^Hộ Trần Văn Hùng/ })
        .first()
        .click();
    await page.getByLabel(/Cây trồng/).fill('Cà phê Arabica');
    await page.getByLabel(/Diện tích khai báo/).fill('0,3');
}

async function fillActivation(page: Page, lot: string) {
    await page.getByLabel('Từ serial (dải 1)').fill('8401');
    await page.getByLabel('Đến serial (dải 1)').fill('8410');
    await pickOption(page, /Sản phẩm/, PRODUCT);
    await page.getByLabel(/Số lô/).fill(lot);
}

test('a plot and an activation made offline wait on the device, then reach the server once', async ({
    page,
    context,
    request,
}) => {
    const code = `NT-${Date.now() % 100000}`;
    const lot = `NGOAI-TUYEN-${Date.now() % 100000}`;
    // "Leave this page?" (a form with typed values, left for the next step) is answered yes.
    page.on('dialog', (dialog) => void dialog.accept());
    await signInThroughSso(page, 'Chủ sở hữu');
    await controlledByWorker(page);

    // The first visit with a signal: the location's plot form and the activation form, their reads
    // (households, products) kept on the device.
    await open(page, '/biz-location/list');
    await page.getByText('Vùng Arabica Cầu Đất A').first().click();
    await page.getByRole('link', { name: 'Thêm thửa' }).click();
    await expect(page).toHaveURL(/\/plot\/create\?locationId=\d+$/);
    const plotForm = new URL(page.url()).pathname + new URL(page.url()).search;
    // The household is picked once with a signal: its record's read is then on the device.
    await page.getByLabel(/Hộ sản xuất/).fill(HOUSEHOLD);
    await page
        .getByRole('option', { name: /^Hộ Trần Văn Hùng/ })
        .first()
        .click();
    await open(page, '/stamp-activation/add');
    await fillActivation(page, lot);
    const before = await server.counts(request);

    await context.setOffline(true);

    await test.step('offline, a plot is typed and saved on the device', async () => {
        // The app stays open in the field: pages change without loading (a page loaded by the
        // test browser while cut off believes it is online again).
        await open(page, plotForm);
        await fillPlot(page, code);
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page.getByText('Đã lưu trên máy, sẽ gửi khi có mạng')).toBeVisible();
        await expect(page).toHaveURL(/\/plot\/list$/);
        await expect(
            page.getByRole('region', { name: 'Chờ gửi lên máy chủ' }).getByRole('link', {
                name: new RegExp(`^Thêm vùng trồng · ${code}.* · Chờ gửi$`),
            }),
        ).toBeVisible();
    });

    await test.step('offline, the check says stock cannot be checked; the activation is kept', async () => {
        await open(page, '/stamp-activation/add');
        await fillActivation(page, lot);
        await page.getByRole('button', { name: 'Kiểm tra tem' }).click();
        await expect(
            page.getByText(
                'Đang ngoại tuyến: chưa kiểm tra được tồn kho tem. Thao tác sẽ được máy chủ kiểm tra khi gửi.',
            ),
        ).toBeVisible();
        await page.getByRole('button', { name: 'Kích hoạt 10 tem' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Kích hoạt 10 tem' }).click();
        await expect(page.getByText('Đã lưu trên máy, sẽ gửi khi có mạng')).toBeVisible();
        await expect(
            page.getByRole('link', { name: `Kích hoạt tem · 0000008401–0000008410 · ${lot} · Chờ gửi` }),
        ).toBeVisible();
    });

    await test.step('a reload with no signal: the app and both items are still there', async () => {
        await page.reload();
        await outboxButton(page, 2).click();
        await expect(page.getByRole('listitem', { name: 'Thêm vùng trồng' })).toContainText('Chờ gửi');
        await expect(page.getByRole('listitem', { name: 'Kích hoạt tem' })).toContainText(lot);
    });

    await test.step('signing out with items waiting warns, from the menu and from /logout', async () => {
        await page.getByRole('button', { name: 'Tài khoản' }).click();
        await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
        const warning = page.getByRole('dialog', { name: 'Còn mục chưa gửi' });
        await expect(warning).toContainText('Còn 2 mục chưa gửi lên máy chủ.');
        await warning.getByRole('button', { name: 'Ở lại' }).click();
        await open(page, '/logout');
        await expect(warning).toContainText('Còn 2 mục chưa gửi lên máy chủ.');
        await warning.getByRole('button', { name: 'Ở lại' }).click();
        await expect(page).not.toHaveURL(/\/logout$/);
    });

    await test.step('the signal returns: each write reaches the server once', async () => {
        await context.setOffline(false);
        await open(page, '/outbox');
        // The page loaded with no signal may not hear it return: the person presses "Gửi ngay".
        const sendNow = page.getByRole('button', { name: 'Gửi ngay' });
        await expect(async () => {
            if (await sendNow.isEnabled()) await sendNow.click();
            await expect(outboxButton(page, 0)).toBeVisible({ timeout: 3_000 });
        }).toPass({ timeout: 60_000 });
        await expect(page.getByRole('listitem', { name: 'Thêm vùng trồng' })).toContainText('Đã gửi', {
            timeout: 30_000,
        });
        await expect(page.getByRole('listitem', { name: 'Kích hoạt tem' })).toContainText('Đã gửi');
        const after = await server.counts(request);
        expect((after.plotCreate ?? 0) - (before.plotCreate ?? 0)).toBe(1);
        expect((after.activationAdd ?? 0) - (before.activationAdd ?? 0)).toBe(1);
        await open(page, '/stamp-activation/list');
        await expect(page.getByText(lot).first()).toBeVisible();
    });
});
