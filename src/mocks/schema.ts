/**
 * The version of the mock's stored state. A browser keeps the mock's data in localStorage between
 * page loads; a saved state of another version is thrown away and the seed is used instead, so a
 * change to the state's shape (a new collection, a field added to seeded records) must come with a
 * new version, or a browser that already holds the mock's data would answer from the old shape.
 *
 * `SHAPES` keeps, for each version, a fingerprint of the shape it was written for (the collections
 * and the fields of their seeded records). tests/unit/mockSchema.test.ts fails when the seed's shape
 * is not the current version's, and prints the line to add here.
 */
export const SHAPES: Record<number, string> = {
    2: 'f86e5292daaa7312',
    3: '87569b81b05128b8',
    4: 'a5e2254f42111264',
};

export const DB_VERSION = Math.max(...Object.keys(SHAPES).map(Number));
