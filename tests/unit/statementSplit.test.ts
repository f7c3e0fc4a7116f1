import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
    COLLECTION_BYTES,
    producerKey,
    splitStatements,
    type DeclaredPlot,
    type StatementLimits,
} from '../../src/domain/geo/statementSplit';
import { featureText } from '../../src/domain/geo/packFiles';
import { STATEMENT_LIMITS } from '../../src/domain/statements';
import { plotOf } from './plotFactory';

const COMMODITIES = ['0901', '0902', '1801'];

/** The part's geolocation written out and measured, not taken from the split's own sums. */
const writtenBytes = (plots: DeclaredPlot['plot'][]) =>
    new TextEncoder().encode(
        `{"type":"FeatureCollection","features":[${plots.map((p) => featureText(p).text).join(',')}]}`,
    ).length;

const commoditiesOf = new WeakMap<object, string[]>();

/** Producers and per-commodity producers of some declared plots, counted afresh. */
function counted(items: DeclaredPlot[]) {
    const producers = new Set(items.map((item) => producerKey(item.plot)));
    const perCommodity = new Map<string, Set<string>>();
    for (const item of items)
        for (const c of item.commodities) {
            if (!perCommodity.has(c)) perCommodity.set(c, new Set());
            perCommodity.get(c)!.add(producerKey(item.plot));
        }
    return {
        producers: producers.size,
        maxPerCommodity: Math.max(0, ...[...perCommodity.values()].map((s) => s.size)),
    };
}

const within = (items: DeclaredPlot[], limits: StatementLimits) => {
    const { producers, maxPerCommodity } = counted(items);
    return (
        writtenBytes(items.map((i) => i.plot)) <= limits.geolocationBytes &&
        producers <= limits.producers &&
        maxPerCommodity <= limits.producersPerCommodity
    );
};

/** A shipment: plots of a few producers (names of varied length, some with diacritics), 1–2 commodities each. */
const shipment = fc
    .record({
        plots: fc.array(
            fc.record({
                producer: fc.integer({ min: 0, max: 14 }),
                commodities: fc.subarray(COMMODITIES, { minLength: 1, maxLength: 2 }),
                // A producer's name in another case or with spaces around is the same producer.
                spelling: fc.constantFrom('', ' ', 'upper'),
                size: fc.integer({ min: 0, max: 40 }),
            }),
            { maxLength: 60 },
        ),
        producersPerCommodity: fc.integer({ min: 1, max: 6 }),
        producers: fc.integer({ min: 1, max: 9 }),
        extraBytes: fc.integer({ min: 0, max: 3000 }),
    })
    .map(({ plots, producersPerCommodity, producers, extraBytes }) => {
        const declared: DeclaredPlot[] = plots.map((p, i) => {
            const base = `Hộ Trần Thị ${'Ư'.repeat(p.size % 7)}${p.producer}`;
            const name = p.spelling === 'upper' ? base.toUpperCase() : `${p.spelling}${base}${p.spelling}`;
            const plot = plotOf(
                i + 1,
                { type: 'Point', coordinates: [108.1 + i * 0.001, 11.9 + p.size * 0.0001] },
                1 + p.size / 10,
                name,
            );
            plot.locationName = `Vùng ${'x'.repeat(p.size)}`;
            const item = { plot, commodities: p.commodities };
            commoditiesOf.set(plot, p.commodities);
            return item;
        });
        const largest = Math.max(0, ...declared.map((d) => featureText(d.plot).bytes));
        const limits: StatementLimits = {
            geolocationBytes: COLLECTION_BYTES + largest + extraBytes,
            producersPerCommodity,
            producers,
        };
        return { declared, limits };
    });

describe('splitStatements', () => {
    it('keeps every part within every limit, each plot in exactly one part', () => {
        fc.assert(
            fc.property(shipment, ({ declared, limits }) => {
                const split = splitStatements(declared, limits);
                const ids = split.parts.flatMap((part) => part.plots.map((p) => p.id)).sort((a, b) => a - b);
                expect(ids).toEqual(declared.map((d) => d.plot.id).sort((a, b) => a - b));
                for (const part of split.parts) {
                    const items = part.plots.map((plot) => ({ plot, commodities: commoditiesOf.get(plot)! }));
                    expect(writtenBytes(part.plots)).toBe(part.bytes);
                    expect(within(items, limits)).toBe(true);
                    expect(counted(items).producers).toBe(part.producers);
                    expect(part.of).toBe(split.parts.length);
                }
            }),
            { numRuns: 300 },
        );
    });

    it('makes no two parts that could be one within every limit', () => {
        fc.assert(
            fc.property(shipment, ({ declared, limits }) => {
                const parts = splitStatements(declared, limits).parts.map((part) =>
                    part.plots.map((plot) => ({ plot, commodities: commoditiesOf.get(plot)! })),
                );
                for (let a = 0; a < parts.length; a++)
                    for (let b = a + 1; b < parts.length; b++)
                        expect(within([...parts[a], ...parts[b]], limits)).toBe(false);
            }),
            { numRuns: 300 },
        );
    });

    it("splits one producer's plots of a commodity only when that producer alone is over the byte limit", () => {
        fc.assert(
            fc.property(shipment, ({ declared, limits }) => {
                const split = splitStatements(declared, limits);
                const partOf = new Map<number, number>();
                for (const part of split.parts)
                    for (const plot of part.plots) partOf.set(plot.id, part.index);
                const groups = new Map<string, DeclaredPlot[]>();
                for (const item of declared) {
                    const key = `${producerKey(item.plot)}|${[...item.commodities].sort().join(',')}`;
                    groups.set(key, [...(groups.get(key) ?? []), item]);
                }
                for (const items of groups.values()) {
                    const indexes = new Set(items.map((item) => partOf.get(item.plot.id)));
                    if (indexes.size > 1)
                        expect(writtenBytes(items.map((i) => i.plot))).toBeGreaterThan(
                            limits.geolocationBytes,
                        );
                }
            }),
            { numRuns: 300 },
        );
    });

    it('gives the same parts for the same plots, and says why only when it splits', () => {
        fc.assert(
            fc.property(shipment, ({ declared, limits }) => {
                const first = splitStatements(declared, limits);
                expect(splitStatements(declared, limits)).toEqual(first);
                if (first.parts.length === 1) expect(first.reasons).toEqual([]);
                else {
                    expect(first.reasons.length).toBeGreaterThan(0);
                    const whole = counted(declared);
                    expect(first.reasons.includes('bytes')).toBe(
                        writtenBytes(declared.map((d) => d.plot)) > limits.geolocationBytes,
                    );
                    expect(first.reasons.includes('producers')).toBe(whole.producers > limits.producers);
                    expect(first.reasons.includes('producers_per_commodity')).toBe(
                        whole.maxPerCommodity > limits.producersPerCommodity,
                    );
                }
            }),
            { numRuns: 200 },
        );
    });

    it("keeps a producer's plots together even when a later producer's plot would fit beside the first", () => {
        const point = (id: number, producer: string) => ({
            plot: plotOf(id, { type: 'Point', coordinates: [108.2 + id * 0.001, 11.9] }, 1, producer),
            commodities: ['0901'],
        });
        const plots = [point(1, 'Hộ A'), point(2, 'Hộ B'), point(3, 'Hộ A')];
        const feature = featureText(plots[0].plot).bytes;
        // Room for two features, not three.
        const limits = {
            geolocationBytes: COLLECTION_BYTES + 2 * feature + 1 + 5,
            producersPerCommodity: 9,
            producers: 9,
        };
        const split = splitStatements(plots, limits);
        expect(split.parts.map((part) => part.plots.map((p) => p.id))).toEqual([[1, 3], [2]]);
        expect(split.reasons).toEqual(['bytes']);
    });

    it('files 1,001 coffee producers as two statements, 1,000 as one', () => {
        const coffee = (count: number) =>
            Array.from({ length: count }, (_, i) => ({
                plot: plotOf(
                    i + 1,
                    { type: 'Point', coordinates: [108 + i * 0.0001, 11.9] },
                    1,
                    `Hộ ${i + 1}`,
                ),
                commodities: ['0901'],
            }));
        expect(splitStatements(coffee(1000)).parts).toHaveLength(1);
        const split = splitStatements(coffee(1001));
        expect(split.parts.map((p) => p.producers)).toEqual([1000, 1]);
        expect(split.reasons).toEqual(['producers_per_commodity']);
        expect(split.totals.producersPerCommodity).toEqual({ '0901': 1001 });
        expect(STATEMENT_LIMITS.producersPerCommodity).toBe(1000);
    });
});
