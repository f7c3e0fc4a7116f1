import { type Page } from '@playwright/test';
import { getDb } from '../../src/mocks/db';
import { expect, test, signIn } from './support';

/** The page is no wider than the window (a few pixels for rounding). */
async function expectNoSideScroll(page: Page) {
    await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(4);
}

test('a 100,000-character note wraps on a wide screen and on a phone, and hidden control characters neither show nor get typed', async ({
    page,
}) => {
    // The coffee cooperative's first partner, with what a careless import or a hostile paste leaves behind.
    const db = structuredClone(getDb());
    const partner = db.partners.find((row) => row.bizId === 1)!;
    const note = 'ĐàLạt'.repeat(20_000);
    expect(note).toHaveLength(100_000);
    partner.note = note;
    partner.contactName = 'Chị \u202eHoa\u202c Lê\u200b';
    await page.addInitScript((saved) => {
        if (!localStorage.getItem('xts_mock_db')) localStorage.setItem('xts_mock_db', saved);
    }, JSON.stringify(db));

    await signIn(page, 'owner', { at: `/partner/detail/${partner.id}` });
    // The page lays out 100,000 characters: on a loaded machine that alone took over 10 s.
    await expect(page.getByRole('heading', { name: partner.name })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(note.slice(0, 50))).toBeVisible();
    await expectNoSideScroll(page);
    // The override and the zero-width space are gone: the name reads as it is written.
    await expect(page.getByText('Chị Hoa Lê', { exact: true })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText(note.slice(0, 50))).toBeVisible();
    await expectNoSideScroll(page);

    // What is typed or pasted loses them too, before the form reads it.
    await page.goto('/partner');
    const search = page.getByPlaceholder('Tìm theo tên, mã số thuế, điện thoại');
    await search.fill('Đà\u202eLạt\u2066');
    await expect(search).toHaveValue('ĐàLạt');
});
