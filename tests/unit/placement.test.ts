import { describe, expect, it } from 'vitest';
import { placeParts, routesOf, type Part } from '../../src/routes/placement';
import type { MenuSection, PageRoute } from '../../src/routes/kit';
import type { ResourceName } from '../../src/features/resourceNames';

const page = () => null;
type Menu = { section: MenuSection; after?: string; first?: boolean };

/** A page at `/<name>`, with a menu entry for the resource `name` when `menu` is given. */
const route = (name: string, menu?: Menu): PageRoute => ({
    path: `/${name}`,
    guard: 'business',
    page,
    access: { resource: name as ResourceName, action: 'list' },
    ...(menu ? { menu: { icon: 'Dashboard', ...menu } } : {}),
});
/** A feature's page group: one page with an entry, one without. */
const group = (name: string, menu?: Menu, after?: string): Part => ({
    routes: [route(name, menu), route(`${name}/detail`)],
    ...(after ? { after: after as ResourceName } : {}),
});
const paths = (parts: Part[]) => parts.flatMap(routesOf).map((r) => r.path);

/** The table's own parts: public pages, a manage entry, mock pages at the end. */
const table: Part[] = [
    [{ path: '/login', guard: 'anonymous', page }],
    [route('biz', { section: 'manage' })],
    [{ path: '/mock', guard: 'public', page }],
];

describe('placing the features’ parts in the route table', () => {
    it('puts an entry right after the one it names, even one listed after it', () => {
        const placed = placeParts(table, [
            group('plots', { section: 'trace', after: 'lots' }),
            group('lots', { section: 'trace', after: 'products' }),
            group('products', { section: 'trace', first: true }),
        ]);
        expect(paths(placed)).toEqual([
            '/login',
            '/products',
            '/products/detail',
            '/lots',
            '/lots/detail',
            '/plots',
            '/plots/detail',
            '/biz',
            '/mock',
        ]);
    });

    it('opens an empty section before the later sections, and adds to its end or its start', () => {
        const placed = placeParts(table, [
            group('trace', { section: 'trace' }),
            group('home', { section: 'overview', first: true }),
            group('products', { section: 'trace', first: true }),
            group('partners', { section: 'manage' }),
        ]);
        expect(paths(placed).filter((path) => !path.endsWith('/detail'))).toEqual([
            '/login',
            '/home',
            '/products',
            '/trace',
            '/biz',
            '/partners',
            '/mock',
        ]);
    });

    it('puts pages without an entry after the part their group names, else at the end', () => {
        const placed = placeParts(table, [
            group('rules', undefined, 'trace'),
            group('activities'),
            group('trace', { section: 'trace' }),
        ]);
        expect(paths(placed)).toEqual([
            '/login',
            '/trace',
            '/trace/detail',
            '/rules',
            '/rules/detail',
            '/biz',
            '/mock',
            '/activities',
            '/activities/detail',
        ]);
    });
});
