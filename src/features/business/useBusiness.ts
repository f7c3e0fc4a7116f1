import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../providers/http';

export interface Business {
    id: number;
    code: string;
    name: string;
    logo: string | null;
    images?: string[];
    taxCode: string;
    phone: string;
    email: string;
    website?: string;
    gln?: string;
    representative?: string;
    province: string;
    ward: string;
    address: string;
    fullAddress?: string;
    description: string;
    role?: number | null;
    createdAt: string;
}

export const CURRENT_KEY = ['business', 'current'];

export function useCurrentBusiness() {
    return useQuery({ queryKey: CURRENT_KEY, queryFn: ({ signal }) => call('businessCurrent', { signal }) });
}

/** Businesses the user belongs to (to copy a logo or images from). */
export function useMyBusinesses() {
    return useQuery({
        queryKey: ['business', 'mine'],
        queryFn: ({ signal }) => call('businessList', { signal }),
    });
}

export function useInvalidateBusiness() {
    const client = useQueryClient();
    return () => client.invalidateQueries({ queryKey: ['business'] });
}
