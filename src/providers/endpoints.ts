import type { ResourceName } from '../domain/resourceNames';

/**
 * The endpoint table: every call of the API, and how react-admin resources map onto them.
 * Facts about the API (paths, methods, spelling quirks, multipart bodies, calls made without a
 * token) live here and nowhere else. Entries read `'METHOD /path'`, optionally followed by flags:
 *   `public`     sent without a bearer token
 *   `multipart`  the body is sent as FormData
 *   `own`        a call beyond the spec's list (docs/api.md): a server may lack it, and the screens
 *                built on it then say so (custom/common/ServerLacks.tsx)
 */
export const calls = {
    // Auth and user
    me: 'GET /api/me',
    refresh: 'GET /api/auth/refresh public',
    changeBusiness: 'POST /api/auth/change-business',
    setDefaultBusiness: 'POST /api/auth/set-default-business',
    leaveBusiness: 'POST /api/auth/leave-business/:id',
    ssoGetAuthUrl: 'GET /api/auth/sso/get-auth-url public',
    ssoLogin: 'POST /api/auth/sso/login public',
    logout: 'GET /api/auth/logout',
    credentialList: 'GET /api/credential/list',
    credentialZaloLoginUrl: 'GET /api/credential/get-zalo-login-url',
    credentialAddPassword: 'POST /api/credential/add-password',
    credentialAddZalo: 'POST /api/credential/add-zalo',
    credentialDelete: 'POST /api/credential/delete/:id',
    createProfile: 'POST /api/user/create-profile multipart',
    updateProfile: 'POST /api/user/update-profile multipart',
    reportIssue: 'POST /api/user/report-issue',
    // Uploads
    uploadBizImages: 'POST /api/upload/biz-images multipart',
    uploadStampTemplateImage: 'POST /api/upload/stamp-template-image multipart',
    cloneBizResource: 'POST /api/upload/clone-biz-resource',
    // Business
    businessList: 'GET /api/business',
    businessCurrent: 'GET /api/business/current',
    businessCreate: 'POST /api/business/create multipart',
    businessUpdate: 'POST /api/business/update',
    // Business users
    bizUserList: 'GET /api/biz-user/list',
    bizUserDetail: 'GET /api/biz-user/detail/:id',
    bizUserLock: 'POST /api/biz-user/lock/:id',
    bizUserUnlock: 'POST /api/biz-user/unlock/:id',
    bizUserChangeRole: 'POST /api/biz-user/change-role',
    bizUserUpdate: 'POST /api/biz-user/update',
    // Partners (the detail path is spelled 'deatil' by the API)
    partnerCreate: 'POST /api/biz-partner/create',
    partnerList: 'GET /api/biz-partner/list',
    partnerDetail: 'GET /api/biz-partner/deatil/:id',
    partnerUpdate: 'PATCH /api/biz-partner/update/:id',
    // Sales points
    shopCreate: 'POST /api/biz-shop/create',
    shopList: 'GET /api/biz-shop/list',
    shopDetail: 'GET /api/biz-shop/detail/:id',
    shopUpdate: 'PATCH /api/biz-shop/update/:id',
    // Growing locations
    locationCreate: 'POST /api/biz-location/create',
    locationList: 'GET /api/biz-location/list',
    locationDetail: 'GET /api/biz-location/detail/:id',
    locationUpdate: 'POST /api/biz-location/update/:id',
    locationListActive: 'GET /api/biz-location/list-active',
    // Products
    productAdd: 'POST /api/product/add',
    productList: 'GET /api/product/list',
    productListActive: 'GET /api/product/list-active',
    productDetail: 'GET /api/product/detail/:id',
    productEdit: 'POST /api/product/edit/:id',
    productAttributes: 'GET /api/product/attributes/:id',
    // Stamp templates
    stampTemplateAdd: 'POST /api/stamp-template/add',
    stampTemplateList: 'GET /api/stamp-template/list',
    stampTemplateListActive: 'GET /api/stamp-template/list-active',
    stampTemplateDetail: 'GET /api/stamp-template/detail/:id',
    stampTemplateEdit: 'POST /api/stamp-template/edit/:id',
    stampTemplateActivate: 'POST /api/stamp-template/active/:id',
    stampTemplateDeactivate: 'POST /api/stamp-template/inactive/:id',
    stampTemplatePreview: 'POST /api/stamp-template/print-preview-from-stamp-template/:id',
    stampTemplatePreviewFromParams: 'POST /api/stamp-template/print-preview-from-params',
    // Stamps
    stampCheck: 'POST /api/stamp/check',
    generationAdd: 'POST /api/stamp/generation/add',
    generationAddPreactivate: 'POST /api/stamp/generation/add-preactivate',
    generationList: 'GET /api/stamp/generation/list',
    generationDetail: 'GET /api/stamp/generation/detail/:id',
    generationPrintUrl: 'GET /api/stamp/generation/print-url/:id',
    activationAdd: 'POST /api/stamp/activation/add',
    activationList: 'GET /api/stamp/activation/list',
    activationDetail: 'GET /api/stamp/activation/detail/:id',
    retailAdd: 'POST /api/stamp/retail/add',
    retailList: 'GET /api/stamp/retail/list',
    retailDetail: 'GET /api/stamp/retail/detail/:id',
    retailSettings: 'GET /api/stamp/retail/settings',
    // Suspicious scans (an extension of the spec: docs/api.md, "Scan rules")
    scanRules: 'GET /api/stamp/scan-rules own',
    scanRulesUpdate: 'PUT /api/stamp/scan-rules own',
    suspiciousStampList: 'GET /api/stamp/suspicious/list own',
    // Destruction
    destructionAdd: 'POST /api/destruction/add',
    destructionList: 'GET /api/destruction/list',
    destructionDetail: 'GET /api/destruction/detail/:id',
    // Invitations sent by the business
    invitationCreate: 'POST /api/invitation',
    invitationList: 'GET /api/invitation/list',
    invitationDetail: 'GET /api/invitation/detail/:id',
    invitationCancel: 'POST /api/invitation/cancel/:id',
    // Invitations received by the signed-in user
    myInvitationList: 'GET /api/my-invitation/list',
    myInvitationDetail: 'GET /api/my-invitation/detail/:id',
    myInvitationAccept: 'POST /api/my-invitation/accept/:code',
    myInvitationReject: 'POST /api/my-invitation/reject/:code',
    // Administrative units
    provinces: 'GET /api/location/provinces public',
    wards: 'GET /api/location/wards public',
    // Trace
    trace: 'GET /api/trace',
    // Lots (product + lot number) and their recall
    lotList: 'GET /api/lot/list own',
    lotDetail: 'GET /api/lot/detail own',
    lotHistory: 'GET /api/lot/history own',
    lotRecall: 'POST /api/lot/recall own',
    // Plots of growing locations, lot origins and due diligence (docs/plots.md)
    plotList: 'GET /api/plot/list own',
    plotDetail: 'GET /api/plot/detail/:id own',
    plotCreate: 'POST /api/plot/create own',
    plotUpdate: 'POST /api/plot/update/:id own',
    plotImport: 'POST /api/plot/import own',
    lotOrigin: 'GET /api/lot/origin own',
    lotOriginUpdate: 'POST /api/lot/origin own',
    lotDdsUpdate: 'POST /api/lot/dds own',
    // Public pages
    publicBiz: 'GET /api/public/biz/:code public',
    publicProduct: 'GET /api/public/product/:code public',
    publicStamp: 'GET /api/public/stamp/:code public',
    publicMigratedCompanies: 'GET /api/public/migrated-companies public',
    publicAffiliate: 'GET /api/public/affiliate/:code public',
    publicProductV2: 'GET /api/public/v2/product/:code public',
    publicCompanyV2: 'GET /api/public/v2/company/:code public',
    publicStampV2: 'GET /api/public/v2/stamp/:code public',
    // Production diaries
    diaryAdd: 'POST /api/diary/add',
    diaryList: 'GET /api/diary/list',
    diaryOptions: 'GET /api/diary/options/:id',
    diaryDetail: 'GET /api/diary/detail/:id',
    diaryUpdate: 'PATCH /api/diary/update/:id',
    diaryActivityAdd: 'POST /api/diary/activity',
    diaryActivityUpdate: 'PATCH /api/diary/activity',
    diaryActivityList: 'GET /api/diary/activity/:id',
    diaryActivityDetail: 'GET /api/diary/activity/detail/:id',
    diaryActivityDelete: 'DELETE /api/diary/activity/:id',
    diaryTemplates: 'GET /api/diary/templates',
    diaryTemplateActivities: 'GET /api/diary/templates/activities/:id',
    diaryTemplateActivitiesByDiary: 'GET /api/diary/templates/activities-by-diary/:id',
    // Other
    dashboard: 'GET /api/dashboard',
    affiliateAccept: 'POST /api/biz-affiliate/accept/:id',
    affiliateReject: 'POST /api/biz-affiliate/reject/:id',
    // Authorization provider for third-party applications
    authorizeEmpower: 'POST /api/authorize/empower',
    authorizeToken: 'POST /api/authorize/token public',
    authorizeRefresh: 'POST /api/authorize/refresh public',
    authorizeLogout: 'POST /api/authorize/logout',
    authorizeAiToken: 'POST /api/authorize/ai-token',
} as const;

export type CallName = keyof typeof calls;
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface Endpoint {
    name: CallName;
    method: HttpMethod;
    /** Path pattern with `:param` placeholders. */
    path: string;
    /** Sent with the bearer access token. */
    secured: boolean;
    multipart: boolean;
    /** A call beyond the spec's list, which a server may not have. */
    own: boolean;
}

export function endpoint(name: CallName): Endpoint {
    const [method, path, ...flags] = calls[name].split(' ');
    return {
        name,
        method: method as HttpMethod,
        path,
        secured: !flags.includes('public'),
        multipart: flags.includes('multipart'),
        own: flags.includes('own'),
    };
}

export const allEndpoints = (): Endpoint[] => (Object.keys(calls) as CallName[]).map(endpoint);

/**
 * react-admin resources and the calls behind their CRUD verbs. A resource that lacks a verb
 * does not support it (the API has no delete for most records).
 */
export interface ResourceEndpoints {
    list?: CallName;
    getOne?: CallName;
    create?: CallName;
    update?: CallName;
    delete?: CallName;
    /** Reference inputs (select options) read this list of active records. */
    listActive?: CallName;
    /** Where the record id goes for update calls whose path carries no id. */
    updateIdInBody?: boolean;
}

export const resources = {
    products: {
        list: 'productList',
        getOne: 'productDetail',
        create: 'productAdd',
        update: 'productEdit',
        listActive: 'productListActive',
    },
    diaries: { list: 'diaryList', getOne: 'diaryDetail', create: 'diaryAdd', update: 'diaryUpdate' },
    'diary-activities': {
        getOne: 'diaryActivityDetail',
        create: 'diaryActivityAdd',
        update: 'diaryActivityUpdate',
        delete: 'diaryActivityDelete',
        updateIdInBody: true,
    },
    'diary-templates': { list: 'diaryTemplates' },
    'stamp-templates': {
        list: 'stampTemplateList',
        getOne: 'stampTemplateDetail',
        create: 'stampTemplateAdd',
        update: 'stampTemplateEdit',
        listActive: 'stampTemplateListActive',
    },
    'stamp-generations': { list: 'generationList', getOne: 'generationDetail', create: 'generationAdd' },
    'stamp-activations': { list: 'activationList', getOne: 'activationDetail', create: 'activationAdd' },
    'stamp-retails': { list: 'retailList', getOne: 'retailDetail', create: 'retailAdd' },
    'stamp-destructions': { list: 'destructionList', getOne: 'destructionDetail', create: 'destructionAdd' },
    partners: {
        list: 'partnerList',
        getOne: 'partnerDetail',
        create: 'partnerCreate',
        update: 'partnerUpdate',
    },
    shops: { list: 'shopList', getOne: 'shopDetail', create: 'shopCreate', update: 'shopUpdate' },
    'biz-locations': {
        list: 'locationList',
        getOne: 'locationDetail',
        create: 'locationCreate',
        update: 'locationUpdate',
        listActive: 'locationListActive',
    },
    plots: { list: 'plotList', getOne: 'plotDetail', create: 'plotCreate', update: 'plotUpdate' },
    'biz-users': {
        list: 'bizUserList',
        getOne: 'bizUserDetail',
        update: 'bizUserUpdate',
        updateIdInBody: true,
    },
    invitations: { list: 'invitationList', getOne: 'invitationDetail', create: 'invitationCreate' },
    'my-invitations': { list: 'myInvitationList', getOne: 'myInvitationDetail' },
    businesses: { list: 'businessList', create: 'businessCreate' },
    credentials: { list: 'credentialList' },
    provinces: { list: 'provinces' },
    'suspicious-stamps': { list: 'suspiciousStampList' },
    'stamp-lots': { list: 'lotList' },
} satisfies Partial<Record<ResourceName, ResourceEndpoints>>;

export function resourceEndpoints(resource: string): ResourceEndpoints {
    const entry = (resources as Partial<Record<string, ResourceEndpoints>>)[resource];
    if (!entry) throw new Error(`Unknown resource "${resource}"`);
    return entry;
}

/**
 * Query convention for list calls (documented in README):
 *   page (1-based), limit, sort (field), order ('asc' | 'desc'), q (free-text search),
 *   and every filter as its own parameter; arrays are comma-joined.
 */
export const listQuery = {
    page: 'page',
    limit: 'limit',
    sort: 'sort',
    order: 'order',
    search: 'q',
} as const;
