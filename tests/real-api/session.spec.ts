import { expect, test, type Page } from '@playwright/test';
import { api, open, server, signInThroughSso } from './support';

/**
 * What the console does when the server stops accepting a session's token, seen from the tab over
 * real HTTP: a 401 it can recover from (one refresh, one retry, nothing shown) and a session
 * revoked on the server (one refresh, refused, the session ends with a message; no loop).
 */
const PARTNER = 'Công ty TNHH Phân bón Hữu cơ Lâm Viên';

/** Counts the tab's calls by path (GET and POST only: a preflight is not a call). */
function countCalls(page: Page) {
    const counts: Record<string, number> = {};
    page.on('request', (request) => {
        if (request.method() === 'OPTIONS') return;
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/api/')) counts[path] = (counts[path] ?? 0) + 1;
    });
    return {
        of: (path: string) => counts[path] ?? 0,
        reset: () => Object.keys(counts).forEach((key) => delete counts[key]),
    };
}

const tokens = (page: Page) =>
    page.evaluate(() => ({
        access: localStorage.getItem('access_token'),
        refresh: localStorage.getItem('refresh_token'),
    }));

async function expectSessionEnded(page: Page) {
    await expect(page).toHaveURL(/\/home\?session=ended$/);
    const notice = page.getByRole('alert').filter({ hasText: 'Phiên đăng nhập đã kết thúc' });
    await expect(notice).toContainText('Vui lòng đăng nhập lại để tiếp tục.');
    await expect(page.getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
    expect(await tokens(page)).toEqual({ access: null, refresh: null });
}

test('a 401 on a token that still looks valid: one refresh, the call tried once more, the user sees nothing', async ({
    page,
    request,
}) => {
    await signInThroughSso(page, 'Chủ sở hữu');
    const calls = countCalls(page);
    const before = await tokens(page);
    const refreshesBefore = (await server.counts(request)).refresh ?? 0;
    // The server stops accepting the tab's access token (new keys, say) for the next list call.
    await server.control(request, 'unauthorized', { path: '/api/biz-partner/list', count: 1 });
    await open(page, '/partner');
    await expect(page.getByRole('cell', { name: PARTNER })).toBeVisible();
    await expect(page.getByTestId('list-error')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(/\/partner$/);
    expect(calls.of('/api/auth/refresh'), 'one refresh').toBe(1);
    expect(calls.of('/api/biz-partner/list'), 'the refused call, then its retry').toBe(2);
    expect((await server.counts(request)).refresh - refreshesBefore, 'the server saw one refresh').toBe(1);
    const after = await tokens(page);
    expect(after.access).not.toBe(before.access);
    expect(after.refresh).not.toBe(before.refresh);
});

test('a session revoked on the server (signed out elsewhere, a spent refresh token reused): one refresh, refused, and the session ends with a message', async ({
    page,
    request,
}) => {
    const calls = countCalls(page);

    // Signed out elsewhere: the sign-in is revoked with the tab's own access token.
    await signInThroughSso(page, 'Chủ sở hữu');
    const first = await tokens(page);
    expect(
        (
            await request.get(`${api()}/api/auth/logout`, {
                headers: { Authorization: `Bearer ${first.access}` },
            })
        ).status(),
    ).toBe(200);
    calls.reset();
    await open(page, '/partner');
    await expectSessionEnded(page);
    expect(calls.of('/api/biz-partner/list'), 'the refused call, not tried again').toBe(1);
    expect(calls.of('/api/auth/refresh'), 'one refresh, refused').toBe(1);

    // A refresh token used twice: someone else spent the tab's refresh token first; the tab's own
    // refresh is then a reuse, which ends that sign-in everywhere (the other holder's tokens too).
    await signInThroughSso(page, 'Chủ sở hữu');
    const second = await tokens(page);
    const stolen = await request.get(`${api()}/api/auth/refresh`, {
        headers: { Authorization: `Bearer ${second.refresh}` },
    });
    expect(stolen.status()).toBe(200);
    const { data: thief } = await stolen.json();
    calls.reset();
    // The tab needs a refresh now: its access token is refused once.
    await server.control(request, 'unauthorized', { path: '/api/biz-partner/list', count: 1 });
    await open(page, '/partner');
    await expectSessionEnded(page);
    expect(calls.of('/api/auth/refresh'), 'one refresh, refused').toBe(1);
    expect(calls.of('/api/biz-partner/list')).toBe(1);
    expect(
        (
            await request.get(`${api()}/api/me`, {
                headers: { Authorization: `Bearer ${thief.accessToken}` },
            })
        ).status(),
    ).toBe(401);
    expect(
        (
            await request.get(`${api()}/api/auth/refresh`, {
                headers: { Authorization: `Bearer ${thief.refreshToken}` },
            })
        ).status(),
    ).toBe(401);
});
