import type { MockBusiness, MockDb } from '../../../mocks/state';
import { nextId } from '../../../mocks/db';
import {
    checkAddress,
    checkUrl,
    checkUrls,
    picturesOfMyBusinesses,
    refuseInvalid,
    required,
    str,
} from '../../../mocks/crud';
import { fullAddress } from '../../../mocks/data/locations';
import { rasterDataUrl } from '../../../mocks/images';
import { badRequest, forbidden, notFound, route, type Ctx } from '../../../mocks/kit';
import { Role, UserStatus } from '../../../providers/access';
import {
    checkEmail,
    checkGln,
    checkLength,
    checkPhone,
    checkTaxCode,
    normalisePhone,
    MAX_IMAGE_BYTES,
} from '../../../domain/validation';

/**
 * Images are kept as data URLs, each at most 2 MB, PNG/JPEG/WEBP by their content (images.ts): the
 * type a file claims is not trusted, an SVG or HTML file named photo.png is refused.
 */
export async function fileToDataUrl(file: File): Promise<string> {
    if (file.size > MAX_IMAGE_BYTES) throw badRequest(`Ảnh ${file.name} vượt quá 2 MB`);
    const url = await rasterDataUrl(file);
    if (!url) throw badRequest(`Tệp ${file.name} không phải ảnh PNG, JPG hoặc WEBP`);
    return url;
}

/** Files of a multipart body (duck-typed: the File class differs between browsers, jsdom and Node). */
export const isFile = (v: unknown): v is File =>
    !!v &&
    typeof v === 'object' &&
    typeof (v as File).arrayBuffer === 'function' &&
    typeof (v as File).name === 'string';
const asFiles = (value: unknown): File[] =>
    (Array.isArray(value) ? value : value ? [value] : []).filter(isFile);
const asStrings = (value: unknown): string[] => {
    if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && !!v);
    if (typeof value === 'string' && value.startsWith('[')) {
        try {
            return (JSON.parse(value) as unknown[]).filter((v): v is string => typeof v === 'string');
        } catch {
            return [];
        }
    }
    return typeof value === 'string' && value ? [value] : [];
};

/** Business fields; `known` are the pictures the caller may reuse (see checkUrl). */
function validateBusiness(input: Record<string, unknown>, known: Set<string> = new Set()) {
    refuseInvalid({
        website: checkUrl(input.website),
        logo: isFile(input.logo) ? undefined : checkUrl(input.logo, known),
        images: checkUrls(asStrings(input.images), known),
        name: required(input.name) ?? checkLength(input.name, 200),
        taxCode: required(input.taxCode) ?? checkTaxCode(input.taxCode),
        phone: required(input.phone) ?? checkPhone(input.phone),
        email: checkEmail(input.email),
        gln: checkGln(input.gln),
        ...checkAddress(input),
        description: checkLength(input.description, 2000),
    });
}

function businessFields(input: Record<string, unknown>) {
    return {
        name: str(input.name),
        taxCode: str(input.taxCode),
        phone: normalisePhone(str(input.phone)),
        email: str(input.email),
        website: str(input.website),
        gln: str(input.gln),
        representative: str(input.representative),
        province: str(input.province),
        ward: str(input.ward),
        address: str(input.address),
        description: str(input.description),
    };
}

export function businessOf(biz: MockBusiness, role: number | null) {
    return { ...biz, role, fullAddress: fullAddress(biz.address, biz.ward, biz.province) };
}

const taxCodeTaken = (db: MockDb, taxCode: string, id?: number) =>
    db.businesses.some((b) => b.taxCode === taxCode && b.id !== id);

/** Businesses: the user's list, the current one, registration (any user with a profile), updates, images. */
export const businessHandlers = [
    route('businessList', ({ db, session }) =>
        db.memberships
            .filter((m) => m.userId === session.user.id && m.status === 'active')
            .map((m) =>
                businessOf(
                    db.businesses.find((b) => b.id === m.bizId)!,
                    m.role,
                ),
            ),
    ),

    route('businessCurrent', ({ session }) => {
        if (!session.biz) throw notFound('Bạn chưa có chủ thể nào');
        return businessOf(session.biz, session.role);
    }),

    route('businessCreate', async ({ db, session, body }) => {
        if (session.user.status !== UserStatus.active)
            throw forbidden('Hãy tạo hồ sơ cá nhân trước khi đăng ký chủ thể');
        const input = (body ?? {}) as Record<string, unknown>;
        validateBusiness(input, picturesOfMyBusinesses(db, session.user.id));
        if (taxCodeTaken(db, str(input.taxCode))) {
            throw badRequest('Mã số thuế đã được đăng ký', {
                taxCode: 'Mã số thuế này đã được một chủ thể khác đăng ký',
            });
        }
        const logoFile = asFiles(input.logo)[0];
        const images = [
            ...asStrings(input.images),
            ...(await Promise.all(asFiles(input.images).map(fileToDataUrl))),
        ];
        const id = nextId('businesses');
        const biz: MockBusiness = {
            ...businessFields(input),
            id,
            code: `BIZ${String(id).padStart(5, '0')}`,
            logo: logoFile ? await fileToDataUrl(logoFile) : (asStrings(input.logo)[0] ?? null),
            images,
            createdAt: new Date().toISOString(),
        } as MockBusiness;
        db.businesses.push(biz);
        db.memberships.push({
            userId: session.user.id,
            bizId: id,
            role: Role.owner,
            status: 'active',
            joinedAt: biz.createdAt,
        });
        if (!db.defaultBiz[session.user.id]) db.defaultBiz[session.user.id] = id;
        return businessOf(biz, Role.owner);
    }),

    route('businessUpdate', ({ db, session, body }) => {
        const biz = session.biz!;
        const input = { ...biz, ...((body ?? {}) as Record<string, unknown>) };
        validateBusiness(input, picturesOfMyBusinesses(db, session.user.id));
        if (taxCodeTaken(db, str(input.taxCode), biz.id)) {
            throw badRequest('Mã số thuế đã được đăng ký', {
                taxCode: 'Mã số thuế này đã được một chủ thể khác đăng ký',
            });
        }
        Object.assign(biz, businessFields(input), {
            logo: typeof input.logo === 'string' || input.logo === null ? input.logo : biz.logo,
            images: asStrings(input.images),
        });
        return businessOf(biz, session.role);
    }),

    route('uploadBizImages', async ({ body }) => {
        const files = asFiles(
            (body as Record<string, unknown>)?.files ?? (body as Record<string, unknown>)?.file,
        );
        if (files.length === 0) throw badRequest('Chưa chọn ảnh nào');
        return { urls: await Promise.all(files.map(fileToDataUrl)) };
    }),

    route('cloneBizResource', (ctx: Ctx) => {
        const fromBizId = Number(ctx.body?.fromBizId);
        const resource = str(ctx.body?.resource);
        const source = ctx.db.businesses.find((b) => b.id === fromBizId);
        const membership = ctx.db.memberships.find(
            (m) => m.userId === ctx.session.user.id && m.bizId === fromBizId && m.status === 'active',
        );
        if (!source || !membership) throw forbidden('Bạn không quản lý chủ thể nguồn');
        if (resource === 'logo') {
            if (!source.logo) throw badRequest('Chủ thể nguồn chưa có logo');
            return { urls: [source.logo] };
        }
        if (resource === 'images') {
            const images = asStrings(source.images);
            if (images.length === 0) throw badRequest('Chủ thể nguồn chưa có ảnh');
            return { urls: images };
        }
        throw badRequest('Tài nguyên không hợp lệ', { resource: 'Chỉ sao chép được logo hoặc ảnh' });
    }),
];
