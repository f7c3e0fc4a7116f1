import { expect, type Page } from '@playwright/test';

export type Persona = 'owner' | 'user' | 'observer' | 'newcomer' | 'locked';

/** Signs a demo persona in through /login and the emulated SSO round trip. */
export async function signIn(page: Page, persona: Persona, expectedPath: RegExp = /\/dashboard$/) {
    await page.goto('/login');
    await page.getByTestId(`persona-${persona}`).click();
    // Three page loads (login, SSO page, callback): allow for a busy machine.
    await expect(page).toHaveURL(expectedPath, { timeout: 30_000 });
}

/** The QA controls of the mock backend, from a test. */
export const mock = {
    /** count: how many calls fail (default 1; -1 for every call). */
    async fail(page: Page, call: string, kind: string, options: { message?: string; count?: number } = {}) {
        // The mock answers only once its service worker runs (it starts before the console renders).
        await page.waitForFunction(() => !!(window as { __xtsMock?: unknown }).__xtsMock);
        await page.evaluate(
            async ({ call, kind, options }) => {
                await fetch('/__mock/faults', {
                    method: 'POST',
                    headers: { 'Content-Type': 'application/json' },
                    body: JSON.stringify({ call, kind, ...options }),
                });
            },
            { call, kind, options },
        );
    },
};

/** Each failure kind of the QA controls, and what the user must read (in Vietnamese). */
export const FAILURES: [kind: string, message: RegExp][] = [
    ['http500', /Máy chủ đang gặp sự cố/],
    ['http403', /Bạn không có quyền thực hiện thao tác này/],
    ['envelope', /Đối tác đang bị khóa bởi quản trị viên/],
    ['network', /Không thể kết nối tới máy chủ/],
    ['html', /Máy chủ (đang gặp sự cố|trả về một trang lỗi)/],
    ['badJson', /Dữ liệu máy chủ trả về không đọc được/],
    ['shape', /không đúng định dạng/],
];

/** Registers a business from /biz/create with what the server requires; the console opens it. */
export async function registerBusiness(page: Page, name: string, taxCode: string, phone: string) {
    await page.goto('/biz/create');
    await page.getByLabel('Tên chủ thể *').fill(name);
    await page.getByLabel('Mã số thuế *').fill(taxCode);
    await page.getByLabel('Số điện thoại *').fill(phone);
    await page.getByLabel('Tỉnh/Thành phố').fill('Lâm');
    await page.getByRole('option', { name: 'Tỉnh Lâm Đồng' }).click();
    await page.getByLabel('Phường/Xã').fill('Lâm Viên');
    await page.getByRole('option', { name: 'Phường Lâm Viên - Đà Lạt' }).click();
    await page.getByRole('button', { name: 'Đăng ký chủ thể' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('header-business-name')).toHaveText(name);
}
