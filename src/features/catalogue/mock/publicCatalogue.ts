import { notFound, route } from '../../../mocks/kit';
import { config } from '../../../config';
import { fullAddress } from '../../../mocks/data/locations';
import type { MockDb, MockProduct } from '../../../mocks/state';
import { activitiesOf } from './seed';
import { DIARY_TEMPLATES, kindById } from '../../../mocks/seed/diaryTemplates';
import { productPublicLink } from '../../../domain/products';

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Public pages show active products only; a stopped product's page is gone. */
function publicProduct(db: MockDb, code: string): MockProduct {
    const product = db.products.find(
        (p) => str(p.publicCode).toUpperCase() === code.toUpperCase() && p.status === 'active',
    );
    if (!product) throw notFound('Không tìm thấy sản phẩm');
    return product;
}

export const publicCatalogueHandlers = [
    /** What a consumer sees after scanning a product's QR code. */
    route('publicProductV2', ({ db, params }) => {
        const product = publicProduct(db, params.code);
        const biz = db.businesses.find((b) => b.id === product.bizId);
        const diaries = db.diaries
            .filter((d) => d.bizId === product.bizId && d.productId === product.id)
            .map((d) => {
                const template = DIARY_TEMPLATES.find((t) => t.id === d.templateId);
                const location = db.bizLocations.find((l) => l.id === d.locationId);
                const activities = activitiesOf(db)
                    .filter((a) => a.diaryId === d.id)
                    .sort((a, b) => b.date.localeCompare(a.date))
                    .map((a) => ({ date: a.date, name: kindById(a.kind)?.name ?? a.kind }));
                return {
                    name: d.name,
                    season: d.season ?? '',
                    standard: template?.standard ?? null,
                    location: location ? location.name : null,
                    activities,
                };
            });
        return {
            code: product.publicCode,
            url: productPublicLink(config.scannerHost, str(product.publicCode)),
            name: product.name,
            gtin: product.gtin,
            brand: product.brand ?? '',
            category: product.category,
            netContent: product.netContent ?? '',
            shelfLifeDays: product.shelfLifeDays ?? null,
            certifications: product.certifications ?? [],
            images: product.images ?? [],
            description: product.description ?? '',
            attributes: product.attributes ?? [],
            company: biz
                ? {
                      name: biz.name,
                      logo: biz.logo,
                      phone: biz.phone,
                      address: fullAddress(biz.address, biz.ward, biz.province),
                  }
                : null,
            diaries,
        };
    }),

    /** The first version of the public page: a flat summary. */
    route('publicProduct', ({ db, params }) => {
        const product = publicProduct(db, params.code);
        const biz = db.businesses.find((b) => b.id === product.bizId);
        return {
            code: product.publicCode,
            name: product.name,
            image: (product.images as string[] | undefined)?.[0] ?? null,
            description: product.description ?? '',
            bizName: biz?.name ?? '',
        };
    }),
];
