import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { zipSync } from 'fflate';
import { expect, pickOption, signIn, test } from './support';
import { getDb } from '../../src/mocks/db';

/**
 * Plots and the EUDR pack, as a cooperative works with them: in the field on a phone (walk a plot's
 * boundary with the GPS, import the survey's KML), at the desk (draw a plot, tie a lot to its plots
 * at activation, build the pack for a shipment and read the GeoJSON the EU importer receives).
 */

const locationId = (code: string) => getDb().bizLocations.find((l) => l.code === code)!.id;

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function fillPlotFields(page: Page, code: string) {
    await page.getByLabel(/Mã thửa/).fill(code);
    // A household of the register, found by its name typed without diacritics.
    await page.getByLabel(/Hộ sản xuất/).fill('Tran Van Hung');
    await page
        .getByRole('option', { name: /^Hộ Trần Văn Hùng/ })
        .first()
        .click();
    await page.getByLabel(/Cây trồng/).fill('Cà phê Arabica');
    await page.getByLabel(/Diện tích khai báo/).fill('0,5');
}

test.describe('in the field, on a phone', () => {
    test.use(PHONE);

    test('walks a plot with the GPS: a bad fix is refused, a reload keeps the walk, the plot is saved', async ({
        page,
        context,
    }) => {
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation({ latitude: 11.9101234, longitude: 108.5601234, accuracy: 4 });
        await signIn(page, 'owner', { at: `/plot/create?locationId=${locationId('CD-A')}` });
        await page.getByRole('button', { name: 'Đi bộ quanh thửa (GPS)' }).click();
        await page.getByRole('button', { name: 'Bắt đầu' }).click();
        const count = page.getByTestId('walk-count');
        await expect(count).toHaveText('Đã ghi 1 điểm');
        await context.setGeolocation({ latitude: 11.9104, longitude: 108.5605, accuracy: 38 });
        await expect(page.getByTestId('walk-status')).toContainText(
            'Bỏ qua lần định vị này: sai số 38 m, quá mức cho phép 15 m.',
        );
        await expect(count).toHaveText('Đã ghi 1 điểm');
        await context.setGeolocation({ latitude: 11.9101234, longitude: 108.5608765, accuracy: 6 });
        await expect(count).toHaveText('Đã ghi 2 điểm');
        await context.setGeolocation({ latitude: 11.9107654, longitude: 108.5608765, accuracy: 5 });
        await expect(count).toHaveText('Đã ghi 3 điểm');
        // The connection drops, the page reloads: the walk is still there.
        await page.reload();
        await expect(page.getByText('Đã khôi phục 3 điểm của vòng đi trước.')).toBeVisible({
            timeout: 30_000,
        });
        await page.getByRole('button', { name: 'Đi tiếp' }).click();
        await context.setGeolocation({ latitude: 11.9107654, longitude: 108.5601234, accuracy: 3 });
        await expect(count).toHaveText('Đã ghi 4 điểm');
        await page.getByRole('button', { name: 'Hoàn tất' }).click();
        await expect(page.getByTestId('shape-summary')).toContainText('Đa giác 4 đỉnh');
        await fillPlotFields(page, 'CD-DIBO-01');
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page.getByRole('heading', { name: 'CD-DIBO-01' })).toBeVisible({ timeout: 30_000 });
        await expect(page.getByTestId('area-facts')).toContainText('diện tích tính theo hình dạng');
        await expect(page.getByRole('region', { name: 'Bản đồ thửa CD-DIBO-01' })).toBeVisible();
    });

    test('imports a KML of 20 plots: the report before saving, the swapped plot fixed, then saved', async ({
        page,
    }) => {
        await signIn(page, 'owner', { at: `/biz-location/detail/${locationId('CD-B')}` });
        await page.getByRole('button', { name: 'Nhập tệp thửa' }).click();
        const dialog = page.getByRole('dialog', { name: 'Nhập thửa từ tệp' });
        await dialog.getByLabel('Chọn tệp').setInputFiles('tests/fixtures/plots-20.kml');
        await expect(dialog.getByRole('status')).toHaveText('Sẽ nhập 17 thửa, từ chối 3 thửa.');
        const report = dialog.getByRole('table', { name: 'Kết quả kiểm tra từng thửa' });
        await expect(report.getByRole('row')).toHaveCount(21);
        await expect(report).toContainText('tự cắt');
        await expect(report).toContainText('4 ha');
        await dialog.getByRole('button', { name: 'Đảo lại vĩ độ, kinh độ' }).click();
        await expect(dialog.getByRole('status')).toHaveText('Sẽ nhập 18 thửa, từ chối 2 thửa.');
        await dialog.getByRole('button', { name: 'Nhập 18 thửa' }).click();
        await expect(dialog.getByRole('status')).toHaveText('Đã nhập 18 thửa; 2 thửa bị từ chối.');
        await dialog.getByRole('button', { name: 'Đóng' }).click();
        await page.getByLabel('Tìm theo mã thửa, chủ hộ, cây trồng').fill('KML-01');
        await page.getByRole('button', { name: 'Tìm kiếm' }).click();
        await expect(page.getByRole('link', { name: 'KML-01' })).toBeVisible();
    });
});

/** A zip of one shapefile whose central directory declares 1 KB for a .shp that inflates to `mb` MB. */
function lyingZipBomb(mb: number): Buffer {
    const zip = zipSync({ 'thua.shp': new Uint8Array(mb * 1024 * 1024) }, { level: 9 });
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    for (let at = 0; at + 46 <= zip.byteLength; at++)
        if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 1024, true);
    return Buffer.from(zip);
}

/** A GeoJSON collection of `plots` valid square-ish polygons of `sides` vertices each. */
function manyPlots(plots: number, sides: number): Buffer {
    const features = Array.from({ length: plots }, (_, p) => {
        const [lon, lat] = [108.4 + (p % 100) * 0.002, 11.8 + Math.floor(p / 100) * 0.002];
        const ring = Array.from({ length: sides }, (_, i) => {
            const angle = (2 * Math.PI * i) / sides;
            // 7 decimals, as surveys write them.
            return [
                +(lon + 0.0005 * Math.cos(angle)).toFixed(7),
                +(lat + 0.0005 * Math.sin(angle)).toFixed(7),
            ];
        });
        ring.push(ring[0]);
        return {
            type: 'Feature',
            properties: { code: `N-${p}`, producer: 'Hộ Lê Văn Nam' },
            geometry: { type: 'Polygon', coordinates: [ring] },
        };
    });
    return Buffer.from(JSON.stringify({ type: 'FeatureCollection', features }));
}

test('refuses hostile plot files with their reason while the page stays responsive, and cancels a long read', async ({
    page,
}) => {
    await signIn(page, 'owner', { at: `/biz-location/detail/${locationId('CD-B')}` });
    await page.getByRole('button', { name: 'Nhập tệp thửa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nhập thửa từ tệp' });
    await expect(dialog).toContainText('Giới hạn mỗi lần nhập: tệp đến 20 MB; tối đa 10.000 thửa');
    // Files are read and checked in a worker the page can stop: the page's own thread stays free.
    const readers: { closed: boolean }[] = [];
    page.on('worker', (worker) => {
        const reader = { closed: false };
        readers.push(reader);
        worker.on('close', () => (reader.closed = true));
    });
    // Every main-thread task over 50 ms from here on (the browser's long tasks), reported as a figure.
    await page.evaluate(() => {
        const tasks: number[] = [];
        (window as unknown as { longTasks: number[] }).longTasks = tasks;
        new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) tasks.push(Math.round(entry.duration));
        }).observe({ type: 'longtask' });
    });
    const choose = dialog.getByLabel('Chọn tệp');
    const refusal = dialog.getByRole('alert');
    const timings: Record<string, number> = {};
    // Files on disk: the browser reads them itself (a buffer would be copied into the page by the test).
    const saved = (name: string, content: Buffer) => {
        const path = test.info().outputPath(name);
        writeFileSync(path, content);
        return path;
    };
    const refused = async (name: string, content: Buffer, text: string) => {
        const path = saved(name, content);
        const start = Date.now();
        await choose.setInputFiles(path);
        await expect(refusal).toContainText(text, { timeout: 30_000 });
        timings[name] = Date.now() - start;
    };
    await refused('bom.zip', lyingZipBomb(200), 'Tệp nén giải nén ra hơn 50 MB');
    await refused(
        'sau.geojson',
        Buffer.from(
            '{"type":"Feature","properties":{"a":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}}',
        ),
        'Tệp lồng nhau quá 64 cấp',
    );
    await refused(
        'trieu-diem.geojson',
        manyPlots(120, 5_000),
        'vượt giới hạn 500.000 điểm mỗi lần nhập (mỗi thửa tối đa 5.000 điểm)',
    );
    await refused('lon.geojson', Buffer.alloc(21 * 1024 * 1024, 32), 'Tệp nặng 21 MB, vượt giới hạn 20 MB');
    // A refused file keeps no worker (one refused by its size alone starts none).
    await expect.poll(() => readers.filter((reader) => !reader.closed).length).toBe(0);
    expect(readers).toHaveLength(3);
    // A large ordinary file is read and checked in the worker; "Hủy đọc tệp" stops it, nothing saved.
    const before = readers.length;
    await choose.setInputFiles(saved('lon-hop-le.geojson', manyPlots(5_000, 99)));
    await expect(dialog.getByRole('progressbar', { name: 'Tiến độ đọc tệp' })).toBeVisible();
    await expect.poll(() => readers.length).toBe(before + 1);
    const reading = readers[before];
    expect(reading.closed).toBe(false);
    await dialog.getByRole('button', { name: 'Hủy đọc tệp' }).click();
    await expect.poll(() => reading.closed).toBe(true);
    await expect(dialog.getByRole('status')).toHaveText(
        'Đã hủy đọc tệp; chưa có gì được lưu. Bạn có thể chọn tệp khác.',
    );
    await expect(dialog.getByRole('progressbar')).toHaveCount(0);
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    test.info().annotations.push({
        type: 'measured',
        description: `refused in ms ${JSON.stringify(timings)}; main-thread long tasks (ms) ${JSON.stringify(longTasks)}`,
    });
    // The dialog still reads an ordinary file after the refusals and the cancel.
    await choose.setInputFiles('tests/fixtures/plots-20.kml');
    await expect(dialog.getByRole('status')).toHaveText('Sẽ nhập 17 thửa, từ chối 3 thửa.');
    await expect(refusal.filter({ hasText: 'Tệp không được đọc' })).toHaveCount(0);
});

test('draws a plot on the map, its area shown as it grows', async ({ page }) => {
    // A location without plots yet: the map opens on its province.
    await signIn(page, 'owner', { at: `/plot/create?locationId=${locationId('VU-01')}` });
    await page.getByRole('button', { name: 'Vẽ trên bản đồ' }).click();
    const map = page.getByRole('region', { name: 'Bản đồ hình dạng thửa' });
    // Zoom to a field's scale.
    for (let i = 0; i < 6; i++) await map.getByRole('button', { name: 'Phóng to' }).click();
    await page.getByRole('button', { name: 'Vẽ thửa mới' }).click();
    const box = (await map.boundingBox())!;
    const at = (dx: number, dy: number) =>
        page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
    await at(-60, -50);
    await at(60, -50);
    await at(60, 50);
    await expect(page.getByTestId('live-area')).toContainText('Diện tích đang vẽ');
    await at(-60, 50);
    await page.getByRole('button', { name: 'Hoàn tất hình vẽ' }).click();
    await expect(page.getByTestId('shape-summary')).toContainText('Đa giác 4 đỉnh');
    await fillPlotFields(page, 'CD-VE-01');
    await page.getByRole('button', { name: 'Lưu' }).click();
    await expect(page.getByRole('heading', { name: 'CD-VE-01' })).toBeVisible({ timeout: 30_000 });
});

test('ties a lot to its plots at activation, then builds the EUDR pack of a shipment and checks its GeoJSON', async ({
    page,
}) => {
    await signIn(page, 'owner', { at: '/stamp-activation/add' });
    await page.getByLabel('Từ serial (dải 1)').fill('9001');
    await page.getByLabel('Đến serial (dải 1)').fill('9010');
    await pickOption(page, /Sản phẩm/, 'Cà phê Arabica Cầu Đất rang xay 500 g');
    await page.getByLabel(/Số lô/).fill('E2E-EUDR-1');
    await page.getByRole('button', { name: 'Nguồn gốc lô (không bắt buộc)' }).click();
    await page.getByLabel('Thu hoạch từ ngày').fill('01/11/2025');
    await page.getByLabel('Đến ngày').fill('20/12/2025');
    await page.getByLabel('Thửa 1', { exact: true }).fill('CD-T002');
    await page.getByRole('option', { name: /^CD-T002 · / }).click();
    await page.getByLabel('Khối lượng thửa 1 (kg)').fill('1.250,5');
    await page.getByRole('button', { name: 'Kiểm tra tem' }).click();
    await page.getByRole('button', { name: 'Kích hoạt 10 tem' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Kích hoạt 10 tem' }).click();
    await expect(page.getByRole('heading', { name: /^Lần kích hoạt #\d+$/ })).toBeVisible();

    // The lot's page shows where it came from.
    await page.goto('/stamp-lot/list');
    await page.getByRole('cell', { name: 'E2E-EUDR-1' }).click();
    const origin = page.getByRole('region', { name: 'Nguồn gốc lô' });
    await expect(origin.getByRole('table', { name: 'Các thửa nguồn gốc của lô' })).toContainText('CD-T002');
    await expect(origin.getByTestId('origin-totals')).toContainText('1 chủ hộ · 1 thửa');
    await expect(origin.getByTestId('origin-totals')).toContainText('1.250,5 kg');

    // A shipment of two lots: ticked on the lot list.
    await page.goto('/stamp-lot/list');
    await page
        .getByRole('row', { name: /E2E-EUDR-1/ })
        .getByRole('checkbox')
        .check();
    await page
        .getByRole('row', { name: /CD-2025-01/ })
        .getByRole('checkbox')
        .check();
    await page.getByRole('link', { name: 'Tạo hồ sơ EUDR (2 lô)' }).click();
    await expect(page.getByRole('heading', { name: 'Hồ sơ EUDR của lô hàng gồm 2 lô' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Hồ sơ đã sẵn sàng' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Tải eudr-.*\.geojson$/ }).click();
    // The households' data leaves Vietnam with the file: the transfer is written in the register first.
    const recipient = page.getByRole('dialog', { name: 'Gửi bộ hồ sơ cho ai?' });
    await recipient.getByLabel(/Bên nhận/).fill('Công ty Nhập khẩu Cà phê Hamburg');
    await recipient.getByRole('button', { name: 'Ghi sổ và tải' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.geojson$/);
    const geojson = JSON.parse(readFileSync((await file.path())!, 'utf8'));
    expect(geojson.type).toBe('FeatureCollection');
    const codes = geojson.features.map(
        (f: { properties: { ProductionPlace: string } }) => f.properties.ProductionPlace,
    );
    expect(codes.some((place: string) => place.startsWith('CD-T002'))).toBe(true);
    for (const feature of geojson.features) {
        expect(feature.properties.ProducerCountry).toBe('VN');
        expect(feature.properties.ProducerName).toBeTruthy();
        const positions: number[][] =
            feature.geometry.type === 'Point'
                ? [feature.geometry.coordinates]
                : feature.geometry.coordinates.flat();
        for (const [lon, lat] of positions) {
            // RFC 7946 order, in Vietnam: longitude first.
            expect(lon).toBeGreaterThan(102);
            expect(lat).toBeLessThan(24);
        }
        if (feature.geometry.type === 'Point') expect(feature.properties.Area).toBeGreaterThan(0);
        else for (const ring of feature.geometry.coordinates) expect(ring[0]).toEqual(ring[ring.length - 1]);
    }
    // Every coordinate is written with at least 6 decimals.
    const text = readFileSync((await file.path())!, 'utf8');
    const numbers = text
        .match(/"coordinates":\s*\[[^"]*/g)!
        .join('')
        .match(/-?\d+\.\d+/g)!;
    for (const number of numbers) expect(number.split('.')[1].length).toBeGreaterThanOrEqual(6);
    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Tải bảng tóm tắt (CSV)' }).click();
    expect(readFileSync((await (await csv).path())!, 'utf8')).toContain('E2E-EUDR-1');
});
