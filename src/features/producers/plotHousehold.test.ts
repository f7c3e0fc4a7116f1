// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { getDb } from '../../mocks/db';
import { dataProvider } from '../../providers/dataProvider';
import { signInAs } from '../../../tests/unit/helpers';
import { accessLogOf } from './mock/accessLog';

/**
 * A plot's form names its household through react-admin's getMany: one list call by ids, which
 * gives names and masked numbers, not one detail call per household, which would give an owner the
 * whole ID number on the plot's form and write a view of the household into the access log.
 */
describe("a plot's household read by id", () => {
    it('comes from one list call: masked numbers, no access-log entry', async () => {
        await signInAs('owner');
        const db = getDb();
        const households = db.producers!.filter((p) => p.bizId === 1 && p.idNumber).slice(0, 2);
        expect(households).toHaveLength(2);
        const logged = accessLogOf(db).length;
        const asked: string[] = [];
        const listen = ({ request }: { request: Request }) => asked.push(new URL(request.url).pathname);
        server.events.on('request:start', listen);
        try {
            const { data } = await dataProvider.getMany('producers', { ids: households.map((p) => p.id) });
            expect(data.map((p) => p.id).sort()).toEqual(households.map((p) => p.id).sort());
            for (const household of households) {
                const read = data.find((p) => p.id === household.id)!;
                expect(read.name).toBe(household.name);
                expect(read.idNumber).not.toBe(household.idNumber);
                expect(String(read.idNumber)).toMatch(/^•+\d{4}$/);
            }
        } finally {
            server.events.removeListener('request:start', listen);
        }
        expect(asked.filter((path) => path.includes('/producer/'))).toEqual(['/api/producer/list']);
        expect(accessLogOf(db)).toHaveLength(logged);
    });
});
