import { expect, signIn, test } from './support';
import { getDb } from '../../src/mocks/db';

/**
 * A growing location holding more plots than one page of the plot list (the contract's limit is
 * 2,000): its map reads them in pages and draws every one, saying nothing is left out.
 */

/** More than one page of the plot list. */
const PLOTS = 2150;

/** `count` squares of about 1 ha on a grid near Cầu Đất, none overlapping. */
function grid(count: number) {
    const r = (value: number) => Math.round(value * 1e7) / 1e7;
    return Array.from({ length: count }, (_, i) => {
        const lon = r(108.7 + (i % 50) * 0.0015);
        const lat = r(12.05 + Math.floor(i / 50) * 0.0015);
        const side = 0.0009;
        return {
            code: `PAGE-${String(i + 1).padStart(4, '0')}`,
            producerName: `Hộ thử ${i + 1}`,
            crop: 'Cà phê Arabica',
            declaredAreaHa: 0.97,
            geometry: {
                type: 'Polygon',
                coordinates: [
                    [
                        [lon, lat],
                        [r(lon + side), lat],
                        [r(lon + side), r(lat + side)],
                        [lon, r(lat + side)],
                        [lon, lat],
                    ],
                ],
            },
        };
    });
}

test('a location with more plots than one page of the list has every plot on its map', async ({ page }) => {
    test.setTimeout(180_000);
    const location = getDb().bizLocations.find((l) => l.code === 'VU-01')!;
    await signIn(page, 'owner');
    // The plots come in as a user's file would: one import call through the mock's API.
    const created = await page.evaluate(
        async ({ locationId, plots }) => {
            const response = await fetch('/api/plot/import', {
                method: 'POST',
                headers: {
                    'Content-Type': 'application/json',
                    'Idempotency-Key': crypto.randomUUID(),
                    Authorization: `Bearer ${localStorage.getItem('access_token')}`,
                },
                body: JSON.stringify({ locationId, plots }),
            });
            const body = await response.json();
            return (body.data ?? body).created?.length ?? 0;
        },
        { locationId: location.id, plots: grid(PLOTS) },
    );
    expect(created).toBe(PLOTS);
    // Opened from inside the console, as from the list of locations (the mock keeps its data).
    await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/biz-location/detail/${location.id}`);
    const map = page.getByRole('region', { name: 'Bản đồ các thửa của vùng trồng' });
    await expect(map).toHaveAttribute('data-drawn', String(PLOTS), { timeout: 90_000 });
    await expect(page.getByTestId('plot-map-notice')).toHaveCount(0);
    // A plot of the second page answers the pointer (the northern rows: the first plot met from the
    // map's top edge down): its tooltip names it, a click opens it.
    const tooltip = page.getByRole('tooltip');
    const box = (await map.boundingBox())!;
    let found: { position: { x: number; y: number }; code: string } | null = null;
    for (let y = 10; !found && y < box.height / 2; y += 3) {
        const position = { x: Math.round(box.width / 2), y };
        await map.hover({ position });
        if (await tooltip.isVisible()) found = { position, code: (await tooltip.textContent()) ?? '' };
    }
    expect(found?.code).toMatch(/^PAGE-2\d{3} · Hộ thử 2\d{3}$/);
    await map.click({ position: found!.position });
    await expect(page.getByRole('heading', { name: found!.code.split(' · ')[0], exact: true })).toBeVisible();
});
