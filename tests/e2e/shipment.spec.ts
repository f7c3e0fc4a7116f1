import { expect, signIn, test } from './support';
import { getDb } from '../../src/mocks/db';
import { activationsOf } from '../../src/mocks/ledger/model';
import { encodeStamp } from '../../src/mocks/ledger/codes';
import { digitalLink } from '../../src/domain/scan';

/**
 * The EUDR pack of a shipment as an exporter hands it over: its lots chosen on a phone in the
 * warehouse (typed the Vietnamese way, kept through going back and forth), and its summary printed
 * on A4 for the EU importer, without the console around it.
 */

const activationOf = (lot: string) => activationsOf(getDb()).find((a) => a.bizId === 1 && a.lot === lot)!;
const lotOf = (lot: string) => `productId=${activationOf(lot).productId}&lot=${encodeURIComponent(lot)}`;

/** The Digital Link a phone's scanner reads off a stamp of the lot (its first serial). */
const scannedLink = (lot: string) => {
    const activation = activationOf(lot);
    const gtin = getDb().products.find((p) => p.id === activation.productId)!.gtin!;
    return digitalLink({
        scannerHost: 'https://scan.xacthucso.vn',
        gtin: gtin.padStart(14, '0'),
        lot,
        code: encodeStamp(1, activation.ranges[0].from),
    });
};

test('prints the pack of a shipment as a summary on paper: the console left off, the facts kept', async ({
    page,
}) => {
    await page.addInitScript(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
            (window as unknown as { printed: number }).printed += 1;
        };
    });
    await signIn(page, 'owner', { at: `/stamp-lot/eudr?${lotOf('CD-2025-01')}&${lotOf('CD-2025-02')}` });
    await expect(page.getByRole('status').filter({ hasText: 'Hồ sơ đã sẵn sàng' })).toBeVisible();
    const print = page.getByRole('button', { name: 'In bản tóm tắt' });
    await print.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    // The console's frame is not on the paper.
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByText('Bạn đang có 2 lời mời liên kết', { exact: false })).toBeHidden();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(print).toBeHidden();
    await expect(page.getByRole('button', { name: 'Tải bảng tóm tắt (CSV)' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Thay đổi các lô' })).toBeHidden();
    // What the document is, for which shipment, and when it was printed: in English for the EU
    // importer, though the console speaks Vietnamese.
    await expect(page.getByRole('heading', { name: 'EUDR due diligence summary' })).toBeVisible();
    await expect(page.getByText('Shipment of 2 lots: CD-2025-01, CD-2025-02')).toBeVisible();
    await expect(page.getByText(/^Printed on: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    const summary = page.getByRole('table', { name: "The pack's summary" });
    await expect(summary).toBeVisible();
    for (const column of ['HS code', 'Description', 'Net mass (kg)', 'Country of production'])
        await expect(summary.getByRole('columnheader', { name: column })).toBeVisible();
    await expect(summary.getByRole('row', { name: /CD-2025-02/ })).toContainText('0901');
    await expect(summary.getByRole('row', { name: /CD-2025-01/ })).toContainText('VN');
    await expect(page.getByTestId('pack-totals')).toContainText('13 plots');
    await expect(page.getByRole('table', { name: 'Plots of land each lot came from' })).toBeVisible();
    // As wide as an A4 sheet and no wider.
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // An A4 sheet less its margins is about 700 CSS pixels wide: nothing runs off its side.
    await page.setViewportSize({ width: 700, height: 1000 });
    const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        tables: [...document.querySelectorAll('table')].map((table) => table.getBoundingClientRect().right),
    }));
    expect(widths.page).toBeLessThanOrEqual(700);
    for (const right of widths.tables) expect(right).toBeLessThanOrEqual(700);

    // The cooperative's own copy, in Vietnamese.
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Tiếng Việt (bản lưu của hợp tác xã)' }).click();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'Bản tóm tắt hồ sơ thẩm định EUDR' })).toBeVisible();
    await expect(page.getByText('Lô hàng gồm 2 lô: CD-2025-01, CD-2025-02')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Bản tóm tắt hồ sơ' })).toBeVisible();
    await expect(page.getByTestId('pack-totals')).toContainText('13 thửa');
});

test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test('chooses the two lots of a shipment by typing, keeps them going back and forth, and builds the pack', async ({
        page,
    }) => {
        // Against the phone's own width: a mobile browser widens its layout viewport (and innerWidth)
        // to content that overflows, so innerWidth alone would follow the overflow.
        const fitsTheScreen = async () => {
            const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
            expect(scroll).toBeLessThanOrEqual(page.viewportSize()!.width);
        };
        await signIn(page, 'owner', { at: '/stamp-lot/list' });
        await page.getByRole('link', { name: 'Chọn lô cho lô hàng' }).click();
        await expect(page.getByRole('heading', { name: 'Chọn lô cho lô hàng' })).toBeVisible();
        const search = page.getByRole('searchbox', { name: 'Tìm lô: số lô, tên sản phẩm hoặc quét tem' });

        await search.fill('rang hạt');
        // The lots of other products go as the search narrows.
        await expect(page.getByRole('checkbox', { name: /^CD-2025-04 · / })).toHaveCount(0);
        const second = page.getByRole('checkbox', { name: /^CD-2025-02 · Cà phê Arabica Cầu Đất rang hạt/ });
        await second.check();
        await search.fill('cd-2025-01');
        await expect(page.getByRole('checkbox', { name: /^CD-2025-02 · / })).toHaveCount(0);
        const first = page.getByRole('checkbox', { name: /^CD-2025-01 · / });
        await first.check();
        await expect(page.getByTestId('shipment-count')).toHaveText('Đã chọn 2 lô');
        await expect(page.getByTestId('shipment-total')).toHaveText(
            /^Tổng khối lượng nguồn gốc: [\d.,]+ kg · 13 thửa$/,
        );
        const chosen = page.getByRole('region', { name: 'Các lô đã chọn' });
        await expect(chosen.getByRole('listitem')).toHaveCount(2);
        await fitsTheScreen();
        for (const target of [
            first,
            chosen.getByRole('button', { name: 'Bỏ lô CD-2025-01' }),
            page.getByRole('link', { name: 'Tạo hồ sơ EUDR (2 lô)' }),
        ]) {
            const box = (await target
                .locator('xpath=ancestor-or-self::*[self::label or self::a or self::button][1]')
                .boundingBox())!;
            expect(box.height).toBeGreaterThanOrEqual(44);
            expect(box.width).toBeGreaterThanOrEqual(44);
        }

        // On to the pack, and back: nothing chosen is lost.
        await page.getByRole('link', { name: 'Tạo hồ sơ EUDR (2 lô)' }).click();
        await expect(page.getByRole('heading', { name: 'Hồ sơ EUDR của lô hàng gồm 2 lô' })).toBeVisible();
        await page.goBack();
        await expect(page.getByTestId('shipment-count')).toHaveText('Đã chọn 2 lô');
        await expect(search).toHaveValue('cd-2025-01');

        // One lot removed, one added again, then the pack of the two.
        await chosen.getByRole('button', { name: 'Bỏ lô CD-2025-02' }).click();
        await expect(page.getByTestId('shipment-count')).toHaveText('Đã chọn một lô');
        // A stamp of the lot scanned into the box (the scanner types the link and Enter): its lot is searched.
        await search.fill(scannedLink('CD-2025-02'));
        await search.press('Enter');
        await expect(search).toHaveValue('CD-2025-02');
        await expect(page.getByRole('checkbox', { name: /^CD-2025-01 · / })).toHaveCount(0);
        await page.getByRole('checkbox', { name: /^CD-2025-02 · / }).check();
        await expect(page.getByTestId('shipment-count')).toHaveText('Đã chọn 2 lô');
        await fitsTheScreen();
        await page.getByRole('link', { name: 'Tạo hồ sơ EUDR (2 lô)' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'Hồ sơ đã sẵn sàng' })).toBeVisible();
        await expect(page.getByRole('table', { name: "The pack's summary" })).toContainText('CD-2025-02');
        await fitsTheScreen();
        await page.getByRole('link', { name: 'Thay đổi các lô' }).click();
        await expect(chosen.getByRole('listitem')).toHaveCount(2);
    });
});
