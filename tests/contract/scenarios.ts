import type { CallName } from '../../src/providers/endpoints';
import { taxCodeCheckDigit } from '../../src/validation';
import { addDays, vietnamToday } from '../../src/domain/dates';
import { plotScenarios } from './plotScenarios';

/**
 * The contract scenarios: for every call of the endpoint table, at least one request the API
 * answers with success and one it answers with an error, in an order where each finds what it needs
 * (records created before they are read, edited or operated on; stamps printed before they are
 * activated, activated before they are sold). Values taken from earlier answers go into `state`.
 * The same table runs against the mock in the unit suite and against any server from the CLI.
 */

export type Persona = 'owner' | 'user' | 'observer' | 'newcomer' | 'locked';

/** A part of a multipart body: text, or a file. */
export type FormValue = string | { file: string; type: string; bytes: Uint8Array };

export interface ScenarioRequest {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    /** A multipart body, field by field (an array sends the field once per value). */
    form?: Record<string, FormValue | FormValue[]>;
    /** Headers of the request beyond the token and the content type (an Idempotency-Key). */
    headers?: Record<string, string>;
}

/** What scenarios remember from earlier answers (ids, codes, tokens). */
export type State = Record<string, any>;

export interface Scenario {
    call: CallName;
    /** What the scenario does, in a few words. */
    title: string;
    /** Whose access token goes with the request (default owner); `none` sends none. */
    as?: Persona | 'none';
    /** A bearer token taken from the state instead (the refresh token, an application's token). */
    token?: (state: State) => string | undefined;
    /** The HTTP status the API must answer. */
    expect: number;
    request?: (state: State) => ScenarioRequest;
    /** Reads what later scenarios need from the answer's `data`. */
    keep?: (data: any, state: State) => void;
    /**
     * The request breaks the contract on purpose (a missing or wrong field): it is not checked
     * against the request schema, the answer must be the error.
     */
    invalid?: boolean;
    /** Why the scenario cannot run yet (its prerequisite was not met); undefined: it runs. */
    needs?: (state: State) => string | undefined;
}

/** A 1 × 1 px PNG. */
export const PNG_BYTES = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
);
const png = (file = 'anh.png'): FormValue => ({ file, type: 'image/png', bytes: PNG_BYTES });
/** An SVG with script, sent as a PNG by name and type: the server reads the bytes. */
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"/>';
const svgAsPng = (file = 'anh.png'): FormValue => ({
    file,
    type: 'image/png',
    bytes: new TextEncoder().encode(SVG),
});
const SVG_AS_PNG_URL = `data:image/png;base64,${btoa(SVG)}`;
const text = (file = 'ghichu.txt'): FormValue => ({
    file,
    type: 'text/plain',
    bytes: new TextEncoder().encode('không phải ảnh'),
});

/** An id no record has. */
const MISSING_ID = 987654321;
/** A business date (Vietnam's calendar, as the server counts "today"), `offset` days from today. */
const day = (offset = 0) => addDays(vietnamToday(), offset);
/** Digits that differ between runs, so names and codes a server keeps stay unique. */
const RUN = String(Date.now()).slice(-7);
/** One Idempotency-Key per run, for the print batch sent twice. */
const BATCH_KEY = `contract-${RUN}-${Math.random().toString(36).slice(2)}`;
/** The business switch's Idempotency-Key, sent again as after a lost answer. */
const SWITCH_KEY = `contract-switch-${RUN}-${Math.random().toString(36).slice(2)}`;
const runPhone = (prefix: string) => `09${prefix}${RUN}`.slice(0, 10);
/** A tax code of this run with a right check digit (the 9th digit moves on while a body has none). */
function runTaxCode() {
    for (let ninth = 0; ; ninth++) {
        const body = `03${RUN}`.slice(0, 8) + String((Number(RUN[6]) + ninth) % 10);
        const check = taxCodeCheckDigit(body);
        if (check !== null) return `${body}${check}`;
    }
}
const need = (key: string) => (state: State) =>
    state[key] === undefined ? `no ${key} from an earlier answer` : undefined;

/** Demo values of the reference data (the mock's seed; docs/oauth.md). */
export const FIXTURES = {
    province: '68',
    ward: '68002',
    affiliateCode: 'NONGSANVIET2026',
    oauthClient: {
        id: 'so-kho-minh-an',
        secret: 'so-kho-minh-an-demo-secret',
        redirect: 'https://sokho.minhan.example/oauth/callback',
    },
};
const address = { province: FIXTURES.province, ward: FIXTURES.ward, address: '12 Trần Phú' };

/** Values for the required fields of a diary activity kind (its own field list). */
function activityValues(kind: any): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const field of kind?.fields ?? []) {
        if (!field.required) continue;
        values[field.key] =
            field.type === 'number'
                ? Math.max(Number(field.min ?? 0), 1)
                : field.type === 'select'
                  ? field.options?.[0]
                  : 'Ghi chép thử';
    }
    return values;
}

const listOk = (
    call: CallName,
    title: string,
    keep?: Scenario['keep'],
    query: Record<string, unknown> = { page: 1, limit: 20 },
): Scenario => ({
    call,
    title,
    expect: 200,
    request: () => ({ query }),
    keep,
});
const noToken = (call: CallName, request?: Scenario['request']): Scenario => ({
    call,
    title: 'without a token',
    as: 'none',
    expect: 401,
    request,
});
const missing = (call: CallName, body?: unknown): Scenario => ({
    call,
    title: 'a record that does not exist',
    expect: 404,
    request: () => ({ params: { id: MISSING_ID }, ...(body === undefined ? {} : { body }) }),
});

export const scenarios: Scenario[] = [
    // --- Sign-in and the session ---
    {
        call: 'ssoGetAuthUrl',
        title: 'the SSO page for the console callback',
        as: 'none',
        expect: 200,
        request: (s) => ({ query: { redirect_uri: s.callback, state: 'contract-state' } }),
    },
    {
        call: 'ssoGetAuthUrl',
        title: 'without state',
        as: 'none',
        expect: 400,
        invalid: true,
        request: (s) => ({ query: { redirect_uri: s.callback } }),
    },
    {
        call: 'ssoLogin',
        title: 'exchanges an SSO code',
        as: 'none',
        expect: 200,
        needs: need('ssoCode'),
        request: (s) => ({ body: { code: s.ssoCode, redirect_uri: s.callback } }),
        // A sign-in of its own for the business switch below (the owner's main one stays in business 1).
        keep: (d, s) => (s.switchAccess = d.accessToken),
    },
    {
        call: 'ssoLogin',
        title: 'an unknown code',
        as: 'none',
        expect: 400,
        request: (s) => ({ body: { code: 'sso-khong-ton-tai', redirect_uri: s.callback } }),
    },
    {
        call: 'me',
        title: 'the owner',
        expect: 200,
        keep: (d, s) => ((s.meId = d.me?.id), (s.bizId = d.current_biz?.biz_id)),
    },
    noToken('me'),
    {
        call: 'refresh',
        title: 'with the refresh token',
        as: 'none',
        token: (s) => s.refreshToken,
        expect: 200,
        needs: need('refreshToken'),
    },
    {
        call: 'refresh',
        title: 'with an access token instead',
        as: 'none',
        token: (s) => s.accessToken,
        expect: 401,
        needs: need('accessToken'),
    },
    {
        call: 'businessList',
        title: "the owner's businesses",
        expect: 200,
        keep: (d, s) => (s.otherBizId = (d as any[]).find((b) => b.id !== s.bizId && b.role === 1)?.id),
    },
    noToken('businessList'),
    {
        call: 'businessCurrent',
        title: 'the current business',
        expect: 200,
        keep: (d, s) => (s.bizCode = d.code),
    },
    noToken('businessCurrent'),
    {
        call: 'changeBusiness',
        title: "to another of the owner's businesses, with an Idempotency-Key",
        as: 'none',
        token: (s) => s.switchAccess,
        expect: 200,
        needs: (s) => need('otherBizId')(s) ?? need('switchAccess')(s),
        request: (s) => ({ body: { bizId: s.otherBizId }, headers: { 'Idempotency-Key': SWITCH_KEY } }),
        keep: (d, s) => ((s.otherBizToken = d.accessToken), (s.otherBizRefresh = d.refreshToken)),
    },
    {
        call: 'changeBusiness',
        title: 'sent again after its answer was lost: the same key and token get the token pair it issued',
        as: 'none',
        token: (s) => s.switchAccess,
        expect: 200,
        needs: (s) => need('otherBizToken')(s) ?? need('switchAccess')(s),
        request: (s) => ({ body: { bizId: s.otherBizId }, headers: { 'Idempotency-Key': SWITCH_KEY } }),
        keep: (d, s) => {
            if (d.accessToken !== s.otherBizToken || d.refreshToken !== s.otherBizRefresh)
                throw new Error('the switch sent again issued other tokens');
        },
    },
    {
        call: 'changeBusiness',
        title: 'with the token switched away from and a key never sent',
        as: 'none',
        token: (s) => s.switchAccess,
        expect: 401,
        needs: (s) => need('otherBizToken')(s) ?? need('switchAccess')(s),
        request: (s) => ({
            body: { bizId: s.otherBizId },
            headers: { 'Idempotency-Key': `${SWITCH_KEY}-b` },
        }),
    },
    {
        call: 'businessCurrent',
        title: 'with the access token of the business the sign-in switched away from',
        as: 'none',
        token: (s) => s.switchAccess,
        expect: 401,
        needs: (s) => need('otherBizToken')(s) ?? need('switchAccess')(s),
    },
    {
        call: 'businessCurrent',
        title: 'with the token the switch answered',
        as: 'none',
        token: (s) => s.otherBizToken,
        expect: 200,
        needs: need('otherBizToken'),
        keep: (d, s) => {
            if (d.id !== s.otherBizId) throw new Error(`business ${d.id} instead of ${s.otherBizId}`);
        },
    },
    {
        call: 'changeBusiness',
        title: 'to a business the owner is not in',
        expect: 403,
        request: () => ({ body: { bizId: MISSING_ID } }),
    },
    {
        call: 'setDefaultBusiness',
        title: 'the current business',
        expect: 200,
        request: (s) => ({ body: { bizId: s.bizId } }),
    },
    {
        call: 'setDefaultBusiness',
        title: 'a business the owner is not in',
        expect: 403,
        request: () => ({ body: { bizId: MISSING_ID } }),
    },

    // --- The signed-in person ---
    { call: 'credentialList', title: 'sign-in methods', expect: 200 },
    noToken('credentialList'),
    {
        call: 'credentialZaloLoginUrl',
        title: 'the Zalo link page',
        expect: 200,
        keep: (d, s) => (s.zaloState = d.state),
    },
    noToken('credentialZaloLoginUrl'),
    {
        call: 'credentialAddZalo',
        title: 'links Zalo',
        expect: 200,
        needs: need('zaloState'),
        request: (s) => ({ body: { state: s.zaloState, code: 'zalo-contract' } }),
        keep: (d, s) => (s.credentialId = d.id),
    },
    {
        call: 'credentialAddZalo',
        title: 'an unknown state',
        expect: 400,
        request: () => ({ body: { state: 'khong-ton-tai', code: 'x' } }),
    },
    {
        call: 'credentialAddPassword',
        title: 'a password that follows the rules',
        expect: 200,
        request: () => ({ body: { password: 'XacThuc2026', confirm: 'XacThuc2026' } }),
    },
    {
        call: 'credentialAddPassword',
        title: 'a weak password',
        expect: 400,
        invalid: true,
        request: () => ({ body: { password: 'abc', confirm: 'abc' } }),
    },
    {
        call: 'credentialDelete',
        title: 'the Zalo link',
        expect: 200,
        needs: need('credentialId'),
        request: (s) => ({ params: { id: s.credentialId } }),
    },
    missing('credentialDelete'),
    {
        call: 'createProfile',
        title: 'the newcomer creates a profile',
        as: 'newcomer',
        expect: 200,
        request: () => ({
            form: {
                name: 'Ngô Thị Lan',
                phone: '0901000004',
                email: 'lan.ngo@example.vn',
                ...address,
                avatar: png(),
            },
        }),
    },
    {
        call: 'createProfile',
        title: 'a profile that exists already',
        expect: 400,
        request: () => ({ form: { name: 'Trần Minh Khoa', phone: '0901000001' } }),
    },
    {
        call: 'updateProfile',
        title: 'the owner updates the profile',
        expect: 200,
        request: () => ({
            form: {
                name: 'Trần Minh Khoa',
                phone: '0901000001',
                email: 'khoa.tran@example.vn',
                birthday: '1988-05-12',
                ...address,
            },
        }),
    },
    {
        call: 'updateProfile',
        title: 'a phone number that is not one',
        expect: 400,
        invalid: true,
        request: () => ({ form: { name: 'Trần Minh Khoa', phone: '12' } }),
    },
    {
        call: 'reportIssue',
        title: 'reports an issue',
        expect: 200,
        request: () => ({
            body: {
                category: 'bug',
                description: 'Danh sách sản phẩm không tải được khi lọc.',
                page: '/product',
            },
        }),
    },
    {
        call: 'reportIssue',
        title: 'a description too short',
        expect: 400,
        invalid: true,
        request: () => ({ body: { category: 'bug', description: 'lỗi' } }),
    },

    // --- Uploads and businesses ---
    { call: 'uploadBizImages', title: 'a PNG', expect: 200, request: () => ({ form: { files: [png()] } }) },
    {
        call: 'uploadBizImages',
        title: 'a text file',
        expect: 400,
        request: () => ({ form: { files: [text()] } }),
    },
    {
        call: 'uploadBizImages',
        title: 'an SVG with script named and typed as a PNG',
        expect: 400,
        request: () => ({ form: { files: [svgAsPng()] } }),
    },
    {
        call: 'uploadStampTemplateImage',
        title: 'a PNG',
        expect: 200,
        request: () => ({ form: { file: png() } }),
    },
    {
        call: 'uploadStampTemplateImage',
        title: 'a text file',
        expect: 400,
        request: () => ({ form: { file: text() } }),
    },
    {
        call: 'cloneBizResource',
        title: "another business's logo",
        expect: 200,
        needs: need('otherBizId'),
        request: (s) => ({ body: { fromBizId: s.otherBizId, resource: 'logo' } }),
    },
    {
        call: 'cloneBizResource',
        title: 'from a business the owner is not in',
        expect: 403,
        request: () => ({ body: { fromBizId: MISSING_ID, resource: 'logo' } }),
    },
    {
        call: 'businessCreate',
        title: 'registers a business',
        expect: 200,
        request: (s) => ({
            form: {
                name: `HTX Kiểm thử ${RUN}`,
                taxCode: (s.taxCode = runTaxCode()),
                phone: runPhone('1'),
                ...address,
                logo: png(),
            },
        }),
    },
    {
        call: 'businessCreate',
        title: 'a tax code registered already',
        expect: 400,
        needs: need('taxCode'),
        request: (s) => ({
            form: { name: `HTX Trùng mã ${RUN}`, taxCode: s.taxCode, phone: runPhone('2'), ...address },
        }),
    },
    {
        call: 'businessCreate',
        title: 'a household business registers with its 12-digit personal identification number',
        expect: 200,
        request: () => ({
            form: {
                name: `Hộ kinh doanh Kiểm thử ${RUN}`,
                // Lâm Đồng (068), born in the 1990s: this run's digits keep it unique.
                taxCode: `0680${RUN.slice(-2)}${RUN.slice(0, 6)}`,
                phone: runPhone('3'),
                ...address,
            },
        }),
    },
    {
        call: 'businessCreate',
        title: 'a 12-digit number whose province code is none',
        expect: 400,
        request: () => ({
            form: {
                name: `Hộ kinh doanh Sai mã ${RUN}`,
                taxCode: `099085${RUN.slice(0, 6)}`,
                phone: runPhone('4'),
                ...address,
            },
        }),
    },
    {
        call: 'businessCreate',
        title: 'a branch tax code whose enterprise code has a wrong check digit',
        expect: 400,
        needs: need('taxCode'),
        request: (s) => ({
            form: {
                name: `Chi nhánh Sai mã ${RUN}`,
                taxCode: `${s.taxCode.slice(0, 9)}${(Number(s.taxCode[9]) + 1) % 10}-001`,
                phone: runPhone('5'),
                ...address,
            },
        }),
    },
    {
        call: 'businessUpdate',
        title: 'the description',
        expect: 200,
        request: () => ({ body: { description: 'Hợp tác xã trồng và chế biến cà phê Arabica Cầu Đất.' } }),
    },
    {
        call: 'businessUpdate',
        title: 'a phone number that is not one',
        expect: 400,
        invalid: true,
        request: () => ({ body: { phone: '12' } }),
    },

    // --- Members and invitations the business sends ---
    listOk('bizUserList', 'members', (d, s) => {
        s.memberId = d.items?.find((m: any) => m.id !== s.meId && m.role !== 1 && m.status === 'active')?.id;
    }),
    noToken('bizUserList', () => ({ query: { page: 1 } })),
    {
        call: 'bizUserList',
        title: 'as a user (owner only)',
        as: 'user',
        expect: 403,
        request: () => ({ query: { page: 1 } }),
    },
    {
        call: 'bizUserDetail',
        title: 'a member',
        expect: 200,
        needs: need('memberId'),
        request: (s) => ({ params: { id: s.memberId } }),
    },
    missing('bizUserDetail'),
    {
        call: 'bizUserLock',
        title: 'a member',
        expect: 200,
        needs: need('memberId'),
        request: (s) => ({ params: { id: s.memberId } }),
    },
    {
        call: 'bizUserLock',
        title: 'the owner themself',
        expect: 403,
        request: (s) => ({ params: { id: s.meId } }),
    },
    {
        call: 'bizUserUnlock',
        title: 'the locked member',
        expect: 200,
        needs: need('memberId'),
        request: (s) => ({ params: { id: s.memberId } }),
    },
    {
        call: 'bizUserUnlock',
        title: 'a member who is active',
        expect: 400,
        needs: need('memberId'),
        request: (s) => ({ params: { id: s.memberId } }),
    },
    {
        call: 'bizUserChangeRole',
        title: 'a member becomes an observer',
        expect: 200,
        needs: need('memberId'),
        request: (s) => ({ body: { userId: s.memberId, role: 3 } }),
    },
    {
        call: 'bizUserChangeRole',
        title: 'a role that does not exist',
        expect: 400,
        invalid: true,
        request: (s) => ({ body: { userId: s.memberId, role: 9 } }),
    },
    {
        call: 'bizUserUpdate',
        title: "a member's position",
        expect: 200,
        needs: need('memberId'),
        request: (s) => ({ body: { id: s.memberId, position: 'Kế toán', note: '' } }),
    },
    {
        call: 'bizUserUpdate',
        title: 'someone who is not a member',
        expect: 404,
        request: () => ({ body: { id: MISSING_ID, position: 'Kế toán' } }),
    },
    {
        call: 'invitationCreate',
        title: 'invites a phone number',
        expect: 200,
        request: () => ({ body: { phone: runPhone('8'), role: 2 } }),
        keep: (d, s) => (s.invitationId = d.id),
    },
    {
        call: 'invitationCreate',
        title: 'neither phone nor email',
        expect: 400,
        invalid: true,
        request: () => ({ body: { role: 2 } }),
    },
    listOk('invitationList', 'sent invitations'),
    noToken('invitationList'),
    {
        call: 'invitationDetail',
        title: 'the new invitation',
        expect: 200,
        needs: need('invitationId'),
        request: (s) => ({ params: { id: s.invitationId } }),
    },
    missing('invitationDetail'),
    {
        call: 'invitationCancel',
        title: 'the new invitation',
        expect: 200,
        needs: need('invitationId'),
        request: (s) => ({ params: { id: s.invitationId } }),
    },
    {
        call: 'invitationCancel',
        title: 'an invitation cancelled already',
        expect: 400,
        needs: need('invitationId'),
        request: (s) => ({ params: { id: s.invitationId } }),
    },

    // --- Invitations the owner received ---
    listOk(
        'myInvitationList',
        'pending invitations',
        (d, s) => {
            const pending = (d.items ?? d).filter((i: any) => i.status === 'pending');
            s.receivedId = pending[0]?.id;
            s.acceptCode = pending[0]?.code;
            s.rejectCode = pending[1]?.code;
        },
        { status: 'pending' },
    ),
    noToken('myInvitationList'),
    {
        call: 'myInvitationDetail',
        title: 'a received invitation',
        expect: 200,
        needs: need('receivedId'),
        request: (s) => ({ params: { id: s.receivedId } }),
    },
    missing('myInvitationDetail'),
    {
        call: 'myInvitationAccept',
        title: 'a pending invitation',
        expect: 200,
        needs: need('acceptCode'),
        request: (s) => ({ params: { code: s.acceptCode } }),
        keep: (d, s) => (s.joinedBizId = d.bizId),
    },
    {
        call: 'myInvitationAccept',
        title: 'the same invitation again',
        expect: 400,
        needs: need('acceptCode'),
        request: (s) => ({ params: { code: s.acceptCode } }),
    },
    {
        call: 'myInvitationReject',
        title: 'another pending invitation',
        expect: 200,
        needs: need('rejectCode'),
        request: (s) => ({ params: { code: s.rejectCode } }),
    },
    {
        call: 'myInvitationReject',
        title: 'a code nobody was given',
        expect: 404,
        request: () => ({ params: { code: 'INV-KHONG-CO' } }),
    },

    // --- Administrative units ---
    { call: 'provinces', title: 'all provinces', as: 'none', expect: 200 },
    {
        call: 'wards',
        title: 'wards of a province',
        as: 'none',
        expect: 200,
        request: () => ({ query: { province: FIXTURES.province } }),
    },
    { call: 'wards', title: 'without a province', as: 'none', expect: 400, invalid: true },

    // --- Partners, sales points, growing locations ---
    {
        call: 'partnerCreate',
        title: 'a supplier',
        expect: 200,
        request: () => ({
            body: { name: `Đối tác kiểm thử ${RUN}`, type: 'supplier', phone: runPhone('3'), ...address },
        }),
        keep: (d, s) => (s.partnerId = d.id),
    },
    {
        call: 'partnerCreate',
        title: 'without a name',
        expect: 400,
        invalid: true,
        request: () => ({ body: { type: 'supplier', phone: '0912345678', ...address } }),
    },
    listOk('partnerList', 'partners'),
    noToken('partnerList'),
    {
        call: 'partnerDetail',
        title: 'the new partner',
        expect: 200,
        needs: need('partnerId'),
        request: (s) => ({ params: { id: s.partnerId } }),
    },
    missing('partnerDetail'),
    {
        call: 'partnerUpdate',
        title: 'a note',
        expect: 200,
        needs: need('partnerId'),
        request: (s) => ({ params: { id: s.partnerId }, body: { note: 'Giao hàng thứ Hai' } }),
    },
    missing('partnerUpdate', { note: 'Giao hàng thứ Hai' }),
    {
        call: 'partnerUpdate',
        title: 'as an observer',
        as: 'observer',
        expect: 403,
        needs: need('partnerId'),
        request: (s) => ({ params: { id: s.partnerId }, body: { note: 'x' } }),
    },
    {
        call: 'shopCreate',
        title: 'a store',
        expect: 200,
        request: () => ({
            body: { name: `Điểm bán kiểm thử ${RUN}`, type: 'store', phone: runPhone('4'), ...address },
        }),
        keep: (d, s) => (s.shopId = d.id),
    },
    {
        call: 'shopCreate',
        title: 'a type that does not exist',
        expect: 400,
        invalid: true,
        request: () => ({ body: { name: `Điểm bán sai ${RUN}`, type: 'kho', ...address } }),
    },
    listOk('shopList', 'sales points'),
    noToken('shopList'),
    {
        call: 'shopDetail',
        title: 'the new sales point',
        expect: 200,
        needs: need('shopId'),
        request: (s) => ({ params: { id: s.shopId } }),
    },
    missing('shopDetail'),
    {
        call: 'shopUpdate',
        title: 'opening hours',
        expect: 200,
        needs: need('shopId'),
        request: (s) => ({ params: { id: s.shopId }, body: { openingHours: '7:00–21:00' } }),
    },
    missing('shopUpdate', { openingHours: '7:00–21:00' }),
    {
        call: 'locationCreate',
        title: 'a growing location',
        expect: 200,
        request: () => ({
            body: {
                name: `Vùng trồng kiểm thử ${RUN}`,
                code: `VT-${RUN}`,
                crops: 'Cà phê',
                areaHa: 2.5,
                standard: 'vietgap',
                ...address,
            },
        }),
        keep: (d, s) => (s.locationId = d.id),
    },
    {
        call: 'locationCreate',
        title: 'without a province',
        expect: 400,
        invalid: true,
        request: () => ({ body: { name: `Vùng trồng thiếu tỉnh ${RUN}` } }),
    },
    listOk('locationList', 'growing locations'),
    noToken('locationList'),
    { call: 'locationListActive', title: 'active growing locations', expect: 200 },
    noToken('locationListActive'),
    {
        call: 'locationDetail',
        title: 'the new location',
        expect: 200,
        needs: need('locationId'),
        request: (s) => ({ params: { id: s.locationId } }),
    },
    missing('locationDetail'),
    {
        call: 'locationUpdate',
        title: 'the area',
        expect: 200,
        needs: need('locationId'),
        request: (s) => ({ params: { id: s.locationId }, body: { areaHa: 3 } }),
    },
    missing('locationUpdate', { areaHa: 3 }),

    // --- Products ---
    {
        call: 'productAdd',
        title: 'a product',
        expect: 200,
        request: () => ({
            body: {
                name: `Cà phê kiểm thử ${RUN}`,
                code: `KT-${RUN}`,
                category: 'coffee',
                unit: 'túi',
                netContent: '500 g',
                certifications: ['vietgap'],
                attributes: [{ name: 'Độ cao', value: '1.500 m' }],
            },
        }),
        keep: (d, s) => ((s.productId = d.id), (s.publicCode = d.publicCode)),
    },
    {
        call: 'productAdd',
        title: 'an SVG with script as a PNG data URL',
        expect: 400,
        request: () => ({
            body: {
                name: `Ảnh lạ ${RUN}`,
                code: `AL-${RUN}`,
                category: 'coffee',
                unit: 'túi',
                images: [SVG_AS_PNG_URL],
            },
        }),
    },
    {
        call: 'productAdd',
        title: 'a category that does not exist',
        expect: 400,
        invalid: true,
        request: () => ({ body: { name: 'Sai loại', code: `SL-${RUN}`, category: 'xe', unit: 'chiếc' } }),
    },
    listOk('productList', 'products'),
    noToken('productList'),
    { call: 'productListActive', title: 'active products', expect: 200 },
    noToken('productListActive'),
    {
        call: 'productDetail',
        title: 'the new product',
        expect: 200,
        needs: need('productId'),
        request: (s) => ({ params: { id: s.productId } }),
    },
    missing('productDetail'),
    {
        call: 'productEdit',
        title: 'the description',
        expect: 200,
        needs: need('productId'),
        request: (s) => ({ params: { id: s.productId }, body: { description: 'Rang mộc, xay sẵn.' } }),
    },
    missing('productEdit', { description: 'Rang mộc' }),
    {
        call: 'productAttributes',
        title: 'of the new product',
        expect: 200,
        needs: need('productId'),
        request: (s) => ({ params: { id: s.productId } }),
    },
    missing('productAttributes'),

    // --- Stamp templates ---
    {
        call: 'stampTemplateAdd',
        title: 'a physical template',
        expect: 200,
        request: () => ({
            body: {
                name: `Mẫu tem kiểm thử ${RUN}`,
                kind: 'physical',
                shape: 'rounded',
                widthMm: 40,
                heightMm: 25,
                qrContent: 'scanner',
                qrX: 2,
                qrY: 2.5,
                qrSizeMm: 20,
                showSerial: true,
                serialX: 31,
                serialY: 12.5,
                serialFontPt: 7,
                serialPrefix: 'KT-',
                headline: 'Cà phê Cầu Đất',
                backgroundColor: '#ffffff',
                foregroundColor: '#1b1b1b',
            },
        }),
        keep: (d, s) => (s.templateId = d.id),
    },
    {
        call: 'stampTemplateAdd',
        title: 'without a name',
        expect: 400,
        invalid: true,
        request: () => ({ body: { kind: 'physical', shape: 'rounded', qrContent: 'scanner' } }),
    },
    listOk('stampTemplateList', 'templates'),
    noToken('stampTemplateList'),
    { call: 'stampTemplateListActive', title: 'active templates', expect: 200 },
    noToken('stampTemplateListActive'),
    {
        call: 'stampTemplateDetail',
        title: 'the new template',
        expect: 200,
        needs: need('templateId'),
        request: (s) => ({ params: { id: s.templateId } }),
    },
    missing('stampTemplateDetail'),
    {
        call: 'stampTemplateEdit',
        title: 'the headline',
        expect: 200,
        needs: need('templateId'),
        request: (s) => ({ params: { id: s.templateId }, body: { headline: 'Cà phê Arabica' } }),
    },
    missing('stampTemplateEdit', { headline: 'Cà phê Arabica' }),
    {
        call: 'stampTemplatePreview',
        title: 'the new template',
        expect: 200,
        needs: need('templateId'),
        request: (s) => ({ params: { id: s.templateId } }),
    },
    missing('stampTemplatePreview'),
    {
        call: 'stampTemplatePreviewFromParams',
        title: 'unsaved values',
        expect: 200,
        request: () => ({
            body: {
                kind: 'physical',
                shape: 'circle',
                widthMm: 30,
                heightMm: 30,
                qrContent: 'scanner',
                qrX: 5,
                qrY: 5,
                qrSizeMm: 20,
                showSerial: false,
            },
        }),
    },
    {
        call: 'stampTemplatePreviewFromParams',
        title: 'a QR code outside the stamp',
        expect: 400,
        request: () => ({
            body: {
                kind: 'physical',
                shape: 'rectangle',
                qrContent: 'scanner',
                widthMm: 20,
                heightMm: 20,
                qrX: 15,
                qrY: 15,
                qrSizeMm: 18,
            },
        }),
    },
    {
        call: 'stampTemplateDeactivate',
        title: 'the new template',
        expect: 200,
        needs: need('templateId'),
        request: (s) => ({ params: { id: s.templateId } }),
    },
    missing('stampTemplateDeactivate'),
    {
        call: 'stampTemplateActivate',
        title: 'the stopped template',
        expect: 200,
        needs: need('templateId'),
        request: (s) => ({ params: { id: s.templateId } }),
    },
    {
        call: 'stampTemplateActivate',
        title: 'a template already active',
        expect: 400,
        needs: need('templateId'),
        request: (s) => ({ params: { id: s.templateId } }),
    },

    // --- Stamps: print, check, activate, sell, destroy, trace ---
    {
        call: 'generationAdd',
        title: 'prints 20 stamps',
        expect: 200,
        needs: need('templateId'),
        request: (s) => ({ body: { templateId: s.templateId, quantity: 20, note: 'Lô kiểm thử' } }),
        keep: (d, s) => {
            s.generationId = d.id;
            s.printed = { from: d.fromSerialText, to: d.toSerialText };
            s.stampCode = d.sampleCodes?.[0]?.code;
        },
    },
    {
        call: 'generationAdd',
        title: 'a batch with an Idempotency-Key',
        expect: 200,
        needs: need('templateId'),
        request: (s) => ({
            body: { templateId: s.templateId, quantity: 3, note: 'Gửi hai lần' },
            headers: { 'Idempotency-Key': BATCH_KEY },
        }),
        keep: (d, s) => (s.keyedBatchId = d.id),
    },
    {
        call: 'generationAdd',
        title: 'the same batch sent again with its key: the first answer, no second batch',
        expect: 200,
        needs: need('keyedBatchId'),
        request: (s) => ({
            body: { templateId: s.templateId, quantity: 3, note: 'Gửi hai lần' },
            headers: { 'Idempotency-Key': BATCH_KEY },
        }),
        keep: (d, s) => {
            if (d.id !== s.keyedBatchId) throw new Error(`a second batch ${d.id} was made`);
        },
    },
    {
        call: 'generationAdd',
        title: 'zero stamps',
        expect: 400,
        invalid: true,
        needs: need('templateId'),
        request: (s) => ({ body: { templateId: s.templateId, quantity: 0 } }),
    },
    {
        call: 'generationAddPreactivate',
        title: 'prints 5 stamps active at once, into a lot written in Vietnamese (the server proposes its GS1 lot code)',
        expect: 200,
        needs: need('templateId'),
        request: (s) => ({
            body: { templateId: s.templateId, quantity: 5, productId: s.productId, lot: `Lô ${RUN} T` },
        }),
        keep: (d, s) => (
            (s.preactivated = { from: d.fromSerialText, to: d.toSerialText }),
            (s.preactivatedId = d.id)
        ),
    },
    {
        call: 'generationAddPreactivate',
        title: 'without a template',
        expect: 400,
        invalid: true,
        request: () => ({ body: { quantity: 5 } }),
    },
    {
        call: 'generationAdd',
        title: 'as an observer',
        as: 'observer',
        expect: 403,
        needs: need('templateId'),
        request: (s) => ({ body: { templateId: s.templateId, quantity: 1 } }),
    },
    listOk('generationList', 'print batches'),
    noToken('generationList'),
    {
        call: 'generationDetail',
        title: 'the new batch',
        expect: 200,
        needs: need('generationId'),
        request: (s) => ({ params: { id: s.generationId } }),
    },
    missing('generationDetail'),
    {
        call: 'generationPrintUrl',
        title: 'the print file of the batch',
        expect: 200,
        needs: need('generationId'),
        request: (s) => ({ params: { id: s.generationId } }),
    },
    {
        call: 'generationPrintUrl',
        title: 'the print file and codes file of a pre-activated batch',
        expect: 200,
        needs: need('preactivatedId'),
        request: (s) => ({ params: { id: s.preactivatedId } }),
        keep: (d) => {
            if (typeof d.csvUrl !== 'string' || d.csvUrl === d.url)
                throw new Error('print-url sent no codes file link (csvUrl)');
        },
    },
    missing('generationPrintUrl'),
    {
        call: 'stampCheck',
        title: 'the printed range before activation',
        expect: 200,
        needs: need('printed'),
        request: (s) => ({ body: { operation: 'activation', ranges: [s.printed] } }),
    },
    {
        call: 'stampCheck',
        title: 'an operation that does not exist',
        expect: 400,
        invalid: true,
        request: () => ({ body: { operation: 'rename', ranges: [{ from: '1', to: '2' }] } }),
    },
    {
        call: 'activationAdd',
        title: 'a GS1 lot code GS1 does not allow (Vietnamese letters, a space)',
        expect: 400,
        invalid: true,
        needs: (s) => need('printed')(s) ?? need('productId')(s),
        request: (s) => ({
            body: { ranges: [s.printed], productId: s.productId, lot: 'Lô 3/2025', gs1Lot: 'LÔ 3/2025' },
        }),
    },
    {
        call: 'activationAdd',
        title: 'activates the printed range, with its GS1 lot code',
        expect: 200,
        needs: (s) => need('printed')(s) ?? need('productId')(s),
        request: (s) => ({
            body: {
                ranges: [s.printed],
                productId: s.productId,
                lot: `LO-${RUN}`,
                gs1Lot: `LO-${RUN}`,
                mfgDate: day(-2),
                expDate: day(365),
                locationId: s.locationId,
            },
        }),
        keep: (d, s) => {
            if (d.gs1Lot !== `LO-${RUN}`) throw new Error(`the activation kept GS1 lot code ${d.gs1Lot}`);
            s.activationId = d.id;
        },
    },
    {
        call: 'activationAdd',
        title: 'the same range again',
        expect: 400,
        needs: (s) => need('printed')(s) ?? need('productId')(s),
        request: (s) => ({ body: { ranges: [s.printed], productId: s.productId, lot: `LO-${RUN}` } }),
    },
    listOk('activationList', 'activations'),
    noToken('activationList'),
    {
        call: 'activationDetail',
        title: 'the new activation',
        expect: 200,
        needs: need('activationId'),
        request: (s) => ({ params: { id: s.activationId } }),
    },
    missing('activationDetail'),
    { call: 'retailSettings', title: "the business's retail rules", expect: 200 },
    noToken('retailSettings'),
    {
        call: 'retailAdd',
        title: 'sells the activated range',
        expect: 200,
        needs: (s) => need('activationId')(s) ?? need('shopId')(s),
        request: (s) => ({ body: { ranges: [s.printed], shopId: s.shopId, soldOn: day() } }),
        keep: (d, s) => (s.retailId = d.id),
    },
    {
        call: 'retailAdd',
        title: 'at a sales point that does not exist',
        expect: 400,
        needs: need('printed'),
        request: (s) => ({ body: { ranges: [s.printed], shopId: MISSING_ID } }),
    },
    listOk('retailList', 'retail sales'),
    noToken('retailList'),
    {
        call: 'retailDetail',
        title: 'the new sale',
        expect: 200,
        needs: need('retailId'),
        request: (s) => ({ params: { id: s.retailId } }),
    },
    missing('retailDetail'),
    {
        call: 'destructionAdd',
        title: 'destroys the pre-activated range',
        expect: 200,
        needs: need('preactivated'),
        request: (s) => ({
            body: { ranges: [s.preactivated], reason: 'damaged', note: 'Tem bị rách khi dán' },
        }),
        keep: (d, s) => (s.destructionId = d.id),
    },
    {
        call: 'destructionAdd',
        title: 'a reason that does not exist',
        expect: 400,
        invalid: true,
        needs: need('preactivated'),
        request: (s) => ({ body: { ranges: [s.preactivated], reason: 'chán' } }),
    },
    listOk('destructionList', 'destructions'),
    noToken('destructionList'),
    {
        call: 'destructionDetail',
        title: 'the new destruction',
        expect: 200,
        needs: need('destructionId'),
        request: (s) => ({ params: { id: s.destructionId } }),
    },
    missing('destructionDetail'),
    {
        call: 'trace',
        title: 'a sold stamp',
        expect: 200,
        needs: need('stampCode'),
        request: (s) => ({ query: { code: s.stampCode } }),
    },
    { call: 'trace', title: 'without a code', expect: 400, invalid: true },
    {
        call: 'scanRules',
        title: "the business's suspicious-scan rules",
        expect: 200,
        as: 'observer',
        keep: (d, s) => (s.scanRules = d),
    },
    noToken('scanRules'),
    {
        call: 'scanRulesUpdate',
        title: 'saves the rules as they are',
        expect: 200,
        needs: need('scanRules'),
        request: (s) => ({ body: s.scanRules }),
    },
    {
        call: 'scanRulesUpdate',
        title: 'a distance under 10 km',
        expect: 400,
        invalid: true,
        needs: need('scanRules'),
        request: (s) => ({ body: { ...s.scanRules, farApart: { ...s.scanRules.farApart, distanceKm: 5 } } }),
    },
    {
        call: 'scanRulesUpdate',
        title: 'by a user who is not the owner',
        as: 'user',
        expect: 403,
        needs: need('scanRules'),
        request: (s) => ({ body: s.scanRules }),
    },
    {
        call: 'suspiciousStampList',
        title: 'stamps scanned far apart',
        expect: 200,
        request: () => ({ query: { rule: 'far_apart', page: 1, limit: 20 } }),
    },
    {
        call: 'suspiciousStampList',
        title: 'a rule that does not exist',
        expect: 400,
        invalid: true,
        request: () => ({ query: { rule: 'moon_phase' } }),
    },
    // --- Lots: list, page, history, recall (the activated and sold lot) ---
    listOk('lotList', 'lots'),
    noToken('lotList'),
    {
        call: 'lotDetail',
        title: 'the activated lot',
        expect: 200,
        needs: need('activationId'),
        request: (s) => ({ query: { productId: s.productId, lot: `LO-${RUN}` } }),
    },
    {
        call: 'lotDetail',
        title: 'a lot never activated',
        expect: 404,
        needs: need('productId'),
        request: (s) => ({ query: { productId: s.productId, lot: `KHONG-CO-${RUN}` } }),
    },
    {
        call: 'lotHistory',
        title: 'the activated lot',
        expect: 200,
        needs: need('activationId'),
        request: (s) => ({ query: { productId: s.productId, lot: `LO-${RUN}` } }),
    },
    {
        call: 'lotHistory',
        title: 'one part of the activated lot (its first stamp)',
        expect: 200,
        needs: need('activationId'),
        request: (s) => ({ query: { productId: s.productId, lot: `LO-${RUN}`, offset: 0, limit: 1 } }),
    },
    {
        call: 'lotHistory',
        title: 'a part larger than 20.000 stamps',
        expect: 400,
        invalid: true,
        needs: need('activationId'),
        request: (s) => ({ query: { productId: s.productId, lot: `LO-${RUN}`, limit: 20_001 } }),
    },
    {
        call: 'lotHistory',
        title: 'without a lot number',
        expect: 400,
        invalid: true,
        needs: need('productId'),
        request: (s) => ({ query: { productId: s.productId } }),
    },
    // --- Plots and lot origins (before the lot is recalled) ---
    ...plotScenarios(RUN, MISSING_ID, need),
    {
        call: 'lotRecall',
        title: 'recalls the activated lot',
        expect: 200,
        needs: need('activationId'),
        request: (s) => ({
            body: {
                productId: s.productId,
                lot: `LO-${RUN}`,
                reason: 'quality',
                note: 'Độ ẩm vượt mức cho phép',
            },
        }),
    },
    {
        call: 'lotRecall',
        title: 'the same lot again',
        expect: 400,
        needs: need('activationId'),
        request: (s) => ({ body: { productId: s.productId, lot: `LO-${RUN}`, reason: 'quality' } }),
    },
    {
        call: 'lotRecall',
        title: 'a user may not recall a lot (the owner only)',
        as: 'user',
        expect: 403,
        request: () => ({ body: { productId: 1, lot: 'CD-2025-01', reason: 'quality' } }),
    },

    // --- Public pages ---
    {
        call: 'publicBiz',
        title: 'the business',
        as: 'none',
        expect: 200,
        needs: need('bizCode'),
        request: (s) => ({ params: { code: s.bizCode } }),
    },
    {
        call: 'publicBiz',
        title: 'a code no business has',
        as: 'none',
        expect: 404,
        request: () => ({ params: { code: 'KHONGCO' } }),
    },
    {
        call: 'publicCompanyV2',
        title: 'the business',
        as: 'none',
        expect: 200,
        needs: need('bizCode'),
        request: (s) => ({ params: { code: s.bizCode } }),
    },
    {
        call: 'publicCompanyV2',
        title: 'a code no business has',
        as: 'none',
        expect: 404,
        request: () => ({ params: { code: 'KHONGCO' } }),
    },
    {
        call: 'publicProduct',
        title: 'the new product',
        as: 'none',
        expect: 200,
        needs: need('publicCode'),
        request: (s) => ({ params: { code: s.publicCode } }),
    },
    {
        call: 'publicProduct',
        title: 'a code no product has',
        as: 'none',
        expect: 404,
        request: () => ({ params: { code: 'KHONGCO' } }),
    },
    {
        call: 'publicProductV2',
        title: 'the new product',
        as: 'none',
        expect: 200,
        needs: need('publicCode'),
        request: (s) => ({ params: { code: s.publicCode } }),
    },
    {
        call: 'publicProductV2',
        title: 'a code no product has',
        as: 'none',
        expect: 404,
        request: () => ({ params: { code: 'KHONGCO' } }),
    },
    {
        call: 'publicStamp',
        title: 'a sold stamp',
        as: 'none',
        expect: 200,
        needs: need('stampCode'),
        request: (s) => ({ params: { code: s.stampCode } }),
    },
    {
        call: 'publicStamp',
        title: 'a code no stamp has',
        as: 'none',
        expect: 404,
        request: () => ({ params: { code: 'ZZZZZZZZZZZZ' } }),
    },
    {
        call: 'publicStampV2',
        title: 'a sold stamp',
        as: 'none',
        expect: 200,
        needs: need('stampCode'),
        request: (s) => ({ params: { code: s.stampCode } }),
    },
    {
        call: 'publicStampV2',
        title: 'a code no stamp has',
        as: 'none',
        expect: 404,
        request: () => ({ params: { code: 'ZZZZZZZZZZZZ' } }),
    },
    {
        call: 'publicMigratedCompanies',
        title: 'companies moved from the old system',
        as: 'none',
        expect: 200,
    },
    {
        call: 'publicAffiliate',
        title: 'a live campaign',
        as: 'none',
        expect: 200,
        request: () => ({ params: { code: FIXTURES.affiliateCode } }),
        keep: (d, s) => (s.campaignId = d.id),
    },
    {
        call: 'publicAffiliate',
        title: 'a code no campaign has',
        as: 'none',
        expect: 404,
        request: () => ({ params: { code: 'KHONGCO' } }),
    },
    {
        call: 'affiliateAccept',
        title: 'the campaign',
        expect: 200,
        needs: need('campaignId'),
        request: (s) => ({ params: { id: s.campaignId } }),
    },
    {
        call: 'affiliateAccept',
        title: 'the same campaign again',
        expect: 400,
        needs: need('campaignId'),
        request: (s) => ({ params: { id: s.campaignId } }),
    },
    {
        call: 'affiliateReject',
        title: "the campaign, for the owner's other business",
        as: 'none',
        token: (s) => s.otherBizToken,
        expect: 200,
        needs: (s) => need('campaignId')(s) ?? need('otherBizToken')(s),
        request: (s) => ({ params: { id: s.campaignId } }),
    },
    missing('affiliateReject'),

    // --- Production diaries ---
    {
        call: 'diaryTemplates',
        title: 'diary templates',
        expect: 200,
        keep: (d, s) => (s.diaryTemplateId = d[0]?.id),
    },
    noToken('diaryTemplates'),
    {
        call: 'diaryTemplateActivities',
        title: 'activities of a template',
        expect: 200,
        needs: need('diaryTemplateId'),
        request: (s) => ({ params: { id: s.diaryTemplateId } }),
    },
    missing('diaryTemplateActivities'),
    {
        call: 'diaryAdd',
        title: 'a diary for the new product',
        expect: 200,
        needs: (s) => need('diaryTemplateId')(s) ?? need('productId')(s),
        request: (s) => ({
            body: {
                name: `Nhật ký kiểm thử ${RUN}`,
                templateId: s.diaryTemplateId,
                productId: s.productId,
                locationId: s.locationId,
                season: 'Vụ 2026',
                startDate: day(-10),
            },
        }),
        keep: (d, s) => (s.diaryId = d.id),
    },
    {
        call: 'diaryAdd',
        title: 'without a product',
        expect: 400,
        invalid: true,
        request: (s) => ({
            body: { name: 'Thiếu sản phẩm', templateId: s.diaryTemplateId, startDate: day(-10) },
        }),
    },
    listOk('diaryList', 'diaries'),
    noToken('diaryList'),
    {
        call: 'diaryOptions',
        title: "the new product's diaries",
        expect: 200,
        needs: need('productId'),
        request: (s) => ({ params: { id: s.productId } }),
    },
    missing('diaryOptions'),
    {
        call: 'diaryDetail',
        title: 'the new diary',
        expect: 200,
        needs: need('diaryId'),
        request: (s) => ({ params: { id: s.diaryId } }),
    },
    missing('diaryDetail'),
    {
        call: 'diaryUpdate',
        title: 'the season',
        expect: 200,
        needs: need('diaryId'),
        request: (s) => ({ params: { id: s.diaryId }, body: { season: 'Vụ 2026–2027' } }),
    },
    missing('diaryUpdate', { season: 'Vụ 2026' }),
    {
        call: 'diaryTemplateActivitiesByDiary',
        title: "the new diary's activity kinds",
        expect: 200,
        needs: need('diaryId'),
        request: (s) => ({ params: { id: s.diaryId } }),
        keep: (d, s) => (s.activityKind = (d as any[]).find((k) => !/harvest|spraying/.test(k.id)) ?? d[0]),
    },
    missing('diaryTemplateActivitiesByDiary'),
    {
        call: 'diaryActivityAdd',
        title: 'an activity',
        expect: 200,
        needs: need('activityKind'),
        request: (s) => ({
            body: {
                diaryId: s.diaryId,
                kind: s.activityKind.id,
                date: day(-1),
                performer: 'Nguyễn Văn An',
                values: activityValues(s.activityKind),
                note: 'Trời nắng',
            },
        }),
        keep: (d, s) => (s.activityId = d.id),
    },
    {
        call: 'diaryActivityAdd',
        title: 'without a performer',
        expect: 400,
        invalid: true,
        needs: need('activityKind'),
        request: (s) => ({ body: { diaryId: s.diaryId, kind: s.activityKind.id, date: day(-1) } }),
    },
    {
        call: 'diaryActivityUpdate',
        title: 'the note',
        expect: 200,
        needs: need('activityId'),
        request: (s) => ({
            body: {
                id: s.activityId,
                kind: s.activityKind.id,
                date: day(-1),
                performer: 'Nguyễn Văn An',
                values: activityValues(s.activityKind),
                note: 'Trời râm',
            },
        }),
    },
    {
        call: 'diaryActivityUpdate',
        title: 'an activity that does not exist',
        expect: 404,
        needs: need('activityKind'),
        request: (s) => ({
            body: { id: MISSING_ID, kind: s.activityKind.id, date: day(-1), performer: 'Nguyễn Văn An' },
        }),
    },
    {
        call: 'diaryActivityList',
        title: "the new diary's activities",
        expect: 200,
        needs: need('diaryId'),
        request: (s) => ({ params: { id: s.diaryId }, query: { page: 1, limit: 20 } }),
    },
    missing('diaryActivityList'),
    {
        call: 'diaryActivityDetail',
        title: 'the new activity',
        expect: 200,
        needs: need('activityId'),
        request: (s) => ({ params: { id: s.activityId } }),
    },
    missing('diaryActivityDetail'),
    {
        call: 'diaryActivityDelete',
        title: 'the new activity',
        expect: 200,
        needs: need('activityId'),
        request: (s) => ({ params: { id: s.activityId } }),
    },
    missing('diaryActivityDelete'),

    // --- Dashboard ---
    { call: 'dashboard', title: "the owner's dashboard", expect: 200 },
    noToken('dashboard'),

    // --- Authorization provider ---
    {
        call: 'authorizeEmpower',
        title: 'the owner approves an application',
        expect: 200,
        request: () => ({
            body: {
                client_id: FIXTURES.oauthClient.id,
                redirect_uri: FIXTURES.oauthClient.redirect,
                scope: 'profile:read products:read',
                state: 'contract-state',
                decision: 'approve',
            },
        }),
        keep: (d, s) => (s.oauthCode = d.code),
    },
    {
        call: 'authorizeEmpower',
        title: 'a decision that does not exist',
        expect: 400,
        invalid: true,
        request: () => ({
            body: {
                client_id: FIXTURES.oauthClient.id,
                redirect_uri: FIXTURES.oauthClient.redirect,
                scope: 'profile:read',
                state: 's',
                decision: 'maybe',
            },
        }),
    },
    {
        call: 'authorizeToken',
        title: 'exchanges the code',
        as: 'none',
        expect: 200,
        needs: need('oauthCode'),
        request: (s) => ({
            body: {
                grant_type: 'authorization_code',
                code: s.oauthCode,
                client_id: FIXTURES.oauthClient.id,
                client_secret: FIXTURES.oauthClient.secret,
                redirect_uri: FIXTURES.oauthClient.redirect,
            },
        }),
        keep: (d, s) => ((s.appRefresh = d.refresh_token), (s.appAccess = d.access_token)),
    },
    {
        call: 'authorizeRefresh',
        title: 'rotates the refresh token',
        as: 'none',
        expect: 200,
        needs: need('appRefresh'),
        request: (s) => ({
            body: {
                refresh_token: (s.oldAppRefresh = s.appRefresh),
                client_id: FIXTURES.oauthClient.id,
                client_secret: FIXTURES.oauthClient.secret,
            },
        }),
        keep: (d, s) => (s.appAccess = d.access_token),
    },
    {
        call: 'authorizeAiToken',
        title: 'a read-only assistant token',
        expect: 200,
        request: () => ({ body: { scope: 'products:read' } }),
    },
    {
        call: 'authorizeAiToken',
        title: 'a scope that writes',
        expect: 400,
        request: () => ({ body: { scope: 'products:write' } }),
    },
    {
        call: 'authorizeLogout',
        title: "revokes the application's token",
        as: 'none',
        token: (s) => s.appAccess,
        expect: 200,
        needs: need('appAccess'),
    },
    {
        call: 'authorizeLogout',
        title: 'the revoked token again',
        as: 'none',
        token: (s) => s.appAccess,
        expect: 401,
        needs: need('appAccess'),
    },
    // A replayed code or a replaced refresh token ends the grant: these come after its last use.
    {
        call: 'authorizeToken',
        title: 'the same code again',
        as: 'none',
        expect: 400,
        needs: need('oauthCode'),
        request: (s) => ({
            body: {
                grant_type: 'authorization_code',
                code: s.oauthCode,
                client_id: FIXTURES.oauthClient.id,
                client_secret: FIXTURES.oauthClient.secret,
                redirect_uri: FIXTURES.oauthClient.redirect,
            },
        }),
    },
    {
        call: 'authorizeRefresh',
        title: 'the replaced refresh token',
        as: 'none',
        expect: 401,
        needs: need('oldAppRefresh'),
        request: (s) => ({
            body: {
                refresh_token: s.oldAppRefresh,
                client_id: FIXTURES.oauthClient.id,
                client_secret: FIXTURES.oauthClient.secret,
            },
        }),
    },

    // --- Last: calls that end what the owner holds ---
    {
        call: 'leaveBusiness',
        title: 'a business the owner is not in',
        expect: 404,
        request: () => ({ params: { id: MISSING_ID } }),
    },
    {
        call: 'leaveBusiness',
        title: 'the business joined by invitation',
        expect: 200,
        needs: need('joinedBizId'),
        request: (s) => ({ params: { id: s.joinedBizId } }),
    },
    noToken('logout'),
    { call: 'logout', title: 'signs out', expect: 200 },
];

/**
 * Calls with no error answer a client can provoke: public reads without any input. Their success
 * is checked like every other call's.
 */
export const NO_ERROR_ANSWER: Partial<Record<CallName, string>> = {
    provinces: 'public list without parameters',
    publicMigratedCompanies: 'public list without parameters',
};
