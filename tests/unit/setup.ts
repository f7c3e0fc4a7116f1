import { afterAll, afterEach, beforeAll } from 'vitest';
import type { WordGroup } from '../../src/providers/i18n/messages';

/**
 * Run before every unit file. Files share their worker's modules (vitest.config.ts), so a module
 * such as ./mockServer is evaluated once per worker and the hooks it declares would belong to the
 * first file that imported it only. The hooks that give each file and each test a clean start are
 * therefore declared here, once per file.
 */
const shared = globalThis as { __xtsResetMock?: () => void; __xtsTestingLibrary?: object };

// A file may set the testing library's options for itself (a longer wait, role queries without the
// visibility check): the options are the worker's, so each file's are put back to the defaults,
// read before the worker's first file set any, once the file is done.
if (typeof document !== 'undefined') {
    const { configure, getConfig } = await import('@testing-library/react');
    const defaults = (shared.__xtsTestingLibrary ??= { ...getConfig() });
    afterAll(() => configure(defaults));
}
// React's development build records where each element was made (an error's stack, and a console
// task, for up to 10,000 elements a second) to name the components in its warnings: about 3 µs an
// element, and some 7 % of the component files' processor time. The component files go without it,
// as React itself does past that number (`recentlyCreatedOwnerStacks`); its warnings still come,
// with fewer names (domFiles.test.ts checks this still takes).
if (typeof document !== 'undefined') {
    const { default: React } = await import('react');
    const internals = (React as unknown as Record<string, object>)
        .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
        configurable: true,
        get: () => Infinity,
        set: () => {},
    });
}
const clearStyles =
    typeof document === 'undefined' ? undefined : (await import('./emotionStyles')).clearStyles;
// Computed styles look up the rules an element may match (./ruleIndex) and skip at once those it
// cannot (./styleRules), on each file's page.
if (typeof document !== 'undefined') {
    (await import('./styleRules')).quickStyleRules();
    (await import('./ruleIndex')).indexStyleRules(document);
}

// The console downloads a feature's words with its pages (routes/kit.ts, checked by
// featureWords.test.ts and by every e2e test); a unit test renders components without their page,
// so every feature's words are in the console's messages from the start of each file.
beforeAll(async () => {
    const [{ ensureWords }, { wordLoaders }] = await Promise.all([
        import('../../src/providers/i18n'),
        import('../../src/features/registry/wordLoaders'),
    ]);
    await ensureWords(Object.keys(wordLoaders) as WordGroup[]);
});

beforeAll(() => {
    // Web storage and the page outlive a file in a shared DOM: each file starts with neither.
    globalThis.localStorage?.clear();
    globalThis.sessionStorage?.clear();
    if (typeof document !== 'undefined') document.body.innerHTML = '';
    // MUI's style rules too (./emotionStyles): each file starts without the others' rules.
    clearStyles?.();
    shared.__xtsResetMock?.();
});

// A word missing from the messages shows its key on screen, and the console warns "Missing
// translation" (src/providers/i18n; the browser suites' `wordsPresent` fixture checks it there): a
// test that causes one fails.
const seen = globalThis as { __xtsMissingWords?: string[] };
if (!seen.__xtsMissingWords) {
    const missing: string[] = (seen.__xtsMissingWords = []);
    const warn = console.warn.bind(console);
    console.warn = (...args: unknown[]) => {
        if (typeof args[0] === 'string' && args[0].includes('Missing translation')) missing.push(args[0]);
        warn(...args);
    };
}
afterEach(() => {
    const missing = seen.__xtsMissingWords!.splice(0);
    if (missing.length) throw new Error(`Words missing on screen:\n${[...new Set(missing)].join('\n')}`);
});

afterEach(() => {
    shared.__xtsResetMock?.();
    globalThis.localStorage?.clear();
    globalThis.sessionStorage?.clear();
});
