/**
 * The version of the mock's stored state. A browser keeps the mock's data in localStorage between
 * page loads; a saved state of another version is thrown away and the seed is used instead, so a
 * change to the state's shape (a new collection, a field added to seeded records) must come with a
 * new version, or a browser that already holds the mock's data would answer from the old shape.
 * A version whose change moves data a user may have typed has a migration in `MIGRATIONS`: a saved
 * state of the version before is carried over instead of thrown away.
 *
 * `SHAPES` keeps, for each version, a fingerprint of the shape it was written for (the collections
 * and the fields of their seeded records). tests/unit/mockSchema.test.ts fails when the seed's shape
 * is not the current version's, and prints the line to add here.
 */
import type { MockDb } from './state';
import { migratePlotProducers } from '../features/producers/mock/migration';

export const SHAPES: Record<number, string> = {
    2: 'f86e5292daaa7312',
    3: '87569b81b05128b8',
    4: 'a5e2254f42111264',
    5: '5e9bc17edfacb4a9',
    6: 'a11e12d96039a473',
};

export const DB_VERSION = Math.max(...Object.keys(SHAPES).map(Number));

/**
 * What turns a saved state of the version before into the version named (in place). A version
 * without one (a collection added empty, a demo record changed) reseeds an older state.
 */
export const MIGRATIONS: Record<number, (db: MockDb, now: string) => void> = {
    // The producer register: free-text producers of the plots become producers.
    5: (db, now) => {
        db.producers ??= [];
        db.producerAudit ??= [];
        migratePlotProducers(db, now);
    },
    // The transfer register seeded with the demo statements' filings: a saved state keeps its own.
    6: (db) => {
        db.transfers ??= [];
    },
};

/** A saved state brought to DB_VERSION, or null when a version on the way has no migration. */
export function migrated(saved: MockDb): MockDb | null {
    if (saved.version === DB_VERSION) return saved;
    if (saved.version > DB_VERSION) return null;
    for (let version = saved.version + 1; version <= DB_VERSION; version++)
        if (!MIGRATIONS[version]) return null;
    const now = new Date().toISOString();
    for (let version = saved.version + 1; version <= DB_VERSION; version++) {
        MIGRATIONS[version](saved, now);
        saved.version = version;
    }
    return saved;
}
