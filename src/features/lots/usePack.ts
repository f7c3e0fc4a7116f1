import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { call } from '../../providers/http';
import type { PackLotInput } from '../../domain/geo/pack';
import { fetchOrigin } from './originApi';
import type { LotKey } from './lotApi';

/**
 * The EUDR pack of some lots: each lot's origin and product read, then the pack built in the
 * browser by the shared pack builder (loaded on demand): the files, or what is missing.
 */
export function usePack(lots: LotKey[]) {
    const translate = useTranslate();
    return useQuery({
        queryKey: ['eudr-pack', lots.map((lot) => `${lot.productId}|${lot.lot}`)],
        enabled: lots.length > 0,
        retry: false,
        refetchOnWindowFocus: false,
        queryFn: async ({ signal }) => {
            const productIds = [...new Set(lots.map((lot) => String(lot.productId)))];
            const [origins, products, { buildEudrPack }] = await Promise.all([
                Promise.all(lots.map((lot) => fetchOrigin(lot, signal))),
                Promise.all(
                    productIds.map((id) =>
                        call<{ id: number; name: string; hsCode?: string | null }>('productDetail', {
                            params: { id },
                            signal,
                        }),
                    ),
                ),
                import('../../domain/geo/pack'),
            ]);
            const byId = new Map(products.map((product) => [String(product.id), product]));
            const inputs: PackLotInput[] = origins.map((origin) => {
                const product = byId.get(String(origin.productId))!;
                return {
                    product: { id: product.id, name: product.name, hsCode: product.hsCode ?? null },
                    origin,
                };
            });
            return { inputs, pack: buildEudrPack(inputs, { translate: (key) => translate(key) }) };
        },
    });
}
