import { useQuery } from '@tanstack/react-query';
import type { CallName } from '../../providers/callTypes';
import { call, statusOf } from '../../providers/http';

/** A public page, v2 first; the v1 page when v2 answers not found. `null` when neither has it. */
export function usePublic<T = Record<string, unknown>>(
    key: string,
    v2: CallName,
    v1: CallName,
    code: string | null | undefined,
    query?: Record<string, unknown>,
) {
    return useQuery({
        queryKey: ['public', key, code],
        enabled: !!code,
        retry: false,
        queryFn: async ({ signal }) => {
            try {
                return { version: 2, data: await call<T>(v2, { params: { code }, query, signal }) };
            } catch (error) {
                if (statusOf(error) !== 404) throw error;
            }
            try {
                return { version: 1, data: await call<T>(v1, { params: { code }, query, signal }) };
            } catch (error) {
                if (statusOf(error) === 404) return null;
                throw error;
            }
        },
    });
}
