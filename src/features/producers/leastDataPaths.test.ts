// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { describe, expect, it } from 'vitest';
import { call, statusOf } from '../../providers/http';
import type { CallName } from '../../providers/callTypes';
import { getDb } from '../../mocks/db';
import { originsOf } from '../../mocks/plots/model';
import { loadContract } from '../../../tests/contract/contract';
import { signInAs } from '../../../tests/unit/helpers';

/**
 * Every path by which a producer reaches a page: each call whose answer (by the contract) can hold a
 * producer's ID number or phone is read here by each role. The console renders what these answers
 * hold, so a page can show no more than they do: an owner receives them whole only where the
 * producer's own page is (its detail and the answer of its edit), a user masked, an observer not at all.
 * A new call that answers a producer fails the first test until it is read here or exempted.
 */
type Role = 'owner' | 'user' | 'observer';
type Reader = () => Promise<unknown>;

/** The owner's explicit exports of one household's data (logged): the rights feature's own tests. */
const EXEMPT: Partial<Record<CallName, string>> = {
    producerExport: "the household's own data, exported by the owner at its request and logged",
    producerWholeExport: 'the whole register asked for explicitly by the owner, and logged',
};
/** Where an owner is answered the whole ID number and phone: the producer's own page. */
const OWN_PAGE: CallName[] = ['producerDetail', 'producerUpdate'];

/** The writes among them: an observer may make none. */
const WRITES = [
    'plotCreate',
    'plotUpdate',
    'plotImport',
    'lotOriginUpdate',
    'lotDdsUpdate',
    'producerCreate',
    'producerUpdate',
    'producerMatch',
    'producerMerge',
];

const PHONE = '0977 123 456';
const ID = '079188000123';

function readers(): Record<string, Reader> {
    const db = getDb();
    const producer = db.producers!.find((p) => p.bizId === 1 && p.idNumber && p.phone)!;
    const other = db.producers!.find((p) => p.bizId === 1 && p.id !== producer.id && p.idNumber)!;
    const plot = db.plots!.find((p) => p.producerId === producer.id)!;
    const origin = originsOf(db).find((o) => o.bizId === 1 && o.plots.length)!;
    const lot = { productId: origin.productId, lot: origin.lot };
    const run = Math.random().toString(36).slice(2, 7).toUpperCase();
    const shape = (lon: number) => ({ type: 'Point', coordinates: [lon, 11.9412345] });
    const newPlot = (code: string, lon: number) => ({
        code,
        producerName: 'Tên gõ khác',
        producerIdNumber: producer.idNumber,
        crop: 'Cà phê Arabica',
        declaredAreaHa: 0.5,
        geometry: shape(lon),
    });
    return {
        plotList: () => call('plotList', { query: { page: 1, limit: 500 } }),
        plotDetail: () => call('plotDetail', { params: { id: plot.id } }),
        plotCreate: () =>
            call('plotCreate', { body: { ...newPlot(`LD-${run}`, 108.71), locationId: plot.locationId } }),
        plotUpdate: () => call('plotUpdate', { params: { id: plot.id }, body: { crop: 'Cà phê Robusta' } }),
        plotImport: () =>
            call('plotImport', {
                body: {
                    locationId: plot.locationId,
                    plots: [
                        newPlot(`LI-${run}`, 108.72),
                        {
                            ...newPlot(`LJ-${run}`, 108.73),
                            producerIdNumber: undefined,
                            producerId: other.id,
                        },
                    ],
                },
            }),
        lotOrigin: () => call('lotOrigin', { query: lot }),
        lotOriginUpdate: () =>
            call('lotOriginUpdate', {
                body: {
                    ...lot,
                    harvestFrom: origin.harvestFrom,
                    harvestTo: origin.harvestTo,
                    plots: origin.plots.map(({ plotId, quantityKg }) => ({ plotId, quantityKg })),
                },
            }),
        lotDdsUpdate: () => call('lotDdsUpdate', { body: { ...lot, ddsReference: '', ddsVerification: '' } }),
        producerList: () => call('producerList', { query: { page: 1, limit: 100 } }),
        producerDetail: () => call('producerDetail', { params: { id: producer.id } }),
        producerCreate: () =>
            call('producerCreate', { body: { name: `Hộ Mới ${run}`, idNumber: ID, phone: PHONE } }),
        producerUpdate: () =>
            call('producerUpdate', { params: { id: producer.id }, body: { name: producer.name } }),
        producerMatch: () =>
            call('producerMatch', {
                body: { name: producer.name, idNumber: producer.idNumber, wardCode: producer.wardCode },
            }),
        producerMerge: async () => {
            const twin = await call<{ id: number }>('producerCreate', {
                body: { name: `Hộ Trùng ${run}`, phone: '0966 000 111' },
            });
            return call('producerMerge', {
                body: { keepId: other.id, mergeId: twin.id, reason: 'Trùng hộ' },
            });
        },
    };
}

/** The whole ID numbers and phones of the register now (digits only). */
const secrets = () =>
    getDb()
        .producers!.flatMap((p) => [p.idNumber, p.phone])
        .filter((v): v is string => !!v)
        .map((v) => v.replace(/\D/g, ''));

/** Each call's answer to a role; a call the role may not make answers its refusal's status. */
async function answersTo(role: Role) {
    await signInAs(role);
    const answers = new Map<string, unknown>();
    for (const [name, read] of Object.entries(readers()))
        answers.set(
            name,
            await read().catch((error: unknown) => {
                const status = statusOf(error);
                if (status === 403) return { forbidden: 403 };
                throw new Error(`${name} as ${role}: ${String(error)}`);
            }),
        );
    return answers;
}

const leaks = (answer: unknown) => {
    const text = JSON.stringify(answer).replace(/\s/g, '');
    return secrets().filter((secret) => text.includes(secret));
};

describe('least data on every path that answers a producer', () => {
    it('reads every call whose answer can hold an ID number or phone', async () => {
        const contract = await loadContract();
        const carries = (node: unknown, seen: Set<string>): boolean => {
            if (!node || typeof node !== 'object') return false;
            if (Array.isArray(node)) return node.some((n) => carries(n, seen));
            const o = node as Record<string, unknown>;
            if (typeof o.$ref === 'string') {
                if (seen.has(o.$ref)) return false;
                seen.add(o.$ref);
                return carries(contract.at(o.$ref.replace(/^#/, '')), seen);
            }
            const props = o.properties as Record<string, unknown> | undefined;
            if (props && ('producerIdNumber' in props || ('idNumber' in props && 'phone' in props)))
                return true;
            return Object.values(o).some((n) => carries(n, seen));
        };
        const carrying = [...contract.operations.values()]
            .filter((op) => carries(op.node.responses?.['200'], new Set()))
            .map((op) => op.name)
            .filter((name) => !EXEMPT[name as CallName]);
        expect(carrying.length).toBeGreaterThan(10);
        expect(Object.keys(readers()).sort()).toEqual(carrying.sort());
    });

    it('an observer receives none of them, not even masked, and may write none', async () => {
        for (const [name, answer] of await answersTo('observer')) {
            expect(leaks(answer), name).toEqual([]);
            expect(JSON.stringify(answer), name).not.toMatch(/\d{12}|•{3}/);
            if (WRITES.includes(name)) expect(answer, name).toEqual({ forbidden: 403 });
        }
    });

    it('a user receives them masked on every path', async () => {
        const answers = await answersTo('user');
        for (const [name, answer] of answers) expect(leaks(answer), name).toEqual([]);
        expect(JSON.stringify(answers.get('producerMatch'))).toMatch(/•{8}\d{4}/);
        expect(JSON.stringify(answers.get('plotImport'))).toMatch(/•{8}\d{4}/);
    });

    it("an owner receives them whole on the producer's own page only", async () => {
        for (const [name, answer] of await answersTo('owner'))
            if (answer && typeof answer === 'object' && 'forbidden' in answer)
                throw new Error(`${name} forbidden`);
            else if (OWN_PAGE.includes(name as CallName))
                expect(leaks(answer).length, name).toBeGreaterThan(0);
            else expect(leaks(answer), name).toEqual([]);
    });
});
