import { type Page } from '@playwright/test';
import { Role, callPermissions, can } from '../../src/providers/access';
import { allEndpoints } from '../../src/providers/endpoints';
import { expect, test, signIn } from './support';

const XSS_NAME = '<img src=x onerror="window.__xss=1">';
const XSS_LINK = 'javascript:window.__xss=2';

/** Calls the API the way the console does, with the stored token; a probe of the test's own (X-Xts-Probe), not held to the contract. */
async function api(page: Page, method: string, path: string, body?: unknown) {
    return page.evaluate(
        async ({ method, path, body }) => {
            const response = await fetch(path, {
                method,
                headers: {
                    'Content-Type': 'application/json',
                    'X-Xts-Probe': '1',
                    Authorization: `Bearer ${localStorage.getItem('access_token')}`,
                },
                body: body === undefined ? undefined : JSON.stringify(body),
            });
            return { status: response.status, body: await response.json() };
        },
        { method, path, body },
    );
}

test.describe('security', () => {
    test('strings from the server are rendered as text: nothing executes, no javascript: link is followed', async ({
        page,
    }) => {
        const dialogs: string[] = [];
        page.on('dialog', (dialog) => {
            dialogs.push(dialog.message());
            void dialog.dismiss();
        });
        await signIn(page, 'owner');
        const created = await api(page, 'POST', '/api/biz-partner/create', {
            name: XSS_NAME,
            type: 'supplier',
            phone: '0912345678',
            province: '68',
            ward: '68001',
            address: XSS_LINK,
            note: '<script>window.__xss=3</script>',
            email: '',
        });
        expect(created.status).toBe(200);
        await page.goto('/partner');
        await expect(page.getByRole('cell', { name: XSS_NAME })).toBeVisible();
        await page.getByRole('cell', { name: XSS_NAME }).click();
        await expect(page.getByText('<script>window.__xss=3</script>')).toBeVisible();
        await expect(page.locator('img[src="x"]')).toHaveCount(0);
        await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
        expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
        expect(dialogs).toEqual([]);
    });

    test('the mock refuses every manage-section call to users and observers (403), as the role table says', async ({
        page,
    }) => {
        const calls: [string, string, unknown?][] = [
            ['GET', '/api/business/current'],
            ['POST', '/api/business/update', { name: 'x' }],
            ['GET', '/api/biz-partner/list'],
            ['GET', '/api/biz-partner/deatil/1'],
            ['POST', '/api/biz-partner/create', {}],
            ['PATCH', '/api/biz-partner/update/1', {}],
            ['GET', '/api/biz-shop/list'],
            ['POST', '/api/biz-shop/create', {}],
            ['GET', '/api/biz-location/list'],
            ['POST', '/api/biz-location/update/1', {}],
            ['GET', '/api/biz-user/list'],
            ['POST', '/api/biz-user/lock/2'],
            ['POST', '/api/biz-user/change-role', { userId: 2, role: 1 }],
            ['GET', '/api/invitation/list'],
            ['POST', '/api/invitation', { phone: '0912345678', role: 2 }],
            ['POST', '/api/invitation/cancel/4'],
        ];
        for (const persona of ['user', 'observer'] as const) {
            await signIn(page, persona);
            for (const [method, path, body] of calls) {
                const { status } = await api(page, method, path, body);
                expect(status, `${persona} ${method} ${path}`).toBe(403);
            }
            await page.goto('/logout');
            await expect(page).toHaveURL(/\/home$/);
        }
    });

    test('every call the role table refuses a role is answered 403 by the mock, call by call', async ({
        page,
    }) => {
        // Read from the role table itself: for each persona, every business call it may not make.
        for (const persona of ['user', 'observer'] as const) {
            const refused = allEndpoints().filter((call) => {
                const need = callPermissions[call.name];
                return call.secured && need && !can(Role[persona], need[0], need[1]);
            });
            expect(refused.length, persona).toBeGreaterThan(persona === 'observer' ? 20 : 10);
            await signIn(page, persona);
            for (const call of refused) {
                const path = call.path.replace(/:[A-Za-z]+/g, '1');
                const { status } = await api(page, call.method, path, call.method === 'GET' ? undefined : {});
                expect(status, `${persona} ${call.name} ${call.method} ${path}`).toBe(403);
            }
            await page.goto('/logout');
            await expect(page).toHaveURL(/\/home$/);
        }
    });

    test('the SSO callback ignores a code that comes without the state this browser sent', async ({
        page,
    }) => {
        await page.goto('/login');
        await page.evaluate(() => sessionStorage.setItem('xts_sso_state', 'expected-state'));
        await page.goto('/sso/callback?code=stolen-code&state=other-state');
        await expect(page.getByRole('alert')).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
        await page.getByRole('link', { name: 'Đăng nhập lại' }).click();
        await expect(page).toHaveURL(/\/login$/);
    });
});
