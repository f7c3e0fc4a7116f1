import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { loadMessages, vietnameseCore, type Locale, type WordGroup } from './messages';
import { markOutcome } from '../reloadSignals';

export const locales = [
    { locale: 'vi', name: 'Tiếng Việt' },
    { locale: 'en', name: 'English' },
];

/**
 * A key without words shows as the key. Polyglot's own warning is dropped from production builds,
 * so the console says it in every build: the browser suites, which run production builds, fail on
 * it, and a support engineer sees it in a user's console.
 */
const polyglotOptions = { allowMissing: false, warn: (message: string) => console.warn(message) };

/**
 * Messages come in two parts (put together by messages.ts) so that a first visit to /login
 * downloads only what it shows:
 * - the core (react-admin's words, sign-in, errors, shell): Vietnamese in the first download,
 *   English fetched the first time it is chosen;
 * - the areas (the shell's, stamps, administration, account, the features' sidebar entries),
 *   fetched with the first page that needs them: `ensureAreaMessages()` is awaited (through
 *   `AreaMessages`) before any page or the shell renders;
 * - each feature's words, fetched with its first page: `ensureWords()` (routes/kit.ts makes a
 *   feature's pages wait for it as they wait for their code); the account pages' words likewise.
 */

const asLocale = (locale: string): Locale => (locale === 'en' ? 'en' : 'vi');

let engine = polyglotI18nProvider(() => vietnameseCore, 'vi', locales, polyglotOptions);
let current: Locale = 'vi';
let requested: Locale = 'vi';
let withAreas = false;
const groups = new Set<WordGroup>();
let generation = 0;

let latest: Promise<void> = Promise.resolve();

/**
 * Builds the messages of `locale` and switches to them. When a later request overtook this one (a
 * language change, a feature's words), it resolves once that one has switched: its words are in.
 */
function apply(locale: Locale): Promise<void> {
    const mine = ++generation;
    const run = loadMessages(locale, withAreas, [...groups]).then((messages): void | Promise<void> => {
        if (mine !== generation) return latest;
        engine = polyglotI18nProvider(() => messages, locale, locales, polyglotOptions);
        current = locale;
    });
    latest = run;
    return run;
}

export const i18nProvider: I18nProvider = {
    // `%{origin}`, the console's own address, is known to every message (the CORS error names it).
    translate: (key, options) => engine.translate(key, { origin: globalThis.location?.origin, ...options }),
    changeLocale: (locale) => {
        requested = asLocale(locale);
        return apply(requested);
    },
    getLocale: () => current,
    getLocales: () => locales,
};

let areasLoaded: Promise<void> | null = null;

/** Adds the messages of every area to the current language (once; later language changes keep them). */
export function ensureAreaMessages(): Promise<void> {
    if (!areasLoaded) {
        withAreas = true;
        // Marked: `AreaMessages` reads it with `use`, which then does not suspend once it has arrived.
        areasLoaded = markOutcome(
            apply(requested).catch((error: unknown) => {
                // A failed download (network) is retried by the next page that asks.
                areasLoaded = null;
                throw error;
            }),
        );
    }
    return areasLoaded;
}

const groupsLoaded = new Map<WordGroup, Promise<void>>();

/**
 * Adds the words of `names` (features, or a group of the shell's pages) to the current language,
 * with the areas' if they are not in yet; later language changes keep them. Resolves at once for
 * those already in.
 */
export function ensureWords(names: readonly WordGroup[]): Promise<void> {
    const loads = names.map((name) => {
        let loaded = groupsLoaded.get(name);
        if (!loaded) {
            groups.add(name);
            withAreas = true;
            loaded = apply(requested).catch((error: unknown) => {
                // A failed download is tried again by the next page that asks.
                groups.delete(name);
                groupsLoaded.delete(name);
                throw error;
            });
            groupsLoaded.set(name, loaded);
        }
        return loaded;
    });
    return Promise.all(loads).then(() => undefined);
}
