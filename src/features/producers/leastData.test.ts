// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../providers/http';
import { getDb } from '../../mocks/db';
import { originsOf } from '../../mocks/plots/model';
import { signInAs } from '../../../tests/unit/helpers';

/**
 * Every answer that carries a producer, read by each role: an owner receives a whole ID number or
 * phone on the producer's own page only, a user never, an observer not even masked.
 */
type Answer = { path: string; data: unknown };

async function everyAnswer(): Promise<Answer[]> {
    const db = getDb();
    const producer = db.producers!.find((p) => p.idNumber && p.phone)!;
    const plot = db.plots!.find((p) => p.producerId === producer.id)!;
    const origin = originsOf(db)[0];
    const answers: Answer[] = [];
    const read = async (path: string, run: () => Promise<unknown>) =>
        answers.push({ path, data: await run() });
    await read('plot list', () => call('plotList', { query: { page: 1, limit: 100 } }));
    await read('plot page', () => call('plotDetail', { params: { id: plot.id } }));
    await read('producer list', () => call('producerList', { query: { page: 1, limit: 100 } }));
    await read('producer page', () => call('producerDetail', { params: { id: producer.id } }));
    await read('lot origin (pack)', () =>
        call('lotOrigin', { query: { productId: origin.productId, lot: origin.lot } }),
    );
    return answers;
}

/** The whole ID numbers and phones of the register (digits only). */
const secrets = () =>
    getDb()
        .producers!.flatMap((p) => [p.idNumber, p.phone])
        .filter((v): v is string => !!v)
        .map((v) => v.replace(/\D/g, ''));

const leaks = (answer: Answer) => {
    const text = JSON.stringify(answer.data);
    return secrets().filter((secret) => text.includes(secret));
};

describe('least data: what each role receives of a producer', () => {
    beforeAll(() => {
        expect(secrets().length).toBeGreaterThan(5);
    });

    it('an observer receives no ID number or phone anywhere, not even masked', async () => {
        await signInAs('observer');
        for (const answer of await everyAnswer()) {
            expect(leaks(answer), answer.path).toEqual([]);
            expect(JSON.stringify(answer.data), answer.path).not.toMatch(/\d{12}|•{4}/);
        }
    });

    it('a user receives them masked, everywhere', async () => {
        await signInAs('user');
        const answers = await everyAnswer();
        for (const answer of answers) expect(leaks(answer), answer.path).toEqual([]);
        expect(JSON.stringify(answers.find((a) => a.path === 'plot page')!.data)).toMatch(/•{8}\d{4}/);
    });

    it("an owner receives them whole on the producer's own page only", async () => {
        await signInAs('owner');
        for (const answer of await everyAnswer())
            if (answer.path === 'producer page') expect(leaks(answer).length).toBeGreaterThan(0);
            else expect(leaks(answer), answer.path).toEqual([]);
    });

    it('no EUDR pack answer (lot origin) holds them for any role', async () => {
        for (const persona of ['owner', 'user', 'observer']) {
            await signInAs(persona);
            const origin = originsOf(getDb())[0];
            const answer = await call<{ plots: { plot: Record<string, unknown> }[] }>('lotOrigin', {
                query: { productId: origin.productId, lot: origin.lot },
            });
            for (const item of answer.plots) {
                expect(item.plot.producerIdNumber ?? null).toBeNull();
                expect(item.plot.producerPhone ?? null).toBeNull();
            }
        }
    });
});
