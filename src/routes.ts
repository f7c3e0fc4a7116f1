import { matchPath } from 'react-router-dom';
import type { Action } from './providers/access';

/**
 * Paths of the console's screens (spec section 2). The spec's spellings are kept
 * (`/invitaion/list`). Resource screens follow one pattern per verb; `:id` is the record id.
 */
export const resourcePaths = {
    products: { list: '/product/list', create: '/product/add', edit: '/product/edit/:id', show: '/product/detail/:id' },
    diaries: { list: '/diary/list', create: '/diary/add', edit: '/diary/update/:id', show: '/diary/detail/:id' },
    'diary-activities': {
        create: '/diary/activity/add/:diaryId',
        edit: '/diary/activity/update/:diaryId/:id',
    },
    'stamp-templates': {
        list: '/stamp-template/list',
        create: '/stamp-template/add',
        edit: '/stamp-template/edit/:id',
        show: '/stamp-template/detail/:id',
    },
    'stamp-generations': {
        list: '/stamp-generator/list',
        create: '/stamp-generator/add',
        show: '/stamp-generator/detail/:id',
    },
    'stamp-activations': {
        list: '/stamp-activation/list',
        create: '/stamp-activation/add',
        show: '/stamp-activation/detail/:id',
    },
    'stamp-retails': { list: '/stamp-retail/list', create: '/stamp-retail/add', show: '/stamp-retail/detail/:id' },
    'stamp-destructions': {
        list: '/stamp-destroy/list',
        create: '/stamp-destroy/add',
        show: '/stamp-destroy/detail/:id',
    },
    partners: { list: '/partner', create: '/partner/add', edit: '/partner/edit/:id', show: '/partner/detail/:id' },
    shops: { list: '/shop', create: '/shop/add', edit: '/shop/update/:id', show: '/shop/detail/:id' },
    'biz-locations': {
        list: '/biz-location/list',
        create: '/biz-location/add',
        edit: '/biz-location/update/:id',
        show: '/biz-location/detail/:id',
    },
    'biz-users': { list: '/biz-user', edit: '/biz-user/edit/:id', show: '/biz-user/detail/:id' },
    invitations: { list: '/invitaion/list', show: '/invitaion/detail/:id' },
} as const;

export type ScreenVerb = 'list' | 'create' | 'edit' | 'show';
export type PathResource = keyof typeof resourcePaths;

const verbAction: Record<ScreenVerb, Action> = { list: 'list', create: 'create', edit: 'edit', show: 'show' };

/** The path of a resource screen, with its parameters filled in. */
export function pathTo(resource: string, verb: ScreenVerb, params: Record<string, string | number> = {}): string {
    const paths = resourcePaths[resource as PathResource] as Partial<Record<ScreenVerb, string>> | undefined;
    const pattern = paths?.[verb];
    if (!pattern) throw new Error(`No ${verb} screen for ${resource}`);
    return pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}

/** Who may open a page: anyone, only signed-out visitors, any signed-in user, or a user in a business. */
export type Guard = 'public' | 'anonymous' | 'token' | 'business';

export interface PageRoute {
    path: string;
    guard: Guard;
    /** Role table entry the page needs (business pages). */
    access?: { resource: string; action: Action };
    /** i18n key of the page title (document title and breadcrumb). */
    title?: string;
    /** Resource and verb when the page is a resource screen. */
    screen?: { resource: string; verb: ScreenVerb };
}

const page = (path: string, guard: Guard, title?: string, access?: PageRoute['access']): PageRoute => ({
    path,
    guard,
    title,
    access,
});

/** Every page the console has, outside the resource screens. */
export const pages: PageRoute[] = [
    page('/login', 'anonymous', 'xts.login.title'),
    page('/sso/callback', 'anonymous', 'xts.login.title'),
    page('/home', 'public', 'xts.home.title'),
    page('/oauth/authorize', 'public', 'xts.pages.oauth'),
    page('/aff/:code', 'public', 'xts.pages.affiliate'),
    page('/logout', 'public', 'xts.logout.progress'),
    page('/mock-sso', 'public', 'xts.mock.sso_title'),
    page('/mock-zalo', 'public', 'xts.mock.zalo_title'),
    page('/mock-print/:id', 'public', 'xts.stamps.print.page'),
    page('/report-issue', 'token', 'xts.pages.report'),
    page('/no-biz', 'token', 'xts.no_biz.title'),
    page('/no-biz/create-profile', 'token', 'xts.no_biz.create_profile_title'),
    page('/account-status', 'token', 'xts.pages.account_status'),
    page('/biz/create', 'token', 'xts.pages.business_create'),
    page('/', 'business', 'xts.dashboard.title', { resource: 'dashboard', action: 'list' }),
    page('/dashboard', 'business', 'xts.dashboard.title', { resource: 'dashboard', action: 'list' }),
    page('/profile', 'business', 'xts.pages.profile', { resource: 'profile', action: 'show' }),
    page('/profile/detail', 'business', 'xts.pages.profile', { resource: 'profile', action: 'show' }),
    page('/profile/update', 'business', 'xts.pages.profile_update', { resource: 'profile', action: 'edit' }),
    page('/biz', 'business', 'xts.pages.business_detail', { resource: 'business', action: 'show' }),
    page('/biz/detail', 'business', 'xts.pages.business_detail', { resource: 'business', action: 'show' }),
    page('/biz/update', 'business', 'xts.pages.business_update', { resource: 'business', action: 'edit' }),
    page('/trace', 'business', 'xts.pages.trace', { resource: 'trace', action: 'list' }),
    // Lots: /stamp-lot/list, /stamp-lot/detail?productId=&lot=, /stamp-lot/report?productId=&lot=
    page('/stamp-lot/:view', 'business', 'xts.lots.title', { resource: 'stamp-lots', action: 'list' }),
    page('/credential-setting', 'business', 'xts.pages.credentials', { resource: 'credentials', action: 'list' }),
    page('/add-zalo-credential-callback', 'business', 'xts.pages.credentials', {
        resource: 'credentials',
        action: 'create',
    }),
    page('/affiliate-confirm/:code', 'business', 'xts.pages.affiliate_confirm', { resource: 'affiliate', action: 'edit' }),
];

/** Resource screens as page routes. */
export const screenRoutes: PageRoute[] = Object.entries(resourcePaths).flatMap(([resource, paths]) =>
    (Object.entries(paths) as [ScreenVerb, string][]).map(([verb, path]) => ({
        path,
        guard: 'business' as const,
        access: { resource, action: verbAction[verb] },
        screen: { resource, verb },
    })),
);

export const allRoutes: PageRoute[] = [...pages, ...screenRoutes];

/** The route a location belongs to, or undefined for an unknown address (Not Found). */
export function findRoute(pathname: string): PageRoute | undefined {
    const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return allRoutes.find((route) => matchPath({ path: route.path, end: true }, clean));
}
