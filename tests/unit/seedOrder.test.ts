import { describe, expect, it } from 'vitest';
import { seedOrder } from '../../src/mocks/seed';
import type { Seeder } from '../../src/mocks/state';

const run = () => {};
const seeder = (after?: string[]): Seeder => ({ after, run });

describe("the mock's seeders", () => {
    it('run after the core and after every seeder they read, whatever the order of the table', () => {
        const order = seedOrder({
            statements: seeder(['origins']),
            origins: seeder(['ledger', 'land']),
            ledger: seeder(['catalogue']),
            catalogue: seeder(['land']),
            core: seeder(),
            land: seeder(),
        });
        expect(order[0]).toBe('core');
        for (const [later, earlier] of [
            ['statements', 'origins'],
            ['origins', 'ledger'],
            ['origins', 'land'],
            ['ledger', 'catalogue'],
            ['catalogue', 'land'],
        ])
            expect(order.indexOf(later), `${later} after ${earlier}`).toBeGreaterThan(order.indexOf(earlier));
        expect(new Set(order).size).toBe(6);
    });

    it('keep the order of the table where nothing is read', () => {
        expect(seedOrder({ core: seeder(), b: seeder(), a: seeder(), c: seeder() })).toEqual([
            'core',
            'b',
            'a',
            'c',
        ]);
    });

    it('refuse a seeder that reads one no seeder is, and a circle', () => {
        expect(() => seedOrder({ core: seeder(), a: seeder(['missing']) })).toThrow(/"missing"/);
        expect(() => seedOrder({ core: seeder(), a: seeder(['b']), b: seeder(['a']) })).toThrow(/circle/);
    });
});
