// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { describe, expect, it } from 'vitest';
import { call } from '../../providers/http';
import { getDb } from '../../mocks/db';
import { HOUSEHOLDS_LOT, householdsLot } from '../../../tests/fixtures/households';
import { signInAs } from '../../../tests/unit/helpers';
import { STATEMENT_LIMITS, type Statement, type StatementInput } from '../../domain/statements';

const LOT = HOUSEHOLDS_LOT;
const PRODUCERS = STATEMENT_LIMITS.producersPerCommodity + 1;

/** Lot CD-2025-01's origin made of one point plot from each of 1,001 households: two statements. */
const overTheProducerLimit = () => householdsLot(getDb(), PRODUCERS, 'Hộ Trần Thị Lan');

const input = (productId: number, part: StatementInput['part']): StatementInput => ({
    activity: 'export',
    hsHeading: '0901',
    description: 'Cà phê nhân',
    netMassKg: 120,
    supplementaryUnits: null,
    countryOfProduction: 'VN',
    lots: [{ productId, lot: LOT }],
    part,
    referencedStatements: [],
});

const submit = async (body: StatementInput) => {
    const draft = await call<Statement>('statementCreate', { body });
    return call<Statement>('statementSubmit', { params: { id: draft.id } }).catch((error) => error);
};

describe('a shipment over a limit of one statement, filed', () => {
    it('as its parts, each declaring its own plots; never whole, nor as parts it no longer splits into', async () => {
        await signInAs('owner');
        const { productId, firstId } = overTheProducerLimit();
        const whole = await submit(input(productId, null));
        expect(whole.status).toBe(422);
        expect(whole.body).toMatchObject({ code: 'must_split', parts: 2 });

        const first = (await submit(input(productId, { index: 1, of: 2 }))) as Statement;
        const second = (await submit(input(productId, { index: 2, of: 2 }))) as Statement;
        expect(first.snapshot!.files.map((f) => f.name)).toEqual([
            expect.stringMatching(/-part-1-of-2\.geojson$/),
        ]);
        expect(first.snapshot!.plots).toHaveLength(STATEMENT_LIMITS.producersPerCommodity);
        expect(second.snapshot!.plots.map((p) => p.plotId)).toEqual([firstId + PRODUCERS - 1]);
        const declared = [...first.snapshot!.plots, ...second.snapshot!.plots].map((p) => p.plotId);
        expect(new Set(declared).size).toBe(PRODUCERS);

        const stale = await submit(input(productId, { index: 1, of: 3 }));
        expect(stale.status).toBe(409);
        expect(stale.body).toMatchObject({ code: 'part_changed' });
    });
});
