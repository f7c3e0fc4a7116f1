// @vitest-environment jsdom
import './mockServer';
import { describe, expect, it } from 'vitest';
import { refusal } from './plotFactory';
import { call } from '../../src/providers/http';
import { getDb } from '../../src/mocks/db';
import { activationsOf } from '../../src/mocks/ledger/model';
import { plotsOf } from '../../src/mocks/plots/model';
import { packGaps } from '../../src/domain/geo/pack';
import { sharedPairs } from '../../src/domain/geo/packOverlaps';
import type { LotOrigin, PlotImportResult, PlotOverlap } from '../../src/domain/geo/types';
import { signInAs } from './helpers';

const seeded = () => plotsOf(getDb()).find((p) => p.code === 'CD-T001')!;
const lot = () => activationsOf(getDb()).find((a) => a.bizId === 1 && a.lot === 'CD-2025-01')!;
const product = { id: 1, name: 'Cà phê', hsCode: '090111' };

async function packOfLot() {
    const { productId, lot: name } = lot();
    const origin = await call<LotOrigin>('lotOrigin', { query: { productId, lot: name } });
    return { origin, gaps: packGaps([{ product: { ...product, id: productId }, origin }]) };
}

/** CD-T001 copied exactly under another producer. */
const copyOf = () => ({
    code: 'SAO-01',
    producerName: 'Hộ Lê Thị Sao',
    crop: 'Cà phê Arabica',
    declaredAreaHa: seeded().declaredAreaHa,
    geometry: structuredClone(seeded().geometry),
});

async function importCopy() {
    const result = await call<PlotImportResult>('plotImport', {
        body: { locationId: seeded().locationId, plots: [copyOf()] },
    });
    return result.created[0].id;
}

describe('overlaps of plots in the mock backend', () => {
    it('finds an exact copy under another producer before and after saving, and in the pack of the lot', async () => {
        await signInAs('owner');
        const original = seeded();
        const copy = copyOf();
        const before = await call<{ items: PlotOverlap[][] }>('plotOverlaps', { body: { plots: [copy] } });
        expect(before.items[0]).toEqual([
            expect.objectContaining({
                plotId: original.id,
                code: 'CD-T001',
                share: 1,
                counts: true,
                shared: null,
            }),
        ]);
        const imported = await call<PlotImportResult>('plotImport', {
            body: { locationId: original.locationId, plots: [copy] },
        });
        expect(imported.created).toHaveLength(1);
        const { gaps } = await packOfLot();
        const overlap = gaps.find((gap) => gap.code === 'overlap')!;
        expect(overlap).toMatchObject({ plotCode: 'CD-T001', other: { plotCode: 'SAO-01', share: 1 } });
    });

    it('lets only the owner mark the pair as shared land, with a reason, which lifts the gap until removed', async () => {
        await signInAs('owner');
        const copyId = await importCopy();
        const plotIds = [seeded().id, copyId];
        for (const persona of ['user', 'observer']) {
            await signInAs(persona);
            const refused = await refusal(
                call('plotSharedLandMark', { body: { plotIds, reason: 'Canh tác chung' } }),
            );
            expect(refused.status).toBe(403);
        }
        await signInAs('owner');
        const noReason = await refusal(call('plotSharedLandMark', { body: { plotIds, reason: '  ' } }));
        expect(noReason.status).toBe(400);
        expect(noReason.body.errors.reason).toBeTruthy();
        const mark = await call<{ by: string; at: string; reason: string }>('plotSharedLandMark', {
            body: { plotIds, reason: 'Hai chị em canh tác chung một rẫy' },
        });
        expect(mark).toMatchObject({
            reason: 'Hai chị em canh tác chung một rẫy',
            plotIds: [plotIds[0], copyId],
        });
        expect(mark.by).toBeTruthy();
        const marked = await packOfLot();
        expect(marked.gaps.filter((gap) => gap.code === 'overlap')).toEqual([]);
        expect(sharedPairs(marked.origin.plots.map((item) => item.plot))).toEqual([
            expect.objectContaining({
                plotCode: 'CD-T001',
                shared: expect.objectContaining({ reason: mark.reason }),
            }),
        ]);
        await signInAs('user');
        expect((await refusal(call('plotSharedLandUnmark', { body: { plotIds } }))).status).toBe(403);
        await signInAs('owner');
        await call('plotSharedLandUnmark', { body: { plotIds } });
        expect((await packOfLot()).gaps.some((gap) => gap.code === 'overlap')).toBe(true);
        expect((await refusal(call('plotSharedLandUnmark', { body: { plotIds } }))).status).toBe(404);
    });

    it('refuses to mark plots that do not overlap', async () => {
        await signInAs('owner');
        const [a, b] = plotsOf(getDb()).filter((p) => p.bizId === 1);
        const refused = await refusal(
            call('plotSharedLandMark', { body: { plotIds: [a.id, b.id], reason: 'Thử' } }),
        );
        expect(refused.status).toBe(400);
        expect(refused.body.errors.plotIds).toBeTruthy();
    });
});
