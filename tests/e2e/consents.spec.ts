import { expect, signIn, test } from './support';
import { getDb } from '../../src/mocks/db';
import { activationsOf } from '../../src/mocks/ledger/model';
import { originsOf, plotsOf } from '../../src/mocks/plots/model';

/**
 * Consent and the register of transfers abroad, on a phone: a household whose consent to
 * a transfer abroad was withdrawn stops the lot's EUDR pack (a gap with a link to its page); its
 * consent recorded from a photographed signed form, the pack is built and downloaded to a named
 * buyer, and the owner's register of transfers shows it.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
);
const BUYER = 'Công ty Nhập khẩu Cà phê Hamburg GmbH';

/** The lot's pack address and the household of its first plot, as the mock seeds them. */
function lotAndHousehold() {
    const db = getDb();
    const lot = activationsOf(db).find((a) => a.bizId === 1 && a.lot === 'CD-2025-01')!;
    const origin = originsOf(db).find((o) => o.bizId === 1 && o.lot === lot.lot)!;
    const plot = plotsOf(db).find((p) => p.id === origin.plots[0].plotId)! as { producerId?: number };
    const producer = db.producers!.find((p) => p.id === plot.producerId)!;
    return {
        pack: `/stamp-lot/eudr?productId=${lot.productId}&lot=${encodeURIComponent(lot.lot)}`,
        producer,
    };
}

test.describe('on a phone', () => {
    test.use(PHONE);

    test('a household without consent stops the pack; its signed form recorded, the pack goes to the buyer and the register shows it', async ({
        page,
    }) => {
        test.setTimeout(180_000);
        const { pack, producer } = lotAndHousehold();
        await signIn(page, 'owner', { at: `/producer/detail/${producer.id}` });

        // The household takes back its consent (seeded for every purpose).
        const consents = page.getByRole('region', { name: 'Sự đồng ý về dữ liệu cá nhân' });
        await consents.getByRole('button', { name: 'Rút lại đồng ý' }).first().click({ timeout: 30_000 });
        const withdraw = page.getByRole('dialog');
        await expect(withdraw).toContainText('không được đưa vào bộ hồ sơ EUDR');
        await withdraw.getByRole('button', { name: 'Xác nhận rút đồng ý' }).click();
        await expect(withdraw.getByText('Hãy ghi lý do hộ rút lại sự đồng ý')).toBeVisible();
        await withdraw.getByLabel(/Lý do rút lại/).fill('Hộ muốn đọc kỹ giấy đồng ý mới');
        await withdraw.getByRole('button', { name: 'Xác nhận rút đồng ý' }).click();
        await expect(page.getByText('Đã ghi nhận việc rút lại đồng ý')).toBeVisible();
        await expect(consents.getByText('Chưa đồng ý').first()).toBeVisible();

        // The pack names the gap, with the way to the household's page.
        await page.goto(pack);
        const gaps = page.getByTestId('pack-missing');
        const gap = gaps
            .getByRole('listitem')
            .filter({ hasText: 'chưa đồng ý cho chuyển dữ liệu ra nước ngoài' });
        await expect(gap.first()).toBeVisible({ timeout: 60_000 });
        await gap.first().getByRole('link', { name: 'Sửa' }).click();
        await expect(page).toHaveURL(new RegExp(`/producer/detail/${producer.id}$`));

        // The signed paper form, photographed: without its photo the server says which field is missing.
        await consents.getByRole('button', { name: 'Ghi nhận đồng ý' }).click();
        const record = page.getByRole('dialog');
        await expect(record.getByRole('radio', { name: 'Ký trên giấy' })).toBeChecked();
        // Nothing is agreed until ticked, as on the signed form.
        for (const purpose of [
            'Truy xuất nguồn gốc',
            'Chia sẻ với người mua',
            'Chuyển ra nước ngoài (EUDR)',
        ]) {
            await expect(record.getByRole('checkbox', { name: purpose })).not.toBeChecked();
            await record.getByRole('checkbox', { name: purpose }).check();
        }
        await record.getByRole('button', { name: 'Lưu sự đồng ý' }).click();
        await expect(record.getByText('Cần ảnh chụp tờ giấy đồng ý đã ký')).toBeVisible();
        await page
            .locator('#pictures-evidence')
            .setInputFiles({ name: 'giay-dong-y.png', mimeType: 'image/png', buffer: PNG });
        await expect(record.getByRole('img', { name: 'Ảnh 1' })).toBeVisible();
        await record.getByRole('button', { name: 'Lưu sự đồng ý' }).click();
        await expect(page.getByText('Đã ghi nhận sự đồng ý')).toBeVisible();
        await expect(consents.getByRole('link', { name: 'Xem ảnh giấy đã ký' }).first()).toBeVisible();
        await expect(consents.getByText('Chưa đồng ý')).toHaveCount(0);

        // The pack is built; its files are given once the transfer to the buyer is recorded.
        await page.goto(pack);
        const file = page.getByRole('button', { name: /^Tải eudr-.*\.geojson$/ }).first();
        await expect(file).toBeVisible({ timeout: 60_000 });
        await file.click();
        const gate = page.getByRole('dialog', { name: 'Gửi bộ hồ sơ cho ai?' });
        await gate.getByLabel(/Bên nhận \(người mua\)/).fill(BUYER);
        const download = page.waitForEvent('download');
        await gate.getByRole('button', { name: 'Ghi sổ và tải' }).click();
        expect((await download).suggestedFilename()).toMatch(/^eudr-.*\.geojson$/);

        // The owner's register: when, who, to whom, which household, under which consent; the
        // entry, a card on a phone, opens the pack that was given out.
        await page.goto('/transfer/list');
        const entry = page.getByRole('listitem').filter({ hasText: BUYER });
        await expect(entry).toBeVisible({ timeout: 30_000 });
        await expect(entry).toContainText('Tải bộ hồ sơ EUDR');
        await expect(entry).toContainText(producer.name);
        await expect(entry).toContainText(/đồng ý #\d+/);
        await entry.getByRole('link').click();
        await expect(page).toHaveURL(pack);
    });
});
