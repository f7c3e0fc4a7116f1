// @vitest-environment jsdom
import './mockServer';
import { describe, expect, it } from 'vitest';
import { MAX_ORIGIN_KG } from '../../src/domain/originQuantity';
import { formatNumberIn } from '../../src/domain/numbers';
import { checkOrigin } from '../../src/features/lots/originRules';
import lotsVi from '../../src/features/lots/vi';
import lotsEn from '../../src/features/lots/en';
import { getDb } from '../../src/mocks/db';
import { activationsOf } from '../../src/mocks/ledger/model';
import { plotsOf } from '../../src/mocks/plots/model';
import { createGeneration } from '../../src/mocks/ledger/operations';
import { loadContract } from '../contract/contract';
import { signInAs } from './helpers';

const LOT = 'CD-2025-01';
const HARVEST = { harvestFrom: '2025-01-01', harvestTo: '2025-02-01' };

/** The seeded lot of business 1 and two of its plots. */
function fixture() {
    const db = getDb();
    const activation = activationsOf(db).find((row) => row.bizId === 1 && row.lot === LOT)!;
    const [a, b] = plotsOf(db).filter((row) => row.bizId === 1);
    return { db, productId: activation.productId, plots: [a.id, b.id] };
}

async function post(path: string, body: unknown) {
    const { accessToken } = await signInAs('owner', { store: false });
    const response = await fetch(`http://localhost${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
    });
    const answer = (await response.json()) as {
        data: any;
        errors?: Record<string, string>;
        status?: unknown;
    };
    return { ...answer, status: response.status };
}

async function read(productId: number) {
    const { accessToken } = await signInAs('owner', { store: false });
    const response = await fetch(`http://localhost/api/lot/origin?productId=${productId}&lot=${LOT}`, {
        headers: { Authorization: `Bearer ${accessToken}` },
    });
    return ((await response.json()) as { data: any }).data;
}

const draft = (quantity: string) => ({ ...HARVEST, rows: [{ plotId: '1', quantity }] });

describe("a lot origin's quantities: finite, above 0, at most MAX_ORIGIN_KG", () => {
    it('the form refuses more than the maximum, in the words of either language', () => {
        expect(checkOrigin(draft('1.000.000.000'), 'vi').input?.plots[0].quantityKg).toBe(MAX_ORIGIN_KG);
        expect(checkOrigin(draft('1.000.000.000,001'), 'vi').errors['rows.0.quantity']).toBe(
            'xts.origin.errors.quantity_max',
        );
        expect(checkOrigin(draft('1' + '0'.repeat(309)), 'vi').errors['rows.0.quantity']).toBe(
            'xts.origin.errors.quantity_max',
        );
        expect(checkOrigin(draft('1,000,000,001'), 'en').errors['rows.0.quantity']).toBe(
            'xts.origin.errors.quantity_max',
        );
        expect(checkOrigin(draft('0'), 'vi').errors['rows.0.quantity']).toBe('xts.origin.errors.quantity');
        expect(lotsVi.xts.origin.errors.quantity_max).toContain(formatNumberIn(MAX_ORIGIN_KG, 'vi'));
        expect(lotsEn.xts.origin.errors.quantity_max).toContain(formatNumberIn(MAX_ORIGIN_KG, 'en'));
    });

    it('the contract states the same maximum', async () => {
        const contract = await loadContract();
        const schema = contract.at('/components/schemas/OriginPlot');
        expect(schema?.properties?.quantityKg).toMatchObject({ exclusiveMinimum: 0, maximum: MAX_ORIGIN_KG });
    });

    it('the mock refuses 1e308 twice (whose total is Infinity) and keeps the origin as it was', async () => {
        const { productId, plots } = fixture();
        const before = await read(productId);
        const answer = await post('/api/lot/origin', {
            productId,
            lot: LOT,
            ...HARVEST,
            plots: plots.map((plotId) => ({ plotId, quantityKg: 1e308 })),
        });
        expect(answer.status).toBe(400);
        expect(answer.errors).toMatchObject({
            'plots.0.quantityKg': expect.stringContaining('1.000.000.000'),
            'plots.1.quantityKg': expect.stringContaining('1.000.000.000'),
        });
        const after = await read(productId);
        expect(after).toEqual(before);
        expect(Number.isFinite(after.totals.quantityKg)).toBe(true);
    });

    it('the mock takes the maximum from every plot, and the total stays a finite number', async () => {
        const { productId, plots } = fixture();
        const answer = await post('/api/lot/origin', {
            productId,
            lot: LOT,
            ...HARVEST,
            // Far over any plot's yield: accepted only with the reason recorded for each plot.
            plots: plots.map((plotId) => ({
                plotId,
                quantityKg: MAX_ORIGIN_KG,
                overrideReason: 'Gom hàng của cả hợp tác xã',
            })),
        });
        expect(answer.status).toBe(200);
        expect(answer.data.totals.quantityKg).toBe(2 * MAX_ORIGIN_KG);
    });

    it("the mock refuses an activation's origin above the maximum, nothing activated", async () => {
        const { db, productId, plots } = fixture();
        const template = db.stampTemplates.find((row) => row.bizId === 1 && row.status === 'active')!;
        const printed = createGeneration(
            db,
            { bizId: 1, userId: 1, userName: 'Chủ thể' },
            { templateId: template.id, quantity: 1 },
        );
        const activations = activationsOf(db).length;
        const answer = await post('/api/stamp/activation/add', {
            ranges: [{ from: printed.fromSerial, to: printed.fromSerial }],
            productId,
            lot: LOT,
            origin: { ...HARVEST, plots: [{ plotId: plots[0], quantityKg: MAX_ORIGIN_KG + 1 }] },
        });
        expect(answer.status).toBe(400);
        expect(Object.keys(answer.errors ?? {})).toEqual(['origin.plots.0.quantityKg']);
        expect(activationsOf(getDb()).length).toBe(activations);
    });
});
