import { expect, test, type APIRequest, type APIRequestContext, type Page } from '@playwright/test';

/** The reference server's URL, and its control port's (playwright.config.ts). */
export const api = () => String(test.info().config.metadata.api);
export const control = () => String(test.info().config.metadata.control);

/** Signs in through the reference server's own SSO page as one of its personas ('Chủ sở hữu', …). */
export async function signInThroughSso(page: Page, persona: string, landing: RegExp = /\/dashboard$/) {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Đăng nhập bằng tài khoản XTS' }).click();
    await expect(page).toHaveURL(new RegExp(`^${api()}/sso/authorize`));
    await page.getByRole('button', { name: persona }).click();
    // Three page loads (login, SSO page, callback): allow for a busy machine.
    await expect(page).toHaveURL(landing, { timeout: 30_000 });
    // Settled on the page (no redirect of the sign-in still to come) before a test navigates on.
    if (landing.test('/dashboard'))
        await expect(page.locator('[data-dashboard="ready"]')).toBeVisible({ timeout: 30_000 });
}

/** Client-side navigation, as a menu click: no page load. */
export const open = (page: Page, to: string) =>
    page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);

export { pickOption } from '../selects';

/**
 * A request from the test's side sent once more when the kept-alive connection it reused was reset
 * (the server closed it, idle, as it was reused, or its listener restarted): a connection reset
 * before any answer had not delivered the request, which is sent again on a new connection.
 */
export const onceMoreOnReset = <T>(send: () => Promise<T>): Promise<T> =>
    send().catch((error: Error) => {
        if (!/ECONNRESET|socket hang up/.test(error.message)) throw error;
        return send();
    });

/** The server's mock controls (on its API port): injected answers, token life, call counts. */
export const server = {
    async post(request: APIRequestContext, path: string, data: unknown) {
        const response = await onceMoreOnReset(() => request.post(`${api()}/__mock/${path}`, { data }));
        expect(response.ok(), `POST /__mock/${path}`).toBe(true);
        return response.json();
    },
    /** The next `count` calls (-1: every call) to `call` get the mock's fault `kind`. */
    fail: (request: APIRequestContext, call: string, kind: string, count = -1) =>
        server.post(request, 'faults', { call, kind, count }),
    clear: (request: APIRequestContext) => server.post(request, 'faults', { clear: true }),
    accessTtl: (request: APIRequestContext, seconds: number) =>
        server.post(request, 'settings', { accessTtl: seconds }),
    /** How many times each call reached the server since it started. */
    async counts(request: APIRequestContext): Promise<Record<string, number>> {
        return (await (await request.get(`${api()}/__mock/state`)).json()).callCounts;
    },
    /** Orders for the control port: down, up, hold {path, count}, origins {origins}, reset. */
    async control(request: APIRequestContext, order: string, data: unknown = {}) {
        const response = await request.post(`${control()}/${order}`, { data });
        expect(response.ok(), `control ${order}`).toBe(true);
    },
    /** The server as it started: listening, nothing held, its origins, no injected fault. */
    async restore(request: APIRequestContext) {
        await server.control(request, 'reset');
        await server.clear(request);
    },
};

/**
 * `server.restore` through a request context of its own: after a test's time ran out, the test's
 * own `request` is already closed, and a server left down would fail every test after it.
 */
export async function restoreServer(playwright: { request: APIRequest }) {
    const request = await playwright.request.newContext();
    try {
        await server.restore(request);
    } finally {
        await request.dispose();
    }
}

/** Prints a table (for the notes that quote these runs) and attaches it to the report. */
export function printTable(title: string, header: string[], rows: string[][]) {
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ');
    const text = [title, line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join(
        '\n',
    );
    console.log(`\n${text}\n`);
    test.info().annotations.push({ type: title, description: text });
}
