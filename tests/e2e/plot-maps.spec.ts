import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support';
import { getDb } from '../../src/mocks/db';

/**
 * The shape's map of a plot form as a cooperative's staff meet it: a walk drawn on the map step by
 * step while it is walked, and a new plot's map opening among the location's plots (or on its
 * province when it has none), not on the whole region.
 */

/** A seeded location's id (src/features/land/mock/seed.ts): CD-A has 20 plots, VU-01 none. */
const locationId = (code: string) => getDb().bizLocations.find((l) => l.code === code)!.id;

/** Corners of the walked line, read from the SVG path Leaflet draws ("M x y L x y …"). */
const walkedCorners = async (page: Page) => {
    const path = page.locator('path.xts-walk-path');
    if (!(await path.count())) return 0;
    return ((await path.getAttribute('d')) ?? '').match(/[ML]/g)?.length ?? 0;
};

test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the walk is drawn on the map as it is walked, then closed into the plot', async ({
        page,
        context,
    }) => {
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation({ latitude: 11.9301234, longitude: 108.6001234, accuracy: 4 });
        await signIn(page, 'owner', { at: `/plot/create?locationId=${locationId('VU-01')}` });
        await page.getByRole('button', { name: 'Đi bộ quanh thửa (GPS)' }).click();
        await page.getByRole('button', { name: 'Bắt đầu' }).click();
        const count = page.getByTestId('walk-count');
        const map = page.getByRole('region', { name: 'Bản đồ hình dạng thửa' });
        await expect(count).toHaveText('Đã ghi 1 điểm');
        await expect(map).toHaveAccessibleDescription('Đường đã đi trên bản đồ: một điểm.');
        const corners = [
            [11.9301234, 108.6008765],
            [11.9307654, 108.6008765],
            [11.9307654, 108.6001234],
        ];
        for (const [index, [latitude, longitude]] of corners.entries()) {
            await context.setGeolocation({ latitude, longitude, accuracy: 5 });
            await expect(count).toHaveText(`Đã ghi ${index + 2} điểm`);
            await expect(map).toHaveAccessibleDescription(`Đường đã đi trên bản đồ: ${index + 2} điểm.`);
            await expect.poll(() => walkedCorners(page), { timeout: 10_000 }).toBe(index + 2);
        }
        await page.getByRole('button', { name: 'Hoàn tất' }).click();
        // The open line gives way to the closed shape.
        await expect(page.getByTestId('shape-summary')).toContainText('Đa giác 4 đỉnh');
        await expect(page.locator('path.xts-walk-path')).toHaveCount(0);
        await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
    });
});

test('a new plot is drawn among the location’s plots, or on its province when it has none', async ({
    page,
}) => {
    await signIn(page, 'owner', { at: `/plot/create?locationId=${locationId('CD-A')}` });
    const map = page.getByRole('region', { name: 'Bản đồ hình dạng thửa' });
    await expect(map).toHaveAccessibleDescription(
        /^Có \d+ thửa khác của vùng trồng trên bản đồ \(chỉ để xem, không sửa được\)\.$/,
        { timeout: 30_000 },
    );
    const neighbours = map.locator('.xts-reference-plot');
    await expect(neighbours.first()).toBeVisible();
    // The map is at the plots' scale: together they fill most of it, not a dot at 20 km.
    const spread = await neighbours.evaluateAll((shapes) => {
        const boxes = shapes.map((shape) => shape.getBoundingClientRect());
        return {
            width: Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left)),
            height: Math.max(...boxes.map((b) => b.bottom)) - Math.min(...boxes.map((b) => b.top)),
        };
    });
    const box = (await map.boundingBox())!;
    expect(Math.max(spread.width / box.width, spread.height / box.height)).toBeGreaterThan(0.6);
    await expect(map.locator('.leaflet-control-scale-line')).toHaveText(/^(\d+ m|[12] km)$/);
    // The neighbours are not editable: drawing mode offers no handle on them.
    await page.getByRole('button', { name: 'Vẽ trên bản đồ' }).click();
    await expect(map.locator('.marker-icon')).toHaveCount(0);

    // A location without plots opens on its province, not on the whole region.
    await page.goto(`/plot/create?locationId=${locationId('VU-01')}`);
    await expect(page.getByRole('region', { name: 'Bản đồ hình dạng thửa' })).toBeVisible({
        timeout: 30_000,
    });
    await expect(page.locator('.leaflet-control-scale-line')).toHaveText(/^[1-5] km$/);
});
