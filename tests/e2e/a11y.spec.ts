import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { allRoutes } from '../../src/routes';
import { expect, test, openOptions, signIn } from './support';
import { englishLeftovers } from './english';

/** A seeded lot (product 1, lot CD-2025-03): the lot pages take it in their query. */
const LOT_QUERY = '?productId=1&lot=CD-2025-03';
/** Every page of the console with its parameters filled in with seed records. */
const consolePaths = allRoutes
    .filter((route) => route.guard === 'business')
    .map((route) => route.path.replace(':diaryId', '1').replace(':id', '1').replace(':code', 'DEMO'))
    .map((path) => (path.startsWith('/stamp-lot/') && !path.endsWith('/list') ? path + LOT_QUERY : path));
/** The authorization page refuses a request without state even signed out; signed in it asks for consent. */
const publicPaths = ['/login', '/home', '/no/such/page', '/oauth/authorize?client_id=so-kho-minh-an'];
const consentPath =
    '/oauth/authorize?response_type=code&client_id=so-kho-minh-an&redirect_uri=http%3A%2F%2F127.0.0.1%3A47999%2Fcallback&scope=profile%3Aread+products%3Aread&state=a11y';

async function seriousViolations(page: Page) {
    // Only violations are collected (passes and incomplete results are not needed, and cost time).
    // Axe runs in the page itself: the console has no frames of other origins, so there is no need
    // for the extra blank tab axe otherwise opens to gather the frames' results, each time.
    const results = await new AxeBuilder({ page })
        .setLegacyMode()
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .options({ resultTypes: ['violations'] })
        .analyze();
    return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
            (v) =>
                `${v.id}: ${v.help} (${v.nodes
                    .map((n) => n.target.join(' '))
                    .slice(0, 3)
                    .join(', ')})`,
        );
}

/**
 * Client-side navigation that returns once the page has changed: the router keeps the previous page
 * on screen while the next one loads its code, so the first change of the document is the new page
 * (its content or its loading state, which `settle` then waits out).
 */
async function navigate(page: Page, path: string) {
    await page.evaluate(
        (to) =>
            new Promise<void>((resolve) => {
                const done = () => {
                    observer.disconnect();
                    resolve();
                };
                const observer = new MutationObserver(done);
                // A path that shows what is already on screen (a redirect to the same page) changes nothing.
                setTimeout(done, 2_000);
                observer.observe(document.body, { childList: true, subtree: true, characterData: true });
                window.history.pushState({}, '', to);
                window.dispatchEvent(new PopStateEvent('popstate'));
            }),
        path,
    );
}

/** Text the page shows in capitals it was not written in (units and codes would read "500 G", "0 MS"). */
async function capitalised(page: Page) {
    return page.evaluate(() =>
        [...document.querySelectorAll('body *')]
            .filter(
                (element) =>
                    getComputedStyle(element).textTransform === 'uppercase' &&
                    [...element.childNodes].some(
                        (node) => node.nodeType === Node.TEXT_NODE && /\p{Ll}/u.test(node.textContent ?? ''),
                    ),
            )
            .slice(0, 3)
            .map((element) => `capitalised by style: "${(element.textContent ?? '').trim().slice(0, 40)}"`),
    );
}

/** A breadcrumb that names a level twice in a row ("In tem / In tem"). */
async function repeatedCrumbs(page: Page) {
    const crumbs = (
        await page
            .locator('nav[aria-label="Đường dẫn"], nav[aria-label="Path"]')
            .locator('li.MuiBreadcrumbs-li')
            .allInnerTexts()
    ).map((text) => text.trim());
    return crumbs.some((crumb, index) => index > 0 && crumb === crumbs[index - 1])
        ? [`breadcrumb names a level twice: ${crumbs.join(' / ')}`]
        : [];
}

/** A part of the page that says it is loading (aria-busy) but not what it is. */
async function unnamedBusy(page: Page) {
    return page.evaluate(() =>
        [...document.querySelectorAll('#main-content [aria-busy]')]
            .filter(
                (element) => !element.getAttribute('aria-label') && !element.getAttribute('aria-labelledby'),
            )
            .map((element) => `a busy region without a name: <${element.tagName.toLowerCase()}>`),
    );
}

async function settle(page: Page) {
    await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
}

for (const locale of ['vi', 'en'] as const) {
    test.describe(`accessibility (${locale})`, () => {
        test(`public pages have no serious or critical violation (${locale})`, async ({ page }) => {
            await page.addInitScript((l) => localStorage.setItem('xts.locale', JSON.stringify(l)), locale);
            for (const path of publicPaths) {
                await page.goto(path);
                await expect(page.getByRole('heading').first()).toBeVisible();
                expect(await seriousViolations(page), path).toEqual([]);
                if (locale === 'vi') expect(await englishLeftovers(page), path).toEqual([]);
            }
        });

        test(`every console page has no serious or critical violation (${locale})`, async ({ page }) => {
            test.setTimeout(420_000);
            await page.addInitScript((l) => localStorage.setItem('xts.locale', JSON.stringify(l)), locale);
            const missing: string[] = [];
            page.on('console', (message) => {
                if (/Missing translation/i.test(message.text()))
                    missing.push(`${new URL(page.url()).pathname}: ${message.text()}`);
            });
            await signIn(page, 'owner');
            const failures: Record<string, string[]> = {};
            for (const path of [...consolePaths, consentPath]) {
                // Client-side navigation, as a user clicking through: no reload per page.
                await navigate(page, path);
                await expect(page.locator('#main-content')).toBeVisible();
                await settle(page);
                // In Vietnamese, no react-admin or MUI default text is left in English.
                const found = [
                    ...(await seriousViolations(page)),
                    ...(await capitalised(page)),
                    ...(await repeatedCrumbs(page)),
                    ...(await unnamedBusy(page)),
                    ...(locale === 'vi' ? await englishLeftovers(page) : []),
                ];
                if (found.length) failures[path] = found;
            }
            expect(failures).toEqual({});
            // Every key a page asks for exists in this language (polyglot warns on a missing one).
            expect(missing).toEqual([]);
        });
    });
}

test('menus, autocompletes, notices and dialogs opened in Vietnamese leave no English default text', async ({
    page,
}) => {
    await signIn(page, 'owner', { at: '/stamp-activation/add' });
    const leftovers: Record<string, string[]> = {};
    const sweep = async (what: string) => {
        const found = await englishLeftovers(page);
        if (found.length) leftovers[what] = found;
    };
    // A notice with its close button.
    await page.getByLabel('Dán mã tem hoặc dải serial').fill('17001-17005\nkhông phải mã');
    await page.getByRole('button', { name: 'Thêm vào danh sách' }).click();
    await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toBeVisible();
    await sweep('stamp selection notice');
    // An open select with its options.
    await openOptions(page, /Sản phẩm/);
    await expect(page.getByRole('listbox')).toBeVisible();
    await sweep('open select');
    await page.keyboard.press('Escape');
    // An autocomplete that finds nothing, with its open and clear buttons.
    await page.goto('/biz/update');
    const province = page.getByRole('combobox', { name: 'Tỉnh/Thành phố' });
    await province.fill('zzzz');
    await expect(page.getByRole('listbox').or(page.getByRole('presentation')).first()).toBeVisible();
    await sweep('autocomplete without options');
    await page.keyboard.press('Escape');
    // The account menu, the language menu and a list's filter menu.
    await page.getByRole('button', { name: 'Tài khoản' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await sweep('account menu');
    await page.keyboard.press('Escape');
    await page.goto('/shop');
    await page.getByRole('button', { name: 'Thêm bộ lọc' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await sweep('filter menu');
    await page.keyboard.press('Escape');
    // A list sorted by a column, then a confirmation dialog.
    await page.getByRole('button', { name: /theo tên điểm bán/ }).click();
    await sweep('sorted list');
    await page.getByRole('cell', { name: 'Đại lý Cà phê Phố Cổ' }).click();
    await page.getByRole('button', { name: 'Ngừng hoạt động' }).click();
    await expect(page.getByRole('dialog', { name: 'XÁC NHẬN' })).toBeVisible();
    await sweep('confirmation dialog');
    expect(leftovers).toEqual({});
});

/**
 * What a phone screen cuts or covers on the current page, as readable findings. Widths are measured
 * against the device's (`device`): a mobile browser widens its layout viewport to fit content that
 * is too wide, so the page's own scroll and client widths agree even when it overflows the screen.
 */
async function phoneProblems(page: Page, device: number): Promise<string[]> {
    return page.evaluate((device) => {
        const found: string[] = [];
        const visible = (element: Element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
        };
        const name = (element: Element) =>
            `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
        const root = document.documentElement;
        const pageWidth = Math.max(root.scrollWidth, window.innerWidth);
        if (pageWidth > device + 1) found.push(`the page is ${pageWidth} px wide on a ${device} px screen`);
        // Elements that stick out of the screen, unless a scrolling or clipping box holds them.
        const clipped = (element: Element) => {
            for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
                if (getComputedStyle(up).overflowX !== 'visible') return true;
            }
            return false;
        };
        const outside = [...document.querySelectorAll('body *')].filter((element) => {
            if (!visible(element) || element.closest('#xts-qa-panel')) return false;
            const box = element.getBoundingClientRect();
            return (box.right > device + 1 || box.left < -1) && !clipped(element);
        });
        for (const element of outside.filter((e) => !outside.includes(e.parentElement!)).slice(0, 5))
            found.push(
                `out of the screen: ${name(element)} (${Math.round(element.getBoundingClientRect().right)} px)`,
            );
        // Words broken inside themselves ("Nguy ễn": a word of a name or a crop on two lines) and
        // identifiers on more than one line. Tokens longer than a phone's line (a pasted link, a
        // 40-character code) may break where they must.
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        const linesOf = () => new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            if (!text.trim() || !node.parentElement || !visible(node.parentElement)) continue;
            // Text for screen readers only (a 1-pixel clipped box) is never seen, wrapped or not.
            if (node.parentElement.getBoundingClientRect().width <= 1) continue;
            range.selectNodeContents(node);
            if (linesOf() < 2) continue;
            const identifier = node.parentElement.closest('.xts-identifier');
            if (identifier) {
                found.push(`an identifier wraps: ${name(identifier)}`);
                continue;
            }
            for (const word of text.matchAll(/[^\s\-/–—]{3,20}/g)) {
                range.setStart(node, word.index);
                range.setEnd(node, word.index + word[0].length);
                if (linesOf() > 1) {
                    found.push(`a word breaks inside itself: "${word[0]}" in ${name(node.parentElement)}`);
                    break;
                }
            }
        }
        // A table wider than its box says that it scrolls (ScrollTable's line above it).
        for (const table of document.querySelectorAll('#main-content table')) {
            const box = table.parentElement!;
            if (!visible(table) || box.scrollWidth <= box.clientWidth + 1) continue;
            const cue = table.closest('[data-scroll-table]')?.querySelector('[data-scroll-cue]');
            if (!cue || !visible(cue)) found.push(`a table scrolls with no cue: ${name(table).slice(0, 60)}`);
        }
        // Labels, headings, table headers and chips whose text does not fit.
        const labels = document.querySelectorAll(
            'label, legend, h1, h2, h3, h4, h5, h6, th, .MuiChip-label, .MuiFormLabel-root, .MuiInputLabel-root, .MuiTab-root, .MuiButton-root, .MuiCardHeader-title',
        );
        for (const label of labels) {
            if (!visible(label) || label.closest('.MuiDataGrid-root, [aria-hidden="true"]')) continue;
            if (label.scrollWidth > label.clientWidth + 1) found.push(`cut: ${name(label)}`);
        }
        // A detail page's actions keep their words on a phone: no bare icon in its toolbar or beside its heading.
        for (const icon of document.querySelectorAll(
            '#main-content .RaTopToolbar-root .MuiIconButton-root, #main-content [data-title-row] .MuiIconButton-root',
        ))
            if (visible(icon))
                found.push(`an action without words: ${icon.getAttribute('aria-label') ?? name(icon)}`);
        // A floating button over the last row of a list, once scrolled to the end.
        window.scrollTo(0, root.scrollHeight);
        // The mock's own QA tab (not in a real build) is left out.
        const floating = [...document.querySelectorAll('.MuiFab-root, button, a')].filter(
            (element) =>
                visible(element) &&
                getComputedStyle(element).position === 'fixed' &&
                !element.closest('#xts-qa-panel'),
        );
        const rows = [
            ...document.querySelectorAll(
                '#main-content tbody tr:last-child, #main-content ul > li:last-child, #main-content [role="list"] > :last-child',
            ),
        ].filter(visible);
        for (const button of floating) {
            const b = button.getBoundingClientRect();
            for (const row of rows) {
                const r = row.getBoundingClientRect();
                if (b.left < r.right && b.right > r.left && b.top < r.bottom && b.bottom > r.top)
                    found.push(`${name(button)} covers the last row ${name(row)}`);
            }
        }
        window.scrollTo(0, 0);
        return found;
    }, device);
}

const PHONE_WIDTH = 390;

test.describe('phone layout', () => {
    test.use({ viewport: { width: PHONE_WIDTH, height: 844 }, hasTouch: true, isMobile: true });

    test('every console page fits a 390 × 844 phone: nothing scrolls sideways, no label is cut, no floating button covers a row', async ({
        page,
    }) => {
        test.setTimeout(420_000);
        await signIn(page, 'owner');
        const failures: Record<string, string[]> = {};
        for (const path of consolePaths) {
            await navigate(page, path);
            await expect(page.locator('#main-content')).toBeVisible();
            await settle(page);
            // Retried while the page finishes (the previous page may still be leaving): what stays is a finding.
            let found: string[] = [];
            await expect
                .poll(async () => (found = await phoneProblems(page, PHONE_WIDTH)), { timeout: 10_000 })
                .toEqual([])
                .catch(() => undefined);
            if (found.length) failures[path] = found;
        }
        expect(failures).toEqual({});
    });
});
