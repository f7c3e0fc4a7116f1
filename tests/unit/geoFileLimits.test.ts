import { describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { readPlotFile } from '../../src/domain/geo/readers';
import { scanJson, scanXml } from '../../src/domain/geo/fileLimits';
import { zippedShapefile } from './shapefile';

/**
 * The limits of a plot file, checked before it is parsed (in plain Node, as in the import's
 * worker: no DOMParser here either). Each hostile file is refused with its reason and the figures
 * its message names; ordinary files are still read.
 */
const encode = (text: string) => new TextEncoder().encode(text);
const MB = 1024 * 1024;

const square = (lon: number, lat: number, side = 0.001) => [
    [lon, lat],
    [lon + side, lat],
    [lon + side, lat + side],
    [lon, lat + side],
    [lon, lat],
];
const feature = (properties: Record<string, unknown>, coordinates: unknown, type = 'Polygon') => ({
    type: 'Feature',
    properties,
    geometry: { type, coordinates },
});
const collection = (features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });

/** A zip of the given entries with each entry's size, as its central directory declares it, replaced. */
function zipDeclaring(files: Record<string, Uint8Array>, declared: (name: string) => number | undefined) {
    const zip = zipSync(files, { level: 9 });
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    const names = new TextDecoder();
    for (let at = 0; at + 46 <= zip.byteLength; at++) {
        if (view.getUint32(at, true) !== 0x02014b50) continue;
        const nameLength = view.getUint16(at + 28, true);
        const size = declared(names.decode(zip.subarray(at + 46, at + 46 + nameLength)));
        if (size !== undefined) view.setUint32(at + 24, size, true);
    }
    return zip;
}

describe('plot files: limits checked before parsing', () => {
    it('counts nesting, plots and positions in one pass, without parsing', () => {
        const text = collection([
            feature({ name: 'a "Feature" [1, 2]', list: [1, 2, 3] }, [square(108.5, 11.9)]),
            feature({}, [108.5, 11.9], 'Point'),
            feature({}, [[square(108.6, 11.9)], [square(108.7, 11.9)]], 'MultiPolygon'),
        ]);
        expect(scanJson(text)).toEqual({ depth: 8, plots: 3, vertices: 5 + 1 + 10 });
        const gpx = `<gpx><wpt lat="11.9" lon="108.5"/><trk><!-- <trk> --><trkseg><trkpt lat="1" lon="2"></trkpt><trkpt lat="1" lon="3"/></trkseg></trk></gpx>`;
        expect(scanXml(gpx, 'gpx')).toEqual({ depth: 4, plots: 2, vertices: 3 });
    });

    it('refuses a file over the size limit from its size alone, without reading it', async () => {
        let read = false;
        const huge = {
            size: 50 * MB,
            arrayBuffer: async () => {
                read = true;
                return new ArrayBuffer(0);
            },
        } as unknown as Blob;
        await expect(readPlotFile(huge, 'vung.geojson')).rejects.toMatchObject({
            code: 'too_large',
            params: { size: 50 * MB, max: 20 * MB },
        });
        expect(read).toBe(false);
    });

    it('refuses a GeoJSON with more positions than an import takes, naming the limit', async () => {
        const ring = Array.from({ length: 500_001 }, (_, i) => [108 + i * 1e-7, 11.9]);
        const text = collection([feature({ code: 'V-1' }, [ring])]);
        await expect(readPlotFile(encode(text), 'trieu-diem.geojson')).rejects.toMatchObject({
            code: 'too_many_vertices',
            params: { count: 500_001, max: 500_000 },
        });
    });

    it('refuses a file of more plots than an import takes', async () => {
        const features = Array.from({ length: 10_001 }, (_, i) =>
            feature({ code: `P-${i}` }, [108 + i * 1e-4, 11.9], 'Point'),
        );
        await expect(readPlotFile(encode(collection(features)), 'nhieu.geojson')).rejects.toMatchObject({
            code: 'too_many_plots',
            params: { count: 10_001, max: 10_000 },
        });
    });

    it('refuses JSON nested deeper than any plot file (a property 100 levels deep)', async () => {
        const deep = '{"a":'.repeat(100) + '1' + '}'.repeat(100);
        const text = `{"type":"Feature","properties":{"name":${deep}},"geometry":{"type":"Point","coordinates":[108.5,11.9]}}`;
        await expect(readPlotFile(encode(text), 'sau.geojson')).rejects.toMatchObject({
            code: 'too_deep',
            params: { max: 64 },
        });
    });

    it('shows a nested property as readable text, never "[object Object]"', async () => {
        const text = collection([
            feature(
                { name: { vi: 'Thửa của hộ An', chi_tiet: { lo: 3, to: [1, 2] } } },
                [108.5012345, 11.9012345],
                'Point',
            ),
        ]);
        const report = await readPlotFile(encode(text), 'long.geojson');
        const shown = report.features[0].name;
        expect(shown).toBe('{vi: Thửa của hộ An, chi_tiet: {lo: 3, to: [1, 2]}}');
        expect(shown).not.toContain('[object Object]');
        // An object where a plot field is expected is no field.
        const coded = await readPlotFile(
            encode(collection([feature({ code: { a: 1 } }, [108.5012345, 11.9012345], 'Point')])),
            'ma.geojson',
        );
        expect(coded.features[0].fields.code).toBeUndefined();
    });

    it('refuses a KML that declares entities (the quadratic blow-up), before parsing it', async () => {
        const entity = 'x'.repeat(10_000);
        const kml = `<?xml version="1.0"?>
<!DOCTYPE kml [<!ENTITY a "${entity}">]>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document>${'<Placemark><name>&a;</name><Point><coordinates>108.5,11.9</coordinates></Point></Placemark>'.repeat(20)}</Document></kml>`;
        await expect(readPlotFile(encode(kml), 'bom.kml')).rejects.toMatchObject({ code: 'entities' });
    });

    it('refuses a KML nested deeper than any plot file', async () => {
        const kml = `<kml xmlns="http://www.opengis.net/kml/2.2">${'<Folder>'.repeat(200)}<Placemark><Point><coordinates>108.5,11.9</coordinates></Point></Placemark>${'</Folder>'.repeat(200)}</kml>`;
        await expect(readPlotFile(encode(kml), 'sau.kml')).rejects.toMatchObject({
            code: 'too_deep',
            params: { max: 64 },
        });
    });

    it('refuses a KML with more positions than an import takes, counted from its text', async () => {
        const tuples = Array.from({ length: 500_100 }, (_, i) => `${108 + i * 1e-7},11.9`).join(' ');
        const kml = `<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><LineString><coordinates>${tuples}</coordinates></LineString></Placemark></kml>`;
        await expect(readPlotFile(encode(kml), 'dai.kml')).rejects.toMatchObject({
            code: 'too_many_vertices',
            params: { count: 500_100, max: 500_000 },
        });
    });

    it('refuses a zip bomb from the sizes it declares, before inflating anything', async () => {
        const zeros = new Uint8Array(60 * MB);
        const zip = zipSync({ 'thua.shp': zeros, 'thua.dbf': new Uint8Array(10) }, { level: 9 });
        expect(zip.byteLength).toBeLessThan(MB);
        await expect(readPlotFile(zip, 'bom.zip')).rejects.toMatchObject({
            code: 'unzipped_too_large',
            params: { max: 50 * MB },
        });
    });

    it('stops inflating a zip bomb that lies about its size, at the size it declared', async () => {
        const zeros = new Uint8Array(60 * MB);
        const zip = zipDeclaring({ 'thua.shp': zeros }, (name) => (name === 'thua.shp' ? 1_000 : undefined));
        await expect(readPlotFile(zip, 'bom-gia.zip')).rejects.toMatchObject({ code: 'unzipped_too_large' });
    });

    it('refuses a shapefile whose records hold too many positions, from their headers', async () => {
        const ring = Array.from({ length: 100_000 }, (_, i) => [108 + i * 1e-6, 11.9] as [number, number]);
        ring.push(ring[0]);
        const many = zippedShapefile({
            thua: Array.from({ length: 6 }, (_, i) => ({ rings: [ring], fields: { CODE: `S-${i}` } })),
        });
        await expect(readPlotFile(many, 'nhieu-diem.zip')).rejects.toMatchObject({
            code: 'too_many_vertices',
            params: { count: 600_006, max: 500_000 },
        });
    });

    it('still reads ordinary files: a zipped shapefile, a KML without a DOMParser, deflated entries', async () => {
        const zip = zippedShapefile({
            thua: [{ point: [108.5212345, 11.9012345], fields: { CODE: 'S-1', PRODUCER: 'Hộ Lộc' } }],
        });
        const shapes = await readPlotFile(zip, 'thua.zip');
        expect(shapes.features.map((f) => f.fields.code)).toEqual(['S-1']);

        const kml = `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>
<Placemark><name>K-1</name><Polygon><outerBoundaryIs><LinearRing><coordinates>
${square(108.5012345, 11.9012345)
    .map((p) => p.join(','))
    .join(' ')}
</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></Document></kml>`;
        const read = await readPlotFile(encode(kml), 'k.kml');
        expect(read.features.map((f) => [f.name, f.geometry?.type])).toEqual([['K-1', 'Polygon']]);

        const geojson = collection([feature({ code: 'G-1' }, [square(108.5012345, 11.9012345)])]);
        const zipped = zipSync({ 'thua.geojson': encode(geojson) });
        const fromZip = await readPlotFile(zipped, 'thua-geojson.zip');
        expect(fromZip.features.map((f) => f.fields.code)).toEqual(['G-1']);
    });
});
