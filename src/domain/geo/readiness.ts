/**
 * Vietnam's minimum traceability data (Law 78/2025/QH15, Circular 02/2024/TT-BKHCN): the key data
 * elements of a product and of a lot, each present or missing, with the console page where it is
 * entered. Pure and light (no geometry library): the product page, the lot page, the dashboard and
 * the mock all use it. Words: xts.geo.readiness.<key>.
 */

export type KeyDataElement =
    | 'product_name'
    | 'product_image'
    | 'producer_name'
    | 'producer_address'
    | 'product_code'
    | 'brand'
    | 'shelf_life'
    | 'standards'
    | 'location_code'
    | 'production_time'
    | 'trace_code'
    | 'stage_time';

export interface KeyDataCheck {
    key: KeyDataElement;
    present: boolean;
    /**
     * Console path where the element is entered or changed (every check has one; null only from a
     * server that does not say).
     */
    fixPath: string | null;
}

/** The fields the checks read; records carry more. */
export interface ReadinessProduct {
    id: number;
    name?: string | null;
    code?: string | null;
    gtin?: string | null;
    brand?: string | null;
    images?: unknown;
    shelfLifeDays?: number | null;
    certifications?: unknown;
}

export interface ReadinessBusiness {
    name?: string | null;
    address?: string | null;
    province?: string | null;
}

export interface ReadinessLocation {
    id: number;
    code?: string | null;
    areaCode?: string | null;
    standard?: string | null;
}

export interface ReadinessLot {
    productId: number;
    lot: string;
    mfgDate?: string | null;
    expDate?: string | null;
    /** Stamps activated for the lot (each carries its trace code). */
    stampCount?: number;
    /** When the lot's first activation was recorded (the stage's time). */
    activatedAt?: string | null;
    location?: ReadinessLocation | null;
    /**
     * The growing locations of the plots the lot came from (its origin), when it has one: the lot's
     * growing-area code is theirs, not the location named at activation.
     */
    originLocations?: ReadinessLocation[];
}

const filled = (value: unknown) =>
    Array.isArray(value)
        ? value.length > 0
        : value !== undefined && value !== null && String(value).trim() !== '';

/** Where each element is entered. */
const productEdit = (p: ReadinessProduct) => `/product/edit/${p.id}`;
const BUSINESS_EDIT = '/biz/update';
/** A lot's production date, trace codes and stage time come with its stamps' activation. */
const ACTIVATION_ADD = '/stamp-activation/add';
const locationEdit = (location: ReadinessLocation) => `/biz-location/update/${location.id}`;

/** The lot's page with its origin form open: where the plots it came from are named. */
export const lotOriginFix = (productId: number, lot: string) =>
    `/stamp-lot/detail?productId=${productId}&lot=${encodeURIComponent(lot)}&origin=edit`;

/**
 * The elements of a product and, given a lot, of that lot: the product's own (name, image, code,
 * brand, shelf life, standards), the producer's (the business's name and address), then per lot the
 * growing-area code (mã số vùng trồng) of its location, its production date, its trace codes
 * (activated stamps) and the time of its activation.
 */
export function traceabilityReadiness(input: {
    product: ReadinessProduct;
    business: ReadinessBusiness | null;
    lot?: ReadinessLot | null;
}): KeyDataCheck[] {
    const { product, business, lot } = input;
    const edit = productEdit(product);
    const standardsPresent =
        filled(product.certifications) || (!!lot?.location?.standard && lot.location.standard !== 'none');
    const checks: KeyDataCheck[] = [
        { key: 'product_name', present: filled(product.name), fixPath: edit },
        { key: 'product_image', present: filled(product.images), fixPath: edit },
        { key: 'producer_name', present: filled(business?.name), fixPath: BUSINESS_EDIT },
        {
            key: 'producer_address',
            present: filled(business?.address) && filled(business?.province),
            fixPath: BUSINESS_EDIT,
        },
        { key: 'product_code', present: filled(product.gtin) || filled(product.code), fixPath: edit },
        { key: 'brand', present: filled(product.brand), fixPath: edit },
        {
            key: 'shelf_life',
            present: filled(product.shelfLifeDays) || filled(lot?.expDate),
            fixPath: edit,
        },
        { key: 'standards', present: standardsPresent, fixPath: edit },
    ];
    if (!lot) return checks;
    // With an origin, every location its plots lie in has a code; without, the activation's location.
    const locations = lot.originLocations?.length ? lot.originLocations : lot.location ? [lot.location] : [];
    const uncoded = locations.find((location) => !filled(location.areaCode));
    return [
        ...checks,
        {
            key: 'location_code',
            present: locations.length > 0 && !uncoded,
            // The location without a code; with none at all, the origin form that names the plots.
            fixPath: locations.length
                ? locationEdit(uncoded ?? locations[0])
                : lotOriginFix(lot.productId, lot.lot),
        },
        { key: 'production_time', present: filled(lot.mfgDate), fixPath: ACTIVATION_ADD },
        { key: 'trace_code', present: (lot.stampCount ?? 0) > 0, fixPath: ACTIVATION_ADD },
        { key: 'stage_time', present: filled(lot.activatedAt), fixPath: ACTIVATION_ADD },
    ];
}

/** Ready when every element is present. */
export const isReady = (checks: KeyDataCheck[]) => checks.every((check) => check.present);
