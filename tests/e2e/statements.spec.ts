import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support';
import { getDb } from '../../src/mocks/db';
import { activationsOf } from '../../src/mocks/ledger/model';
import type { Statement } from '../../src/domain/statements';

/**
 * Due diligence statements filed through the API, as a coffee cooperative's staff would: prepared
 * from a lot, submitted and followed to its numbers; a rejection fixed plot by plot and amended; a
 * plot edited after declaration, which leaves the declared pack as it was and shows the difference;
 * a supplier's numbers checked; an observer who reads only. The EU system is the mock's stand-in,
 * told by its QA control (POST /__mock/eu) to refuse the next filing.
 */

const activationOf = (lot: string) => activationsOf(getDb()).find((a) => a.bizId === 1 && a.lot === lot)!;
const lotPage = (lot: string) =>
    `/stamp-lot/detail?productId=${activationOf(lot).productId}&lot=${encodeURIComponent(lot)}`;
/** The seeded statements (the same seed as the browser's mock). */
const seeded = () => getDb().statements as unknown as Statement[];
const seededIn = (state: string, lot?: string) =>
    seeded().find((s) => s.state === state && (!lot || (s.lots.length === 1 && s.lots[0].lot === lot)))!;

/** Tells the EU stand-in how to answer the next filing. */
async function euAnswers(page: Page, mode: 'reject' | 'rate_limit' | 'down' | 'accept') {
    await page.waitForFunction(() => !!window.__xtsMock);
    const status = await page.evaluate(
        (body) =>
            fetch('/__mock/eu', {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify(body),
            }).then((response) => response.status),
        { mode, count: 1 },
    );
    expect(status).toBe(200);
}

async function submit(page: Page) {
    await page.getByRole('button', { name: 'Nộp tờ khai' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Nộp tờ khai' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
}

/** Changes a plot's planting year on its edit form (a change the declared pack must not follow). */
async function editPlantingYear(page: Page, plotId: number, year: string) {
    await page.goto(`/plot/edit/${plotId}`);
    const field = page.getByLabel('Năm trồng');
    await expect(field).toBeEditable({ timeout: 30_000 });
    await field.fill(year);
    await page.getByRole('button', { name: 'Lưu' }).click();
    await expect(page).toHaveURL(new RegExp(`/plot/detail/${plotId}$`), { timeout: 30_000 });
}

test('prepares a statement from a lot, submits it and shows its numbers once the EU accepts it', async ({
    page,
}) => {
    await signIn(page, 'owner', { at: lotPage('CD-2025-01') });
    const section = page.getByRole('region', { name: 'Tờ khai EUDR của lô' });
    await expect(section.getByRole('link', { name: /^Xem tờ khai XTS-/ }).first()).toBeVisible({
        timeout: 30_000,
    });
    await section.getByRole('link', { name: 'Lập tờ khai' }).click();

    await expect(page).toHaveURL(/\/statement\/add\?productId=\d+&lot=CD-2025-01$/);
    await expect(
        page.getByText(/^Đã điền sẵn mã HS, mô tả và khối lượng từ hồ sơ EUDR của 1 lô$/),
    ).toBeVisible({
        timeout: 30_000,
    });
    await expect(page.getByLabel('Mã HS')).toHaveValue(/^\d{4}(\d{2})?$/);
    await expect(page.getByLabel('Nước sản xuất')).toHaveValue('Việt Nam (VN)');
    await expect(page.getByLabel('Mô tả hàng hóa')).not.toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Xuất khẩu' })).toBeChecked();
    // A supplier's statement, its number mistyped first: the error sits under that field.
    await page.getByRole('button', { name: 'Thêm tờ khai tham chiếu' }).click();
    const reference = page.getByLabel('Số tham chiếu');
    await reference.fill('abc');
    await page.getByLabel('Số xác minh').fill('upst0001');
    const save = page.getByRole('button', { name: 'Lưu', exact: true });
    await save.click();
    await expect(page.getByText(/^Số tham chiếu gồm 2 chữ số năm/)).toBeVisible();
    await expect(page).toHaveURL(/\/statement\/add\?/);
    await reference.fill('25deupstrm0001');
    await expect(page.getByText(/^Số tham chiếu gồm 2 chữ số năm/)).toBeHidden();
    await save.click();

    await expect(page).toHaveURL(/\/statement\/detail\/\d+$/, { timeout: 30_000 });
    await expect(page.getByText('Bản nháp', { exact: true })).toBeVisible();
    await expect(page.getByText('25DEUPSTRM0001 / UPST0001')).toBeVisible();
    await submit(page);
    // Submitted, then the EU's answer comes in by itself.
    await expect(page.getByText('Được chấp nhận', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('referenceNumber')).toHaveText(/^\d{2}VN[A-Z0-9]{10}$/);
    await expect(page.getByTestId('verificationNumber')).toHaveText(/^[A-Z0-9]{8}$/);
    await expect(page.getByRole('button', { name: 'Chép số tham chiếu' })).toBeVisible();
    await expect(page.getByTestId('sha256').first()).toHaveText(/^[0-9a-f]{64}$/);
    await expect(page.getByText(/^Sửa đổi được đến \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
});

test('explains a rejection plot by plot, and the plot fixed, the statement is amended', async ({ page }) => {
    const draft = seededIn('draft');
    await signIn(page, 'owner', { at: `/statement/detail/${draft.id}` });
    await euAnswers(page, 'reject');
    await submit(page);
    await expect(page.getByText('Bị từ chối', { exact: true })).toBeVisible({ timeout: 30_000 });
    const reasons = page.getByRole('region', { name: 'Lý do bị từ chối' });
    const fix = reasons.getByRole('link', { name: /^Sửa thửa / }).first();
    await expect(fix).toBeVisible();
    const code = (await fix.textContent())!.replace('Sửa thửa ', '');
    await expect(reasons).toContainText(`Thửa ${code}:`);
    await fix.click();
    await expect(page).toHaveURL(/\/plot\/detail\/\d+$/);
    const plotId = Number(new URL(page.url()).pathname.split('/').pop());
    await editPlantingYear(page, plotId, '2002');

    await page.goto(`/statement/detail/${draft.id}`);
    await expect(page.getByRole('region', { name: 'Khác biệt so với thửa hiện tại' })).toContainText(code, {
        timeout: 30_000,
    });
    await page.getByRole('link', { name: 'Sửa đổi tờ khai' }).click();
    await expect(page.getByText(/^Bản sửa đổi được gửi lại Hệ thống thông tin EU/)).toBeVisible({
        timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Gửi sửa đổi' }).click();
    await expect(page).toHaveURL(new RegExp(`/statement/detail/${draft.id}$`), { timeout: 30_000 });
    await expect(page.getByText('Được chấp nhận', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Lịch sử' })).toContainText('Sửa đổi');
    await expect(page.getByRole('region', { name: 'Khác biệt so với thửa hiện tại' })).toContainText(
        'Các thửa hiện tại giống hồ sơ đã khai.',
    );
});

test("a plot edited after declaration leaves the declared pack's hashes as they were, and the lot page says what changed", async ({
    page,
}) => {
    const declared = seededIn('available', 'CD-2025-01');
    await signIn(page, 'owner', { at: `/statement/detail/${declared.id}` });
    const hashes = page.getByTestId('sha256');
    await expect(hashes.first()).toHaveText(/^[0-9a-f]{64}$/, { timeout: 30_000 });
    const before = await hashes.allTextContents();
    const plot = declared.snapshot!.plots[0];
    await editPlantingYear(page, plot.plotId, '2001');

    await page.goto(`/statement/detail/${declared.id}`);
    await expect(hashes.first()).toHaveText(/^[0-9a-f]{64}$/, { timeout: 30_000 });
    expect(await hashes.allTextContents()).toEqual(before);
    const diff = page.getByRole('region', { name: 'Khác biệt so với thửa hiện tại' });
    const row = diff.getByRole('row', { name: new RegExp(plot.code) });
    await expect(row).toContainText('Năm trồng');
    await expect(row.getByRole('link', { name: plot.code })).toHaveAttribute(
        'href',
        `/plot/detail/${plot.plotId}`,
    );

    await page.goto(lotPage('CD-2025-01'));
    const notice = page.getByTestId('declared-changed').filter({ hasText: declared.internalReference });
    await expect(notice).toContainText('khác với thửa hiện tại', { timeout: 30_000 });
    await expect(notice.getByRole('link', { name: /^Sửa đổi tờ khai \(đến / })).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Lập tờ khai mới' })).toBeVisible();
    await notice.getByRole('link', { name: 'Xem khác biệt' }).click();
    await expect(page).toHaveURL(new RegExp(`/statement/detail/${declared.id}#diff$`));
    await expect(diff).toContainText(plot.code);
});

test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test("checks a supplier's numbers and finds one of the business's own statements", async ({ page }) => {
        await signIn(page, 'user', { at: '/statement' });
        await page.getByRole('link', { name: 'Kiểm tra số tờ khai' }).click();
        const upstream = page.getByRole('region', { name: 'Kiểm tra tờ khai của nhà cung cấp' });
        await upstream.getByLabel('Số tham chiếu').fill('25DEUPSTRM0001');
        await upstream.getByLabel('Số xác minh').fill('UPST0001');
        await upstream.getByRole('button', { name: 'Kiểm tra' }).click();
        await expect(upstream.getByTestId('verification')).toContainText('Dùng được', { timeout: 30_000 });
        await expect(upstream.getByTestId('verification')).toContainText('Nordkaffee Import GmbH');
        await upstream.getByLabel('Số tham chiếu').fill('25NLUPSTRM0002');
        await upstream.getByLabel('Số xác minh').fill('UPST0002');
        await upstream.getByRole('button', { name: 'Kiểm tra' }).click();
        await expect(upstream.getByTestId('verification')).toContainText('Không dùng được');

        const available = seededIn('available', 'CD-2025-01');
        const own = page.getByRole('region', { name: 'Tìm tờ khai của doanh nghiệp' });
        await own.getByLabel('Số tham chiếu').fill(available.referenceNumber!);
        await own.getByLabel('Số xác minh').fill(available.verificationNumber!);
        await own.getByRole('button', { name: 'Tìm' }).click();
        await own.getByRole('link', { name: `Xem tờ khai ${available.internalReference}` }).click();
        await expect(
            page.getByRole('heading', { name: `Tờ khai ${available.internalReference}` }),
        ).toBeVisible();
    });

    test('an observer reads a statement and is offered no action', async ({ page }) => {
        const available = seededIn('available', 'CD-2025-01');
        await signIn(page, 'observer', { at: '/statement' });
        await page.getByRole('link', { name: new RegExp(`^${available.internalReference}`) }).click();
        await expect(
            page.getByRole('heading', { name: `Tờ khai ${available.internalReference}` }),
        ).toBeVisible();
        await expect(page.getByText('Vai trò của bạn chỉ được xem tờ khai.')).toBeVisible();
        await expect(page.getByTestId('referenceNumber')).toHaveText(available.referenceNumber!);
        for (const name of ['Nộp tờ khai', 'Sửa tờ khai', 'Sửa đổi tờ khai', 'Rút tờ khai'])
            await expect(page.getByRole('button', { name })).toHaveCount(0);
        for (const name of ['Sửa tờ khai', 'Sửa đổi tờ khai', 'Lập tờ khai mới'])
            await expect(page.getByRole('link', { name })).toHaveCount(0);
    });
});
