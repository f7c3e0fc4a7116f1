import { describe, expect, it } from 'vitest';
import { Role, accessTable, callPermissions, can } from '../../src/providers/access';
import { allEndpoints } from '../../src/providers/endpoints';
import { allRoutes } from '../../src/routes';
import type { ResourceName } from '../../src/features/resourceNames';

describe('role table', () => {
    it('opens the manage section to the owner alone', () => {
        const manage = allRoutes.filter((r) => r.menu?.section === 'manage').map((r) => r.access!.resource);
        // Every entry of the section, the spec's six and whatever a feature adds there.
        expect(manage).toEqual(
            expect.arrayContaining([
                'business',
                'partners',
                'shops',
                'biz-locations',
                'biz-users',
                'invitations',
            ]),
        );
        for (const resource of manage) {
            expect(can(Role.owner, resource, 'list'), resource).toBe(true);
            expect(can(Role.user, resource, 'list'), resource).toBe(false);
            expect(can(Role.observer, resource, 'list'), resource).toBe(false);
        }
    });

    it('lets owners and users work in the trace section and observers only read', () => {
        for (const resource of [
            'products',
            'diaries',
            'stamp-templates',
            'stamp-generations',
            'stamp-activations',
            'stamp-retails',
            'stamp-destructions',
        ] as const) {
            for (const role of [Role.owner, Role.user]) {
                expect(can(role, resource, 'create'), resource).toBe(true);
            }
            expect(can(Role.observer, resource, 'list'), resource).toBe(true);
            expect(can(Role.observer, resource, 'show'), resource).toBe(true);
            for (const action of ['create', 'edit', 'delete', 'operate'] as const) {
                expect(can(Role.observer, resource, action), `${resource} ${action}`).toBe(false);
            }
        }
    });

    it('refuses everything to an unknown role and an unknown resource', () => {
        expect(can(null, 'products', 'list')).toBe(false);
        expect(can(9, 'products', 'list')).toBe(false);
        expect(can(Role.owner, 'nothing' as ResourceName, 'list')).toBe(false);
    });

    it('names only resources of the table, for calls and for routes', () => {
        for (const [call, permission] of Object.entries(callPermissions)) {
            expect(accessTable[permission![0]], call).toBeDefined();
        }
        const calls = new Set(allEndpoints().map((e) => e.name));
        for (const call of Object.keys(callPermissions)) expect(calls.has(call as never), call).toBe(true);
        for (const route of allRoutes) {
            if (route.access) expect(accessTable[route.access.resource], route.path).toBeDefined();
        }
    });

    it('guards every business-scoped call of the API (only account, auth and public calls are open to any token)', () => {
        const open = allEndpoints()
            .filter((e) => e.secured && !callPermissions[e.name])
            .map((e) => e.path.split('/')[2]);
        expect(new Set(open)).toEqual(
            new Set(['me', 'auth', 'credential', 'user', 'business', 'my-invitation', 'authorize']),
        );
    });
});
