/*
 * Roles, actions and the grants a role table is written with: a module of its own, which imports
 * nothing, so that a feature (src/features/<name>/feature.ts) states its grants without importing
 * the role table that puts them together (providers/access.ts).
 */

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

export const READ: Action[] = ['list', 'show', 'export'];
export const ALL: Action[] = ['list', 'show', 'create', 'edit', 'delete', 'export', 'operate'];

export type Grant = Record<RoleName, Action[]>;
export const ownerOnly: Grant = { owner: ALL, user: [], observer: [] };
export const workers: Grant = { owner: ALL, user: ALL, observer: READ };
// The person's own account: their role in the business does not limit it.
export const everyone: Grant = { owner: ALL, user: ALL, observer: ALL };
export const readForAll: Grant = { owner: READ, user: READ, observer: READ };
