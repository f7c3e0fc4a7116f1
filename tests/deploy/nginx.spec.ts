import { expect, signIn, test } from '../e2e/support';

/** The build as deploy/nginx.conf serves it: headers, routes, compression, and a whole sign-in. */

test('index.html is revalidated and carries the security headers', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = headers['content-security-policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
});

test('a deep link of the console answers the app, a missing asset answers 404', async ({ request }) => {
    const deep = await request.get('/product/list');
    expect(deep.status()).toBe(200);
    expect(deep.headers()['content-type']).toContain('text/html');
    expect(await deep.text()).toContain('<div id="root">');
    const missing = await request.get('/assets/missing-0000.js');
    expect(missing.status()).toBe(404);
    // A file missing now (a deployment under way) may exist in a minute: never cached for a year.
    expect(missing.headers()['cache-control']).toBe('no-store');
});

test('hashed assets are cached for a year and sent precompressed', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const response = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers()['content-type']).toContain('javascript');
});

test('an owner signs in and reaches the dashboard with no CSP violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
            console.error(
                `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
            );
        });
    });
    await signIn(page, 'owner');
    await expect(page.getByRole('heading', { level: 1, name: /Xin chào, Trần Minh Khoa/ })).toBeVisible();
    const products = page.getByTestId('dashboard-count-products');
    await expect(products.getByText(/^\d[\d.]*$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tem theo trạng thái' })).toBeVisible();
    // The business logo (a data: URL) shows in the header.
    await expect(page.locator('img[src^="data:"]').first()).toBeVisible();
    expect(violations).toEqual([]);
});
