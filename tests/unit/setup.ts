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
// Files share their worker's page (vitest.config.ts), and emotion, which draws MUI's styles, leaves
// the rules it put in it: they would pile up file after file, and jsdom matches every rule for each
// style it computes (role queries, MUI's text fields): the component files took a quarter more
// processor time. Each file starts without them, as on a page of its own, and emotion puts in again
// those of what it draws. emotion is MUI's, reached from where MUI requires it: the same instance.
const emptyStyles = typeof document === 'undefined' ? undefined : await emotionCache();
async function emotionCache() {
    const { createRequire } = await import('node:module');
    const fromMui = createRequire(createRequire(import.meta.url).resolve('@mui/material'));
    const fromEngine = createRequire(fromMui.resolve('@mui/styled-engine'));
    const { withEmotionCache } = fromEngine('@emotion/react') as typeof import('@emotion/react');
    const [{ act, createElement }, { createRoot }] = await Promise.all([
        import('react'),
        import('react-dom/client'),
    ]);
    let cache: { sheet: { flush(): void }; inserted: Record<string, unknown> } | undefined;
    const Read = withEmotionCache((_props: object, found) => {
        cache = found;
        return null;
    });
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Read)));
    act(() => root.unmount());
    return () => {
        cache!.sheet.flush();
        for (const name of Object.keys(cache!.inserted)) delete cache!.inserted[name];
    };
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
    emptyStyles?.();
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
