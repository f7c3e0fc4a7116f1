/**
 * Zipped shapefiles as users bring them (shpjs): the entries expanded within the file limits, every
 * layer's records counted before any is decoded.
 */
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { checkCounts, scanJson, scanShp, type FileCounts } from './fileLimits';
import { unzipWithin } from './zipEntries';

/** The features of a parsed GeoJSON value: a collection, one feature, or a bare geometry. */
export const featuresOf = (value: unknown): Feature[] => {
    const object = value as { type?: string; features?: Feature[] };
    if (object?.type === 'FeatureCollection' && Array.isArray(object.features)) return object.features;
    if (object?.type === 'Feature') return [object as Feature];
    if (object && typeof object.type === 'string')
        return [{ type: 'Feature', properties: {}, geometry: object as Geometry }];
    return [];
};

/** Entries of a zipped shapefile that are read: shapes, attributes, projection, code page, GeoJSON. */
const SHAPEFILE_PART = /\.(shp|dbf|prj|cpg|json|geojson)$/i;

/**
 * A zipped shapefile: its entries expanded within MAX_UNZIPPED_BYTES (zipEntries.ts), the records
 * and positions of every layer counted from the .shp headers, and only then the layers decoded.
 */
export async function readShapefile(bytes: Uint8Array): Promise<FeatureCollection> {
    const entries = unzipWithin(bytes, (name) => SHAPEFILE_PART.test(name) && !name.includes('__MACOSX'));
    const byBase = new Map<string, Map<string, Uint8Array>>();
    for (const [name, content] of entries) {
        const dot = name.lastIndexOf('.');
        const base = name.slice(0, dot);
        const kind = name.slice(dot + 1).toLowerCase();
        if (!byBase.has(base)) byBase.set(base, new Map());
        byBase.get(base)!.set(kind, content);
    }
    const counts: FileCounts = { depth: 0, plots: 0, vertices: 0 };
    const add = (more: FileCounts) => {
        counts.depth = Math.max(counts.depth, more.depth);
        counts.plots += more.plots;
        counts.vertices += more.vertices;
        checkCounts(counts);
    };
    const text = new TextDecoder();
    for (const parts of byBase.values()) {
        const shape = parts.get('shp');
        if (shape) add(scanShp(shape));
        for (const kind of ['json', 'geojson']) {
            const json = parts.get(kind);
            if (json) add(scanJson(text.decode(json)));
        }
    }
    const features: Feature[] = [];
    const { default: shp } = await import('shpjs');
    for (const parts of byBase.values()) {
        const shape = parts.get('shp');
        if (shape) {
            const prj = parts.get('prj');
            const cpg = parts.get('cpg');
            const layer = await shp({
                shp: shape,
                dbf: parts.get('dbf'),
                prj: prj && text.decode(prj),
                cpg: cpg && text.decode(cpg),
            } as unknown as Parameters<typeof shp>[0]);
            features.push(...(Array.isArray(layer) ? layer.flatMap((l) => l.features) : layer.features));
        }
        for (const kind of ['json', 'geojson']) {
            const json = parts.get(kind);
            if (json) features.push(...featuresOf(JSON.parse(text.decode(json))));
        }
    }
    return { type: 'FeatureCollection', features };
}
