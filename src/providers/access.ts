import type { CallName } from './endpoints';
import type { ResourceName } from '../domain/resourceNames';

/** Business roles (spec section 9). */
export const Role = { owner: 1, user: 2, observer: 3 } as const;
export type RoleName = keyof typeof Role;

export { UserStatus } from './userStatus';

export const roleName = (role: number | null | undefined): RoleName | null =>
    role === Role.owner ? 'owner' : role === Role.user ? 'user' : role === Role.observer ? 'observer' : null;

/**
 * Actions react-admin asks about (list, show, create, edit, delete, export) plus `operate`
 * for state-changing actions that are not edits (activate a template, run a stamp operation).
 */
export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | 'operate';

const READ: Action[] = ['list', 'show', 'export'];
const ALL: Action[] = ['list', 'show', 'create', 'edit', 'delete', 'export', 'operate'];

type Grant = Record<RoleName, Action[]>;
const ownerOnly: Grant = { owner: ALL, user: [], observer: [] };
const workers: Grant = { owner: ALL, user: ALL, observer: READ };
// The person's own account: their role in the business does not limit it.
const everyone: Grant = { owner: ALL, user: ALL, observer: ALL };
const readForAll: Grant = { owner: READ, user: READ, observer: READ };

/**
 * THE role table: which role may do what on which resource. The menu, the routes, the buttons
 * and the mock backend all read it. A resource without an entry is open to nobody.
 */
export const accessTable: Partial<Record<ResourceName, Grant>> = {
    dashboard: readForAll,
    trace: readForAll,
    // Trace catalogue: owners and users work, observers read.
    products: workers,
    diaries: workers,
    'diary-activities': workers,
    'stamp-templates': workers,
    // Stamp operations.
    'stamp-generations': workers,
    'stamp-activations': workers,
    'stamp-retails': workers,
    'stamp-destructions': workers,
    // Lots: workers read and export them; recalling a lot (it cannot be undone) is the owner's.
    'stamp-lots': { owner: ALL, user: READ, observer: READ },
    // Suspicious scans: everyone reads the list and the rules, the owner tunes the rules.
    'suspicious-stamps': readForAll,
    'scan-rules': { owner: ALL, user: READ, observer: READ },
    // Manage section.
    business: ownerOnly,
    partners: ownerOnly,
    shops: ownerOnly,
    'biz-locations': ownerOnly,
    // Plots of the growing locations: owners and users map them, observers read (docs/plots.md).
    plots: workers,
    'biz-users': ownerOnly,
    invitations: ownerOnly,
    // Things that belong to the signed-in person, whatever their role.
    profile: everyone,
    'my-invitations': everyone,
    credentials: everyone,
    affiliate: ownerOnly,
    authorize: everyone,
};

export function can(role: number | null | undefined, resource: ResourceName, action: Action): boolean {
    const name = roleName(role);
    if (!name) return false;
    const grant = accessTable[resource];
    return !!grant && grant[name].includes(action);
}

/**
 * Which permission each business-scoped call needs. Calls absent from this map need only a valid
 * token (auth, profile, credentials, received invitations) or nothing at all (public calls).
 */
export const callPermissions: Partial<Record<CallName, [ResourceName, Action]>> = {
    dashboard: ['dashboard', 'list'],
    trace: ['trace', 'list'],
    businessCurrent: ['business', 'show'],
    businessUpdate: ['business', 'edit'],
    uploadBizImages: ['business', 'edit'],
    cloneBizResource: ['business', 'edit'],
    bizUserList: ['biz-users', 'list'],
    bizUserDetail: ['biz-users', 'show'],
    bizUserLock: ['biz-users', 'edit'],
    bizUserUnlock: ['biz-users', 'edit'],
    bizUserChangeRole: ['biz-users', 'edit'],
    bizUserUpdate: ['biz-users', 'edit'],
    partnerCreate: ['partners', 'create'],
    partnerList: ['partners', 'list'],
    partnerDetail: ['partners', 'show'],
    partnerUpdate: ['partners', 'edit'],
    shopCreate: ['shops', 'create'],
    shopList: ['shops', 'list'],
    shopDetail: ['shops', 'show'],
    shopUpdate: ['shops', 'edit'],
    locationCreate: ['biz-locations', 'create'],
    locationList: ['biz-locations', 'list'],
    locationDetail: ['biz-locations', 'show'],
    locationUpdate: ['biz-locations', 'edit'],
    // Stamp operations pick a growing location: everyone who may activate may read active ones.
    locationListActive: ['stamp-activations', 'list'],
    productAdd: ['products', 'create'],
    productList: ['products', 'list'],
    productListActive: ['products', 'list'],
    productDetail: ['products', 'show'],
    productEdit: ['products', 'edit'],
    productAttributes: ['products', 'show'],
    stampTemplateAdd: ['stamp-templates', 'create'],
    stampTemplateList: ['stamp-templates', 'list'],
    stampTemplateListActive: ['stamp-templates', 'list'],
    stampTemplateDetail: ['stamp-templates', 'show'],
    stampTemplateEdit: ['stamp-templates', 'edit'],
    stampTemplateActivate: ['stamp-templates', 'operate'],
    stampTemplateDeactivate: ['stamp-templates', 'operate'],
    stampTemplatePreview: ['stamp-templates', 'show'],
    stampTemplatePreviewFromParams: ['stamp-templates', 'show'],
    uploadStampTemplateImage: ['stamp-templates', 'edit'],
    stampCheck: ['stamp-generations', 'operate'],
    generationAdd: ['stamp-generations', 'create'],
    generationAddPreactivate: ['stamp-generations', 'create'],
    generationList: ['stamp-generations', 'list'],
    generationDetail: ['stamp-generations', 'show'],
    generationPrintUrl: ['stamp-generations', 'operate'],
    activationAdd: ['stamp-activations', 'create'],
    activationList: ['stamp-activations', 'list'],
    activationDetail: ['stamp-activations', 'show'],
    retailAdd: ['stamp-retails', 'create'],
    retailList: ['stamp-retails', 'list'],
    retailDetail: ['stamp-retails', 'show'],
    retailSettings: ['stamp-retails', 'list'],
    scanRules: ['scan-rules', 'show'],
    scanRulesUpdate: ['scan-rules', 'edit'],
    suspiciousStampList: ['suspicious-stamps', 'list'],
    destructionAdd: ['stamp-destructions', 'create'],
    destructionList: ['stamp-destructions', 'list'],
    destructionDetail: ['stamp-destructions', 'show'],
    lotList: ['stamp-lots', 'list'],
    lotDetail: ['stamp-lots', 'show'],
    lotHistory: ['stamp-lots', 'export'],
    lotRecall: ['stamp-lots', 'operate'],
    plotList: ['plots', 'list'],
    plotDetail: ['plots', 'show'],
    plotCreate: ['plots', 'create'],
    plotUpdate: ['plots', 'edit'],
    plotImport: ['plots', 'create'],
    lotOrigin: ['stamp-lots', 'show'],
    lotOriginUpdate: ['stamp-lots', 'edit'],
    lotDdsUpdate: ['stamp-lots', 'edit'],
    invitationCreate: ['invitations', 'create'],
    invitationList: ['invitations', 'list'],
    invitationDetail: ['invitations', 'show'],
    invitationCancel: ['invitations', 'edit'],
    diaryAdd: ['diaries', 'create'],
    diaryList: ['diaries', 'list'],
    diaryOptions: ['diaries', 'list'],
    diaryDetail: ['diaries', 'show'],
    diaryUpdate: ['diaries', 'edit'],
    diaryActivityAdd: ['diary-activities', 'create'],
    diaryActivityUpdate: ['diary-activities', 'edit'],
    diaryActivityList: ['diary-activities', 'list'],
    diaryActivityDetail: ['diary-activities', 'show'],
    diaryActivityDelete: ['diary-activities', 'delete'],
    diaryTemplates: ['diaries', 'list'],
    diaryTemplateActivities: ['diaries', 'list'],
    diaryTemplateActivitiesByDiary: ['diaries', 'list'],
    affiliateAccept: ['affiliate', 'edit'],
    affiliateReject: ['affiliate', 'edit'],
};
