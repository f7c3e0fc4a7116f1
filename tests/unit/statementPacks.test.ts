// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildEudrPack } from '../../src/domain/geo/pack';
import { buildStatementPacks } from '../../src/domain/geo/statementPacks';
import type { Plot } from '../../src/domain/geo/types';
import { coffee, originOf, plotOf } from './plotFactory';

/** `count` point plots, each of its own producer. */
const producers = (count: number, from = 1): Plot[] =>
    Array.from({ length: count }, (_, i) =>
        plotOf(
            from + i,
            { type: 'Point', coordinates: [108.1 + i * 0.0001, 11.9] },
            1,
            `Hộ Lê Văn ${from + i}`,
        ),
    );

describe('the pack of a shipment as statements', () => {
    it('is the pack itself when one statement holds the shipment', () => {
        const lots = [{ product: coffee, origin: originOf(producers(1000)) }];
        const pack = buildStatementPacks(lots);
        const plain = buildEudrPack(lots);
        if (!pack.ok || !plain.ok) throw new Error('not built');
        expect(pack.statements).toHaveLength(1);
        expect(pack.split.reasons).toEqual([]);
        expect(pack.statements[0].files.map((f) => f.name)).toEqual(['eudr-CD-2026-01.geojson']);
        expect(pack.statements[0].summaryFile).toEqual(plain.summaryFile);
        expect(pack.files).toEqual(plain.files);
    });

    it('gives each of the two statements of 1,001 producers its own files, summary and totals', () => {
        const first = producers(600);
        const second = producers(401, 601);
        // One plot feeds both lots: declared once, in one statement only.
        const lots = [
            { product: coffee, origin: originOf(first, 'CD-2026-01') },
            { product: coffee, origin: originOf([...second, first[0]], 'CD-2026-02') },
        ];
        const pack = buildStatementPacks(lots);
        if (!pack.ok) throw new Error('not built');
        expect(pack.split.reasons).toEqual(['producers_per_commodity']);
        expect(pack.split.totals.producersPerCommodity).toEqual({ '0901': 1001 });
        const [one, two] = pack.statements;
        expect(pack.statements.map((s) => [s.index, s.of])).toEqual([
            [1, 2],
            [2, 2],
        ]);
        expect(one.files.map((f) => f.name)).toEqual(['eudr-CD-2026-01-CD-2026-02-part-1-of-2.geojson']);
        expect(two.files.map((f) => f.name)).toEqual(['eudr-CD-2026-01-CD-2026-02-part-2-of-2.geojson']);
        // The pack's files are its statements': no file of the whole shipment to upload by mistake.
        expect(pack.files).toEqual([...one.files, ...two.files]);
        expect(one.summaryFile.name).toBe('eudr-CD-2026-01-CD-2026-02-part-1-of-2-summary.csv');
        expect(two.summaryFile.name).toBe('eudr-CD-2026-01-CD-2026-02-part-2-of-2-summary.csv');
        expect([one.totals.producers, two.totals.producers]).toEqual([1000, 1]);
        expect(one.totals.plots + two.totals.plots).toBe(pack.totals.plots);
        expect(one.totals.netMassKg + two.totals.netMassKg).toBe(pack.totals.netMassKg);
        // Each plot in exactly one statement's file.
        const names = pack.statements.flatMap((s) =>
            s.files.flatMap((f) =>
                JSON.parse(f.text).features.map(
                    (x: { properties: { ProducerName: string } }) => x.properties.ProducerName,
                ),
            ),
        );
        expect(names).toHaveLength(1001);
        expect(new Set(names).size).toBe(1001);
        // A summary row per lot that has plots in the part; the second part's lot only.
        expect(two.summary.map((row) => [row.lot, row.plots, row.netMassKg])).toEqual([
            ['CD-2026-02', 1, 100],
        ]);
        expect(one.summary.map((row) => row.lot)).toEqual(['CD-2026-01', 'CD-2026-02']);
        expect(one.summaryFile.text).toContain('CD-2026-02');
    });

    it('splits by bytes when the geolocation is over the limit, however few the producers', () => {
        const plots = producers(30).map((plot) => ({ ...plot, producerName: 'Hộ Một' }));
        plots.push(...producers(30, 31).map((plot) => ({ ...plot, producerName: 'Hộ Hai' })));
        const pack = buildStatementPacks([{ product: coffee, origin: originOf(plots) }], {
            limits: { geolocationBytes: 8000, producersPerCommodity: 1000, producers: 10000 },
        });
        if (!pack.ok) throw new Error('not built');
        expect(pack.split.reasons).toEqual(['bytes']);
        expect(pack.statements.length).toBeGreaterThan(1);
        for (const statement of pack.statements) expect(statement.bytes).toBeLessThanOrEqual(8000);
    });
});
