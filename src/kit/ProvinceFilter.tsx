import { AutocompleteInput } from 'react-admin';
import { useProvinces } from './addressData';
import { provinceMatches } from '../domain/places';

/*
 * A module of its own: MUI's Autocomplete and the place names' aliases are downloaded by the lists
 * that filter by province only, not by every list through lists.tsx.
 */

/** Province filter of lists (searchable). */
export function ProvinceFilter({
    source = 'province',
    label = 'xts.address.province',
}: {
    source?: string;
    label?: string;
    alwaysOn?: boolean;
}) {
    const { data } = useProvinces();
    return (
        <AutocompleteInput
            source={source}
            label={label}
            choices={data ?? []}
            optionValue="code"
            optionText="name"
            matchSuggestion={provinceMatches}
        />
    );
}
