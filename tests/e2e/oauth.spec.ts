import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test, mock, signIn } from './support';

/**
 * A third-party application ("Sổ kho Minh An") sends the user to /oauth/authorize and receives the
 * answer on its loopback redirect address. Nothing listens there: the test answers that address
 * itself, then exchanges the code like the application's server would.
 */
const CLIENT_ID = 'so-kho-minh-an';
const CLIENT_SECRET = 'so-kho-minh-an-demo-secret';
const CLIENT_ORIGIN = 'http://127.0.0.1:47999';
const REDIRECT_URI = `${CLIENT_ORIGIN}/callback`;

function authorizeUrl(overrides: Record<string, string | null> = {}) {
    const params: Record<string, string | null> = {
        response_type: 'code',
        client_id: CLIENT_ID,
        redirect_uri: REDIRECT_URI,
        scope: 'profile:read products:read',
        state: 'xyz-Δ 42',
        ...overrides,
    };
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== null) query.set(key, value);
    return `/oauth/authorize?${query}`;
}

/** The application's callback page, answered by the test. */
async function serveClient(page: Page) {
    await page.route(`${CLIENT_ORIGIN}/**`, (route) =>
        route.fulfill({
            contentType: 'text/html; charset=utf-8',
            body: '<!doctype html><html lang="vi"><title>Sổ kho Minh An</title><h1>Sổ kho Minh An đã nhận phản hồi</h1></html>',
        }),
    );
}

/** A call of the token endpoint from the console's origin, where the mock backend answers. */
async function tokenCall(page: Page, path: string, body: Record<string, string>) {
    await page.goto('/home');
    await page.waitForFunction(() => !!(window as { __xtsMock?: unknown }).__xtsMock);
    return page.evaluate(
        async ({ path, body }) => {
            // A test may have slowed the mock down to watch the consent page wait.
            await window.__xtsMock!.setLatency(0);
            const response = await fetch(path, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify(body),
            });
            return { status: response.status, body: await response.json() };
        },
        { path, body },
    );
}

const consentHeading = (page: Page) => page.getByRole('heading', { name: 'Sổ kho Minh An', exact: true });

test.describe('authorization provider', () => {
    test('approving sends the code and state to the registered address; the code is exchanged once', async ({
        page,
    }, testInfo) => {
        await serveClient(page);
        await signIn(page, 'owner');
        await page.goto(authorizeUrl());
        await expect(consentHeading(page)).toBeVisible();
        await expect(
            page.getByText(
                'Ứng dụng Sổ kho Minh An xin quyền truy cập dữ liệu của chủ thể HTX Cà phê Cầu Đất',
            ),
        ).toBeVisible();
        const scopes = page.getByRole('list', { name: 'Các quyền ứng dụng xin' });
        await expect(scopes.getByRole('listitem')).toHaveCount(2);
        await expect(scopes).toContainText('Xem họ tên, số điện thoại và email của bạn');
        await expect(scopes).toContainText('Xem danh sách và chi tiết sản phẩm');
        await expect(page.getByText(`trình duyệt sẽ quay về ${CLIENT_ORIGIN}`)).toBeVisible();
        expect(
            await new AxeBuilder({ page })
                .setLegacyMode()
                .withTags(['wcag2a', 'wcag2aa'])
                .analyze()
                .then((r) =>
                    r.violations
                        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
                        .map((v) => v.id),
                ),
        ).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath('consent.png'), fullPage: true });

        // A slow server and an impatient double click still make exactly one decision.
        const decisions: string[] = [];
        page.on('request', (request) => {
            if (request.url().endsWith('/api/authorize/empower'))
                decisions.push(request.postDataJSON()?.decision);
        });
        await mock.latency(page, 2000);
        await page.getByRole('button', { name: 'Cho phép' }).dblclick();
        await expect(page.getByRole('button', { name: 'Từ chối' })).toBeDisabled();
        await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:47999\/callback\?/);
        await expect(page.getByRole('heading', { name: 'Sổ kho Minh An đã nhận phản hồi' })).toBeVisible();
        expect(decisions).toEqual(['approve']);
        const landed = new URL(page.url());
        expect(landed.searchParams.get('state')).toBe('xyz-Δ 42');
        expect(landed.searchParams.get('error')).toBeNull();
        const code = landed.searchParams.get('code')!;
        expect(code).toBeTruthy();

        const exchange = {
            grant_type: 'authorization_code',
            code,
            client_id: CLIENT_ID,
            client_secret: CLIENT_SECRET,
            redirect_uri: REDIRECT_URI,
        };
        const first = await tokenCall(page, '/api/authorize/token', exchange);
        expect(first.status).toBe(200);
        expect(first.body.data).toMatchObject({
            token_type: 'Bearer',
            expires_in: 3600,
            scope: 'profile:read products:read',
        });
        expect(first.body.data.access_token).toBeTruthy();

        const again = await tokenCall(page, '/api/authorize/token', exchange);
        expect(again).toMatchObject({
            status: 400,
            body: { status: 'error', message: expect.stringContaining('đã được dùng') },
        });

        const rotated = await tokenCall(page, '/api/authorize/refresh', {
            refresh_token: first.body.data.refresh_token,
            client_id: CLIENT_ID,
            client_secret: CLIENT_SECRET,
        });
        expect(rotated.status).toBe(200);
        expect(rotated.body.data.refresh_token).not.toBe(first.body.data.refresh_token);
    });

    test('denying returns access_denied with the state; a failed decision keeps the user on the page', async ({
        page,
    }) => {
        await serveClient(page);
        await signIn(page, 'user');
        await page.goto(authorizeUrl({ state: 'tu-choi-1' }));
        await expect(consentHeading(page)).toBeVisible();

        await mock.fail(page, 'authorizeEmpower', 'envelope', { message: 'Máy chủ cấp quyền đang bận' });
        await page.getByRole('button', { name: 'Từ chối' }).click();
        await expect(page.getByRole('alert')).toContainText('Máy chủ cấp quyền đang bận');
        await expect(page).toHaveURL(/\/oauth\/authorize\?/);

        await page.getByRole('button', { name: 'Từ chối' }).click();
        await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:47999\/callback\?/);
        const landed = new URL(page.url());
        expect(landed.searchParams.get('error')).toBe('access_denied');
        expect(landed.searchParams.get('state')).toBe('tu-choi-1');
        expect(landed.searchParams.get('code')).toBeNull();
    });

    test("an attacker's redirect address is refused with a message and the browser stays here", async ({
        page,
    }) => {
        const attacker: string[] = [];
        await page.route('https://ke-gian.example/**', (route) => {
            attacker.push(route.request().url());
            return route.fulfill({ body: 'stolen' });
        });
        await signIn(page, 'owner');
        await page.goto(authorizeUrl({ redirect_uri: 'https://ke-gian.example/steal' }));
        await expect(page.getByRole('alert')).toContainText(
            'Địa chỉ chuyển hướng không được đăng ký cho ứng dụng Sổ kho Minh An',
        );
        await expect(page.getByText('Vì an toàn, XTS không chuyển bạn tới địa chỉ nào.')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Cho phép' })).toHaveCount(0);
        await expect(page).toHaveURL(/\/oauth\/authorize\?/);

        await page.goto(authorizeUrl({ client_id: 'ung-dung-la' }));
        await expect(page.getByRole('alert')).toContainText(
            'Ứng dụng không tồn tại hoặc chưa được đăng ký với XTS',
        );
        expect(attacker).toEqual([]);
    });

    test('a request without state or with missing parameters is refused before anything is sent', async ({
        page,
    }) => {
        const empower: string[] = [];
        page.on('request', (request) => {
            if (request.url().includes('/api/authorize/')) empower.push(request.url());
        });
        await signIn(page, 'owner');
        for (const state of [null, '', '   ']) {
            await page.goto(authorizeUrl({ state }));
            await expect(page.getByRole('alert')).toContainText('Yêu cầu cấp quyền không hợp lệ');
            await expect(page.getByRole('alert')).toContainText('thiếu tham số state');
        }
        await page.goto(authorizeUrl({ scope: null, redirect_uri: '' }));
        await expect(page.getByRole('alert')).toContainText('thiếu tham số bắt buộc: redirect_uri, scope');
        await page.goto(authorizeUrl({ response_type: 'token' }));
        await expect(page.getByRole('alert')).toContainText('response_type=code');
        await expect(page).toHaveURL(/\/oauth\/authorize\?/);
        expect(empower).toEqual([]);
    });

    test('a signed-out visitor signs in and comes back to the same request', async ({ page }) => {
        await serveClient(page);
        const request = authorizeUrl({ state: 'quay-lai' });
        await page.goto(request);
        await expect(page).toHaveURL(/\/login\?next=/);
        await page.getByTestId('persona-owner').click();
        // Three page loads (login, SSO page, callback) before the consent screen: allow for a busy machine.
        await expect(consentHeading(page)).toBeVisible({ timeout: 30_000 });
        expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(request);
        await page.getByRole('button', { name: 'Cho phép' }).click();
        await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:47999\/callback\?code=[^&]+&state=quay-lai$/);
    });
});
