// @vitest-environment jsdom
import './mockServer';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixSwapped, readPlotFile, PlotFileError } from '../../src/domain/geo/readers';
import { zippedShapefile } from './shapefile';

const fixture = (name: string) => new Uint8Array(readFileSync(join(__dirname, '../fixtures', name)));
const codesOf = (report: Awaited<ReturnType<typeof readPlotFile>>, list: 'features' | 'refused') =>
    report[list].map((f) => f.fields.code);

describe('plot files: the per-feature report before anything is saved', () => {
    it('reads the 20-plot KML: one swapped, one self-intersecting, one over 4 ha as a point are refused with their reason', async () => {
        const report = await readPlotFile(fixture('plots-20.kml'), 'plots-20.kml');
        expect(report.format).toBe('kml');
        expect(report.features).toHaveLength(17);
        expect(report.refused.map((f) => [f.fields.code, f.check.errors[0].code])).toEqual([
            ['KML-05', 'swapped'],
            ['KML-09', 'self_intersection'],
            ['KML-14', 'point_over_4ha'],
        ]);
        const first = report.features[0];
        expect(first.fields).toEqual({
            code: 'KML-01',
            producerName: 'Hộ Nguyễn Văn An',
            crop: 'Cà phê Arabica',
            declaredAreaHa: 1.2,
        });
        // 7 decimals as written in the file, altitude dropped.
        expect(first.geometry).toEqual({ type: 'Point', coordinates: [108.5050457, 11.8800321] });
        const polygons = report.features.filter((f) => f.geometry?.type === 'Polygon');
        expect(polygons.map((f) => f.fields.code)).toEqual([
            'KML-03',
            'KML-06',
            'KML-11',
            'KML-16',
            'KML-20',
        ]);
        for (const f of polygons) expect(f.check.areaHa! / f.fields.declaredAreaHa! - 1).toBeLessThan(0.01);
    });

    it('offers the fix of the swapped plot: swapped back it is imported', async () => {
        const fixed = fixSwapped(await readPlotFile(fixture('plots-20.kml'), 'plots-20.kml'));
        expect(fixed.features).toHaveLength(18);
        expect(codesOf(fixed, 'refused')).toEqual(['KML-09', 'KML-14']);
        const five = fixed.features.find((f) => f.fields.code === 'KML-05')!;
        expect(five.swapped).toBe(false);
        expect((five.geometry as { coordinates: number[] }).coordinates[0]).toBeGreaterThan(100);
    });

    it('reads GPX: a walked track becomes a closed polygon, a waypoint a point', async () => {
        const gpx = `<?xml version="1.0"?>
<gpx version="1.1" creator="XTS" xmlns="http://www.topografix.com/GPX/1/1">
  <wpt lat="11.9012345" lon="108.5312345"><name>Điểm thửa T1</name></wpt>
  <trk><name>Đi bao thửa T2</name><trkseg>
    <trkpt lat="11.9100001" lon="108.5400001"/><trkpt lat="11.9100001" lon="108.5420001"/>
    <trkpt lat="11.9120001" lon="108.5420001"/><trkpt lat="11.9120001" lon="108.5400001"/>
  </trkseg></trk>
</gpx>`;
        const report = await readPlotFile(new TextEncoder().encode(gpx), 'walk.gpx');
        expect(report.format).toBe('gpx');
        expect(report.refused).toEqual([]);
        const kinds = report.features.map((f) => f.geometry?.type).sort();
        expect(kinds).toEqual(['Point', 'Polygon']);
        const walked = report.features.find((f) => f.geometry?.type === 'Polygon')!;
        const ring = (walked.geometry as { coordinates: number[][][] }).coordinates[0];
        expect(ring).toHaveLength(5);
        expect(ring[4]).toEqual(ring[0]);
        expect(walked.check.areaHa).toBeGreaterThan(4);
    });

    it('reads GeoJSON with Vietnamese property names and a decimal comma, and refuses lines', async () => {
        const text = JSON.stringify({
            type: 'FeatureCollection',
            features: [
                {
                    type: 'Feature',
                    properties: { ma_thua: 'G-1', chu_ho: 'Hộ Lê Thị Mơ', dien_tich: '2,5' },
                    geometry: { type: 'Point', coordinates: [108.5512345, 11.9212345] },
                },
                {
                    type: 'Feature',
                    properties: { ma_thua: 'G-2' },
                    geometry: {
                        type: 'LineString',
                        coordinates: [
                            [108.55, 11.92],
                            [108.56, 11.92],
                        ],
                    },
                },
            ],
        });
        const report = await readPlotFile(new TextEncoder().encode(text), 'thua.geojson');
        expect(report.features.map((f) => f.fields)).toEqual([
            { code: 'G-1', producerName: 'Hộ Lê Thị Mơ', declaredAreaHa: 2.5 },
        ]);
        expect(report.refused.map((f) => [f.fields.code, f.check.errors[0].code])).toEqual([['G-2', 'type']]);
    });

    it('reads a zipped shapefile with its attributes', async () => {
        const zip = zippedShapefile({
            thua_diem: [
                {
                    point: [108.5212345, 11.9012345],
                    fields: { CODE: 'S-1', PRODUCER: 'Hộ Phạm Văn Lộc', AREA: '1.8' },
                },
            ],
            thua_vung: [
                {
                    // Exterior ring clockwise, as shapefiles store it.
                    rings: [
                        [
                            [108.53, 11.91],
                            [108.53, 11.9125],
                            [108.5325, 11.9125],
                            [108.5325, 11.91],
                            [108.53, 11.91],
                        ],
                    ],
                    fields: { CODE: 'S-2', PRODUCER: 'Hộ Đinh Thị Hà', AREA: '7.5' },
                },
            ],
        });
        const report = await readPlotFile(zip, 'thua_cau_dat.zip');
        expect(report.format).toBe('shapefile');
        expect(report.refused).toEqual([]);
        expect(
            report.features.map((f) => [f.fields.code, f.fields.producerName, f.geometry?.type]).sort(),
        ).toEqual([
            ['S-1', 'Hộ Phạm Văn Lộc', 'Point'],
            ['S-2', 'Hộ Đinh Thị Hà', 'Polygon'],
        ]);
        expect(report.features.find((f) => f.fields.code === 'S-2')!.check.areaHa).toBeCloseTo(7.5, 0);
        // A plot is its type and coordinates: the shapefile reader's bounding boxes are no part of it.
        expect(report.features.map((f) => Object.keys(f.geometry!).sort())).toEqual([
            ['coordinates', 'type'],
            ['coordinates', 'type'],
        ]);
    });

    it('answers a file of another kind, an unreadable one and an empty one with their reason', async () => {
        await expect(readPlotFile(new TextEncoder().encode('a,b'), 'thua.csv')).rejects.toMatchObject({
            code: 'unknown_format',
        });
        await expect(
            readPlotFile(new TextEncoder().encode('{ not json'), 'thua.geojson'),
        ).rejects.toBeInstanceOf(PlotFileError);
        await expect(
            readPlotFile(new TextEncoder().encode('<kml><Document></kml>'), 'x.kml'),
        ).rejects.toMatchObject({ code: 'unreadable' });
        await expect(
            readPlotFile(new TextEncoder().encode('{"type":"FeatureCollection","features":[]}'), 'x.json'),
        ).rejects.toMatchObject({ code: 'empty' });
    });
});
