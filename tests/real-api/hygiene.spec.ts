import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { api, open, pickOption, signInThroughSso } from './support';

/**
 * What the console keeps clean on the client, over real HTTP against the reference server: a draft
 * offered only to the person who typed it, a CSV export no spreadsheet reads as a
 * formula, a very long value that wraps instead of widening the page, and text that cannot be
 * reordered by an invisible bidirectional override.
 */
test.beforeEach(() => {
    test.skip(
        test.info().project.name !== 'cross-origin',
        'one layout is enough: nothing here depends on it',
    );
});

const draftNotice = (page: Page) =>
    page.getByRole('status').filter({ hasText: /^Đã khôi phục bản nháp chưa lưu lúc \d{2}:\d{2}\./ });

async function signOut(page: Page) {
    await page.getByRole('button', { name: 'Tài khoản' }).click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await expect(page).toHaveURL(/\/home$/);
}

test('a draft is offered only to the person who typed it, and leaves the tab when another person signs in', async ({
    page,
    context,
}) => {
    const product = 'Cà phê Robusta Cầu Đất rang xay – bản nháp';
    const name = page.getByLabel('Tên sản phẩm *');

    await test.step('Trần Minh Khoa types a new product, and his session ends in another tab', async () => {
        await signInThroughSso(page, 'Chủ sở hữu');
        await open(page, '/product/add');
        await name.fill(product);
        const other = await context.newPage();
        await other.goto('/dashboard');
        await expect(other.locator('[data-dashboard="ready"]')).toBeVisible({ timeout: 30_000 });
        await signOut(other);
        await other.close();
        const warning = page.getByRole('dialog', { name: 'Phiên đăng nhập đã kết thúc' });
        await expect(warning).toContainText('đã được giữ lại trên tab này');
        await warning.getByRole('button', { name: 'Đăng nhập lại' }).click();
        await expect(page).toHaveURL(/\/login$/);
    });

    await test.step('Lê Thị Hoa signs in on the same tab: the same form offers her nothing', async () => {
        await page.getByRole('button', { name: 'Đăng nhập bằng tài khoản XTS' }).click();
        await page.getByRole('button', { name: 'Người dùng' }).click();
        await expect(page).toHaveURL(/\/product\/add$/, { timeout: 30_000 });
        await expect(page.getByLabel('Mã sản phẩm *')).toBeVisible();
        await expect(name).toHaveValue('');
        await expect(draftNotice(page)).toHaveCount(0);
        await signOut(page);
    });

    await test.step('Khoa signs in again: another person signed in on this tab since, so his draft is gone from it', async () => {
        await signInThroughSso(page, 'Chủ sở hữu');
        await open(page, '/product/add');
        await expect(page.getByLabel('Mã sản phẩm *')).toBeVisible();
        await expect(name).toHaveValue('');
        await expect(draftNotice(page)).toHaveCount(0);
        const left = await page.evaluate(
            (text) =>
                [localStorage, sessionStorage].some((storage) =>
                    Object.keys(storage).some((key) => storage.getItem(key)?.includes(text)),
                ),
            product,
        );
        expect(left).toBe(false);
    });
});

test('exports, long values and hidden control characters', async ({ page }) => {
    const stamp = Date.now();
    const formula = `=HYPERLINK("https://xts.example/${stamp}")`;
    // The server's limit for a note (5,000 characters), in one unbroken word.
    const note = 'ĐàLạt'.repeat(1000);
    let id = 0;

    await signInThroughSso(page, 'Chủ sở hữu');
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const create = (data: Record<string, unknown>) =>
        page.request.post(`${api()}/api/biz-partner/create`, {
            headers: { Authorization: `Bearer ${token}` },
            data: { type: 'other', province: '68', ...data },
        });

    await test.step('the server refuses a bidirectional override sent to it', async () => {
        const refused = await create({ name: `Đại lý \u202Etrà ${stamp}`, phone: '0912000333' });
        expect(refused.ok()).toBe(false);
        expect(JSON.stringify(await refused.json())).toContain('Có ký tự không được phép');
    });

    await test.step('a partner named as a formula, with a +84 phone and a 5,000-character note', async () => {
        const created = await create({ name: formula, phone: '+84912345678', note });
        expect(created.ok()).toBe(true);
        id = (await created.json()).data.id;
        expect(id).toBeGreaterThan(0);
    });

    await test.step('the CSV export writes the formula as inert text and the phone as it is', async () => {
        await open(page, '/partner');
        await expect(page.getByRole('cell', { name: formula })).toBeVisible();
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Xuất' }).click();
        const text = await readFile((await (await download).path())!, 'utf8');
        const line = text.split('\r\n').find((row) => row.includes(`xts.example/${stamp}`));
        expect(line).toBeDefined();
        // The name is the first column: an apostrophe before the = makes it text.
        expect(line).toMatch(/^"'=HYPERLINK\(/);
        expect(line).toContain(`"'=HYPERLINK(""https://xts.example/${stamp}"")",`);
        expect(line).toContain(',"+84912345678",');
        expect(line).toContain(`"${note}"`);
    });

    await test.step('its detail page wraps the long note: nothing wider than the window', async () => {
        await open(page, `/partner/detail/${id}`);
        await expect(page.getByText(note)).toBeVisible();
        const widths = await page.evaluate(() => ({
            page: document.documentElement.scrollWidth,
            window: window.innerWidth,
        }));
        expect.soft(widths.page, "the page's width").toBeLessThanOrEqual(widths.window);
    });

    await test.step('a bidirectional override pasted into the form is dropped before it is saved', async () => {
        const name = `Đại lý trà Tân Cương ${stamp}`;
        await open(page, '/partner/add');
        await page.getByLabel('Tên đối tác *').fill(`Đại lý \u202Etrà Tân Cương ${stamp}`);
        await expect(page.getByLabel('Tên đối tác *')).toHaveValue(name);
        await pickOption(page, 'Loại đối tác *', 'Khác');
        await page.getByLabel('Số điện thoại *').fill('0912000333');
        await page.getByLabel('Tỉnh/Thành phố').fill('Lâm');
        await page.getByRole('option', { name: 'Tỉnh Lâm Đồng' }).click();
        await page.getByLabel('Phường/Xã').fill('Xuân Hương');
        await page.getByRole('option', { name: 'Phường Xuân Hương - Đà Lạt' }).click();
        await page.getByRole('button', { name: 'Lưu', exact: true }).click();
        await expect(page).toHaveURL(/\/partner\/detail\/\d+$/);
        await expect(page.getByText(name).first()).toBeVisible();
        expect(await page.locator('body').innerText()).not.toContain('\u202E');
    });
});
