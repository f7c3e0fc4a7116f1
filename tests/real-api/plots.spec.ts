import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { open, signInThroughSso } from './support';

/**
 * Plots and the EUDR pack over real HTTP: a plot created by importing a GeoJSON file into a
 * growing location, the seeded lot tied to it, and the pack built and read back. Each layout
 * imports its own plot (both run against the same server).
 */
test('a plot imported from a file is tied to a lot whose EUDR pack carries it', async ({ page }) => {
    const sameOrigin = test.info().project.name === 'same-origin';
    const code = `RA-${sameOrigin ? 'SO' : 'CO'}-${Date.now() % 100000}`;
    // A household of its own per layout: the second would otherwise be proposed as the first's.
    const household = sameOrigin ? 'Hộ Đinh Thị Huệ' : 'Hộ Lương Văn Khải';
    // …and a place of its own: two households' plots at one point are an overlap the pack refuses.
    const point = sameOrigin ? [108.5732345, 11.9232345] : [108.5712345, 11.9212345];
    const file = {
        type: 'FeatureCollection',
        features: [
            {
                type: 'Feature',
                properties: { code, producer: household, crop: 'Cà phê Arabica', dien_tich: '0,8' },
                geometry: { type: 'Point', coordinates: point },
            },
        ],
    };
    await signInThroughSso(page, 'Chủ sở hữu');
    await open(page, '/biz-location/list');
    await page.getByText('Vùng Arabica Cầu Đất B').first().click();
    await page.getByRole('button', { name: 'Nhập tệp thửa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nhập thửa từ tệp' });
    await dialog.getByLabel('Chọn tệp').setInputFiles({
        name: 'khao-sat.geojson',
        mimeType: 'application/geo+json',
        buffer: Buffer.from(JSON.stringify(file)),
    });
    await expect(dialog.getByRole('status')).toHaveText('Sẽ nhập 1 thửa, từ chối 0 thửa.');
    await dialog.getByRole('button', { name: 'Nhập 1 thửa' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Đã nhập 1 thửa; 0 thửa bị từ chối.');
    await dialog.getByRole('button', { name: 'Đóng' }).click();

    // Tie the seeded lot to it (its origin replaced by this plot).
    await open(page, '/stamp-lot/list');
    await page.getByRole('cell', { name: 'CD-2025-01', exact: true }).click();
    const origin = page.getByRole('region', { name: 'Nguồn gốc lô' });
    await origin.getByRole('button', { name: /nguồn gốc/ }).click();
    const editor = page.getByRole('dialog', { name: 'Nguồn gốc lô' });
    while ((await editor.getByRole('button', { name: /^Bỏ thửa thứ/ }).count()) > 1)
        await editor
            .getByRole('button', { name: /^Bỏ thửa thứ/ })
            .last()
            .click();
    await editor.getByLabel('Thửa 1', { exact: true }).fill(code);
    await page.getByRole('option', { name: new RegExp(`^${code} · `) }).click();
    await editor.getByLabel('Khối lượng thửa 1 (kg)').fill('640');
    await editor.getByLabel('Thu hoạch từ ngày').fill('01/11/2025');
    await editor.getByLabel('Đến ngày').fill('31/12/2025');
    await editor.getByRole('button', { name: 'Lưu' }).click();
    await expect(editor).toHaveCount(0);
    await expect(origin.getByTestId('origin-totals')).toContainText('1 chủ hộ · 1 thửa');

    // The household the import added has not agreed to its data going abroad: the pack says so and
    // leads to its page, where the owner records the consent given by word of mouth.
    await origin.getByRole('link', { name: 'Tạo hồ sơ EUDR' }).click();
    const gap = page
        .getByTestId('pack-missing')
        .getByRole('listitem')
        .filter({ hasText: 'chưa đồng ý cho chuyển dữ liệu ra nước ngoài' });
    await gap.first().getByRole('link', { name: 'Sửa' }).click();
    await expect(page).toHaveURL(/\/producer\/detail\/\d+$/);
    const consents = page.getByRole('region', { name: 'Sự đồng ý về dữ liệu cá nhân' });
    await consents.getByRole('button', { name: 'Ghi nhận đồng ý' }).click();
    const record = page.getByRole('dialog');
    await record.getByRole('checkbox', { name: 'Chuyển ra nước ngoài (EUDR)' }).check();
    await record.getByRole('radio', { name: 'Đồng ý bằng lời' }).check();
    await record.getByLabel(/Tên người làm chứng/).fill('Trưởng thôn Lương Văn Chiến');
    await record.getByRole('button', { name: 'Lưu sự đồng ý' }).click();
    await expect(page.getByText('Đã ghi nhận sự đồng ý')).toBeVisible();
    await page.goBack();

    // The pack: its GeoJSON holds the imported plot, longitude first, 6 decimals or more. The file
    // goes once the transfer to the buyer is written in the register, on the server.
    await expect(page.getByRole('status').filter({ hasText: 'Hồ sơ đã sẵn sàng' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Tải eudr-.*\.geojson$/ }).click();
    const buyer = page.getByRole('dialog', { name: 'Gửi bộ hồ sơ cho ai?' });
    await buyer.getByLabel(/Bên nhận/).fill('Công ty Nhập khẩu Cà phê Antwerpen');
    await buyer.getByRole('button', { name: 'Ghi sổ và tải' }).click();
    const text = readFileSync((await (await download).path())!, 'utf8');
    const geojson = JSON.parse(text);
    expect(geojson.features).toHaveLength(1);
    expect(geojson.features[0].properties).toMatchObject({
        ProducerName: household,
        ProducerCountry: 'VN',
    });
    expect(geojson.features[0].geometry.coordinates).toEqual(point);
});
