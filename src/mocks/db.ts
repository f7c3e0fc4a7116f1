import { nextIdIn } from './ids';
import { buildSeed } from './seed';
import { migrated } from './schema';
import type { MockDb, MockSettings } from './state';

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
