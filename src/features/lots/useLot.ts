import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { fetchLot } from './lotApi';

/** The lot's key from the address (`?productId=&lot=`), null when either is missing. */
export function useLotKey() {
    const [params] = useSearchParams();
    const productId = params.get('productId') ?? '';
    const lot = params.get('lot') ?? '';
    return /^\d+$/.test(productId) && lot.trim() ? { productId, lot } : null;
}

/** The lot query, with the states every lot screen shows the same way. */
export function useLot() {
    const key = useLotKey();
    const query = useQuery({
        queryKey: ['lot', key?.productId, key?.lot],
        enabled: !!key,
        retry: false,
        queryFn: ({ signal }) => fetchLot(key!, signal),
    });
    return { key, query };
}
