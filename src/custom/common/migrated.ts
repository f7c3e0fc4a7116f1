import { useQuery } from '@tanstack/react-query';
import { call } from '../../providers/http';

/** A company moved here from the previous system (GET /api/public/migrated-companies). */
export interface MigratedCompany {
    /** Its prefix in the former system: old codes read `<oldCode>-<number>`. */
    oldCode: string;
    oldName: string;
    /** Its business code in this system. */
    bizCode: string;
    migratedAt: string;
    /** Where its old codes are still answered. */
    legacyLookupUrl: string;
}

/** The list changes rarely: one public call, kept for ten minutes. */
export function useMigratedCompanies() {
    return useQuery({
        queryKey: ['public', 'migrated-companies'],
        queryFn: ({ signal }) => call<MigratedCompany[]>('publicMigratedCompanies', { signal }),
        staleTime: 10 * 60_000,
    });
}
