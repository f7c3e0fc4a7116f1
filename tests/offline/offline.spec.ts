import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInThroughSso } from '../real-api/support';

/**
 * The console installed on a phone and opened with no signal after a first visit: the manifest and the service worker meet Chromium's install criteria; offline, the shell,
 * the plots list and the stamp activation page load from the device, in Vietnamese, with the time
 * of the data they show.
 */

/** The service worker has installed (the whole build is on the device) and controls the page. */
async function controlledByWorker(page: Page) {
    await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
            timeout: 60_000,
        })
        .toMatch(/\/sw\.js$/);
}

/** The page's breadcrumb (on a phone, the page's name is there). */
const trail = (page: Page) => page.getByRole('navigation', { name: 'Đường dẫn' });
/** The note of data read from the device: "Dữ liệu lúc HH:mm dd/MM". */
const KEPT_DATA = /^Đang ngoại tuyến · Dữ liệu lúc \d\d:\d\d \d\d\/\d\d$/;

/** How many API reads the device keeps for a person (src/pwa/swReads.ts). */
const keptReads = async () =>
    (await (await caches.open('xts-reads-v1')).keys()).filter((r) => r.url.includes('__xts_who=')).length;

/** Client-side navigation, as a menu click would. */
const open = (page: Page, to: string) =>
    page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);

test('the console installs, opens offline at the plots and the stamp activation, forgets at sign-out', async ({
    page,
    context,
}) => {
    await signInThroughSso(page, 'Chủ sở hữu');
    await controlledByWorker(page);

    await test.step('install criteria: the manifest is linked and valid, icons included', async () => {
        const href = await page.locator('link[rel="manifest"]').getAttribute('href');
        expect(href).toBe('/manifest.webmanifest');
        const response = await page.request.get(href!);
        expect(response.headers()['content-type']).toContain('application/manifest+json');
        const manifest = await response.json();
        expect(manifest).toMatchObject({ name: 'Xác thực số', start_url: '/', display: 'standalone' });
        for (const size of ['192x192', '512x512']) {
            const purposes = manifest.icons.filter((icon: { sizes: string }) => icon.sizes === size);
            expect(purposes.map((icon: { purpose: string }) => icon.purpose).sort()).toEqual([
                'any',
                'maskable',
            ]);
        }
        // Chromium's own verdict on the page (the criteria of its install prompt).
        const cdp = await context.newCDPSession(page);
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        // A test browser context is an incognito-like profile, where Chromium never offers installation.
        expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
        await cdp.detach();
    });

    // The first visit: the pages a field worker opens, their data fetched once with a signal.
    await open(page, '/plot/list');
    await expect(trail(page)).toContainText('Thửa đất');
    await expect(page.getByRole('link', { name: /^CD-T001 · Hộ Nguyễn Văn Thành/ })).toBeVisible();
    await open(page, '/stamp-activation/add');
    await expect(page.getByRole('button', { name: 'Kiểm tra tem' })).toBeVisible();

    await context.setOffline(true);

    await test.step('offline, the console opens from the device', async () => {
        await page.goto('/plot/list');
        await expect(trail(page)).toContainText('Thửa đất');
        await expect(page.getByRole('link', { name: /^CD-T001 · Hộ Nguyễn Văn Thành/ })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: KEPT_DATA })).toBeVisible();
    });

    await test.step('offline, the stamp activation page opens in Vietnamese', async () => {
        await open(page, '/stamp-activation/add');
        await expect(page.getByLabel('Từ serial (dải 1)')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Kiểm tra tem' })).toBeVisible();
    });

    await test.step('signing out removes the reads kept for this person', async () => {
        await context.setOffline(false);
        expect(await page.evaluate(keptReads)).toBeGreaterThan(0);
        await page.getByRole('button', { name: 'Tài khoản' }).click();
        await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
        await expect(page).toHaveURL(/\/home$/);
        await expect.poll(() => page.evaluate(keptReads)).toBe(0);
    });
});

test('a new deployment is offered by a prompt, and the page reloads only when asked', async ({ page }) => {
    await signInThroughSso(page, 'Chủ sở hữu');
    await controlledByWorker(page);
    await page.goto('/stamp-activation/add');
    await page.getByLabel('Từ serial (dải 1)').fill('1201');
    // The page as it is now: a reload would forget this mark.
    await page.evaluate(() => Object.assign(window, { xtsSamePage: true }));

    // A new deployment: the served service worker changes; the browser finds it at its next check.
    const worker = join(String(test.info().config.metadata.outDir), 'sw.js');
    const deployed = readFileSync(worker, 'utf8');
    writeFileSync(worker, `${deployed}\n// ${Date.now()}\n`);
    try {
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
        const prompt = page.getByRole('alertdialog', { name: 'Có phiên bản mới của Xác thực số.' });
        await expect(prompt).toBeVisible({ timeout: 60_000 });
        await expect(prompt).toContainText('Tải lại khi bạn đã lưu xong việc đang làm.');
        // Nothing was swapped under the form being filled in.
        await expect(page.getByLabel('Từ serial (dải 1)')).toHaveValue('1201');
        expect(await page.evaluate(() => 'xtsSamePage' in window)).toBe(true);

        const reloaded = page.waitForEvent('load');
        await prompt.getByRole('button', { name: 'Tải lại' }).click();
        await reloaded;
        expect(await page.evaluate(() => 'xtsSamePage' in window)).toBe(false);
        await expect(page.getByRole('button', { name: 'Kiểm tra tem' })).toBeVisible();
        await expect(prompt).toHaveCount(0);
    } finally {
        writeFileSync(worker, deployed);
    }
});
