import { useQuery } from '@tanstack/react-query';
import { call } from '../providers/http';
import type { MigratedCompany } from '../domain/migrated';

export type { MigratedCompany };

/** The list changes rarely: one public call, kept for ten minutes. */
export function useMigratedCompanies() {
    return useQuery({
        queryKey: ['public', 'migrated-companies'],
        queryFn: ({ signal }) => call<MigratedCompany[]>('publicMigratedCompanies', { signal }),
        staleTime: 10 * 60_000,
    });
}
