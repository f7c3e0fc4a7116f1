import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../e2e/support';

/**
 * The installed app's files as deploy/nginx.conf serves them (docs/offline.md): the service worker
 * revalidated on every visit, for the whole site, and the manifest with its own type.
 */

const outDir = process.env.XTS_OUT_DIR || 'dist';
const STAND_IN = '// stand-in for the deployment test\n';
const readStandIn = (file: string) => existsSync(file) && readFileSync(file, 'utf8') === STAND_IN;

test('the service worker is revalidated at every visit with scope /, the manifest has its type', async ({
    request,
}) => {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toBe('application/manifest+json');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect((await manifest.json()).name).toBe('Xác thực số');

    // The suite serves the mock build, which has no service worker of the console (docs/offline.md):
    // nginx sends a 404 for it, never the app's HTML; a stand-in file gets what a real build's gets.
    const worker = join(outDir, 'sw.js');
    if (!existsSync(worker)) {
        const missing = await request.get('/sw.js');
        expect(missing.status()).toBe(404);
        writeFileSync(worker, STAND_IN);
    }
    try {
        const response = await request.get('/sw.js');
        expect(response.status()).toBe(200);
        const headers = response.headers();
        expect(headers['content-type']).toContain('javascript');
        // A cached worker would keep an old deployment's list of files: never kept without asking.
        expect(headers['cache-control']).toBe('no-cache');
        expect(headers['service-worker-allowed']).toBe('/');
        expect(headers['content-security-policy']).toContain("connect-src 'self'");
        // The header is the worker's own: other answers do not carry it.
        expect((await request.get('/')).headers()['service-worker-allowed']).toBeUndefined();
    } finally {
        if (readStandIn(worker)) rmSync(worker);
    }
});
