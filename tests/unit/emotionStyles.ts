import { createRequire } from 'node:module';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';

/** The part of emotion's style cache that ./setup.ts empties and puts its rules in with. */
interface StyleCache {
    sheet: { flush(): void; isSpeedy: boolean; insert(rule: string): void };
    inserted: Record<string, unknown>;
}

const shared = globalThis as { __xtsStyleCache?: StyleCache };

/**
 * MUI's styles (emotion's default cache, the one MUI's components use), read once per worker.
 * emotion is MUI's own dependency, not the console's: it is required from where MUI requires it,
 * so this is the very instance MUI's components insert their rules through.
 */
function styleCache(): StyleCache {
    if (shared.__xtsStyleCache) return shared.__xtsStyleCache;
    const fromMui = createRequire(createRequire(import.meta.url).resolve('@mui/material'));
    const fromEngine = createRequire(fromMui.resolve('@mui/styled-engine'));
    const { __unsafe_useEmotionCache: useCache } = fromEngine('@emotion/react') as {
        __unsafe_useEmotionCache: () => StyleCache;
    };
    let cache: StyleCache | undefined;
    const Read = () => {
        cache = useCache();
        return null;
    };
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Read)));
    act(() => root.unmount());
    insertRulesDirectly(cache!.sheet);
    return (shared.__xtsStyleCache = cache!);
}

/**
 * A rule that no browser applies: react-admin's default theme still writes a selector of MUI 4
 * (`.x$disabled`). Parsed from a style element's text, jsdom drops it without a word, as browsers do.
 */
const DEAD_RULE = /^[^{]*\$[a-z]/i;

/**
 * MUI's rules go into the page as emotion puts them in a production build: each added to one style
 * sheet (`insertRule`), not as a style element of its own for each rule (its development default),
 * which jsdom adds to the page and parses: the component files took about 7 % less processor time.
 * The rules, their order and what they match are the same.
 * `insertRule` throws on a rule jsdom cannot parse, and emotion then writes an error: the rules
 * a style element's parsing would drop quietly are left out here before.
 */
function insertRulesDirectly(sheet: StyleCache['sheet']) {
    sheet.isSpeedy = true;
    const insert = sheet.insert.bind(sheet);
    sheet.insert = (rule) => {
        if (!DEAD_RULE.test(rule)) insert(rule);
    };
}

/**
 * Takes MUI's style rules out of the page, as a file of its own would start. Files share their
 * worker's modules, so emotion's cache, and the rules it put in the page, outlive a file: the page
 * ended up with every rule of every file the worker had run (1,500 rules), and jsdom matches every
 * rule against an element for each style it computes (role queries, MUI's autosizing text fields),
 * which made a file several times slower the later it ran. A component drawn afterwards inserts its
 * rules again, emotion having forgotten them.
 */
export function clearStyles() {
    const cache = styleCache();
    cache.sheet.flush();
    for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}
