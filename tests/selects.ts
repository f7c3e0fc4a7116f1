import { expect, type Page } from '@playwright/test';

/*
 * Selects and autocompletes in the browser suites (mock and real API) are opened from the keyboard,
 * as a person tabbing through a form does. Opened by a click, a select once took that same click on
 * a busy machine: the field showed an option and its list had closed before the option was looked
 * for. Lint refuses a click on a combobox in those suites.
 */

/**
 * Opens a select or an autocomplete by its label. The field is the combobox of that label (a
 * column's sort button may carry the same words). A key pressed before the field is ready (its
 * choices still loading, a menu still closing over it) opens nothing: it is pressed again until the
 * list shows.
 */
export async function openOptions(page: Page, label: string | RegExp) {
    const field = page.getByRole('combobox').and(page.getByLabel(label));
    const list = page.getByRole('listbox').first();
    await expect(async () => {
        if (!(await list.isVisible())) await field.press('ArrowDown');
        await expect(list).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
}

/** Opens a select by its label from the keyboard (openOptions) and picks one of its options. */
export async function pickOption(page: Page, label: string | RegExp, option: string) {
    await openOptions(page, label);
    await page.getByRole('option', { name: option, exact: true }).click();
}
