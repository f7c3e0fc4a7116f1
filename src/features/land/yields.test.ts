// @vitest-environment jsdom
import '../../../tests/unit/mockServer';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../tests/unit/plotFactory';
import { signInAs } from '../../../tests/unit/helpers';
import { call } from '../../providers/http';
import { getDb } from '../../mocks/db';
import { activationsOf } from '../../mocks/ledger/model';
import { originsOf, plotsOf } from '../../mocks/plots/model';
import type { LotOrigin } from '../../domain/geo/types';

/** Lot CD-2025-02 (seeded with an origin) and a plot of its business no lot declares. */
function setting() {
    const db = getDb();
    const lot = activationsOf(db).find((a) => a.bizId === 1 && a.lot === 'CD-2025-02')!;
    const used = new Set(originsOf(db).flatMap((o) => o.plots.map((p) => p.plotId)));
    const plot = plotsOf(db).find((p) => p.bizId === 1 && p.status === 'active' && !used.has(p.id))!;
    plot.crop = 'Cà phê Robusta';
    plot.geometry = { type: 'Point', coordinates: [108.52, 11.92] };
    plot.declaredAreaHa = 0.91;
    plot.areaHa = null;
    return { productId: lot.productId, lot: lot.lot, plot };
}

const origin = (s: ReturnType<typeof setting>, quantityKg: number, overrideReason?: string) => ({
    productId: s.productId,
    lot: s.lot,
    harvestFrom: '2025-10-01',
    harvestTo: '2025-12-31',
    plots: [{ plotId: s.plot.id, quantityKg, ...(overrideReason ? { overrideReason } : {}) }],
});

describe('origins checked against the plots’ expected yields', () => {
    it('refuses kilograms over the capacity with 422 naming the plot, and accepts exactly the capacity', async () => {
        await signInAs('owner');
        const s = setting();
        const over = await refusal(call('lotOriginUpdate', { body: origin(s, 4550.001) }));
        expect(over.status).toBe(422);
        expect(over.body.errors['plots.0.quantityKg']).toContain(
            `Thửa ${s.plot.code} chỉ cho tối đa 4.550 kg`,
        );
        expect(over.body.errors['plots.0.quantityKg']).toContain('4.550,001 kg');
        const saved = await call<LotOrigin>('lotOriginUpdate', { body: origin(s, 4550) });
        expect(saved.plots[0].override).toBeNull();
    });

    it('accepts an excess with a reason, recorded with who and when', async () => {
        const { user } = await signInAs('owner');
        const s = setting();
        const saved = await call<LotOrigin>('lotOriginUpdate', {
            body: origin(s, 500_000, 'Gom từ ba vụ cất trong kho'),
        });
        const override = saved.plots[0].override!;
        expect(override).toMatchObject({
            reason: 'Gom từ ba vụ cất trong kho',
            byName: user.name,
            capacityKg: 4550,
            declaredKg: 500_000,
        });
        expect(Date.parse(override.at)).toBeGreaterThan(Date.now() - 60_000);
        // Sent again unchanged, the first record stays.
        const again = await call<LotOrigin>('lotOriginUpdate', {
            body: origin(s, 500_000, 'Gom từ ba vụ cất trong kho'),
        });
        expect(again.plots[0].override).toEqual(override);
    });

    it('sums the other lots that declare the plot for an overlapping harvest', async () => {
        await signInAs('owner');
        const s = setting();
        const other = originsOf(getDb()).find((o) => o.lot === 'CD-2025-01')!;
        other.harvestFrom = '2025-11-01';
        other.harvestTo = '2025-11-30';
        other.plots.push({ plotId: s.plot.id, quantityKg: 4000 });
        const over = await refusal(call('lotOriginUpdate', { body: origin(s, 551) }));
        expect(over.body.errors['plots.0.quantityKg']).toContain('các lô đã khai 4.551 kg');
        await call('lotOriginUpdate', { body: origin(s, 550) });
        const balance = await call<{
            capacityKg: number;
            declaredKg: number;
            remainingKg: number;
            lots: unknown[];
        }>('plotYield', { params: { id: s.plot.id }, query: { from: '2025-10-01', to: '2025-12-31' } });
        expect(balance).toMatchObject({ capacityKg: 4550, declaredKg: 4550, remainingKg: 0 });
        expect(balance.lots).toHaveLength(2);
    });

    it('makes no check on a crop without an expected yield', async () => {
        await signInAs('owner');
        const s = setting();
        s.plot.crop = 'Bơ sáp';
        const saved = await call<LotOrigin>('lotOriginUpdate', { body: origin(s, 500_000) });
        expect(saved.totals.quantityKg).toBe(500_000);
        const balance = await call<{ crop: null; capacityKg: null }>('plotYield', {
            params: { id: s.plot.id },
        });
        expect(balance).toMatchObject({ crop: null, capacityKg: null });
    });

    it('lets only the owner change the table, which the check then uses', async () => {
        await signInAs('user');
        const body = { crops: [{ crop: 'robusta', minKgHa: 1000, maxKgHa: 2000 }] };
        expect((await refusal(call('cropYieldUpdate', { body }))).status).toBe(403);
        await signInAs('owner');
        await call('cropYieldUpdate', { body });
        const s = setting();
        const over = await refusal(call('lotOriginUpdate', { body: origin(s, 1821) }));
        expect(over.body.errors['plots.0.quantityKg']).toContain('tối đa 1.820 kg');
    });

    it('refuses an activation whose origin is over a plot’s yield, activating nothing, and takes it with a reason', async () => {
        await signInAs('owner');
        const s = setting();
        const db = getDb();
        const product = db.products.find((p) => p.bizId === 1 && p.status === 'active')!;
        const body = (overrideReason?: string) => ({
            productId: product.id,
            lot: 'YIELD-1',
            // Stamps 4001–4002 of the seed's first batch are printed and not activated yet.
            ranges: [{ from: 4001, to: 4002 }],
            origin: { ...origin(s, 5000, overrideReason), productId: undefined, lot: undefined },
        });
        const over = await refusal(call('activationAdd', { body: body() }));
        expect(over.status).toBe(422);
        expect(over.body.errors['origin.plots.0.quantityKg']).toContain(`Thửa ${s.plot.code}`);
        expect(activationsOf(db).some((a) => a.lot === 'YIELD-1')).toBe(false);
        await call('activationAdd', { body: body('Gộp hai vụ') });
        const saved = await call<LotOrigin>('lotOrigin', {
            query: { productId: product.id, lot: 'YIELD-1' },
        });
        expect(saved.plots[0].override?.reason).toBe('Gộp hai vụ');
    });
});
