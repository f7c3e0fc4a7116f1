import { afterEach, beforeAll } from 'vitest';

/**
 * Run before every unit file. Files share their worker's modules (vitest.config.ts), so a module
 * such as ./mockServer is evaluated once per worker and the hooks it declares would belong to the
 * first file that imported it only. The hooks that give each file and each test a clean start are
 * therefore declared here, once per file.
 */
const shared = globalThis as { __xtsResetMock?: () => void };

beforeAll(() => {
    // Web storage and the page outlive a file in a shared DOM: each file starts with neither.
    globalThis.localStorage?.clear();
    globalThis.sessionStorage?.clear();
    if (typeof document !== 'undefined') document.body.innerHTML = '';
    shared.__xtsResetMock?.();
});

afterEach(() => {
    shared.__xtsResetMock?.();
    globalThis.localStorage?.clear();
    globalThis.sessionStorage?.clear();
});
