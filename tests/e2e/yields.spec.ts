import { expect, signIn, test } from './support';

/**
 * Quantities that add up (docs/yields.md): a lot's origin may not declare more from a plot than the
 * plot's area gives at its crop's maximum yield, unless a reason is recorded, which then shows on
 * the lot and on the EUDR pack; each plot's page shows its balance for the season.
 */
const REASON = 'Gộp cà phê ba vụ còn trong kho của hộ';

test('an origin over its plot’s yield is refused with the plot named, then accepted with a reason shown on the pack', async ({
    page,
}) => {
    await signIn(page, 'owner', { at: '/stamp-lot/list' });
    await page.getByRole('cell', { name: 'CD-2025-01' }).click();
    const origin = page.getByRole('region', { name: 'Nguồn gốc lô' });
    await origin.getByRole('button', { name: 'Sửa nguồn gốc' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nguồn gốc lô' });
    const first = dialog.getByRole('group', { name: 'Thửa thứ 1' });
    await expect(first.getByLabel('Thửa 1', { exact: true })).toHaveValue(/^CD-T001 · /);
    // Within the plot's capacity, the row says how much remains.
    await expect(dialog.getByTestId('yield-row-0')).toContainText(/^Tối đa [\d.]+ kg/, { timeout: 15_000 });

    await dialog.getByLabel('Khối lượng thửa 1 (kg)').fill('500.000');
    const warning = dialog.getByTestId('yield-row-0');
    await expect(warning).toContainText(/Vượt sản lượng: thửa CD-T001 chỉ cho tối đa [\d.]+ kg/);
    await expect(warning).toContainText('các lô khai 500.000 kg');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect(dialog.getByText('Ghi lý do vượt sản lượng, hoặc giảm khối lượng.')).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Lý do vượt sản lượng thửa 1').fill(REASON);
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    const onLot = origin.getByRole('table', { name: 'Các thửa khai vượt sản lượng dự kiến' });
    await expect(onLot).toContainText('CD-T001');
    await expect(onLot).toContainText(REASON);

    await origin.getByRole('link', { name: 'Tạo hồ sơ EUDR' }).click();
    // The pack's documents are in the importer's language (English unless the Vietnamese copy is chosen).
    const onPack = page.getByRole('table', {
        name: /^(Các thửa khai vượt sản lượng dự kiến|Plots declared over their expected yield)$/,
    });
    await expect(onPack).toContainText(REASON, { timeout: 30_000 });
    await expect(onPack.getByRole('row', { name: /CD-2025-01 CD-T001/ })).toContainText(/500[.,]000/);
});

test('the owner sets a crop’s expected yield, which a plot’s capacity then counts with', async ({ page }) => {
    await signIn(page, 'owner', { at: '/crop-yield' });
    const table = page.getByRole('table', { name: 'Năng suất dự kiến theo cây trồng' });
    const max = table.getByLabel('Năng suất tối đa: Cà phê Arabica (chè)');
    await expect(max).toHaveValue('3.000', { timeout: 15_000 });
    await max.fill('500');
    await page.getByRole('button', { name: 'Lưu' }).click();
    await expect(table.getByText('Tối thiểu không được lớn hơn tối đa.')).toBeVisible();
    await table.getByLabel('Năng suất tối thiểu: Cà phê Arabica (chè)').fill('300');
    await page.getByRole('button', { name: 'Lưu' }).click();
    await expect(page.getByText('Đã lưu bảng năng suất.')).toBeVisible();
    await expect(page.getByText(/^Cập nhật lần cuối .* bởi /)).toBeVisible();

    await page.goto('/plot/detail/1');
    const balance = page.getByRole('region', { name: 'Sản lượng mùa vụ' });
    await expect(balance).toContainText(/[\d,]+ ha × 500 kg\/ha × 1 vụ/, { timeout: 15_000 });
});

test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('a plot’s page shows its season’s balance, with the lots that declare it', async ({ page }) => {
        await signIn(page, 'owner', { at: '/plot/detail/1' });
        const balance = page.getByRole('region', { name: 'Sản lượng mùa vụ' });
        await expect(balance.getByText('Sản lượng tối đa')).toBeVisible({ timeout: 15_000 });
        await expect(balance).toContainText(/[\d.]+ ha × 3\.000 kg\/ha × 1 vụ/);
        await expect(balance.getByText('Đã khai trong các lô').locator('..')).toContainText('150 kg');
        await expect(balance.getByText('Còn lại', { exact: true })).toBeVisible();
        await balance.getByRole('link', { name: 'CD-2025-01' }).click();
        await expect(page.getByRole('region', { name: 'Nguồn gốc lô' })).toContainText('CD-T001');
    });
});
