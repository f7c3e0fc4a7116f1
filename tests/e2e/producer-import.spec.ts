import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support';
import { getDb } from '../../src/mocks/db';

/**
 * Plots imported from a file link to the producer register, on a phone: a household the
 * register knows by its ID number is linked at once, one typed by name without diacritics in the same
 * commune is only proposed and linked once the user says so, and a new one is created once for its
 * two plots. Each producer's page then lists its plots.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const producerNamed = (name: string) => {
    const found = getDb().producers!.filter((p) => p.bizId === 1 && p.name === name);
    expect(found, name).toHaveLength(1);
    return found[0];
};

const point = (code: string, producer: Record<string, string>, lon: number) => ({
    type: 'Feature',
    properties: { code, ...producer, crop: 'Cà phê Arabica', dien_tich: 0.8 },
    geometry: { type: 'Point', coordinates: [lon, 11.9712345] },
});

/** A producer's page once its plots are there. */
async function plotsOf(page: Page, id: number, name: string) {
    await page.goto(`/producer/detail/${id}`);
    await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
    const list = page.getByRole('heading', { name: 'Các thửa của hộ' }).locator('..');
    await expect(list.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
    return list;
}

test.use(PHONE);

test('an import links its plots to the register: by ID number, by a confirmed name, and a new household', async ({
    page,
}) => {
    // Hộ Phạm Thị Lan is known by her ID number; Hộ Trần Văn Hùng only by his name, in the location's commune.
    const lan = getDb().producers!.find((p) => p.bizId === 1 && p.idNumber === '068190023757')!;
    const hung = producerNamed('Hộ Trần Văn Hùng');
    const location = getDb().bizLocations.find((l) => l.bizId === 1 && l.code === 'CD-A')!;
    const file = {
        type: 'FeatureCollection',
        features: [
            point('NK-01', { chu_ho: 'Chị Lan (xóm 3)', cccd: '068190023757' }, 108.6012345),
            point('NK-02', { chu_ho: 'ho tran van hung' }, 108.6112345),
            point('NK-03', { chu_ho: 'Hộ Ksor H’Bia', sdt: '0905 777 123' }, 108.6212345),
            point('NK-04', { chu_ho: 'Hộ Ksor H’Bia', sdt: '0905 777 123' }, 108.6312345),
        ],
    };

    await signIn(page, 'owner', { at: `/biz-location/detail/${location.id}` });
    await page.getByRole('button', { name: 'Nhập tệp thửa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nhập thửa từ tệp' });
    await dialog.getByLabel('Chọn tệp').setInputFiles({
        name: 'thua-hop-tac-xa.geojson',
        mimeType: 'application/geo+json',
        buffer: Buffer.from(JSON.stringify(file)),
    });
    await expect(dialog.getByRole('status')).toHaveText('Sẽ nhập 4 thửa, từ chối 0 thửa.');

    const producers = dialog.getByRole('region', { name: 'Chủ hộ trong tệp' });
    await expect(producers).toContainText(
        `Chị Lan (xóm 3): 1 thửa gắn vào ${lan.name} (trùng số CCCD hoặc số điện thoại).`,
        { timeout: 30_000 },
    );
    const question = producers.getByRole('radiogroup', { name: /^Có phải là Hộ Trần Văn Hùng \(.+\)\?$/ });
    await expect(question).toBeVisible();
    // Nothing is linked by a name alone until the user says so.
    await expect(producers).toContainText('Hãy trả lời câu hỏi về chủ hộ trước khi nhập.');
    await expect(dialog.getByRole('button', { name: 'Nhập 4 thửa' })).toBeDisabled();
    await expect(producers).toContainText('Sẽ tạo 1 hộ mới, gắn 1 thửa vào hộ có sẵn.');
    await question.getByRole('radio', { name: 'Đúng, gắn vào hộ này' }).check();
    await expect(producers).toContainText('Sẽ tạo 1 hộ mới, gắn 2 thửa vào hộ có sẵn.');
    await dialog.getByRole('button', { name: 'Nhập 4 thửa' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Đã nhập 4 thửa; 0 thửa bị từ chối.', {
        timeout: 30_000,
    });
    await dialog.getByRole('button', { name: 'Đóng' }).click();

    // Each household's page lists its plots: the ID number's, the confirmed name's, the new one's.
    await expect(await plotsOf(page, lan.id, lan.name)).toContainText('NK-01');
    const hungPlots = await plotsOf(page, hung.id, hung.name);
    await expect(hungPlots).toContainText('NK-02');
    await expect(hungPlots).not.toContainText('NK-01');

    await page.goto(`/producer/list?filter=${encodeURIComponent(JSON.stringify({ q: 'Ksor' }))}`);
    const created = page.getByRole('link', { name: /Hộ Ksor H’Bia/ });
    // One new household for its two plots.
    await expect(created).toHaveCount(1, { timeout: 30_000 });
    await created.click();
    await expect(page.getByRole('heading', { name: 'Hộ Ksor H’Bia' })).toBeVisible({ timeout: 30_000 });
    const newPlots = page.getByRole('heading', { name: 'Các thửa của hộ' }).locator('..');
    await expect(newPlots.getByRole('link')).toHaveCount(2, { timeout: 30_000 });
    await expect(newPlots).toContainText('NK-03');
    await expect(newPlots).toContainText('NK-04');
});
