/** The kinds of partner and of sales point a business records (their words: `resources.<r>.types`). */
export const PARTNER_TYPES = [
    'supplier',
    'distributor',
    'processor',
    'retailer',
    'logistics',
    'other',
] as const;

export const SHOP_TYPES = [
    'supermarket',
    'store',
    'agency',
    'market',
    'online',
    'restaurant',
    'other',
] as const;
