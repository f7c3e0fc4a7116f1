import { expect, test } from '@playwright/test';
import { open, signInThroughSso } from './support';

/**
 * A member of two businesses over real HTTP, in both layouts (each with its own invitee, as both
 * run against the same server): a record edited and read back after a reload, the business
 * switched (the other business's records gone from the lists and refused by address), and someone
 * invited who signs in through the SSO page, accepts and works in the business.
 */
const COFFEE = 'HTX Cà phê Cầu Đất';
const TEA = 'Công ty TNHH Trà Tân Cương Xanh';
const COFFEE_PARTNER = 'Công ty CP Chế biến Cà phê Đà Lạt';
const TEA_PARTNER = 'Công ty TNHH Bao bì Thái Nguyên';

test('a member of two businesses edits a record, switches business and invites someone who accepts: each business sees only its own records', async ({
    page,
    browser,
    baseURL,
}) => {
    const sameOrigin = test.info().project.name === 'same-origin';
    const invitee = sameOrigin
        ? { persona: 'Người xem', phone: '0901000003' }
        : { persona: 'Người dùng', phone: '0901000002' };
    const note = `Giao hàng thứ ${sameOrigin ? 'Ba' : 'Năm'} hằng tuần, gọi trước 30 phút`;

    await signInThroughSso(page, 'Chủ sở hữu');
    await expect(page.getByTestId('header-business-name')).toHaveText(COFFEE);

    // Edit a record; it is saved on the server (read back after a reload).
    await open(page, '/partner/edit/2');
    await expect(page.getByLabel('Tên đối tác *')).toHaveValue(COFFEE_PARTNER);
    await page.getByLabel('Ghi chú').fill(note);
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await expect(page).toHaveURL(/\/partner\/detail\/2$/);
    await expect(page.getByText(note)).toBeVisible();
    await page.reload();
    await expect(page.getByText(note)).toBeVisible();

    // Switch business: the lists show the tea company's records, the coffee cooperative's are gone.
    await open(page, '/partner');
    await expect(page.getByRole('cell', { name: COFFEE_PARTNER })).toBeVisible();
    await page.getByRole('button', { name: 'Đổi chủ thể' }).click();
    await page.getByRole('menuitem', { name: new RegExp(TEA) }).click();
    await expect(page.getByTestId('header-business-name')).toHaveText(TEA);
    await open(page, '/partner');
    await expect(page.getByRole('cell', { name: TEA_PARTNER })).toBeVisible();
    await expect(page.getByRole('cell', { name: COFFEE_PARTNER })).toHaveCount(0);
    // …and a coffee record opened by its address is refused as another business's.
    await open(page, '/partner/detail/2');
    await expect(page.getByText('thuộc một chủ thể khác')).toBeVisible();
    await expect(page.getByText(note)).toHaveCount(0);

    // Invite someone into the tea company by phone.
    await open(page, '/invitaion/list');
    await page.getByRole('button', { name: 'Mời người dùng' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mời người dùng vào chủ thể' });
    await dialog.getByLabel('Số điện thoại').fill(invitee.phone);
    await dialog.getByRole('button', { name: 'Gửi lời mời' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('cell', { name: invitee.phone })).toBeVisible();

    // The invitee, in a browser of their own, signs in through the SSO page, accepts, and works there.
    const context = await browser.newContext({ baseURL, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
    const other = await context.newPage();
    await signInThroughSso(other, invitee.persona);
    await expect(other.getByTestId('header-business-name')).toHaveText(COFFEE);
    await expect(other.getByTestId('invitation-banner')).toContainText('Bạn đang có 1 lời mời liên kết');
    await other.getByRole('button', { name: 'Xem lời mời' }).click();
    await other.getByRole('button', { name: `Chấp nhận ${TEA}` }).click();
    await other
        .getByRole('dialog', { name: 'XÁC NHẬN' })
        .getByRole('button', { name: 'Chấp nhận', exact: true })
        .click();
    await expect(other.getByTestId('invitation-banner')).toHaveCount(0);
    await other.getByRole('button', { name: 'Đổi chủ thể' }).click();
    await other.getByRole('menuitem', { name: new RegExp(TEA) }).click();
    await expect(other.getByTestId('header-business-name')).toHaveText(TEA);
    await expect(other).toHaveURL(/\/dashboard$/);
    await expect(other.locator('[data-dashboard="ready"]')).toBeVisible();
    await context.close();
});
