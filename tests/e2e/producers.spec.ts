import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support';
import { getDb } from '../../src/mocks/db';
import { activationsOf } from '../../src/mocks/ledger/model';

/**
 * Producers as people: a household registered on a phone and its plot linked to it, and
 * an observer's sweep of every page and export that shows producers, which finds no ID number.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const TWELVE_DIGITS = /(?<!\d)\d{12}(?!\d)/;
const lotOf = (lot: string) => {
    const activation = activationsOf(getDb()).find((a) => a.bizId === 1 && a.lot === lot)!;
    return `productId=${activation.productId}&lot=${encodeURIComponent(lot)}`;
};
const locationId = (code: string) => getDb().bizLocations.find((l) => l.code === code)!.id;

/** The page's text once its content is there: no whole ID number in it. */
async function expectNoIdNumber(page: Page, ready: RegExp | string) {
    await expect(page.getByText(ready).first()).toBeVisible({ timeout: 30_000 });
    expect(await page.locator('body').innerText()).not.toMatch(TWELVE_DIGITS);
}

async function exported(page: Page, name: string | RegExp) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name }).click();
    return readFileSync((await (await download).path())!, 'utf8');
}

test('an observer sees no ID number on any page or export that shows producers', async ({ page }) => {
    const db = getDb();
    const producer = db.producers!.find((p) => p.idNumber)!;
    const plot = db.plots!.find((p) => p.producerId === producer.id)!;
    await signIn(page, 'observer', { at: '/plot/list' });
    await expectNoIdNumber(page, plot.code);
    expect(await exported(page, 'Xuất')).not.toMatch(TWELVE_DIGITS);
    await page.goto(`/plot/detail/${plot.id}`);
    await expectNoIdNumber(page, producer.name);
    await page.goto('/producer/list');
    await expectNoIdNumber(page, producer.name);
    expect(await exported(page, 'Xuất')).not.toMatch(TWELVE_DIGITS);
    await page.goto(`/producer/detail/${producer.id}`);
    await expectNoIdNumber(page, 'Không hiển thị với vai trò của bạn');
    await page.goto(`/stamp-lot/detail?${lotOf('CD-2025-01')}`);
    await expectNoIdNumber(page, 'CD-2025-01');
    await page.goto(`/stamp-lot/eudr?${lotOf('CD-2025-01')}`);
    await expectNoIdNumber(page, /CD-T00/);
});

test.describe('on a phone', () => {
    test.use(PHONE);

    test('registers a household, then links a new plot to it from the plot form', async ({ page }) => {
        await signIn(page, 'owner', { at: '/producer/create' });
        await page.getByLabel(/Tên hộ \/ trang trại/).fill('Hộ Y Thị Hạnh Niê');
        await page.getByLabel(/Số CCCD/).fill('066190012345');
        await page.getByLabel(/Số điện thoại/).fill('0905 123 456');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page.getByRole('heading', { name: 'Hộ Y Thị Hạnh Niê' })).toBeVisible({
            timeout: 30_000,
        });
        // The owner reads the whole ID number here, and only here.
        await expect(page.getByText('066190012345')).toBeVisible();

        await page.goto(`/plot/create?locationId=${locationId('CD-A')}`);
        await page.getByLabel(/Mã thửa/).fill('CD-HANH-01');
        await page.getByLabel(/Hộ sản xuất/).fill('Y Thi Hanh');
        await page.getByRole('option', { name: /Hộ Y Thị Hạnh Niê/ }).click();
        await page.getByLabel(/Cây trồng/).fill('Cà phê Arabica');
        await page.getByLabel(/Diện tích khai báo/).fill('0,5');
        await page.getByRole('button', { name: 'Nhập tọa độ' }).click();
        await page.getByLabel('Tọa độ (vĩ độ, kinh độ), mỗi dòng một điểm').fill('11,9301 108,5401');
        await page.getByRole('button', { name: 'Dùng các tọa độ này' }).click();
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page.getByRole('heading', { name: 'CD-HANH-01' })).toBeVisible({ timeout: 30_000 });
        // The plot shows its household masked, and links to its page.
        await expect(page.getByText('••••••••2345')).toBeVisible();
        await page.getByRole('link', { name: 'Hộ Y Thị Hạnh Niê' }).click();
        await expect(page.getByRole('link', { name: /CD-HANH-01/ })).toBeVisible({ timeout: 30_000 });
    });
});
