import { type Page } from '@playwright/test';
import { resources } from '../../src/routes';
import { expect, leavePrompts, mock, signIn, test } from './support';

/**
 * What a scanner wedge or a fast typist types the moment a form's first field shows is still there
 * once the page has finished opening (its code, words, record, options and draft all arrived):
 * every create page of the route table, opened from its list's "Thêm mới" and by its address.
 */
const TYPED = 'Tem hộp quà Đà Lạt';

/** Latency of every answer once signed in: a form's options then arrive after the form shows. */
const SLOW_MS = 600;

/** Every resource's create page, with its list when it has one (seed record 1 for a parent in the path). */
const createPages = resources.flatMap(({ name, paths }) =>
    paths.create ? [{ name, create: paths.create.replace(/:\w+/g, '1'), list: paths.list }] : [],
);

/** The typed text, whole, anywhere in a field's value. */
const escaped = new RegExp(TYPED.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * Types into the first text field on screen that takes words (dates and numbers, which open the
 * numeric keypad, are left out, and so is a field still loading its options) as soon as it shows, then checks, once the page is quiet, that
 * the page's first text field holds the whole text (beside what it was filled in with, if anything).
 */
async function typeAtOnce(page: Page, address: string) {
    // The click has moved the address on: the page on screen from then on is the form, or the one
    // leaving, which takes no input and which no role locator finds.
    await expect(page).toHaveURL(address);
    const main = page.getByRole('main');
    const field = main
        .getByRole('textbox')
        .or(main.getByRole('searchbox'))
        // A field still loading its options is a disabled placeholder that takes no text.
        .and(page.locator(':enabled:not([inputmode]):not([readonly])'))
        .first();
    await expect(field).toBeVisible();
    await field.pressSequentially(TYPED);
    // Settled: every call answered, no loading indicator left.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page).toHaveURL(address);
    await expect(field).toBeVisible();
    await expect(field).toHaveValue(escaped);
}

test.describe('text typed the moment a form shows stays', () => {
    for (const { name, create, list } of createPages) {
        test(`in ${create} (${name})`, async ({ page }) => {
            // Leaving a form with unsaved text asks first: the next opening goes on.
            leavePrompts(page);
            if (list)
                await test.step(`opened from ${list} by "Thêm mới"`, async () => {
                    await signIn(page, 'owner', { at: list });
                    // Answers as slow as a busy network's: the form shows before its options do.
                    await mock.latency(page, SLOW_MS);
                    await page.getByRole('link', { name: 'Thêm mới' }).click();
                    await expect(page).toHaveURL(create);
                    await typeAtOnce(page, create);
                });
            await test.step('opened by its address', async () => {
                if (list) await page.goto(create);
                else await signIn(page, 'owner', { at: create });
                await typeAtOnce(page, create);
            });
        });
    }
});
