import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { encodeStamp } from '../../src/mocks/ledger/codes';
import { fakeCamera } from '../e2e/camera';
import { expect, signIn, test } from '../e2e/support';

/** The camera scanner's WebAssembly decoder as deploy/nginx.conf serves it, and run under its CSP. */

const outDir = process.env.XTS_OUT_DIR || 'dist';
const code = encodeStamp(1, 9501);
test.use(fakeCamera([`https://scan.xacthucso.vn/${code}`]));

test('the decoder is served as application/wasm, precompressed, cached for a year', async ({ request }) => {
    const name = readdirSync(join(outDir, 'assets')).find((file) => /^zxing_reader-.+\.wasm$/.test(file));
    expect(name).toBeTruthy();
    const response = await request.get(`/assets/${name}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/wasm');
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // WebAssembly's magic number once the browser has inflated the answer.
    expect([...(await response.body()).subarray(0, 4)]).toEqual([0x00, 0x61, 0x73, 0x6d]);
});

test('the camera reads a stamp under the content-security policy', async ({ page }) => {
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
    await signIn(page, 'user', { at: '/stamp-activation/add' });
    await page.getByRole('button', { name: 'Quét mã bằng camera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quét mã tem' });
    await expect(dialog.getByRole('status')).toHaveText('Đã quét 1 mã', { timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Xong' }).click();
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    expect(violations).toEqual([]);
});
