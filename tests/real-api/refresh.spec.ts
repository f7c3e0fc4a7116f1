import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { open, printTable, server, signInThroughSso } from './support';

/**
 * How often the console refreshes its tokens against a real server, with the browser's clock two
 * minutes ahead of the server's and two minutes behind (Playwright's clock, installed at that
 * offset: it then runs at the real pace). Short lifetimes run in real time while the console is used
 * (a screen every few seconds); the 15-minute lifetime is fast-forwarded on the page's clock. The
 * counts are the refresh calls the server answered, and each tab's own, which must agree.
 * Refreshing happens a little ahead of expiry (a quarter of a short life, 30 s of a long one), so a
 * session of D seconds with lifetime L needs at least floor(D / L) refreshes and, with one refresh
 * per token, at most floor(D / (L − ahead)) + 1; any second refresh of one token breaks the upper
 * bound, a loop breaks it by far, and a missed one (an expired token used) breaks the lower bound.
 */
const SKEWS = [
    { name: '+2 min', offsetMs: 120_000 },
    { name: '−2 min', offsetMs: -120_000 },
];

interface Tab {
    skew: string;
    context: BrowserContext;
    page: Page;
    refreshes: number;
    refused: string[];
}

async function openTab(browser: Browser, baseURL: string, skew: (typeof SKEWS)[number]): Promise<Tab> {
    const context = await browser.newContext({ baseURL, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
    await context.clock.install({ time: Date.now() + skew.offsetMs });
    const page = await context.newPage();
    const tab: Tab = { skew: skew.name, context, page, refreshes: 0, refused: [] };
    page.on('request', (request) => {
        if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/auth/refresh')
            tab.refreshes += 1;
    });
    page.on('response', (response) => {
        if (response.status() === 401) tab.refused.push(new URL(response.url()).pathname);
    });
    await signInThroughSso(page, 'Chủ sở hữu');
    expect(
        (await page.evaluate(() => Date.now())) - Date.now(),
        'the tab runs on its skewed clock',
    ).toBeGreaterThan(skew.offsetMs - 10_000);
    // Counted from here: the sign-in's own calls are not the session's.
    tab.refreshes = 0;
    tab.refused = [];
    return tab;
}

const ahead = (lifeS: number) => Math.min(30, lifeS / 4);
const bounds = (durationS: number, lifeS: number) => ({
    min: Math.floor(durationS / lifeS),
    max: Math.floor(durationS / (lifeS - ahead(lifeS))) + 1,
});

test('refreshes over real HTTP with the browser clock 2 min ahead and behind: one per token lifetime, no loop, no expired token used', async ({
    browser,
    request,
    baseURL,
}) => {
    test.skip(
        test.info().project.name !== 'cross-origin',
        'the refresh timing does not depend on the layout',
    );
    test.setTimeout(300_000);
    const rows: string[][] = [];
    const record = (tabs: Tab[], lifeS: number, durationS: number, serverCount: number, clock: string) => {
        const { min, max } = bounds(durationS, lifeS);
        for (const tab of tabs) {
            rows.push([
                `${lifeS} s`,
                tab.skew,
                clock,
                `${durationS} s (${(durationS / lifeS).toFixed(1)} lifetimes)`,
                String(tab.refreshes),
                `${min}–${max}`,
                String(tab.refused.length),
            ]);
        }
        rows.push([`${lifeS} s`, 'server total', clock, '', String(serverCount), '', '']);
        for (const tab of tabs) {
            expect(tab.refreshes, `${lifeS} s, ${tab.skew}`).toBeGreaterThanOrEqual(min);
            expect(tab.refreshes, `${lifeS} s, ${tab.skew}`).toBeLessThanOrEqual(max);
            expect(tab.refused, `${lifeS} s, ${tab.skew}: no call refused`).toEqual([]);
        }
        expect(serverCount, `${lifeS} s: the server saw what the tabs sent`).toBe(
            tabs.reduce((sum, tab) => sum + tab.refreshes, 0),
        );
    };
    try {
        // Real time: the console is used while its tokens come and go.
        for (const [lifeS, lifetimes] of [
            [10, 4],
            [25, 2],
        ]) {
            await server.accessTtl(request, lifeS);
            const tabs = await Promise.all(SKEWS.map((skew) => openTab(browser, baseURL!, skew)));
            const before = (await server.counts(request)).refresh ?? 0;
            const durationS = lifeS * lifetimes;
            const end = Date.now() + durationS * 1000;
            await Promise.all(
                tabs.map(async ({ page }) => {
                    for (let i = 0; Date.now() < end; i++) {
                        await open(page, i % 2 ? '/dashboard' : '/partner');
                        await expect(
                            page.locator(i % 2 ? '[data-dashboard="ready"]' : '.RaList-content'),
                        ).toBeVisible();
                        await expect(page.getByTestId('header-business-name')).toBeVisible();
                        // (a user reading the screen for a moment: Playwright's clock-free wait)
                        await page.waitForTimeout(Math.min(2_000, Math.max(0, end - Date.now())));
                    }
                }),
            );
            record(
                tabs,
                lifeS,
                durationS,
                ((await server.counts(request)).refresh ?? 0) - before,
                'real time',
            );
            await Promise.all(tabs.map((tab) => tab.context.close()));
        }

        // 15 minutes, three lifetimes fast-forwarded five minutes at a time, the console used after each jump.
        await server.accessTtl(request, 900);
        const tabs = await Promise.all(SKEWS.map((skew) => openTab(browser, baseURL!, skew)));
        const before = (await server.counts(request)).refresh ?? 0;
        for (let step = 1; step <= 9; step++) {
            await Promise.all(
                tabs.map(async (tab) => {
                    await tab.context.clock.fastForward('05:00');
                    await open(tab.page, step % 2 ? '/partner' : '/dashboard');
                    await expect(
                        tab.page.locator(step % 2 ? '.RaList-content' : '[data-dashboard="ready"]'),
                    ).toBeVisible();
                }),
            );
        }
        record(tabs, 900, 2700, ((await server.counts(request)).refresh ?? 0) - before, 'fast-forwarded');
        await Promise.all(tabs.map((tab) => tab.context.close()));
    } finally {
        await server.accessTtl(request, 900);
        printTable(
            'refresh calls per access-token lifetime and clock skew (real HTTP)',
            ['lifetime', 'browser clock', 'clock', 'session', 'refreshes', 'allowed', '401s'],
            rows,
        );
    }
});
