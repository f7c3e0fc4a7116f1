import { type Page } from '@playwright/test';
import { resources, type CallName } from '../../src/providers/endpoints';
import { resourcePaths } from '../../src/routes';
import { expect, test, FAILURES, mock, signIn } from './support';

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
        await failure.getByRole('button', { name: 'Thử lại' }).click();
        // Every list has seeded rows: the table and its paging are back.
        await expect(page.getByRole('table'), `${path} after retry`).toBeVisible();
        await expect(failure, `${path} after retry`).toHaveCount(0);
        await expect(page.getByText('Số dòng mỗi trang:'), `${path} after retry`).toBeVisible();
    }
});
