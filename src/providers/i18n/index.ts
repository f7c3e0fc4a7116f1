import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { loadMessages, vietnameseCore, type Locale } from './messages';
import { markOutcome } from '../reloadSignals';

export const locales = [
    { locale: 'vi', name: 'Tiếng Việt' },
    { locale: 'en', name: 'English' },
];

const polyglotOptions = { allowMissing: false };

/**
 * Messages come in two parts (put together by messages.ts) so that a first visit to /login
 * downloads only what it shows:
 * - the core (react-admin's words, sign-in, errors, shell): Vietnamese in the first download,
 *   English fetched the first time it is chosen;
 * - the areas (catalogue, stamps, administration, account, dashboard), fetched with the first page
 *   that needs them: `ensureAreaMessages()` is awaited (through `AreaMessages`) before any page or
 *   the shell renders.
 */

const asLocale = (locale: string): Locale => (locale === 'en' ? 'en' : 'vi');

let engine = polyglotI18nProvider(() => vietnameseCore, 'vi', locales, polyglotOptions);
let current: Locale = 'vi';
let requested: Locale = 'vi';
let withAreas = false;
let generation = 0;

/** Builds the messages of `locale` and switches to them, unless a later request overtook this one. */
async function apply(locale: Locale): Promise<void> {
    const mine = ++generation;
    const messages = await loadMessages(locale, withAreas);
    if (mine !== generation) return;
    engine = polyglotI18nProvider(() => messages, locale, locales, polyglotOptions);
    current = locale;
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
