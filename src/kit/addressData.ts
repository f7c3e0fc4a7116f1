/**
 * Provinces and wards from the API, cached for the session: read by the address inputs and by
 * lists that show a province's name, which must not download the inputs (MUI Autocomplete) for it.
 */
import { useQuery } from '@tanstack/react-query';
import { call } from '../providers/http';

export interface Province {
    code: string;
    name: string;
}
export interface Ward {
    code: string;
    name: string;
    provinceCode: string;
}

/** Administrative units change rarely: fetched once per session and kept. */
const CACHE = { staleTime: Infinity, gcTime: Infinity } as const;

export function useProvinces() {
    return useQuery({
        queryKey: ['location', 'provinces'],
        queryFn: ({ signal }) => call('provinces', { signal }),
        ...CACHE,
    });
}

export function useWards(province: string | null | undefined) {
    return useQuery({
        queryKey: ['location', 'wards', province],
        queryFn: ({ signal }) => call('wards', { query: { province }, signal }),
        enabled: !!province,
        ...CACHE,
    });
}
