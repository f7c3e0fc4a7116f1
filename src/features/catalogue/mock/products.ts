import type { MockDb, MockProduct } from '../../../mocks/state';
import { isReady } from '../../../domain/geo/readiness';
import { bizCrud, checkUrls, findOwn, required, str, type BizRecord } from '../../../mocks/crud';
import { route, type Ctx } from '../../../mocks/kit';
import { checkGtin, checkLength } from '../../../domain/validation';
import { RECORD_STATUSES } from '../../../domain/records';
import {
    CERTIFICATIONS,
    MAX_PRODUCT_IMAGES,
    MAX_SHELF_LIFE_DAYS,
    PRODUCT_CATEGORIES,
    checkAttributes,
    checkProductCode,
    type ProductAttribute,
} from '../../../domain/products';
import { randomPublicCode } from './seed';
import { apiNumber } from '../../../domain/numbers';
import { HS_CODE } from '../../../domain/geo/plotRules';
import { productKeyData } from '../../../mocks/plots/keyData';

type Product = MockProduct & BizRecord;

const oneOf = (values: readonly string[], value: unknown) =>
    value === undefined || value === null || value === '' || values.includes(String(value))
        ? undefined
        : 'xts.validation.invalid_choice';

const list = (value: unknown): unknown[] =>
    Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

/** Images are https: addresses or uploaded pictures (checkUrl); the ones the product already has stay. */
function checkImages(value: unknown, existing: unknown) {
    const images = list(value);
    if (images.length > MAX_PRODUCT_IMAGES) return 'xts.catalogue.validation.too_many_images';
    return checkUrls(images, list(existing)) ? 'xts.catalogue.validation.image' : undefined;
}

function checkShelfLife(value: unknown) {
    if (value === undefined || value === null || value === '') return undefined;
    const days = apiNumber(value) ?? NaN;
    return Number.isInteger(days) && days > 0 && days <= MAX_SHELF_LIFE_DAYS
        ? undefined
        : 'xts.catalogue.validation.shelf_life';
}

/** A code, and a GTIN, belong to one product of a business. */
function taken(ctx: Ctx, field: 'code' | 'gtin', value: string, id?: number) {
    if (!value) return undefined;
    const clash = ctx.db.products.some(
        (p) =>
            p.bizId === ctx.session.biz!.id &&
            p.id !== id &&
            str(p[field]).toLowerCase() === value.toLowerCase(),
    );
    return clash ? `xts.catalogue.validation.${field}_taken` : undefined;
}

const attributesOf = (value: unknown): ProductAttribute[] =>
    list(value)
        .map((item) => (typeof item === 'string' ? safeJson(item) : item) as Partial<ProductAttribute>)
        .map((item) => ({ name: str(item?.name), value: str(item?.value) }));

function safeJson(text: string): unknown {
    try {
        return JSON.parse(text);
    } catch {
        return null;
    }
}

/** List rows and detail answers: the product without its attributes (the attributes call has them). */
function present(record: Product) {
    const { attributes, ...rest } = record;
    return {
        ...rest,
        hsCode: rest.hsCode ?? null,
        attributeCount: Array.isArray(attributes) ? attributes.length : 0,
    };
}

export const productHandlers = [
    ...bizCrud<Product>({
        collection: (db: MockDb) => db.products as Product[],
        seq: 'products',
        calls: {
            list: 'productList',
            detail: 'productDetail',
            create: 'productAdd',
            update: 'productEdit',
        },
        list: {
            search: ['name', 'code', 'gtin', 'brand'],
            filters: ['category', 'status'],
            defaultSort: { field: 'name', order: 'asc' },
        },
        // ?keyData=missing: the products the dashboard counts as lacking key data.
        where: (record, ctx) =>
            ctx.query.get('keyData') !== 'missing' || !isReady(productKeyData(ctx.db, record)),
        validate: (input, ctx, existing) => ({
            name: required(input.name) ?? checkLength(str(input.name), 200),
            code:
                required(input.code) ??
                checkProductCode(str(input.code)) ??
                taken(ctx, 'code', str(input.code), existing?.id),
            gtin: checkGtin(str(input.gtin)) ?? taken(ctx, 'gtin', str(input.gtin), existing?.id),
            category: required(input.category) ?? oneOf(PRODUCT_CATEGORIES, input.category),
            unit: required(input.unit) ?? checkLength(str(input.unit), 20),
            netContent: checkLength(str(input.netContent), 50),
            brand: checkLength(str(input.brand), 100),
            shelfLifeDays: checkShelfLife(input.shelfLifeDays),
            certifications: list(input.certifications)
                .map((c) => oneOf(CERTIFICATIONS, c))
                .find(Boolean),
            images: checkImages(input.images, existing?.images),
            description: checkLength(str(input.description), 3000),
            attributes: checkAttributes(attributesOf(input.attributes)),
            status: oneOf(RECORD_STATUSES, input.status),
            hsCode:
                str(input.hsCode) && !HS_CODE.test(str(input.hsCode))
                    ? 'xts.geo.validation.hs_code'
                    : undefined,
        }),
        fields: (input, existing) => ({
            name: str(input.name),
            code: str(input.code).toUpperCase(),
            gtin: str(input.gtin) || null,
            category: str(input.category),
            brand: str(input.brand),
            unit: str(input.unit),
            netContent: str(input.netContent),
            shelfLifeDays:
                input.shelfLifeDays === '' || input.shelfLifeDays == null
                    ? null
                    : apiNumber(input.shelfLifeDays),
            certifications: [...new Set(list(input.certifications).map(String))],
            images: list(input.images).map(String),
            description: str(input.description),
            attributes: attributesOf(input.attributes),
            status: (str(input.status) || 'active') as 'active' | 'inactive',
            hsCode: str(input.hsCode) || null,
            // The public code never changes: printed QR codes lead to it.
            publicCode: existing?.publicCode ?? randomPublicCode(),
        }),
        present,
        presentOne: (record, ctx) => ({ ...present(record), keyData: productKeyData(ctx.db, record) }),
        notFoundMessage: 'Không tìm thấy sản phẩm',
    }),

    /** Options of selects: active products, the few fields a picker needs. */
    route('productListActive', ({ db, session }) =>
        db.products
            .filter((p) => p.bizId === session.biz!.id && p.status === 'active')
            .sort((a, b) => a.name.localeCompare(b.name, 'vi'))
            .map((p) => ({ id: p.id, name: p.name, code: p.code, gtin: p.gtin, unit: p.unit })),
    ),

    route('productAttributes', (ctx) => {
        const product = findOwn(ctx.db.products as Product[], ctx, ctx.params.id, 'Không tìm thấy sản phẩm');
        return attributesOf(product.attributes);
    }),
];
