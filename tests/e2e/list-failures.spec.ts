import { type Page } from '@playwright/test';
import { resources } from '../../src/providers/endpoints';
import type { CallName } from '../../src/providers/callTypes';
import { resourcePaths } from '../../src/routes';
import { expect, test, FAILURES, mock, requestsTo, signIn } from './support';

/** Every list screen, with the call that fills it. */
const lists = Object.entries(resourcePaths).flatMap(([resource, paths]) => {
    const call = (resources as Record<string, { list?: CallName }>)[resource]?.list;
    return paths?.list && call ? [{ resource, path: paths.list, call }] : [];
});

const open = (page: Page, to: string) =>
    page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);

test('every list against every failure kind: a Vietnamese message inside the console, never a blank page or a spinner, and its retry recovers', async ({
    page,
}) => {
    test.setTimeout(300_000);
    await signIn(page, 'owner');
    const failure = page.getByTestId('list-error');
    for (const { path, call } of lists) {
        for (const [index, [kind, message]] of FAILURES.entries()) {
            await mock.clear(page);
            await mock.fail(page, call, kind, { count: -1 });
            // The first kind meets the list on arrival, the others on a retry from the failed list.
            if (index === 0) await open(page, path);
            else await failure.getByRole('button', { name: 'Thử lại' }).click();
            await expect(failure, `${path} ${kind}`).toContainText('Không tải được danh sách');
            await expect(failure, `${path} ${kind}`).toContainText(message);
            await expect(page.getByTestId('header-business-name'), `${path} ${kind}`).toBeVisible();
            await expect(page.getByRole('progressbar'), `${path} ${kind}`).toHaveCount(0);
            // No paging over rows that are not there.
            await expect(page.getByText('Số dòng mỗi trang:'), `${path} ${kind}`).toHaveCount(0);
        }
        await mock.clear(page);
        // Unless the list's own automatic try got there first.
        await failure
            .getByRole('button', { name: 'Thử lại' })
            .click({ timeout: 5_000 })
            .catch(() => undefined);
        // Every list has seeded rows: the table and its paging are back.
        await expect(page.getByRole('table'), `${path} after retry`).toBeVisible();
        await expect(failure, `${path} after retry`).toHaveCount(0);
        await expect(page.getByText('Số dòng mỗi trang:'), `${path} after retry`).toBeVisible();
    }
});

test('a list showing rows keeps them when a reload fails, the banner tells a failing server from a lost connection, and the list recovers by itself', async ({
    page,
}) => {
    await signIn(page, 'owner', { at: '/partner' });
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const banner = page.getByTestId('connection-banner');
    const stale = page.getByTestId('list-stale');
    for (const [kind, words] of [
        ['http500', 'Máy chủ đang gặp sự cố'],
        ['network', 'Mất kết nối tới máy chủ'],
    ] as const) {
        await mock.fail(page, 'partnerList', kind, { count: -1 });
        await page.getByRole('button', { name: 'Làm mới' }).click();
        // The rows stay, under a notice; no error takes their place.
        await expect(stale, kind).toBeVisible();
        await expect(table.getByRole('row').nth(1), kind).toBeVisible();
        await expect(page.getByTestId('list-error'), kind).toHaveCount(0);
        await expect(banner, kind).toContainText(words);
        // The fault clears: nobody clicks, the next automatic try reads the list again.
        await mock.clear(page);
        await expect(stale, kind).toHaveCount(0, { timeout: 20_000 });
        await expect(banner, kind).toHaveCount(0);
        await expect(table.getByRole('row').nth(1), kind).toBeVisible();
    }
});

test('a refused list says who may see it and is not read again; an answer that is not JSON is read again by itself, as the list says', async ({
    page,
}) => {
    // The console's own clock, moved on instead of waiting out the back-off.
    await page.clock.install();
    await signIn(page, 'owner');
    const failure = page.getByTestId('list-error');
    const reads = requestsTo(page, 'partnerList');

    // Refused (403): who may see the list, and no try of its own, however long it stays open.
    await mock.fail(page, 'partnerList', 'http403', { count: -1 });
    await open(page, '/partner');
    await expect(failure).toContainText('Bạn không có quyền thực hiện thao tác này');
    await expect(failure).toContainText(
        'Chỉ chủ sở hữu xem được danh sách này. Sẽ không tự thử lại: máy chủ đã từ chối quyền xem của tài khoản này.',
    );
    await expect(failure).not.toContainText('Sẽ tự thử lại');
    await expect(page.getByTestId('connection-banner')).toHaveCount(0);
    await mock.clear(page);
    await page.clock.fastForward('01:30');
    await expect(failure).toContainText('Chỉ chủ sở hữu xem được danh sách này');
    expect(reads).toHaveLength(1);

    // Not JSON (the user's own "Thử lại"): the list and the banner say it is tried again by itself,
    // and it is, with nobody clicking, once the answers are right again.
    await mock.fail(page, 'partnerList', 'badJson', { count: -1 });
    await failure.getByRole('button', { name: 'Thử lại' }).click();
    await expect(failure).toContainText('Dữ liệu máy chủ trả về không đọc được');
    await expect(failure).toContainText('Sẽ tự thử lại sau 2 giây, rồi thưa dần tới mỗi 30 giây');
    await expect(page.getByTestId('connection-banner')).toContainText('Máy chủ đang gặp sự cố, đang thử lại');
    await mock.clear(page);
    await page.clock.fastForward('00:02');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expect(failure).toHaveCount(0);
    await expect(page.getByTestId('connection-banner')).toHaveCount(0);
});
