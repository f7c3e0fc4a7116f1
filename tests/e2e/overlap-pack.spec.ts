import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, signIn, test } from './support';
import { getDb } from '../../src/mocks/db';
import { activationsOf } from '../../src/mocks/ledger/model';
import { plotsOf } from '../../src/mocks/plots/model';

/**
 * The same land under two producers stops the EUDR pack (docs/plots.md, "Overlaps"): an exact copy of
 * a seeded plot imported under another producer is named by code before saving, then on the lot's
 * pack with links to both plots, until the owner marks the pair as shared land with a reason.
 */
const original = plotsOf(getDb()).find((plot) => plot.code === 'CD-T001')!;
const location = getDb().bizLocations.find((l) => l.id === original.locationId)!;
const lot = activationsOf(getDb()).find((a) => a.bizId === 1 && a.lot === 'CD-2025-01')!;
const PACK = `/stamp-lot/eudr?productId=${lot.productId}&lot=${encodeURIComponent(lot.lot)}`;

/** CD-T001's shape exactly, as another household's plot. */
function copyFile(dir: string) {
    mkdirSync(dir, { recursive: true });
    const path = `${dir}/ban-sao-cd-t001.geojson`;
    const feature = {
        type: 'Feature',
        properties: {
            code: 'SAO-01',
            producer: 'Hộ Lê Thị Sao',
            crop: 'Cà phê Arabica',
            area: original.declaredAreaHa,
        },
        geometry: original.geometry,
    };
    writeFileSync(path, JSON.stringify({ type: 'FeatureCollection', features: [feature] }));
    return path;
}

test('an exact copy under another producer is warned at import, stops the pack, and is lifted by a shared-land mark', async ({
    page,
}, testInfo) => {
    test.setTimeout(180_000);
    await signIn(page, 'owner', { at: `/biz-location/detail/${location.id}` });
    await page.getByRole('button', { name: 'Nhập tệp thửa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nhập thửa từ tệp' });
    await dialog.getByLabel('Chọn tệp').setInputFiles(copyFile(testInfo.outputDir));
    const report = dialog.getByRole('table', { name: 'Kết quả kiểm tra từng thửa' });
    await expect(report).toContainText('Chồng lấn thửa đã lưu CD-T001', { timeout: 30_000 });
    await expect(dialog.getByTestId('import-overlaps')).toContainText('1 thửa chồng lấn thửa của hộ khác');
    await dialog.getByRole('button', { name: 'Nhập 1 thửa' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Đã nhập 1 thửa; 0 thửa bị từ chối.');
    await dialog.getByRole('button', { name: 'Đóng' }).click();

    // The lot's pack stops, naming both plots by code, each linked.
    await page.goto(PACK);
    const missing = page.getByTestId('pack-missing');
    await expect(missing).toBeVisible({ timeout: 30_000 });
    const gap = missing.getByTestId('overlap-gap');
    await expect(gap).toContainText('Thửa CD-T001 chồng lấn thửa SAO-01 của Hộ Lê Thị Sao');
    await expect(gap.getByRole('link', { name: 'CD-T001' })).toHaveAttribute('href', /\/plot\/detail\/1$/);
    await gap.getByRole('link', { name: 'SAO-01' }).click();

    // On the copy's page, the owner marks the pair as shared land; a reason is required.
    await expect(page.getByRole('heading', { name: 'SAO-01' })).toBeVisible({ timeout: 30_000 });
    const overlaps = page.getByTestId('plot-overlaps');
    await expect(overlaps).toContainText('CD-T001');
    await overlaps.getByRole('button', { name: 'Đánh dấu đất dùng chung' }).click();
    const mark = page.getByRole('dialog', { name: /Đánh dấu SAO-01 và CD-T001 là đất dùng chung/ });
    await mark.getByRole('button', { name: 'Đánh dấu' }).click();
    await expect(mark.getByText('Hãy ghi lý do')).toBeVisible();
    await mark.getByLabel(/Lý do/).fill('Hai chị em cùng canh tác một rẫy của cha mẹ để lại');
    await mark.getByRole('button', { name: 'Đánh dấu' }).click();
    await expect(mark).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId('plot-shared')).toContainText('Hai chị em cùng canh tác một rẫy');

    // The pack builds, and lists the pair with the reason.
    await page.goto(PACK);
    await expect(page.getByTestId('shared-land')).toContainText(
        'Thửa CD-T001 và thửa SAO-01 là đất dùng chung: Hai chị em cùng canh tác một rẫy của cha mẹ để lại',
        { timeout: 30_000 },
    );
    await expect(page.getByTestId('pack-missing')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Tải .*geojson/ }).first()).toBeVisible();
});

test('a shape typed into a new plot over another household’s plot names it before saving', async ({
    page,
}) => {
    await signIn(page, 'owner', { at: `/plot/create?locationId=${location.id}` });
    await page.getByRole('button', { name: 'Nhập tọa độ' }).click();
    // CD-T001's corners, as a surveyor reads them off: latitude, longitude, one per line.
    const ring = (original.geometry as { coordinates: number[][][] }).coordinates[0].slice(0, -1);
    await page
        .getByLabel('Tọa độ (vĩ độ, kinh độ), mỗi dòng một điểm')
        .fill(ring.map(([lon, lat]) => `${lat}, ${lon}`).join('\n'));
    await page.getByRole('button', { name: 'Dùng các tọa độ này' }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'Hình dạng này chồng lấn thửa của hộ khác' });
    await expect(warning).toBeVisible({ timeout: 30_000 });
    await expect(warning.getByRole('link', { name: 'CD-T001' })).toHaveAttribute(
        'href',
        `/plot/detail/${original.id}`,
    );
    await expect(page).toHaveURL(/\/plot\/create\?/);
});
