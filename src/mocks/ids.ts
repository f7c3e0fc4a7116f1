import type { MockDb } from './state';

/**
 * The next id of a collection: above its counter AND above every id the collection already holds,
 * so rows seeded without a counter (sign-in methods made for each user, older stored databases)
 * never share an id with a new row. Two rows with one id would make an action (delete) reach the
 * wrong record.
 */
export function nextIdIn(db: MockDb, collection: string): number {
    const rows = (db as unknown as Record<string, unknown>)[collection];
    const highest = Array.isArray(rows)
        ? rows.reduce<number>((max, row) => Math.max(max, Number((row as { id?: unknown })?.id) || 0), 0)
        : 0;
    db.seq[collection] = Math.max(db.seq[collection] ?? 0, highest) + 1;
    return db.seq[collection];
}
