import { describe, expect, it } from 'vitest';
import {
    allRoutes,
    findRoute,
    menuSections,
    pathTo,
    resources,
    screenPath,
    type Guard,
} from '../../src/routes';
import { screenPaths } from '../../src/routes/screenPaths';
import { menuIcons } from '../../src/shell/menuIcons';

/** The sidebar of spec section 2: its three sections and their entries, in order. */
const specMenu: Record<(typeof menuSections)[number], string[]> = {
    overview: ['/dashboard'],
    trace: [
        '/product/list',
        '/diary/list',
        '/stamp-template/list',
        '/stamp-generator/list',
        '/stamp-activation/list',
        '/stamp-retail/list',
        '/stamp-destroy/list',
        '/trace',
    ],
    manage: ['/biz', '/partner', '/shop', '/biz-location/list', '/biz-user', '/invitaion/list'],
};

/** The routes of spec section 2, with the guard each one has there (`{id}` written `:id`). */
const specRoutes: Record<Guard, string[]> = {
    anonymous: ['/login', '/sso/callback'],
    public: ['/home', '/oauth/authorize', '/aff/:code', '/logout'],
    token: ['/report-issue', '/biz/create', '/no-biz', '/no-biz/create-profile'],
    business: [
        '/',
        '/dashboard',
        '/profile',
        '/profile/detail',
        '/profile/update',
        '/product/list',
        '/product/add',
        '/product/edit/:id',
        '/product/detail/:id',
        '/diary/list',
        '/diary/add',
        '/diary/update/:id',
        '/diary/detail/:id',
        '/diary/activity/add/:diaryId',
        '/diary/activity/update/:diaryId/:id',
        '/biz/update',
        '/biz/detail',
        '/biz',
        '/biz-user',
        '/biz-user/edit/:id',
        '/biz-user/detail/:id',
        '/partner',
        '/partner/add',
        '/partner/edit/:id',
        '/partner/detail/:id',
        '/shop',
        '/shop/add',
        '/shop/update/:id',
        '/shop/detail/:id',
        '/invitaion/list',
        '/stamp-template/list',
        '/stamp-template/add',
        '/stamp-template/edit/:id',
        '/stamp-template/detail/:id',
        '/stamp-generator/add',
        '/stamp-generator/list',
        '/stamp-activation/add',
        '/stamp-retail/add',
        '/stamp-destroy/add',
        '/trace',
        '/credential-setting',
        '/add-zalo-credential-callback',
        '/biz-location/list',
        '/biz-location/add',
        '/biz-location/update/:id',
        '/affiliate-confirm/:code',
    ],
};

describe('the route table', () => {
    it('has every route of the spec, each with the spec’s guard', () => {
        for (const [guard, paths] of Object.entries(specRoutes)) {
            for (const path of paths) {
                const route = allRoutes.find((r) => r.path === path);
                expect(route, path).toBeDefined();
                expect(route!.guard, path).toBe(guard);
            }
        }
    });

    it('names each path once, and a location finds its own route', () => {
        const paths = allRoutes.map((r) => r.path);
        expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
        expect(findRoute('/product/detail/7')?.path).toBe('/product/detail/:id');
        expect(findRoute('/diary/activity/update/3/9/')?.path).toBe('/diary/activity/update/:diaryId/:id');
    });

    it('gives every route a component to load, and every business page a role-table entry', () => {
        for (const route of allRoutes) {
            expect(['function', 'object'], route.path).toContain(typeof route.page);
            expect(route.page, route.path).toBeTruthy();
            if (route.guard === 'business') expect(route.access, route.path).toBeDefined();
        }
    });

    it('gives every menu entry a known icon, a section and an access check, in the spec’s three sections', () => {
        const menu = allRoutes.filter((r) => r.menu);
        for (const route of menu) {
            expect(Object.keys(menuIcons), route.path).toContain(route.menu!.icon);
            expect(menuSections, route.path).toContain(route.menu!.section);
            expect(route.access, route.path).toBeDefined();
        }
        const section = (name: string) => menu.filter((r) => r.menu!.section === name).map((r) => r.path);
        const spec = Object.values(specMenu).flat();
        for (const name of menuSections) {
            // The spec's entries, in the spec's order, whatever the console adds between them.
            expect(
                section(name).filter((path) => spec.includes(path)),
                name,
            ).toEqual(specMenu[name]);
        }
        // The console's own additions (lots, plots, suspicious stamps...) are placed by their own
        // declaration (after the entry they name, or opening their section) or by the route table's
        // order, not by a list kept here.
        for (const route of menu) {
            const entries = menu.filter((r) => r.menu!.section === route.menu!.section);
            const at = entries.indexOf(route);
            const { after, first } = route.menu!;
            if (first) expect(at, route.path).toBe(0);
            else if (after) {
                const before = entries.findIndex((r) => r.access!.resource === after);
                expect(before, `${route.path} follows ${after}, in its section`).toBeGreaterThanOrEqual(0);
                expect(at, `${route.path} follows ${after}`).toBeGreaterThan(before);
            }
        }
    });

    it('makes each resource screen a business page needing the grant for its verb, reachable through pathTo', () => {
        for (const resource of resources) {
            for (const route of resource.routes) {
                const { verb } = route.screen!;
                expect(route.access, route.path).toEqual({ resource: resource.name, action: verb });
                expect(findRoute(screenPath(resource.name, verb, { id: 5, diaryId: 2 })!), route.path).toBe(
                    route,
                );
            }
        }
        expect(pathTo('diary-activities', 'edit', { diaryId: 2, id: 'a b' })).toBe(
            '/diary/activity/update/2/a%20b',
        );
    });

    it('links with the paths the route table mounts: screenPaths and the resources declare the same screens', () => {
        expect(Object.fromEntries(resources.map((resource) => [resource.name, resource.paths]))).toEqual(
            screenPaths,
        );
    });

    it('refuses, at the type check, a link to a screen a resource does not have', () => {
        // The type check fails when these lines stop being errors (npm run typecheck).
        // @ts-expect-error suspicious stamps have a list and no detail screen
        expect(() => pathTo('suspicious-stamps', 'show', { id: 1 })).toThrow();
        // @ts-expect-error the dashboard is a page, not a resource with screens
        expect(() => pathTo('dashboard', 'list')).toThrow();
        // @ts-expect-error a feature's resource (src/features/team) has only the screens its declaration names
        expect(() => pathTo('invitations', 'edit', { id: 1 })).toThrow();
        expect(screenPath('suspicious-stamps', 'show')).toBeUndefined();
        expect(screenPath('suspicious-stamps', 'list')).toBe('/stamp-suspicious/list');
    });
});
