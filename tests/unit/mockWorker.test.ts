import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The mock's service worker is msw's worker with one change (it stays registered when its last page
 * closes). `npm install` must not put msw's own copy back over it, and an msw upgrade must come with
 * a worker of the same version (`npx msw init src/mocks/worker --no-save`, then the change again).
 */
const root = resolve(import.meta.dirname, '../..');
const worker = readFileSync(resolve(root, 'src/mocks/worker/mockServiceWorker.js'), 'utf8');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const msw = JSON.parse(readFileSync(resolve(root, 'node_modules/msw/package.json'), 'utf8'));

describe("the mock's service worker", () => {
    it('is not rewritten by npm install (no msw.workerDirectory)', () => {
        expect(pkg.msw?.workerDirectory).toBeUndefined();
    });

    it('keeps its change: no unregistering when the last page closes', () => {
        const closed = worker.slice(worker.indexOf("case 'CLIENT_CLOSED'"));
        expect(closed.slice(0, closed.indexOf('break'))).not.toContain('unregister()');
    });

    it('is of the installed msw version', () => {
        expect(worker).toContain(`const PACKAGE_VERSION = '${msw.version}'`);
    });
});
