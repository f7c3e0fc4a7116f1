import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support';
import { getDb } from '../../src/mocks/db';
import { HOUSEHOLDS_LOT, householdsLot } from '../fixtures/households';

/**
 * A shipment the EU Information System would refuse as one statement: lot CD-2025-01 of the
 * coffee cooperative comes from 1,001 farming households, one more than a statement may hold for
 * one commodity. The console files it as two statements, says why, and gives each its own files.
 */

const PRODUCERS = 1001;
const LOT = HOUSEHOLDS_LOT;

/** The seed with lot CD-2025-01's origin made of one point plot from each of 1,001 households. */
function seedRecords() {
    const db = structuredClone(getDb());
    const { productId } = householdsLot(db, PRODUCERS, 'Hộ Nguyễn Văn Thành');
    return { db, productId };
}

const { db: SEEDED, productId: PRODUCT_ID } = seedRecords();
const PACK = `/stamp-lot/eudr?productId=${PRODUCT_ID}&lot=${LOT}`;

async function prepare(page: Page) {
    await page.addInitScript((saved) => {
        if (!localStorage.getItem('xts_mock_db')) localStorage.setItem('xts_mock_db', saved);
    }, JSON.stringify(SEEDED));
}

/**
 * A downloaded file, after the click that downloads it. The page's first download names the buyer
 * (`to`): the households' data going abroad is written in the transfer register before the file.
 */
async function downloaded(page: Page, name: string, to?: string) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name }).click();
    if (to) {
        const buyer = page.getByRole('dialog', { name: 'Gửi bộ hồ sơ cho ai?' });
        await buyer.getByLabel(/Bên nhận/).fill(to);
        await buyer.getByRole('button', { name: 'Ghi sổ và tải' }).click();
    }
    const file = await download;
    return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

const WHY = 'vượt 1.000 hộ sản xuất cho một mặt hàng (1.001 hộ cho mặt hàng mã HS 0901)';

test('a shipment of 1,001 coffee households becomes two statements, each with its own files', async ({
    page,
}) => {
    test.setTimeout(180_000);
    await prepare(page);
    await signIn(page, 'owner', { at: `/stamp-lot/shipment?productId=${PRODUCT_ID}&lot=${LOT}` });
    // Said before the pack is built, where the lots are chosen.
    await expect(page.getByTestId('shipment-statements')).toHaveText(
        `Lô hàng này sẽ được lập thành 2 tờ khai vì ${WHY}.`,
        { timeout: 30_000 },
    );
    await page.getByRole('link', { name: /Tạo hồ sơ EUDR/ }).click();

    await expect(page.getByRole('status').filter({ hasText: 'được lập thành 2 tờ khai' })).toContainText(
        `Lô hàng này được lập thành 2 tờ khai vì ${WHY}.`,
        { timeout: 60_000 },
    );
    // Each statement's heading and summary are in the documents' language: English for the importer.
    const first = page.getByRole('region', { name: 'Statement 1 of 2' });
    const second = page.getByRole('region', { name: 'Statement 2 of 2' });
    await expect(first).toContainText('1.000 hộ sản xuất · 1.000 thửa');
    await expect(first).toContainText('120.000 kg');
    await expect(second).toContainText('1 hộ sản xuất · 1 thửa · 1 kB dữ liệu vị trí · 120 kg');
    // Its summary holds its own lot and plot only (in the documents' language).
    await expect(second.getByTestId('pack-totals')).toContainText('120 kg');
    await expect(second.getByRole('row', { name: /HS-1001/ })).toBeVisible();
    await expect(second.getByRole('row', { name: /HS-0001/ })).toHaveCount(0);
    // The whole shipment's file is not offered: it would be refused as one statement.
    await expect(page.getByRole('button', { name: `Tải eudr-${LOT}.geojson` })).toHaveCount(0);

    const one = await downloaded(page, `Tải eudr-${LOT}-part-1-of-2.geojson`, 'Công ty Nhập khẩu Bremen');
    // Asked once for the page: the second statement's files go to the same buyer.
    const two = await downloaded(page, `Tải eudr-${LOT}-part-2-of-2.geojson`);
    expect(one.name).toBe(`eudr-${LOT}-part-1-of-2.geojson`);
    const producers = (text: string) =>
        JSON.parse(text).features.map(
            (f: { properties: { ProducerName: string } }) => f.properties.ProducerName,
        );
    expect(producers(one.text)).toHaveLength(1000);
    expect(producers(two.text)).toHaveLength(1);
    expect(new Set([...producers(one.text), ...producers(two.text)]).size).toBe(PRODUCERS);

    const csv = await downloaded(page, 'Tải bảng tóm tắt tờ khai 2/2 (CSV)');
    expect(csv.name).toBe(`eudr-${LOT}-part-2-of-2-summary.csv`);
    expect(csv.text).toContain(`"${LOT}"`);
    expect(csv.text.trim().split('\r\n')).toHaveLength(2);
});

test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test('shows the two statements of the shipment and downloads the second', async ({ page }) => {
        test.setTimeout(180_000);
        await prepare(page);
        // The cooperative's own copy: the documents in Vietnamese too.
        await signIn(page, 'owner', { at: `${PACK}&files=vi` });
        await expect(page.getByTestId('pack-split')).toContainText(WHY, { timeout: 60_000 });
        await expect(page.getByRole('heading', { name: 'Tờ khai 1/2' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Tờ khai 2/2' })).toBeVisible();
        const two = await downloaded(
            page,
            `Tải eudr-${LOT}-part-2-of-2.geojson`,
            'Công ty Nhập khẩu Cà phê Việt – Đức',
        );
        expect(JSON.parse(two.text).features).toHaveLength(1);
    });
});
