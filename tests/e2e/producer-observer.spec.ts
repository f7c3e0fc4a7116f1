import { readFile } from 'node:fs/promises';
import { unzipSync, strFromU8 } from 'fflate';
import type { Download, Page } from '@playwright/test';
import { expect, pdfContents, signIn, test } from './support';
import { getDb } from '../../src/mocks/db';
import { originsOf, plotsOf } from '../../src/mocks/plots/model';
import { statementsOf } from '../../src/features/statements/mock/model';

/**
 * Least data: an observer sees no producer's ID number (CCCD) or whole phone anywhere.
 * The sweep opens every page of the menu, every producer, the plots of the producers who have an ID
 * number or a phone, every lot with an origin, its EUDR pack and its statements, and takes every file
 * each page offers to download: none holds a seeded ID number or phone, with or without spaces.
 */

const db = getDb();
const producers = db.producers!.filter((p) => p.bizId === 1);
const secrets = producers.flatMap((p) => [p.idNumber, p.phone]).filter((v): v is string => !!v);
/** A number written with or without spaces, dots or dashes between its digits. */
const loose = (value: string) => value.replace(/\D/g, '').split('').join('[\\s.\\-]?');
const SECRET = new RegExp(`(?<!\\d)(${secrets.map(loose).join('|')})(?!\\d)`);

const ownPlots = plotsOf(db).filter((p) => p.bizId === 1);
const plotsToOpen = producers
    .filter((p) => p.idNumber || p.phone)
    .map((p) => ownPlots.find((plot) => plot.producerId === p.id))
    .filter((plot) => !!plot);
const lots = originsOf(db)
    .filter((o) => o.bizId === 1 && o.plots.length)
    .map((o) => `productId=${o.productId}&lot=${encodeURIComponent(o.lot)}`);
const statements = statementsOf(db).filter((s) => s.bizId === 1);
const locations = db.bizLocations.filter((l) => l.bizId === 1);

/** Buttons and links that hand over a file: exports, downloads, print files. */
const FILE_ACTION = /^(Xuất|Tải|In(?! tem$)|CSV|GeoJSON|PDF)/;

/** The text of a downloaded file: each entry of a zip, a PDF's page contents, any other as text. */
function fileText(name: string, bytes: Buffer): string {
    if (/\.zip$/i.test(name))
        return Object.values(unzipSync(new Uint8Array(bytes)))
            .map((entry) => strFromU8(entry, true))
            .join('\n');
    if (/\.pdf$/i.test(name)) return `${bytes.toString('latin1')}\n${pdfContents(bytes)}`;
    return bytes.toString('utf8');
}

/** The page once its content is there: no progress shown, no ID number or phone in its document. */
async function expectClean(page: Page, where: string) {
    await expect(page.locator('main').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
    // The whole document, what is hidden included (titles, labels, values of fields).
    expect((await page.content()).match(SECRET)?.[0], where).toBeUndefined();
    expect((await page.locator('body').innerText()).match(SECRET)?.[0], where).toBeUndefined();
}

/** What a click on a file action brought: a download, a page of its own, or neither (a dialog). */
async function outcomeOf(page: Page, click: () => Promise<void>) {
    const download = page.waitForEvent('download', { timeout: 10_000 }).catch(() => null);
    const popup = page
        .context()
        .waitForEvent('page', { timeout: 10_000 })
        .catch(() => null);
    await click();
    return new Promise<{ file?: Download; opened?: Page } | null>((resolve) => {
        let pending = 2;
        const settle = (outcome: { file?: Download; opened?: Page } | null) => {
            if (outcome) resolve(outcome);
            else if (--pending === 0) resolve(null);
        };
        void download.then((file) => settle(file ? { file } : null));
        void popup.then((opened) => settle(opened ? { opened } : null));
    });
}

/** Takes each file the page offers; answers the names of the files taken. */
async function takeFiles(page: Page, where: string): Promise<string[]> {
    const taken: string[] = [];
    const actions = page.getByRole('main').first().locator('button, a').filter({ hasText: FILE_ACTION });
    const count = await actions.count();
    for (let at = 0; at < count; at++) {
        const action = actions.nth(at);
        if (!(await action.isVisible()) || !(await action.isEnabled())) continue;
        const label = (await action.innerText()).trim();
        const outcome = await outcomeOf(page, () => action.click());
        if (outcome?.opened) {
            // A print page of its own: swept like any other.
            await expectClean(outcome.opened, `${where} › ${label}`);
            await outcome.opened.close();
        }
        if (!outcome?.file) {
            // A dialog instead of a file (an observer hands no pack to a buyer): what it says is swept too.
            expect((await page.content()).match(SECRET)?.[0], `${where} › ${label}`).toBeUndefined();
            if (!outcome) await page.keyboard.press('Escape');
            test.info().annotations.push({ type: 'no file', description: `${where} › ${label}` });
            continue;
        }
        const name = outcome.file.suggestedFilename();
        const text = fileText(name, await readFile((await outcome.file.path())!));
        expect(text.match(SECRET)?.[0], `${where} › ${name}`).toBeUndefined();
        taken.push(name);
    }
    return taken;
}

test('an observer sees no ID number or phone on any page, or in any file a page offers', async ({ page }) => {
    test.setTimeout(900_000);
    expect(secrets.length).toBeGreaterThan(10);
    await signIn(page, 'observer', { at: '/dashboard' });
    await expectClean(page, '/dashboard');
    const menu = page.getByRole('navigation', { name: 'Menu chính' });
    const menuPaths = await menu
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(menuPaths).toContain('/producer/list');
    const paths = [
        ...new Set([
            ...menuPaths,
            '/biz-location/list',
            '/crop-yield',
            ...locations.map((l) => `/biz-location/detail/${l.id}`),
            ...producers.map((p) => `/producer/detail/${p.id}`),
            ...plotsToOpen.map((p) => `/plot/detail/${p.id}`),
            ...lots.flatMap((lot) => [
                `/stamp-lot/detail?${lot}`,
                `/stamp-lot/shipment?${lot}`,
                `/stamp-lot/eudr?${lot}`,
            ]),
            ...statements.map((s) => `/statement/detail/${s.id}`),
        ]),
    ];
    const files: string[] = [];
    for (const path of paths) {
        await page.goto(path);
        await expectClean(page, path);
        files.push(...(await takeFiles(page, path)));
    }
    test.info().annotations.push({
        type: 'swept',
        description: `${paths.length} pages; files ${files.join(', ')}`,
    });
    // The lists' CSV exports were among them.
    expect(files.some((name) => /^producers.*\.csv$/.test(name))).toBe(true);
    expect(files.some((name) => /^plots.*\.csv$/.test(name))).toBe(true);
});
