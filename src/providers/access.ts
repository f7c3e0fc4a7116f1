import type { CallName } from './callTypes';
import type { ResourceName } from '../features/resourceNames';
import { featureCalls, featureGrants } from '../features/tables';

import { roleName, type Action, type Grant } from './roles';

export { Role, UserStatus, roleName, type Action, type RoleName } from './roles';

/**
 * THE role table: which role may do what on which resource. The menu, the routes, the buttons
 * and the mock backend all read it. A resource without an entry is open to nobody.
 */
export const accessTable: Partial<Record<ResourceName, Grant>> = {
    // The features' own resources (src/features/<name>/feature.ts).
    ...featureGrants,
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
export const callPermissions: Partial<Record<CallName, readonly [ResourceName, Action]>> = {
    ...featureCalls,
    // Stamp operations pick a growing location: everyone who may activate may read active ones. It
    // stays here rather than in the land feature's calls, which may name only the feature's own
    // resources (src/features/land/feature.ts).
    locationListActive: ['stamp-activations', 'list'],
};

/**
 * Parts of a request that do what another call does: sent, such a part needs that call's permission
 * too, on top of its own call's. The mock refuses the whole request (403) for a role without it, and
 * the console does not offer the part to that role. One rule per right, whatever the path: a lot's
 * origin is set by the owner (`lotOriginUpdate`), on the lot's page or with an activation, for a
 * new lot as for an existing one.
 */
export const partPermissions: Partial<Record<CallName, Readonly<Record<string, CallName>>>> = {
    activationAdd: { origin: 'lotOriginUpdate' },
};

/** Whether the role may make the call (a call the map does not name needs no business role). */
export function mayCall(role: number | null | undefined, call: CallName): boolean {
    const permission = callPermissions[call];
    return !permission || can(role, permission[0], permission[1]);
}
