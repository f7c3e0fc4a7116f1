import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, pickOption, signIn, test } from './support';
import { getDb } from '../../src/mocks/db';
import { plotsOf } from '../../src/mocks/plots/model';
import { statementsOf } from '../../src/features/statements/mock/model';

/**
 * A household's rights, on a phone, as an owner: its data exported as a file and as a
 * page to print, deleted with a confirmation that names what the law keeps, the page saying which
 * statements are kept; the access log lists the views and exports; the register's file with whole
 * ID numbers only after a confirmation that says it is logged.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const TWELVE_DIGITS = /(?<!\d)\d{12}(?!\d)/;

/** A demo household whose plot a seeded filed statement declared. */
function declaredProducer() {
    const db = getDb();
    for (const statement of statementsOf(db).filter((s) => s.bizId === 1 && s.snapshot))
        for (const declared of statement.snapshot!.plots) {
            const plot = plotsOf(db).find((p) => p.id === declared.plotId);
            if (typeof plot?.producerId === 'number')
                return db.producers!.find((p) => p.id === plot.producerId)!;
        }
    throw new Error('no seeded statement declares a linked plot');
}

async function downloaded(page: Page, click: () => Promise<void>) {
    const download = page.waitForEvent('download');
    await click();
    return readFileSync((await (await download).path())!, 'utf8');
}

test.describe('on a phone', () => {
    test.use(PHONE);

    test("exports a household's data, deletes it and reads the access log", async ({ page }) => {
        const producer = declaredProducer();
        await signIn(page, 'owner', { at: `/producer/detail/${producer.id}` });
        await expect(page.getByRole('heading', { name: producer.name })).toBeVisible({ timeout: 30_000 });

        const json = JSON.parse(
            await downloaded(page, async () => {
                await page.getByRole('button', { name: 'Xuất dữ liệu' }).click();
                await page.getByRole('menuitem', { name: 'Tải tệp JSON' }).click();
            }),
        );
        expect(json.producer).toMatchObject({ id: producer.id, name: producer.name });
        expect(json.statements.length).toBeGreaterThan(0);

        await page.getByRole('button', { name: 'Xuất dữ liệu' }).click();
        await page.getByRole('menuitem', { name: 'Bản in (lưu thành PDF)' }).click();
        await expect(
            page.getByRole('heading', { name: /THÔNG TIN CÁ NHÂN DOANH NGHIỆP ĐANG GIỮ/ }),
        ).toBeVisible({
            timeout: 30_000,
        });
        await expect(
            page.getByRole('heading', { name: 'Tờ khai EUDR đã nộp có tên hộ (giữ 5 năm)' }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'In hoặc lưu PDF' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Sửa thông tin của hộ' })).toHaveAttribute(
            'href',
            `/producer/edit/${producer.id}`,
        );

        await page.getByRole('link', { name: producer.name }).click();
        await page.getByRole('button', { name: 'Xoá / ẩn danh' }).click();
        const dialog = page.getByRole('dialog');
        await expect(
            dialog.getByText('Tờ khai EUDR đã nộp được giữ nguyên như đã khai đến hết thời hạn 5 năm:'),
        ).toBeVisible();
        await expect(dialog.getByRole('link', { name: /giữ đến/ }).first()).toBeVisible();
        await dialog.getByRole('button', { name: 'Xoá dữ liệu cá nhân của hộ' }).click();

        const erasedName = `Hộ đã xoá dữ liệu #${producer.id}`;
        await expect(page.getByRole('heading', { name: erasedName })).toBeVisible({ timeout: 30_000 });
        await expect(page.getByText(/Dữ liệu cá nhân của hộ này đã được xoá theo yêu cầu/)).toBeVisible();
        await expect(page.getByRole('link', { name: /Tờ khai .* giữ đến/ }).first()).toBeVisible();
        await expect(page.getByRole('button', { name: 'Xoá / ẩn danh' })).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Sửa', exact: true })).toHaveCount(0);
        // Its consents are kept, but nothing new may be recorded or withdrawn (the server refuses it).
        const consents = page.getByRole('region', { name: 'Sự đồng ý về dữ liệu cá nhân' });
        await expect(consents.getByText(/Không thể ghi nhận hay rút lại sự đồng ý/)).toBeVisible();
        await expect(consents.getByRole('button', { name: 'Ghi nhận đồng ý' })).toHaveCount(0);
        await expect(consents.getByRole('button', { name: 'Rút lại đồng ý' })).toHaveCount(0);

        // The register no longer offers the household, unless asked for those whose data were deleted.
        await page.goto('/producer/list');
        const cards = page.locator('#main-content .RaList-content').getByRole('listitem');
        await expect(cards.first()).toBeVisible({ timeout: 30_000 });
        await expect(cards.filter({ hasText: erasedName })).toHaveCount(0);
        await pickOption(page, 'Dữ liệu cá nhân', 'Đã xoá dữ liệu');
        await expect(cards.filter({ hasText: erasedName })).toBeVisible();
        await expect(cards).toHaveCount(1);

        await page.getByRole('link', { name: 'Nhật ký truy cập' }).click();
        await expect(page.getByRole('heading', { name: 'Nhật ký truy cập dữ liệu cá nhân' })).toBeVisible({
            timeout: 30_000,
        });
        const log = page.getByRole('table', { name: 'Nhật ký truy cập dữ liệu cá nhân' });
        for (const action of [
            'xem thông tin của hộ',
            'xuất dữ liệu (JSON)',
            'xuất bản in',
            'xoá dữ liệu cá nhân',
        ])
            await expect(log.getByRole('cell', { name: action }).first()).toBeVisible();
        await expect(log.getByRole('link', { name: erasedName }).first()).toBeVisible();
        // The correction page no longer offers a form for an erased household.
        await page.goto(`/producer/edit/${producer.id}`);
        await expect(page.getByText(/Dữ liệu cá nhân của hộ này đã được xoá theo yêu cầu/)).toBeVisible({
            timeout: 30_000,
        });
        await expect(page.getByRole('button', { name: 'Lưu' })).toHaveCount(0);
    });

    test('exports the register with whole ID numbers only after a confirmation, and logs it', async ({
        page,
    }) => {
        await signIn(page, 'owner', { at: '/producer/list' });
        await page.getByRole('button', { name: 'Xuất kèm số định danh đầy đủ' }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByText(/được ghi vào nhật ký truy cập dữ liệu cá nhân/)).toBeVisible();
        const csv = await downloaded(page, () =>
            dialog.getByRole('button', { name: 'Xuất tệp kèm số định danh' }).click(),
        );
        expect(csv).toMatch(TWELVE_DIGITS);
        // The list's own file stays masked.
        const masked = await downloaded(page, () =>
            page.getByRole('button', { name: 'Xuất', exact: true }).click(),
        );
        expect(masked).not.toMatch(TWELVE_DIGITS);

        await page.getByRole('link', { name: 'Nhật ký truy cập dữ liệu cá nhân' }).click();
        const log = page.getByRole('table', { name: 'Nhật ký truy cập dữ liệu cá nhân' });
        await expect(log.getByRole('cell', { name: 'xuất CSV kèm số định danh đầy đủ' })).toBeVisible({
            timeout: 30_000,
        });
    });
});
