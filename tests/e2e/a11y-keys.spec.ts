import { type Locator, type Page } from '@playwright/test';
import { allRoutes } from '../../src/routes';
import { expect, test, signIn } from './support';

/**
 * Keyboard access to the records of every list, beside the axe sweep (a11y.spec.ts): from the
 * list's search box, Tab reaches the first row (a card on a phone), which is a link named by the
 * record; Enter opens the record's page. The list pages are those of the route table: each
 * resource's list screen and every other page at a `…/list` path, so a new list is covered.
 */
const listPages = allRoutes
    .filter((route) => route.guard === 'business')
    .filter((route) => route.screen?.verb === 'list' || route.path.endsWith('/list'))
    .map((route) => {
        const show = allRoutes.find(
            (other) => other.screen?.verb === 'show' && other.screen.resource === route.screen?.resource,
        );
        // The record page a row of a resource's list opens (a list of its own says where, in its link).
        const record = show && new RegExp(`^${show.path.replace(/:[a-zA-Z]+/g, '[^/?#]+')}$`);
        return { path: route.path, record };
    });

/** More key presses than any list has controls before its first row (filters, toolbar, headers). */
const MAX_TABS = 40;

/** Client-side navigation, as the menu does it: no reload per list. */
async function open(page: Page, path: string) {
    await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(path);
}

/** The first record of the list on screen: a table's first body row, or on a phone the first card. */
function firstRecord(page: Page, phone: boolean): Locator {
    // The list's own content: not the breadcrumb, the toolbar or the pagination around it.
    const content = page.locator('#main-content .RaList-content');
    return phone
        ? content.getByRole('list').first().getByRole('listitem').first()
        : content.getByRole('table').first().getByRole('row').nth(1);
}

interface Focused {
    inRow: boolean;
    href: string | null;
    tag: string;
    name: string;
    /** Whether the link, or the row it opens, shows a focus ring. */
    ringed: boolean;
}

/** The element that has the keyboard's focus, against the first record `row`. */
function describeFocus(row: Element): Focused {
    const element = document.activeElement;
    const link = element?.closest('a[href]');
    return {
        inRow: !!element && row.contains(element),
        href: link && row.contains(link) ? (link as HTMLAnchorElement).href : null,
        tag: element
            ? `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? ''}`.trim()
            : '',
        name: link ? (link.getAttribute('aria-label') ?? (link as HTMLElement).innerText).trim() : '',
        ringed: [link, link?.closest('tr')].some((part) => {
            const style = part && getComputedStyle(part);
            return !!style && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        }),
    };
}

/** What keeps the first record of the list at `path` out of reach of the keyboard (empty: nothing). */
async function keyboardProblems(page: Page, path: string, record: RegExp | undefined, phone: boolean) {
    await open(page, path);
    const row = firstRecord(page, phone);
    const empty = page.getByTestId('resource-empty');
    await expect(row.or(empty).first()).toBeVisible({ timeout: 15_000 });
    if (await empty.isVisible()) {
        test.info().annotations.push({ type: 'no record to reach', description: path });
        return [];
    }
    // From the list's search box, as after typing a search; past the row's own controls (a tick box).
    await page.locator('#main-content').getByRole('textbox').first().focus();
    let focused: Focused = { inRow: false, href: null, tag: '', name: '', ringed: false };
    let entered = false;
    for (let presses = 0; presses < MAX_TABS; presses++) {
        await page.keyboard.press('Tab');
        focused = await row.evaluate(describeFocus);
        if (focused.inRow) entered = true;
        if ((focused.inRow && focused.href) || (entered && !focused.inRow)) break;
    }
    const what = phone ? 'card' : 'row';
    if (!entered) return [`Tab never reaches the first ${what} (${MAX_TABS} presses)`];
    if (!focused.inRow || !focused.href)
        return [`the first ${what} has no link: Tab goes through it to <${focused.tag}>`];
    const href = focused.href;
    // A screen reader reads the link by the record, from what the row shows (its name or code).
    const shown = (await row.innerText()).replace(/\s+/g, ' ');
    const named = focused.name
        .split(/[^\p{L}\p{N}]+/u)
        .some((word) => word.length > 0 && shown.includes(word));
    const problems: string[] = [];
    if (!focused.name || !named)
        problems.push(`the link's name "${focused.name}" does not name the record ("${shown}")`);
    if (!focused.ringed) problems.push(`the focused ${what} shows no focus ring`);
    if (problems.length) return problems;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href);
    const landed = new URL(page.url());
    if (record && !record.test(landed.pathname))
        problems.push(`Enter opens ${landed.pathname}, not a record's page (${record.source})`);
    // The row's link names the record as its page does (its first line: a member's name, not the
    // "you" beside it); a card's name is all its lines.
    else if (!phone) {
        const title = focused.name.split('\n')[0].trim();
        await expect(page.locator('#main-content'), `${path}: the record's page shows "${title}"`)
            .toContainText(title)
            .catch(() => problems.push(`the record's page does not name it "${title}"`));
    }
    return problems;
}

async function sweep(page: Page, phone: boolean) {
    await signIn(page, 'owner');
    const failures: Record<string, string[]> = {};
    for (const { path, record } of listPages) {
        const found = await keyboardProblems(page, path, record, phone);
        if (found.length) failures[path] = found;
    }
    expect(failures).toEqual({});
}

test.describe('keyboard access to the records of every list', () => {
    test('on a wide screen: Tab reaches the first row, a link named by its record, and Enter opens it', async ({
        page,
    }) => {
        expect(listPages.length).toBeGreaterThan(10);
        await sweep(page, false);
    });

    test.describe('on a phone', () => {
        test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

        test('on a 390 × 844 phone: Tab reaches the first card, a link named by its record, and Enter opens it', async ({
            page,
        }) => {
            await sweep(page, true);
        });
    });
});
