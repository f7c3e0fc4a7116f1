import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    // Scripts from the site only; WebAssembly may be compiled (the camera scanner's decoder), but
    // no inline script and no eval() of JavaScript.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    // Map tiles: exactly the configured tile host is let in, not every https: image.
    const imgSrc = /img-src([^;]*)/.exec(csp)?.[1] ?? '';
    expect(imgSrc).toContain('https://tile.openstreetmap.org');
    expect(imgSrc.split(/\s+/)).not.toContain('https:');
    // Walking a plot's boundary uses the phone's position on the console's own pages.
    expect(headers['permissions-policy']).toContain('geolocation=(self)');
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

test('API answers through the proxy are never stored', async ({ request }) => {
    // The /api/ proxy points at a closed port here (scripts/serve-nginx.mjs): nginx answers itself.
    const answer = await request.get('/api/me');
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect(answer.headers()['strict-transport-security']).toBeUndefined();
});

/** A port the system has free on loopback (closed again before nginx takes it). */
const freePort = () =>
    new Promise<number>((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
            const { port } = probe.address() as AddressInfo;
            probe.close(() => resolve(port));
        });
    });

test('HSTS is sent over TLS and only there', async ({ playwright }) => {
    // A self-signed certificate for 127.0.0.1, made now, and a second nginx with the site file
    // listening on plain HTTP and on TLS (the commented `listen 443 ssl` lines, filled in).
    const dir = mkdtempSync(join(tmpdir(), 'xts-tls-'));
    const [cert, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
    execFileSync(
        'openssl',
        [
            'req',
            '-x509',
            '-newkey',
            'rsa:2048',
            '-nodes',
            '-days',
            '1',
            '-subj',
            '/CN=127.0.0.1',
            '-keyout',
            key,
            '-out',
            cert,
        ],
        { stdio: 'ignore' },
    );
    const [plainPort, tlsPort] = [await freePort(), await freePort()];
    const nginx = spawn('node', ['scripts/serve-nginx.mjs'], {
        cwd: join(import.meta.dirname, '../..'),
        env: {
            ...process.env,
            E2E_NGINX_PORT: String(plainPort),
            XTS_TLS_PORT: String(tlsPort),
            XTS_TLS_CERT: cert,
            XTS_TLS_KEY: key,
        },
        stdio: 'ignore',
    });
    const request = await playwright.request.newContext({ ignoreHTTPSErrors: true });
    try {
        await expect
            .poll(() =>
                request.get(`https://127.0.0.1:${tlsPort}/`).then(
                    (r) => r.status(),
                    () => 0,
                ),
            )
            .toBe(200);
        const secure = await request.get(`https://127.0.0.1:${tlsPort}/`);
        expect(secure.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        const api = await request.get(`https://127.0.0.1:${tlsPort}/api/me`);
        expect(api.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect(api.headers()['cache-control']).toBe('no-store');
        const plain = await request.get(`http://127.0.0.1:${plainPort}/`);
        expect(plain.status()).toBe(200);
        expect(plain.headers()['strict-transport-security']).toBeUndefined();
    } finally {
        await request.dispose();
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        nginx.kill('SIGTERM');
        await exited;
        rmSync(dir, { recursive: true, force: true });
    }
});
