import { useQuery } from '@tanstack/react-query';
import { call } from '../../providers/http';
import type { PackLotInput } from '../../domain/geo/pack';
import { fetchOrigin } from './originApi';
import type { LotKey } from './lotApi';
import { buildPack } from './packBuild';
import type { PackWords } from './packWords';

/**
 * The EUDR pack of some lots: each lot's origin and product read, then the pack built in the
 * browser by the shared pack builder (loaded on demand; a big one in a worker, packBuild.ts): the
 * statements it is filed as with their files, or what is missing. The summary files are written
 * with `words`, the documents' language (packWords.ts), not the console's.
 */
export function usePack(lots: LotKey[], words: PackWords | null) {
    const translate = words?.translate ?? ((key: string) => key);
    return useQuery({
        queryKey: ['eudr-pack', lots.map((lot) => `${lot.productId}|${lot.lot}`), words?.language],
        enabled: lots.length > 0 && words !== null,
        retry: false,
        refetchOnWindowFocus: false,
        queryFn: async ({ signal }) => {
            const productIds = [...new Set(lots.map((lot) => String(lot.productId)))];
            const [origins, products] = await Promise.all([
                Promise.all(lots.map((lot) => fetchOrigin(lot, signal))),
                Promise.all(
                    productIds.map((id) =>
                        call<{ id: number; name: string; hsCode?: string | null }>('productDetail', {
                            params: { id },
                            signal,
                        }),
                    ),
                ),
            ]);
            const byId = new Map(products.map((product) => [String(product.id), product]));
            const inputs: PackLotInput[] = origins.map((origin) => {
                const product = byId.get(String(origin.productId))!;
                return {
                    product: { id: product.id, name: product.name, hsCode: product.hsCode ?? null },
                    origin,
                };
            });
            return { inputs, pack: await buildPack(inputs, (key) => translate(key), signal) };
        },
    });
}
