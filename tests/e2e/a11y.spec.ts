import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { allRoutes } from '../../src/routes';
import { expect, test, signIn } from './support';

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
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
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
            }
        });

        test(`every console page has no serious or critical violation (${locale})`, async ({ page }) => {
            test.setTimeout(420_000);
            await page.addInitScript((l) => localStorage.setItem('xts.locale', JSON.stringify(l)), locale);
            const missing: string[] = [];
            page.on('console', (message) => {
                if (/Missing translation/i.test(message.text())) missing.push(`${new URL(page.url()).pathname}: ${message.text()}`);
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
                const found = await seriousViolations(page);
                if (found.length) failures[path] = found;
            }
            expect(failures).toEqual({});
            // Every key a page asks for exists in this language (polyglot warns on a missing one).
            expect(missing).toEqual([]);
        });
    });
}
