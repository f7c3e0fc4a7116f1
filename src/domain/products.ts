/** Product facts shared by the screens and the mock backend. */
export const PRODUCT_CATEGORIES = [
    'coffee',
    'tea',
    'honey',
    'rice',
    'vegetable',
    'fruit',
    'spice',
    'seafood',
    'processed',
    'other',
] as const;

/** Certifications a traceability product may carry. */
export const CERTIFICATIONS = [
    'vietgap',
    'globalgap',
    'organic',
    'ocop',
    'rainforest',
    '4c',
    'haccp',
    'iso22000',
] as const;

export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,39}$/;
export const MAX_PRODUCT_IMAGES = 6;
export const MAX_ATTRIBUTES = 20;
/** Shelf life in days: up to ten years. */
export const MAX_SHELF_LIFE_DAYS = 3650;

export interface ProductAttribute {
    name: string;
    value: string;
}

export function checkProductCode(value: unknown): string | undefined {
    if (value === undefined || value === null || value === '') return undefined;
    return PRODUCT_CODE_PATTERN.test(String(value).trim())
        ? undefined
        : 'xts.catalogue.validation.product_code';
}

/** Each attribute needs a name and a value; names are unique within a product. */
export function checkAttributes(value: unknown): string | undefined {
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value)) return 'xts.catalogue.validation.attributes';
    if (value.length > MAX_ATTRIBUTES) return 'xts.catalogue.validation.too_many_attributes';
    const names = new Set<string>();
    for (const item of value as Partial<ProductAttribute>[]) {
        const name = String(item?.name ?? '').trim();
        const text = String(item?.value ?? '').trim();
        if (!name || !text) return 'xts.catalogue.validation.attributes';
        if (names.has(name.toLowerCase())) return 'xts.catalogue.validation.attribute_duplicate';
        names.add(name.toLowerCase());
    }
    return undefined;
}

/** The public link a product's QR code leads to on the scanner host. */
export const productPublicLink = (scannerHost: string, publicCode: string) =>
    `${scannerHost}/p/${publicCode}`;
