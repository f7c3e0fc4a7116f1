import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { allRoutes } from '../../src/routes';
import { expect, test, signIn } from './support';
import { englishLeftovers } from './english';

/** Every page of the console with its parameters filled in with seed records. */
const consolePaths = allRoutes
    .filter((route) => route.guard === 'business')
    .map((route) => route.path.replace(':diaryId', '1').replace(':id', '1').replace(':code', 'DEMO'));
/** The authorization page refuses a request without state even signed out; signed in it asks for consent. */
const publicPaths = ['/login', '/home', '/no/such/page', '/oauth/authorize?client_id=so-kho-minh-an'];
const consentPath =
    '/oauth/authorize?response_type=code&client_id=so-kho-minh-an&redirect_uri=http%3A%2F%2F127.0.0.1%3A47999%2Fcallback&scope=profile%3Aread+products%3Aread&state=a11y';

async function seriousViolations(page: Page) {
    // Only violations are collected (passes and incomplete results are not needed, and cost time).
    const results = await new AxeBuilder({ page })
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
                await page.evaluate((to) => {
                    window.history.pushState({}, '', to);
                    window.dispatchEvent(new PopStateEvent('popstate'));
                }, path);
                await expect(page.locator('#main-content')).toBeVisible();
                await settle(page);
                // In Vietnamese, no react-admin or MUI default text is left in English.
                const found = [
                    ...(await seriousViolations(page)),
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
    await page.getByLabel(/Sản phẩm/).click();
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

/** What a phone screen cuts or covers on the current page, as readable findings. */
async function phoneProblems(page: Page): Promise<string[]> {
    return page.evaluate(() => {
        const found: string[] = [];
        const visible = (element: Element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
        };
        const name = (element: Element) =>
            `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
        const root = document.documentElement;
        if (root.scrollWidth > root.clientWidth + 1)
            found.push(`the page scrolls sideways (${root.scrollWidth} px wide)`);
        // Labels, headings, table headers and chips whose text does not fit.
        const labels = document.querySelectorAll(
            'label, legend, h1, h2, h3, h4, h5, h6, th, .MuiChip-label, .MuiFormLabel-root, .MuiInputLabel-root, .MuiTab-root, .MuiButton-root, .MuiCardHeader-title',
        );
        for (const label of labels) {
            if (!visible(label) || label.closest('.MuiDataGrid-root, [aria-hidden="true"]')) continue;
            if (label.scrollWidth > label.clientWidth + 1) found.push(`cut: ${name(label)}`);
        }
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
    });
}

test.describe('phone layout', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('every console page fits a 390 × 844 phone: nothing scrolls sideways, no label is cut, no floating button covers a row', async ({
        page,
    }) => {
        test.setTimeout(420_000);
        await signIn(page, 'owner');
        const failures: Record<string, string[]> = {};
        for (const path of consolePaths) {
            await page.evaluate((to) => {
                window.history.pushState({}, '', to);
                window.dispatchEvent(new PopStateEvent('popstate'));
            }, path);
            await expect(page.locator('#main-content')).toBeVisible();
            await settle(page);
            const found = await phoneProblems(page);
            if (found.length) failures[path] = found;
        }
        expect(failures).toEqual({});
    });
});
