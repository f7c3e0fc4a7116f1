import type { CallName } from '../../src/providers/callTypes';
import type { Scenario } from './kit';
import {
    png,
    svgAsPng,
    text,
    MISSING_ID,
    RUN,
    SWITCH_KEY,
    runPhone,
    runTaxCode,
    need,
    FIXTURES,
    address,
    listOk,
    noToken,
    missing,
} from './kit';
import { productScenarios, templateScenarios } from '../../src/features/catalogue/contract';
import { diaryScenarios } from '../../src/features/catalogue/diaryContract';
import { dashboardScenarios } from '../../src/features/dashboard/contract';
import { locationScenarios } from '../../src/features/land/contract';
import { lotOriginRightScenarios, lotRecallScenarios, lotScenarios } from '../../src/features/lots/contract';
import { networkScenarios } from '../../src/features/network/contract';
import { scanScenarios } from '../../src/features/scans/contract';
import { stampScenarios } from '../../src/features/stamps/contract';
import { teamScenarios } from '../../src/features/team/contract';
import { traceScenarios } from '../../src/features/trace/contract';
import { plotScenarios } from '../../src/features/land/plotContract';
import { overlapScenarios } from '../../src/features/land/overlapContract';
import { lotOriginScenarios } from '../../src/features/lots/originContract';
import { statementScenarios } from '../../src/features/statements/contract';
import { statementFollowScenarios } from '../../src/features/statements/followContract';
import { statementOutcomeScenarios } from '../../src/features/statements/outcomeContract';
import { yieldScenarios } from '../../src/features/land/yieldContract';
import { consentScenarios } from '../../src/features/producers/consentContract';
import { producerScenarios } from '../../src/features/producers/contract';
import { importProducerScenarios } from '../../src/features/producers/importContract';
import { rightsScenarios } from '../../src/features/producers/rightsContract';

export type { FormValue, Persona, Scenario, ScenarioRequest, State } from './kit';
export { FIXTURES, PNG_BYTES } from './kit';

/**
 * The contract scenarios in the order they run: the shell's here, each feature's from its folder
 * (src/features/<name>/contract.ts), placed where what they need exists (records created before
 * they are read, stamps printed before they are activated, the lot's origin before its recall).
 */
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
    ...teamScenarios,

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
    ...networkScenarios,
    ...locationScenarios,

    // --- Products ---
    ...productScenarios,

    // --- Stamp templates ---
    ...templateScenarios,

    // --- Stamps: print, check, activate, sell, destroy, trace ---
    ...stampScenarios,
    ...traceScenarios,
    ...scanScenarios,
    // --- Lots: list, page, history, recall (the activated and sold lot) ---
    ...lotScenarios,
    // --- Plots and lot origins (before the lot is recalled) ---
    ...plotScenarios(RUN, MISSING_ID, need),
    ...overlapScenarios(RUN, need),
    ...lotOriginScenarios(RUN, need),
    // Its producer's consent and the transfer of its pack abroad (before any statement is filed).
    ...consentScenarios(RUN),
    ...yieldScenarios(RUN),
    ...lotOriginRightScenarios,
    // The producer register, once the user persona is a user again (lotOriginRightScenarios).
    ...producerScenarios,
    ...importProducerScenarios,
    // A household's rights: its export, the access log, its erasure.
    ...rightsScenarios,
    ...lotRecallScenarios,
    ...statementScenarios,
    ...statementFollowScenarios,
    ...statementOutcomeScenarios,

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
    ...diaryScenarios,

    // --- Dashboard ---
    ...dashboardScenarios,

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
