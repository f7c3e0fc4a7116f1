/*
 * The mock backend's state, as types: a module that imports no part of the store, so that every part of the
 * fake backend (its store, seeds and handlers) takes them from here and none imports the store
 * for a type. Areas add their collections by module augmentation of this module:
 * `declare module '.../mocks/state' { interface MockDb { partners: Partner[] } }`.
 */

import type { HttpHandler } from 'msw';
import type { CallName } from '../providers/callTypes';
import type { Claims } from './jwt';
import type { MigratedCompany } from '../domain/migrated';

export interface MockUser {
    id: number;
    /** 0 no profile yet, 1 active, 2 locked, 3 leaved. */
    status: number;
    name: string;
    phone: string;
    email: string;
    avatar: string | null;
    birthday: string | null;
    province: string | null;
    ward: string | null;
    address: string | null;
    /** Demo persona id: the mock SSO page signs in as this persona. */
    persona?: string;
    /**
     * The phone and e-mail the SSO vouched for when the person last signed in. Invitations are
     * matched on these only: `phone` and `email` above are profile fields the user may edit.
     */
    verified?: VerifiedIdentity;
    createdAt: string;
}

export interface VerifiedIdentity {
    phone: string | null;
    email: string | null;
}

/**
 * One sign-in: every token pair descended from it (refreshes, business switches) carries its id.
 * Only the latest refresh token is spendable; spending an older one revokes the whole sign-in.
 */
export interface AuthSession {
    id: string;
    userId: number;
    /** jti of the one refresh token that may still be used (null: not known yet, see kit.authenticate). */
    refreshJti: string | null;
    revoked: boolean;
    /** When the latest refresh token expires (ms); the record is dropped some time after. */
    exp: number;
    /**
     * The business this sign-in works in now (change-business moves it): an access token issued for
     * another business of the same sign-in is refused. Undefined in a store saved before it existed.
     */
    bizId?: number | null;
}

export interface MockBusiness {
    id: number;
    code: string;
    name: string;
    logo: string | null;
    taxCode: string;
    phone: string;
    email: string;
    province: string;
    ward: string;
    address: string;
    description: string;
    createdAt: string;
    website?: string;
    gln?: string;
    representative?: string;
    images?: string[];
}

export interface MockMembership {
    userId: number;
    bizId: number;
    role: number;
    /** 'active' or 'locked' (a locked member cannot use this business). */
    status: 'active' | 'locked';
    joinedAt: string;
    /** Job title in the business, and a note the owner keeps. */
    position?: string;
    note?: string;
}

export type InvitationStatus = 'pending' | 'accepted' | 'rejected' | 'cancelled';

export interface MockInvitation {
    id: number;
    code: string;
    bizId: number;
    invitedBy: number;
    phone: string | null;
    email: string | null;
    role: number;
    status: InvitationStatus;
    createdAt: string;
    respondedAt: string | null;
}

/**
 * Records other areas read (stamp operations pick products, templates, locations, sales points and
 * diaries; the public pages show products). Their owners may add fields, never rename these. Every
 * record belongs to one business. The catalogue's collections are declared and seeded by
 * src/features/catalogue/mock/seed.ts.
 */
export interface MockProduct {
    id: number;
    bizId: number;
    code: string;
    name: string;
    gtin: string | null;
    unit: string;
    status: 'active' | 'inactive';
    [key: string]: unknown;
}

export interface MockStampTemplate {
    id: number;
    bizId: number;
    name: string;
    kind: 'physical' | 'digital';
    widthMm: number;
    heightMm: number;
    status: 'active' | 'inactive';
    [key: string]: unknown;
}

export interface MockDiary {
    id: number;
    bizId: number;
    name: string;
    productId: number | null;
    locationId: number | null;
    [key: string]: unknown;
}

export interface MockSettings {
    /** Access token life in seconds. */
    accessTtl: number;
    /** Refresh token life in seconds. */
    refreshTtl: number;
}

/**
 * The mock backend's whole state. Areas add their own collections by module augmentation:
 * `declare module '../db' { interface MockDb { partners: Partner[] } }` and a seeder in seed/.
 */
export interface MockDb {
    version: number;
    seq: Record<string, number>;
    settings: MockSettings;
    users: MockUser[];
    businesses: MockBusiness[];
    memberships: MockMembership[];
    invitations: MockInvitation[];
    /** The business each user opens at sign-in. */
    defaultBiz: Record<number, number>;
    ssoCodes: {
        code: string;
        userId: number;
        redirectUri: string;
        exp: number;
        identity: VerifiedIdentity;
    }[];
    /** What the SSO knows of each demo persona: the identity it returns at sign-in. */
    ssoDirectory: Record<string, VerifiedIdentity>;
    authSessions: AuthSession[];
    /** The businesses moved from the previous system, which the public home page lists. */
    migratedCompanies?: MigratedCompany[];
}

/** Who a request comes from, as the mock reads its token. */
export interface Session {
    claims: Claims;
    user: MockUser;
    /** The business the request acts on, and the caller's membership in it (null without one). */
    biz: MockBusiness | null;
    membership: MockMembership | null;
    role: number | null;
    /** Set when an application calls with a token the user gave it: what its scopes let it call. */
    grantAllows?: (call: CallName) => boolean;
}

/** A feature's mock/handlers.ts: the mock's answers to the feature's calls. */
export type FeatureHandlers = HttpHandler[];

/**
 * A seeder of the mock's state: `run` adds its collections to the state, with their demo records,
 * and sets `db.seq.<collection>` (the `seq` of its `bizCrud`) to the last seeded id so new ids
 * follow. It runs after the core's (users, businesses) and after each seeder `after` names, whose
 * records it reads (src/mocks/seed/index.ts orders them): a feature's mock/seed.ts exports one as
 * `seed`, named by its folder.
 */
export interface Seeder {
    after?: readonly string[];
    run: (db: MockDb, now: number) => void;
}

/** A feature's mock/seed.ts: its seeder (see Seeder). */
export type FeatureSeed = Seeder;
