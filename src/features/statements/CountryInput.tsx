import { useMemo } from 'react';
import { AutocompleteInput, required, useLocaleState } from 'react-admin';

/** Region codes that name no country of production (groupings, private use, unknown). */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB', 'XK']);

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The ISO 3166 countries the browser knows the name of, in the interface's language, sorted by
 * name: every pair of letters that names a region (Intl.DisplayNames), groupings left out.
 */
function countries(locale: string) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    const found: { id: string; name: string }[] = [];
    for (const a of LETTERS)
        for (const b of LETTERS) {
            const code = a + b;
            const name = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
            if (name) found.push({ id: code, name: `${name} (${code})` });
        }
    return found.sort((p, q) => p.name.localeCompare(q.name, locale));
}

/** The country of production, by its name; the statement keeps its two-letter code. */
export function CountryInput({ source }: { source: string }) {
    const [locale] = useLocaleState();
    const choices = useMemo(() => countries(locale), [locale]);
    return (
        <AutocompleteInput source={source} choices={choices} translateChoice={false} validate={required()} />
    );
}
