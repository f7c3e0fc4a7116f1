import { createContext, useContext, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useI18nProvider, useTranslate } from 'react-admin';
import { loadMessages, type Locale } from '../../providers/i18n/messages';
import { formatNumber } from '../../kit/format';

/**
 * The language of the pack's documents (the summary CSV, the printed summary and their names),
 * chosen apart from the console's: the EU importer reads English, whatever language the
 * cooperative works in; the cooperative may keep a Vietnamese copy. English unless asked
 * (`?files=vi` in the pack's address, so a reload or a shared link keeps the choice).
 */
export type PackLanguage = Locale;

const PARAM = 'files';

export function usePackLanguage(): [PackLanguage, (language: PackLanguage) => void] {
    const [params, setParams] = useSearchParams();
    const language: PackLanguage = params.get(PARAM) === 'vi' ? 'vi' : 'en';
    const choose = (next: PackLanguage) =>
        setParams(
            (current) => {
                const copy = new URLSearchParams(current);
                if (next === 'en') copy.delete(PARAM);
                else copy.set(PARAM, next);
                return copy;
            },
            { replace: true },
        );
    return [language, choose];
}

export interface PackWords {
    language: PackLanguage;
    translate: (key: string, options?: Record<string, unknown>) => string;
    /** Numbers as the documents' language writes them (1,250.5 in English, 1.250,5 in Vietnamese). */
    number: (value: number) => string;
}

const numberFormats = { vi: new Intl.NumberFormat('vi-VN'), en: new Intl.NumberFormat('en-US') };

/**
 * The words of the documents in `language`: the console's own when it speaks it already, else that
 * language's words (its areas and the lots' words, fetched once); null while they download.
 */
export function usePackWords(language: PackLanguage): PackWords | null {
    const ui = useTranslate();
    const uiLocale = useI18nProvider().getLocale();
    const same = uiLocale === language;
    const other = useQuery({
        queryKey: ['pack-words', language],
        enabled: !same,
        staleTime: Infinity,
        queryFn: () => loadMessages(language, true, ['lots']),
    });
    return useMemo(() => {
        const number = (value: number) => numberFormats[language].format(value);
        if (same) return { language, translate: ui, number };
        if (!other.data) return null;
        const provider = polyglotI18nProvider(() => other.data, language, [], {
            allowMissing: false,
            warn: (message: string) => console.warn(message),
        });
        return { language, translate: (key, options) => provider.translate(key, options), number };
    }, [same, ui, language, other.data]);
}

const PackWordsContext = createContext<PackWords | null>(null);
/** Gives the documents' words to the summaries under it. */
export const PackWordsProvider = PackWordsContext.Provider;

/** The documents' words where a pack's summary is shown; the console's own outside a pack page. */
export function useDocumentWords(): PackWords {
    const given = useContext(PackWordsContext);
    const translate = useTranslate();
    const locale = useI18nProvider().getLocale();
    return given ?? { language: locale === 'en' ? 'en' : 'vi', translate, number: formatNumber };
}

/**
 * While printing, the page's title is the document's, in its language: a browser saving the
 * printout as a PDF names the file after it.
 */
export function usePrintTitle(title: string | undefined) {
    useEffect(() => {
        if (!title) return;
        let before = '';
        const start = () => {
            before = document.title;
            document.title = title;
        };
        const end = () => {
            if (before) document.title = before;
        };
        window.addEventListener('beforeprint', start);
        window.addEventListener('afterprint', end);
        return () => {
            window.removeEventListener('beforeprint', start);
            window.removeEventListener('afterprint', end);
        };
    }, [title]);
}
