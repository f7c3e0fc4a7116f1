import type { MockDb, Seeder } from '../state';
import { DB_VERSION } from '../schema';
import { seedCore } from './core';
import { seedAdmin } from './admin';
import { seedStamps } from './stamps';
import { seedOrigins } from './origins';
import { seeds as featureSeeds } from '../../features/registry/mockSeeds';

/**
 * Every seeder of the mock's state by name: the core's, the features' (src/features/<name>/mock/seed.ts)
 * and the areas' that read them. Each says which it reads (`after`); `seedOrder` runs them in an
 * order that respects it, whatever the order of this table or of the features' list.
 */
const seeders: Record<string, Seeder> = {
    core: { run: seedCore },
    ...featureSeeds,
    admin: { run: seedAdmin },
    // The stamp ledger's demo batches: of the catalogue's products and templates, at the network's
    // sale points and the land's locations.
    ledger: { after: ['catalogue', 'network', 'land'], run: seedStamps },
    // The lots' origins: the ledger's activations from the land's plots, by the producers.
    origins: { after: ['ledger', 'land', 'producers'], run: seedOrigins },
};

/**
 * The seeders' names in the order they run: each after `core` and after every seeder it names,
 * otherwise in the table's order. A name no seeder has, or a circle, is a mistake of the table.
 */
export function seedOrder(table: Record<string, Seeder>): string[] {
    const order: string[] = [];
    const state = new Map<string, 'running' | 'done'>();
    const visit = (name: string, from: string) => {
        const seeder = table[name];
        if (!seeder) throw new Error(`Seeder "${from}" runs after "${name}", which no seeder is`);
        if (state.get(name) === 'done') return;
        if (state.get(name) === 'running')
            throw new Error(`Seeders run after each other in a circle at "${name}"`);
        state.set(name, 'running');
        for (const before of [...(name === 'core' ? [] : ['core']), ...(seeder.after ?? [])])
            visit(before, name);
        state.set(name, 'done');
        order.push(name);
    };
    for (const name of Object.keys(table)) visit(name, name);
    return order;
}

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
    for (const name of seedOrder(seeders)) seeders[name].run(db, now);
    return db;
}
