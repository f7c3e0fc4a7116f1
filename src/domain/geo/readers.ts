/**
 * Plot files as users bring them: GeoJSON, KML and GPX (@tmcw/togeojson) and zipped shapefiles
 * (shpjs), each feature imported or refused with its reasons, before anything is saved. The
 * libraries load only when a file is read. Every file is measured against the limits of
 * fileLimits.ts before it is parsed (size, nesting, plots, positions; a zip's expanded size), so a
 * hostile file is refused instead of holding up the page; the import dialog runs this in a worker.
 */
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { GeoIssue, PlotGeometry, Position } from './types';
import { geometryFromPositions, mapPositions } from './positions';
import { looksSwapped, swapLatLon } from './coordinates';
import { validatePlotGeometry, type GeometryCheck } from './validate';
import { euGeometryCheck } from './euRules';
import { MAX_FILE_PLOTS, PlotFileError, checkCounts, checkFileSize, scanJson, scanXml } from './fileLimits';
import { featuresOf, readShapefile } from './shapefileRead';
import { fieldsOf, readableText, type PlotFields } from './properties';

export { PlotFileError } from './fileLimits';

export type PlotFileFormat = 'geojson' | 'kml' | 'gpx' | 'shapefile';

export type { PlotFields } from './properties';

export interface PlotFileFeature {
    /** Position of the feature in the file (0-based). */
    index: number;
    /** Its name in the file, when it has one. */
    name: string | null;
    properties: Record<string, unknown>;
    /** 2-D [lon, lat] geometry as read (null when the file holds no usable shape). */
    geometry: PlotGeometry | null;
    fields: PlotFields;
    check: GeometryCheck;
    /** Latitude and longitude look swapped: `fixSwapped` offers the corrected shape. */
    swapped: boolean;
}

export interface PlotFileReport {
    format: PlotFileFormat;
    /** Features whose shape passes the rules (they may carry warnings). */
    features: PlotFileFeature[];
    /** Features refused, each with `check.errors` as its reasons. */
    refused: PlotFileFeature[];
}

/** How far a read has gone: the file parsed, then its features checked one by one. */
export interface ReadProgress {
    stage: 'parse' | 'check';
    done: number;
    total: number;
}

export interface ReadOptions {
    /**
     * The XML parser for KML and GPX: the page's DOMParser where there is one (jsdom's in Node
     * tests), @xmldom/xmldom in a worker, which has none.
     */
    domParser?: { new (): DOMParser };
    onProgress?: (progress: ReadProgress) => void;
}

export function formatOf(name: string, head: string): PlotFileFormat | null {
    const lower = name.toLowerCase();
    if (lower.endsWith('.kml')) return 'kml';
    if (lower.endsWith('.gpx')) return 'gpx';
    if (lower.endsWith('.zip') || lower.endsWith('.shp')) return 'shapefile';
    if (lower.endsWith('.geojson') || lower.endsWith('.json')) return 'geojson';
    const text = head.trimStart();
    if (text.startsWith('PK')) return 'shapefile';
    if (text.startsWith('{')) return 'geojson';
    if (/<kml[\s>]/.test(text)) return 'kml';
    if (/<gpx[\s>]/.test(text)) return 'gpx';
    return null;
}

const flat = (position: Position): Position => [position[0], position[1]];

/**
 * The plot shape of a feature's geometry: points and polygons as they are (in 2-D); a line that
 * goes round (a GPX track or a KML path walked along the boundary) becomes a closed polygon; a
 * collection of one polygon kind merges into a multipolygon. Anything else: null.
 */
export function plotGeometryOf(geometry: Geometry | null): PlotGeometry | null {
    if (!geometry) return null;
    switch (geometry.type) {
        case 'Point':
        case 'Polygon':
        case 'MultiPolygon':
            return mapPositions(geometry as PlotGeometry, flat);
        case 'LineString': {
            const line = geometry.coordinates.map(flat);
            return line.length >= 3 ? geometryFromPositions(line) : null;
        }
        case 'MultiPoint':
            return geometry.coordinates.length === 1
                ? { type: 'Point', coordinates: flat(geometry.coordinates[0]) }
                : null;
        case 'GeometryCollection': {
            const parts = geometry.geometries.map(plotGeometryOf);
            if (parts.length === 1) return parts[0];
            if (parts.length && parts.every((p) => p && p.type !== 'Point'))
                return {
                    type: 'MultiPolygon',
                    coordinates: parts.flatMap((p) =>
                        p!.type === 'Polygon' ? [p!.coordinates] : (p!.coordinates as Position[][][]),
                    ),
                };
            return null;
        }
        default:
            return null;
    }
}

/** One feature of a file, checked. */
export function checkFeature(feature: Feature, index: number): PlotFileFeature {
    const properties = (feature.properties ?? {}) as Record<string, unknown>;
    const geometry = plotGeometryOf(feature.geometry);
    const fields = fieldsOf(properties);
    const nameValue = properties.name ?? properties.Name ?? properties.NAME ?? fields.code ?? null;
    const name = nameValue === null || nameValue === undefined ? null : readableText(nameValue) || null;
    if (!geometry) {
        const unsupported: GeoIssue = { code: feature.geometry ? 'type' : 'missing' };
        return {
            index,
            name,
            properties,
            geometry,
            fields,
            check: { errors: [unsupported], warnings: [], areaHa: null },
            swapped: false,
        };
    }
    const swapped = looksSwapped(geometry);
    const check = validatePlotGeometry(geometry, { declaredAreaHa: fields.declaredAreaHa });
    if (!check.errors.length) {
        // The EU Information System's rules: what it refuses (a hole…) is refused here, as the server does.
        const eu = euGeometryCheck(geometry);
        check.errors.push(...eu.errors);
        check.warnings.push(...eu.warnings);
    }
    if (swapped) check.errors.unshift({ code: 'swapped' });
    return { index, name, properties, geometry, fields, check, swapped };
}

/** Splits checked features into imported and refused. */
export function reportOf(format: PlotFileFormat, features: PlotFileFeature[]): PlotFileReport {
    return {
        format,
        features: features.filter((f) => !f.check.errors.length),
        refused: features.filter((f) => f.check.errors.length > 0),
    };
}

/** The report with every swapped feature's latitude and longitude exchanged and checked again. */
export function fixSwapped(report: PlotFileReport): PlotFileReport {
    const all = [...report.features, ...report.refused].sort((a, b) => a.index - b.index);
    return reportOf(
        report.format,
        all.map((f) =>
            f.swapped && f.geometry
                ? checkFeature(
                      { type: 'Feature', properties: f.properties, geometry: swapLatLon(f.geometry) },
                      f.index,
                  )
                : f,
        ),
    );
}

/** The file's bytes (views and buffers of any realm: a worker's, a test environment's). */
async function bytesOf(file: File | Blob | ArrayBuffer | Uint8Array): Promise<Uint8Array> {
    if (ArrayBuffer.isView(file)) return new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
    if (Object.prototype.toString.call(file) === '[object ArrayBuffer]')
        return new Uint8Array(file as ArrayBuffer);
    return new Uint8Array(await (file as Blob).arrayBuffer());
}

async function readXml(
    text: string,
    format: 'kml' | 'gpx',
    options: ReadOptions,
): Promise<FeatureCollection> {
    checkCounts(scanXml(text, format));
    const Parser: { new (): DOMParser } =
        options.domParser ??
        globalThis.DOMParser ??
        ((await import('@xmldom/xmldom')).DOMParser as unknown as { new (): DOMParser });
    const document = new Parser().parseFromString(text, 'text/xml');
    if (document.getElementsByTagName('parsererror').length) throw new PlotFileError('unreadable');
    const { kml, gpx } = await import('@tmcw/togeojson');
    return (format === 'kml' ? kml(document) : gpx(document)) as FeatureCollection;
}

function readGeoJson(text: string): FeatureCollection {
    checkCounts(scanJson(text));
    return { type: 'FeatureCollection', features: featuresOf(JSON.parse(text)) };
}

/**
 * Reads a plot file: its features, each checked by the plot rules (validatePlotGeometry) with its
 * declared area taken from its properties when it has one, and swapped coordinates detected.
 * Throws PlotFileError for a file of another kind, unreadable or without any feature.
 */
export async function readPlotFile(
    file: File | Blob | ArrayBuffer | Uint8Array,
    name: string,
    options: ReadOptions = {},
): Promise<PlotFileReport> {
    if (!ArrayBuffer.isView(file) && 'size' in file) checkFileSize(file.size);
    const bytes = await bytesOf(file);
    checkFileSize(bytes.byteLength);
    const head = new TextDecoder().decode(bytes.subarray(0, 512));
    const format = formatOf(name, head);
    if (!format) throw new PlotFileError('unknown_format');
    let collection: FeatureCollection;
    try {
        options.onProgress?.({ stage: 'parse', done: 0, total: 1 });
        if (format === 'shapefile') collection = await readShapefile(bytes);
        else {
            const text = new TextDecoder().decode(bytes);
            collection = format === 'geojson' ? readGeoJson(text) : await readXml(text, format, options);
        }
    } catch (error) {
        throw error instanceof PlotFileError ? error : new PlotFileError('unreadable');
    }
    const total = collection.features.length;
    if (!total) throw new PlotFileError('empty');
    if (total > MAX_FILE_PLOTS)
        throw new PlotFileError('too_many_plots', { count: total, max: MAX_FILE_PLOTS });
    const checked: PlotFileFeature[] = [];
    for (let index = 0; index < total; index++) {
        checked.push(checkFeature(collection.features[index], index));
        if (index % 100 === 99) options.onProgress?.({ stage: 'check', done: index + 1, total });
    }
    options.onProgress?.({ stage: 'check', done: total, total });
    return reportOf(format, checked);
}
