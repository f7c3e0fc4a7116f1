import { nextIdIn } from './ids';
import { buildSeed } from './seed';
import { migrated } from './schema';

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
}

const STORAGE_KEY = 'xts_mock_db';

let db: MockDb | null = null;
/** Settings a host fixes for its lifetime (the HTTP server's token lives); reset keeps them. */
let hostSettings: Partial<MockSettings> = {};

export function configureDb(settings: Partial<MockSettings>) {
    hostSettings = settings;
    if (db) Object.assign(db.settings, settings);
}

/** How long a seed built once serves as the start of every reset (its dates are relative to then). */
const SEED_KEPT_MS = 10 * 60_000;
let pristine: { at: number; text: string } | null = null;

/**
 * The seed, as a fresh copy. Building it takes a few milliseconds and a reset comes after every
 * unit test: one built in the last few minutes is copied instead (the clock set back or far ahead,
 * as a test may do, builds it again).
 */
const seeded = () => {
    const now = Date.now();
    if (!pristine || now < pristine.at || now - pristine.at > SEED_KEPT_MS)
        pristine = { at: now, text: JSON.stringify(buildSeed(now)) };
    const fresh = JSON.parse(pristine.text) as MockDb;
    Object.assign(fresh.settings, hostSettings);
    return fresh;
};

const storage = (): Storage | null =>
    typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;

/**
 * In the browser the state survives the console's own hard reloads (switching business, accepting
 * an invitation) by living in localStorage; `resetDb` (QA panel, tests) restores the seed.
 */
export function getDb(): MockDb {
    if (db) return db;
    try {
        const raw = storage()?.getItem(STORAGE_KEY);
        const saved = raw ? (JSON.parse(raw) as MockDb) : null;
        db = saved ? migrated(saved) : null;
    } catch {
        db = null;
    }
    db ??= seeded();
    return db;
}

export function saveDb() {
    if (!db) return;
    try {
        storage()?.setItem(STORAGE_KEY, JSON.stringify(db));
    } catch {
        // Storage full: the state stays in memory for this page.
    }
}

/** Drops the data: the next read starts again from the seed (and one that reads nothing pays nothing). */
export function forgetDb() {
    db = null;
    storage()?.removeItem(STORAGE_KEY);
}

export function resetDb(): MockDb {
    db = seeded();
    storage()?.removeItem(STORAGE_KEY);
    saveDb();
    return db;
}

export function nextId(collection: string): number {
    return nextIdIn(getDb(), collection);
}
