import type { HttpHandler } from 'msw';
import { ISSUE_CATEGORIES } from '../../../domain/records';
import { checkBirthday, checkEmail, checkPhone } from '../../../domain/validation';
import { fileToDataUrl, isFile } from '../../business/mock/business';
import { checkAddress, refuseInvalid } from '../../../mocks/crud';
import type { MockDb, MockUser } from '../../../mocks/state';
import { nextId } from '../../../mocks/db';
import { isRasterDataUrl } from '../../../mocks/images';
import { badRequest, forbidden, notFound, route, type Ctx } from '../../../mocks/kit';
import { vietnamToday as today } from '../../../domain/dates';

/**
 * The signed-in person's own records: profile, issue reports, leaving a business, and affiliate
 * campaigns a business accepts; sign-in methods are in ./credentials. Rules in docs/api.md, "Account".
 */

export interface MockCredential {
    id: number;
    userId: number;
    kind: 'sso' | 'password' | 'zalo';
    /** What the person recognises it by: the SSO phone, "••••••", the messaging-app name. */
    label: string;
    /** Password credentials keep a salted digest, never the password. */
    digest?: string;
    createdAt: string;
}

export interface MockIssueReport {
    id: number;
    userId: number;
    category: string;
    description: string;
    page: string;
    screenshot: boolean;
    createdAt: string;
}

export interface MockAffiliateCampaign {
    id: number;
    code: string;
    partnerName: string;
    title: string;
    description: string;
    benefit: string;
    validUntil: string;
}

export interface MockAffiliateLink {
    id: number;
    campaignId: number;
    bizId: number;
    status: 'accepted' | 'rejected';
    decidedBy: number;
    decidedAt: string;
}

interface AccountStore {
    credentials: MockCredential[];
    issueReports: MockIssueReport[];
    affiliateCampaigns: MockAffiliateCampaign[];
    affiliateLinks: MockAffiliateLink[];
    zaloStates: { state: string; userId: number; exp: number }[];
}

/** The account collections, seeded on first use (older stored databases lack them). */
export function accountOf(db: MockDb): AccountStore {
    const store = db as unknown as Partial<AccountStore>;
    if (!store.credentials) {
        store.credentials = db.users.map((user, index) => ({
            id: index + 1,
            userId: user.id,
            kind: 'sso' as const,
            label: user.phone || user.email || `#${user.id}`,
            createdAt: user.createdAt,
        }));
    }
    store.issueReports ??= [];
    store.affiliateCampaigns ??= [
        {
            id: 1,
            code: 'NONGSANVIET2026',
            partnerName: 'Hiệp hội Nông sản sạch Lâm Đồng',
            title: 'Chương trình truy xuất nguồn gốc cho hợp tác xã',
            description:
                'Hợp tác xã thành viên của hiệp hội được hỗ trợ chi phí tem và hướng dẫn thiết lập nhật ký sản xuất.',
            benefit: 'Giảm 20% phí tem trong 12 tháng đầu',
            validUntil: '2027-12-31',
        },
        {
            id: 2,
            code: 'HETHAN2025',
            partnerName: 'Câu lạc bộ Doanh nghiệp xanh',
            title: 'Ưu đãi khai trương 2025',
            description: 'Chương trình đã kết thúc.',
            benefit: 'Miễn phí 1.000 tem đầu tiên',
            validUntil: '2025-12-31',
        },
    ];
    store.affiliateLinks ??= [];
    store.zaloStates ??= [];
    return store as AccountStore;
}

/** A field of a request body as trimmed text ('' when missing). */
export const str = (value: unknown) =>
    typeof value === 'string' ? value.trim() : value == null ? '' : String(value).trim();

/** A campaign that exists and has not ended, by its public code. */
function liveCampaign(db: MockDb, code: string) {
    const campaign = accountOf(db).affiliateCampaigns.find(
        (c) => c.code.toLowerCase() === code.toLowerCase(),
    );
    if (!campaign || campaign.validUntil < today())
        throw notFound('Mã giới thiệu không tồn tại hoặc chương trình đã kết thúc');
    return campaign;
}

function publicCampaign(campaign: MockAffiliateCampaign) {
    const { id, code, partnerName, title, description, benefit, validUntil } = campaign;
    return { id, code, partnerName, title, description, benefit, validUntil };
}

function decide(ctx: Ctx, status: MockAffiliateLink['status']) {
    const store = accountOf(ctx.db);
    const campaign = store.affiliateCampaigns.find((c) => String(c.id) === ctx.params.id);
    if (!campaign || campaign.validUntil < today())
        throw notFound('Mã giới thiệu không tồn tại hoặc chương trình đã kết thúc');
    const bizId = ctx.session.biz!.id;
    const existing = store.affiliateLinks.find(
        (link) => link.campaignId === campaign.id && link.bizId === bizId,
    );
    if (existing) {
        throw badRequest(
            existing.status === 'accepted'
                ? 'Chủ thể đã đồng ý tham gia chương trình này'
                : 'Chủ thể đã từ chối chương trình này',
        );
    }
    const link: MockAffiliateLink = {
        id: nextId('affiliateLinks'),
        campaignId: campaign.id,
        bizId,
        status,
        decidedBy: ctx.session.user.id,
        decidedAt: new Date().toISOString(),
    };
    store.affiliateLinks.push(link);
    return { ...link, campaign: publicCampaign(campaign) };
}

/** Field rules of a profile (create and update). */
async function profileInput(body: Record<string, unknown> | undefined, user: MockUser) {
    const input = body ?? {};
    const name = str(input.name);
    const phone = str(input.phone);
    const email = str(input.email);
    const birthday = str(input.birthday);
    // A person's address is optional; when given, the ward must lie in the province.
    const address =
        str(input.province) || str(input.ward)
            ? checkAddress(input)
            : { province: undefined, ward: undefined };
    refuseInvalid({
        name: !name ? 'ra.validation.required' : name.length > 100 ? 'xts.validation.too_long' : undefined,
        phone: !phone ? 'ra.validation.required' : checkPhone(phone),
        email: checkEmail(email),
        birthday: checkBirthday(birthday, today()),
        province: address.province,
        ward: address.ward,
    });
    const avatar = input.avatar;
    // Kept as a data URL (PNG, JPEG or WebP, at most 2 MB); an empty value removes the picture.
    const picture = isFile(avatar) ? await fileToDataUrl(avatar) : avatar === '' ? null : user.avatar;
    return {
        name,
        phone,
        email,
        birthday: birthday || null,
        province: str(input.province) || null,
        ward: str(input.ward) || null,
        address: str(input.address) || null,
        avatar: picture,
    };
}

export const accountHandlers: HttpHandler[] = [
    route('publicAffiliate', ({ db, params }) => publicCampaign(liveCampaign(db, params.code ?? ''))),
    route('affiliateAccept', (ctx) => decide(ctx, 'accepted')),
    route('affiliateReject', (ctx) => decide(ctx, 'rejected')),

    route('createProfile', async ({ session, body }) => {
        if (session.user.status !== 0) throw badRequest('Hồ sơ của bạn đã được tạo');
        Object.assign(session.user, await profileInput(body, session.user), { status: 1 });
        return { id: session.user.id, status: session.user.status };
    }),
    route('updateProfile', async ({ session, body }) => {
        if (session.user.status !== 1) throw forbidden('Tài khoản của bạn không thể cập nhật hồ sơ');
        Object.assign(session.user, await profileInput(body, session.user));
        return { id: session.user.id };
    }),

    route('reportIssue', ({ db, session, body }) => {
        const input = body ?? {};
        const category = str(input.category);
        const description = str(input.description);
        const screenshot = str(input.screenshot);
        refuseInvalid({
            category: ISSUE_CATEGORIES.includes(category as never) ? undefined : 'ra.validation.required',
            description:
                description.length < 10
                    ? 'xts.validation.issue_short'
                    : description.length > 5000
                      ? 'xts.validation.too_long'
                      : undefined,
            screenshot:
                screenshot && (!isRasterDataUrl(screenshot) || screenshot.length > 3_000_000)
                    ? 'xts.validation.screenshot'
                    : undefined,
        });
        const report: MockIssueReport = {
            id: nextId('issueReports'),
            userId: session.user.id,
            category,
            description,
            page: str(input.page).slice(0, 500),
            screenshot: !!screenshot,
            createdAt: new Date().toISOString(),
        };
        accountOf(db).issueReports.push(report);
        return { id: report.id, ticket: `XTS-${String(report.id).padStart(6, '0')}` };
    }),

    route('leaveBusiness', ({ db, session, params }) => {
        const bizId = Number(params.id);
        const membership = db.memberships.find(
            (m) => m.userId === session.user.id && m.bizId === bizId && m.status === 'active',
        );
        if (!membership) throw notFound('Bạn không thuộc chủ thể này');
        if (membership.role === 1) {
            const owners = db.memberships.filter(
                (m) => m.bizId === bizId && m.role === 1 && m.status === 'active',
            );
            if (owners.length === 1)
                throw badRequest(
                    'Bạn là chủ sở hữu duy nhất của chủ thể này nên không thể rời đi; hãy trao quyền chủ sở hữu cho người khác trước',
                );
        }
        db.memberships = db.memberships.filter((m) => m !== membership);
        if (db.defaultBiz[session.user.id] === bizId) delete db.defaultBiz[session.user.id];
        return { bizId };
    }),
];
