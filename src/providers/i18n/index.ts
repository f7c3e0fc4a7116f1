import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import raVietnamese from './raVietnamese';
import { messages as vi } from './vi';
import { messages as en } from './en';
import { deepMerge } from './deepMerge';

export const allMessages: Record<'vi' | 'en', TranslationMessages> = {
    vi: deepMerge(raVietnamese, vi) as TranslationMessages,
    en: deepMerge(englishMessages, en) as TranslationMessages,
};

export const locales = [
    { locale: 'vi', name: 'Tiếng Việt' },
    { locale: 'en', name: 'English' },
];

/** Vietnamese is the default; English is the second language. */
export const i18nProvider = polyglotI18nProvider((locale) => allMessages[locale as 'vi' | 'en'] ?? allMessages.vi, 'vi', locales, {
    allowMissing: false,
});
