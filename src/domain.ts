/** Enumerations of the business records, shared by the forms, the lists and the mock backend. */
export const RECORD_STATUSES = ['active', 'inactive'] as const;
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
/** Farming standards of a growing location. */
export const STANDARDS = ['none', 'vietgap', 'globalgap', 'organic', 'rainforest', '4c'] as const;
export const INVITATION_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;
/** Kinds of problem a user reports from /report-issue. */
export const ISSUE_CATEGORIES = ['bug', 'data', 'stamp', 'account', 'suggestion', 'other'] as const;
