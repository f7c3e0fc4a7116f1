import { expect, test } from '@playwright/test';
import { resources } from '../../src/providers/endpoints';
import { resourcePaths } from '../../src/routes';
import { FAILURES, mock, signIn } from './support';

/** Every list screen, with the call that fills it. */
const lists = Object.entries(resourcePaths).flatMap(([resource, paths]) => {
    const call = (resources as Record<string, { list?: string }>)[resource]?.list;
    return 'list' in paths && call ? [{ resource, path: paths.list, call }] : [];
});

test('every list: a failure gives a Vietnamese message inside the console, never a blank page, and the refresh recovers', async ({ page }) => {
    test.setTimeout(240_000);
    expect(lists.length).toBeGreaterThanOrEqual(FAILURES.length);
    await signIn(page, 'owner');
    for (const [index, { path, call }] of lists.entries()) {
        // Each failure kind on at least one list, in turn.
        const [kind, message] = FAILURES[index % FAILURES.length];
        await mock.fail(page, call, kind, { count: -1, message: 'Đối tác đang bị khóa bởi quản trị viên' });
        await page.evaluate((to) => {
            window.history.pushState({}, '', to);
            window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        await expect(page.getByText(message).first(), `${path} ${kind}`).toBeVisible();
        await expect(page.getByTestId('header-business-name')).toBeVisible();
        await expect(page.getByRole('progressbar'), `${path} ${kind}`).toHaveCount(0);
        await page.evaluate(() => window.__xtsMock!.clearFaults());
        await page.getByRole('button', { name: 'Làm mới' }).click();
        await expect(page.getByRole('table').or(page.getByText('Chưa có dữ liệu')).first(), `${path} after refresh`).toBeVisible();
        await expect(page.getByText(message), `${path} after refresh`).toHaveCount(0);
    }
});

test('an edit: every failure kind gives a Vietnamese message, keeps the change, and the retry saves it', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'owner');
    await page.goto('/partner/edit/1');
    const name = page.getByLabel('Tên đối tác *');
    await expect(name).not.toHaveValue('');
    await name.fill('Đối tác đã đổi tên');
    for (const [kind, message] of FAILURES) {
        await mock.fail(page, 'partnerUpdate', kind, { message: 'Đối tác đang bị khóa bởi quản trị viên' });
        await page.getByRole('button', { name: 'Lưu' }).click();
        await expect(page.getByText(message).first(), kind).toBeVisible();
        await expect(page).toHaveURL(/\/partner\/edit\/1$/);
        await expect(name, kind).toHaveValue('Đối tác đã đổi tên');
        await expect(page.getByRole('progressbar'), kind).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Lưu' }).click();
    await expect(page).toHaveURL(/\/partner\/detail\/1$/);
    await expect(page.getByText('Đối tác đã đổi tên').first()).toBeVisible();
});
