import type { LotKey } from './lotApi';

const lotParams = (lots: LotKey[]) => {
    const params = new URLSearchParams();
    for (const lot of lots) {
        params.append('productId', String(lot.productId));
        params.append('lot', lot.lot);
    }
    return params;
};

/** The EUDR pack page of one lot or a shipment of several: `?productId=1&lot=A&productId=2&lot=B`. */
export const packPath = (lots: LotKey[]) => `/stamp-lot/eudr?${lotParams(lots)}`;

/** Choosing the lots of a shipment, with these lots already chosen (the same pairs as the pack page's). */
export const shipmentPath = (lots: LotKey[]) =>
    `/stamp-lot/shipment${lots.length ? `?${lotParams(lots)}` : ''}`;

/** The lots of the pack page's address (pairs of productId and lot, in order). */
export function lotsOfPack(params: URLSearchParams): LotKey[] {
    const products = params.getAll('productId');
    const lots = params.getAll('lot');
    return products
        .map((productId, index) => ({ productId, lot: lots[index] ?? '' }))
        .filter((key) => /^\d+$/.test(key.productId) && key.lot.trim());
}
