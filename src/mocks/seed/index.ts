import type { MockDb } from '../state';
import { DB_VERSION } from '../schema';
import { seedCore } from './core';
import { seedAdmin } from './admin';
import { seedStamps } from './stamps';
import { seedOrigins } from './origins';
import { seedDemoStatements } from '../../features/statements/mock/seed';
import { seeds as featureSeeds } from '../../features/registry/mockSeeds';

/**
 * Seeders of each area, applied in order to an empty state. An area adds its seeder here and its
 * collections to MockDb by module augmentation.
 */
const seeders: ((db: MockDb, now: number) => void)[] = [
    seedCore,
    // The features' own (src/features/<name>/mock/seed.ts), which later areas may read.
    ...featureSeeds,
    seedAdmin,
    seedStamps,
    seedOrigins,
    // The statements declare the lots' origins seeded just before.
    seedDemoStatements,
];

export function buildSeed(now = Date.now()): MockDb {
    // The features' collections are added by their seeders.
    const empty: Partial<MockDb> = {
        version: DB_VERSION,
        seq: {},
        settings: { accessTtl: 15 * 60, refreshTtl: 7 * 24 * 3600 },
        users: [],
        businesses: [],
        memberships: [],
        invitations: [],
        defaultBiz: {},
        ssoCodes: [],
        ssoDirectory: {},
        authSessions: [],
    };
    const db = empty as MockDb;
    for (const seed of seeders) seed(db, now);
    return db;
}
