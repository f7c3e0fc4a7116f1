import { writeFileSync } from 'node:fs';
import { expect, mock, requestsTo, signIn, test } from './support';
import { getDb } from '../../src/mocks/db';

/**
 * A cooperative's survey larger than one part of an import: the plots go in parts, each part's
 * outcome is shown as it comes, a part the server failed is sent again alone, and nothing typed is
 * lost meanwhile.
 */

const locationId = (code: string) => getDb().bizLocations.find((l) => l.code === code)!.id;

/** A GeoJSON of `count` points, each with its code and declared area, all of one new household. */
function survey(count: number): string {
    const features = Array.from({ length: count }, (_, i) => ({
        type: 'Feature',
        properties: { code: `PHAN-${i + 1}`, producer: 'Hộ Đinh Văn Phần', dien_tich: 0.5 },
        geometry: {
            type: 'Point',
            coordinates: [
                +(108.3 + (i % 50) * 0.003).toFixed(7),
                +(11.7 + Math.floor(i / 50) * 0.003).toFixed(7),
            ],
        },
    }));
    return JSON.stringify({ type: 'FeatureCollection', features });
}

test('imports 2,500 plots in three parts: the outcome of each part shown, the failed part sent again alone', async ({
    page,
}) => {
    test.setTimeout(240_000);
    await signIn(page, 'owner', { at: `/biz-location/detail/${locationId('CD-B')}` });
    await page.getByRole('button', { name: 'Nhập tệp thửa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nhập thửa từ tệp' });
    const crop = dialog.getByLabel('Cây trồng (khi tệp không ghi)');
    await crop.fill('Cà phê Arabica');
    const path = test.info().outputPath('khao-sat-2500.geojson');
    writeFileSync(path, survey(2_500));
    await dialog.getByLabel('Chọn tệp').setInputFiles(path);
    await expect(dialog.getByRole('status')).toHaveText('Sẽ nhập 2.500 thửa, từ chối 0 thửa.', {
        timeout: 60_000,
    });
    // The server fails the first part; the others go through.
    await mock.fail(page, 'plotImport', 'http500');
    const calls = requestsTo(page, 'plotImport');
    await dialog.getByRole('button', { name: /^Nhập 2\.?500 thửa$/ }).click();
    await expect(dialog.getByRole('status')).toHaveText(
        'Đã nhập 1.500 thửa; 1 phần (1.000 thửa) chưa lưu được. Những gì đã nhập vẫn giữ nguyên; hãy thử lại các phần lỗi.',
        { timeout: 90_000 },
    );
    const parts = dialog.getByRole('list', { name: 'Các phần của lần nhập' }).getByRole('listitem');
    await expect(parts).toHaveCount(3);
    await expect(parts.nth(0)).toContainText('Phần 1: thửa 1–1.000');
    await expect(parts.nth(0)).toContainText(/Chưa lưu được: .*Máy chủ đang gặp sự cố/);
    await expect(parts.nth(1)).toContainText('Phần 2: thửa 1.001–2.000');
    await expect(parts.nth(1)).toContainText('Đã lưu: 1.000 thửa mới, 0 thửa bị từ chối');
    await expect(parts.nth(2)).toContainText('Phần 3: thửa 2.001–2.500');
    await expect(parts.nth(2)).toContainText('Đã lưu: 500 thửa mới, 0 thửa bị từ chối');
    // The rows of the failed part say they are not saved; what was typed is still there.
    const report = dialog.getByRole('table', { name: 'Kết quả kiểm tra từng thửa' });
    await expect(report.getByRole('row', { name: /PHAN-1 ·/ }).first()).toContainText('Chưa lưu');
    await expect(crop).toHaveValue('Cà phê Arabica');
    expect(calls).toHaveLength(3);
    await dialog.getByRole('button', { name: 'Thử lại 1 phần lỗi' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Đã nhập 2.500 thửa; 0 thửa bị từ chối.', {
        timeout: 90_000,
    });
    await expect(parts.nth(0)).toContainText('Đã lưu: 1.000 thửa mới, 0 thửa bị từ chối');
    await expect(report.getByRole('row', { name: /PHAN-1 ·/ }).first()).toContainText('Đã nhập');
    // Only the failed part was sent again.
    expect(calls).toHaveLength(4);
    await dialog.getByRole('button', { name: 'Đóng' }).click();
    await page.getByLabel('Tìm theo mã thửa, chủ hộ, cây trồng').fill('PHAN-1000');
    await page.getByRole('button', { name: 'Tìm kiếm' }).click();
    await expect(page.getByRole('link', { name: 'PHAN-1000' })).toBeVisible();
});
