import polyglotI18nProvider from 'ra-i18n-polyglot';
import { vietnamese } from './vietnamese';

export const locales = [
    { locale: 'vi', name: 'Tiếng Việt' },
    { locale: 'en', name: 'English' },
];

/**
 * Vietnamese is the default; English is the second language, fetched the first time it is chosen
 * so that a first visit does not download it (README, "Performance budget").
 */
export const i18nProvider = polyglotI18nProvider(
    (locale) => (locale === 'en' ? import('./english').then((module) => module.english) : vietnamese),
    'vi',
    locales,
    { allowMissing: false },
);
