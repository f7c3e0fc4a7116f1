// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEudrPack, PACK_MAX_BYTES, type PackFile } from '../../src/domain/geo/pack';
import { validatePlotGeometry } from '../../src/domain/geo/validate';
import { euGeometryCheck, euPropertiesCheck } from '../../src/domain/geo/euRules';
import type { Plot, PlotGeometry, Position } from '../../src/domain/geo/types';
import { HOLED_SQUARE, coffee, manyPlots, originOf, plotOf, starRing } from './plotFactory';

const signedArea = (ring: Position[]) =>
    ring.slice(1).reduce((sum, p, i) => sum + ring[i][0] * p[1] - p[0] * ring[i][1], 0);

/** Every rule a pack file must pass (docs/plots.md, "The EUDR pack"). */
function checkFile(file: PackFile, maxBytes: number) {
    expect(new TextEncoder().encode(file.text).length).toBe(file.bytes);
    expect(file.bytes).toBeLessThan(maxBytes);
    // At least 6 decimals on every coordinate, as written.
    const coordinates = file.text.match(/"coordinates":(\[[^a-z]*?\]\]*)(?=\})/g) ?? [];
    // Gathered, then asserted once: an assertion per number was most of this check's time.
    const short = coordinates
        .flatMap((block) => block.match(/-?\d+(\.\d+)?/g)!)
        .filter((number) => (number.split('.')[1]?.length ?? 0) < 6);
    expect(short).toEqual([]);
    const collection = JSON.parse(file.text);
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features).toHaveLength(file.features);
    for (const feature of collection.features) {
        expect(feature.type).toBe('Feature');
        const point = feature.geometry.type === 'Point';
        expect(Object.keys(feature.properties).sort()).toEqual(
            ['ProducerCountry', 'ProducerName', 'ProductionPlace', ...(point ? ['Area'] : [])].sort(),
        );
        expect(feature.properties.ProducerCountry).toBe('VN');
        expect(feature.properties.ProducerName.trim()).not.toBe('');
        const check = validatePlotGeometry(feature.geometry, {
            declaredAreaHa: point ? feature.properties.Area : undefined,
        });
        expect(check.errors).toEqual([]);
        // As the EU Information System reads it: no hole, no duplicate once truncated, names exact.
        expect(
            euGeometryCheck(feature.geometry, point ? { declaredAreaHa: feature.properties.Area } : {})
                .errors,
        ).toEqual([]);
        expect(euPropertiesCheck(feature.properties, feature.geometry.type)).toEqual([]);
        if (!point) {
            const polygons: Position[][][] =
                feature.geometry.type === 'Polygon'
                    ? [feature.geometry.coordinates]
                    : feature.geometry.coordinates;
            for (const polygon of polygons) expect(signedArea(polygon[0])).toBeGreaterThan(0);
        }
    }
    return collection.features as { geometry: PlotGeometry }[];
}

/** A coordinate as held: any number, or one of 0 to 8 decimals (written with more, 6 at least). */
const coordinate = (min: number, max: number) =>
    fc.oneof(
        fc.double({ min, max, noNaN: true }),
        fc
            .tuple(fc.double({ min, max, noNaN: true }), fc.integer({ min: 0, max: 8 }))
            .map(([value, decimals]) => Number(value.toFixed(decimals))),
    );
const lon = coordinate(102.2, 109.8);
const lat = coordinate(8.2, 23.8);
const producer = fc
    // Any letter, emoji (two UTF-16 units, four bytes) included: the files' sizes are counted without encoding them.
    .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
    .filter((s) => s.trim().length > 0)
    .map((s) => `Hộ ${s} "Đắk" \\ ,`);
const pointPlot = fc.record({ lon, lat, area: fc.double({ min: 0.01, max: 4, noNaN: true }), producer });
const polygonPlot = fc.record({
    lon,
    lat,
    radii: fc.array(fc.integer({ min: 30, max: 400 }), { minLength: 3, maxLength: 14 }),
    clockwise: fc.boolean(),
    share: fc.double({ min: 0.8, max: 1.2, noNaN: true }),
    producer,
});

describe('the EUDR pack', () => {
    it('every file of every pack passes the plot rules, in RFC 7946 order and winding, with 6+ decimals, under the size limit', () => {
        fc.assert(
            fc.property(
                fc.array(fc.oneof(pointPlot, polygonPlot), { minLength: 1, maxLength: 25 }),
                fc.integer({ min: 3_000, max: 20_000 }),
                (specs, maxBytes) => {
                    const plots: Plot[] = specs.map((spec, i) => {
                        if ('area' in spec)
                            return plotOf(
                                i + 1,
                                { type: 'Point', coordinates: [spec.lon, spec.lat] },
                                spec.area,
                                spec.producer,
                            );
                        const ring = starRing(spec.lon, spec.lat, spec.radii);
                        const geometry: PlotGeometry = {
                            type: 'Polygon',
                            coordinates: [spec.clockwise ? [...ring].reverse() : ring],
                        };
                        const plot = plotOf(i + 1, geometry, 1, spec.producer);
                        return { ...plot, declaredAreaHa: plot.areaHa! * spec.share };
                    });
                    const pack = buildEudrPack([{ product: coffee, origin: originOf(plots) }], { maxBytes });
                    if (!pack.ok) throw new Error(JSON.stringify(pack.missing));
                    const features = pack.files.flatMap((file) => checkFile(file, maxBytes));
                    expect(features).toHaveLength(plots.length);
                    // Every coordinate as given: nothing rounded on the way out.
                    const given = plots.map((p) =>
                        JSON.stringify(
                            p.geometry.type === 'Point'
                                ? p.geometry.coordinates
                                : [...p.geometry.coordinates.flat(2)].sort(),
                        ),
                    );
                    const written = features.map((f) =>
                        JSON.stringify(
                            f.geometry.type === 'Point'
                                ? f.geometry.coordinates
                                : [...(f.geometry.coordinates as Position[][]).flat(2)].sort(),
                        ),
                    );
                    expect(written).toEqual(given);
                },
            ),
            { numRuns: 60 },
        );
    });

    it('splits 100,000 plots into files under 25 MB each, every plot once', () => {
        const plots = manyPlots(100_000);
        const pack = buildEudrPack([{ product: coffee, origin: originOf(plots) }]);
        if (!pack.ok) throw new Error(JSON.stringify(pack.missing.slice(0, 3)));
        expect(pack.files.length).toBeGreaterThan(1);
        let count = 0;
        for (const file of pack.files) {
            expect(file.bytes).toBeLessThan(PACK_MAX_BYTES);
            // Its UTF-8 length, counted without encoding 25 MB again (checkFile encodes the small packs' files).
            expect(Buffer.byteLength(file.text, 'utf8')).toBe(file.bytes);
            count += JSON.parse(file.text).features.length;
        }
        expect(count).toBe(100_000);
        expect(pack.files.map((f) => f.name)).toEqual(
            pack.files.map((_, i) => `eudr-CD-2026-01-${i + 1}-of-${pack.files.length}.geojson`),
        );
    }, 300_000);

    it('sums a shipment of two lots: each plot once in the GeoJSON, totals and a summary row per lot', () => {
        const plots = [
            plotOf(1, { type: 'Point', coordinates: [108.5123456, 11.9123456] }, 2.5, 'Hộ Nguyễn Văn An'),
            plotOf(
                2,
                { type: 'Polygon', coordinates: [starRing(108.53, 11.92, [150, 160, 140, 155, 150, 145])] },
                6,
                'Hộ Trần Thị Bích',
            ),
        ];
        const pack = buildEudrPack(
            [
                { product: coffee, origin: originOf(plots, 'L1') },
                { product: coffee, origin: { ...originOf(plots.slice(1), 'L2'), harvestTo: '2026-01-10' } },
            ],
            { baseName: 'lo-hang thang 1', translate: (key) => key.split('.').pop()! },
        );
        if (!pack.ok) throw new Error('not built');
        expect(pack.files).toHaveLength(1);
        expect(pack.files[0].name).toBe('eudr-lo-hang-thang-1.geojson');
        expect(pack.files[0].features).toBe(2);
        expect(
            pack.summary.map((r) => [r.lot, r.hsCode, r.netMassKg, r.country, r.producers, r.plots]),
        ).toEqual([
            ['L1', '090111', 200, 'VN', 2, 2],
            ['L2', '090111', 100, 'VN', 1, 1],
        ]);
        expect(pack.totals).toMatchObject({
            netMassKg: 300,
            producers: 2,
            plots: 2,
            harvestFrom: '2025-10-01',
            harvestTo: '2026-01-10',
        });
        expect(pack.totals.areaHa).toBeCloseTo(2.5 + plots[1].areaHa!, 3);
        const lines = pack.summaryFile.text.replace('\ufeff', '').split('\r\n');
        expect(lines[0]).toBe(
            '"lot","hsCode","description","netMassKg","country","harvestFrom","harvestTo","producers","plots","areaHa","ddsReference","ddsVerification"',
        );
        expect(lines[1]).toMatch(
            /^"L1","090111","Cà phê nhân xanh Arabica Cầu Đất",200,"VN","2025-10-01","2025-12-20",2,2,/,
        );
    });

    it('cannot be built without saying which plot lacks what, with where to fix it', () => {
        const good = plotOf(1, { type: 'Point', coordinates: [108.5123456, 11.9123456] }, 2);
        const bigPoint = plotOf(2, { type: 'Point', coordinates: [108.52, 11.92] }, 5.5);
        const bowtie = plotOf(
            3,
            {
                type: 'Polygon',
                coordinates: [
                    [
                        [108.5, 11.9],
                        [108.51, 11.91],
                        [108.51, 11.9],
                        [108.5, 11.91],
                        [108.5, 11.9],
                    ],
                ],
            },
            5,
        );
        const nameless = {
            ...plotOf(4, { type: 'Point', coordinates: [108.53, 11.93] }, 1),
            producerName: ' ',
        };
        const origin = { ...originOf([good, bigPoint, bowtie, nameless]), harvestFrom: null };
        origin.plots[0].quantityKg = 0;
        const pack = buildEudrPack([{ product: { ...coffee, hsCode: '' }, origin }]);
        expect(pack.ok).toBe(false);
        if (pack.ok) return;
        expect(pack.missing.map((m) => [m.code, m.plotId, m.fixPath])).toEqual([
            ['hs_code', null, '/product/edit/1'],
            ['harvest_dates', null, '/stamp-lot/detail?productId=1&lot=CD-2026-01&origin=edit'],
            ['quantity', 1, '/stamp-lot/detail?productId=1&lot=CD-2026-01&origin=edit'],
            ['point_over_4ha', 2, '/plot/edit/2'],
            ['geometry', 3, '/plot/edit/3'],
            ['producer_name', 4, '/plot/edit/4'],
        ]);
        expect(pack.missing.find((m) => m.plotId === 3)!.issues).toEqual(['self_intersection']);
        expect(buildEudrPack([])).toMatchObject({ ok: false, missing: [{ code: 'no_lots' }] });
    });

    it('names each plot the EU Information System would refuse, with its reasons, and warns of the rest', () => {
        const closed = (...ring: Position[]) => [...ring, ring[0]];
        const holed = plotOf(1, HOLED_SQUARE, 1.2);
        // Two positions apart only in the 7th decimal: one and the same once truncated.
        const doubled = plotOf(
            2,
            {
                type: 'Polygon',
                coordinates: [
                    closed(
                        [108.52, 11.9],
                        [108.5200004, 11.9000003],
                        [108.521, 11.9],
                        [108.521, 11.901],
                        [108.52, 11.901],
                    ),
                ],
            },
            1.2,
        );
        // A needle 500 m long and 2 m wide: the system takes it, a reviewer would question it.
        const spiky = plotOf(
            3,
            {
                type: 'Polygon',
                coordinates: [
                    closed(
                        [108.54, 11.9],
                        [108.541, 11.9],
                        [108.541, 11.900441],
                        [108.5455, 11.90045],
                        [108.541, 11.900459],
                        [108.541, 11.901],
                        [108.54, 11.901],
                    ),
                ],
            },
            1.2,
        );
        const point = plotOf(4, { type: 'Point', coordinates: [108.5123456, 11.9123456] }, 2);
        const refused = buildEudrPack([
            { product: coffee, origin: originOf([holed, doubled, spiky, point]) },
        ]);
        if (refused.ok) throw new Error('built with a hole');
        expect(
            refused.missing.map((m) => [m.code, m.plotId, m.fixPath, m.reasons?.map((r) => r.code)]),
        ).toEqual([
            ['eu_rules', 1, '/plot/edit/1', ['hole']],
            ['eu_rules', 2, '/plot/edit/2', ['duplicate_vertex_truncated']],
        ]);
        expect(refused.missing[1].reasons![0].params).toEqual({ ring: 1, position: 2 });
        expect(refused.warnings.map((w) => [w.plotId, w.reasons?.map((r) => r.code)])).toEqual([
            [3, ['spike']],
        ]);
        const built = buildEudrPack([{ product: coffee, origin: originOf([spiky, point]) }]);
        if (!built.ok) throw new Error(JSON.stringify(built.missing));
        expect(built.warnings.map((w) => w.plotId)).toEqual([3]);
        expect(checkFile(built.files[0], PACK_MAX_BYTES)).toHaveLength(2);
    });
});
