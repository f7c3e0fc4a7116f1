/**
 * Plot files as users bring them: GeoJSON, KML and GPX (@tmcw/togeojson) and zipped shapefiles
 * (shpjs), each feature imported or refused with its reasons, before anything is saved. The
 * libraries load only when a file is read.
 */
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { GeoIssue, PlotGeometry, PlotInput, Position } from './types';
import { geometryFromPositions, mapPositions } from './positions';
import { looksSwapped, swapLatLon } from './coordinates';
import { validatePlotGeometry, type GeometryCheck } from './validate';

export type PlotFileFormat = 'geojson' | 'kml' | 'gpx' | 'shapefile';

/** Plot fields found in a feature's properties (names in English or Vietnamese, any case). */
export type PlotFields = Partial<
    Pick<PlotInput, 'code' | 'producerName' | 'crop' | 'declaredAreaHa' | 'plantingYear'>
>;

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

export interface ReadOptions {
    /** The XML parser for KML and GPX (the browser's DOMParser by default; jsdom's in Node tests). */
    domParser?: { new (): DOMParser };
}

export class PlotFileError extends Error {
    constructor(public readonly code: 'unknown_format' | 'unreadable' | 'empty') {
        super(code);
    }
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

const fold = (text: string) =>
    text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/đ/gi, 'd')
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '');

/** Property names that carry each plot field. */
const FIELD_NAMES: Record<keyof PlotFields, string[]> = {
    code: ['code', 'plotcode', 'mathua', 'ma', 'plotid', 'id'],
    producerName: ['producername', 'producer', 'farmer', 'owner', 'chuho', 'tenho', 'hogiadinh', 'nongho'],
    crop: ['crop', 'caytrong', 'commodity'],
    declaredAreaHa: ['declaredareaha', 'areaha', 'area', 'dientich', 'dientichha', 'hectares', 'ha'],
    plantingYear: ['plantingyear', 'namtrong', 'year'],
};

/** A number from a property, with a decimal comma accepted ("5,2"). */
const numberOf = (value: unknown): number | undefined => {
    const n =
        typeof value === 'number'
            ? value
            : Number(
                  String(value ?? '')
                      .trim()
                      .replace(',', '.'),
              );
    return Number.isFinite(n) && String(value ?? '').trim() !== '' ? n : undefined;
};

export function fieldsOf(properties: Record<string, unknown>): PlotFields {
    const byName = new Map(Object.entries(properties).map(([k, v]) => [fold(k), v]));
    const pick = (field: keyof PlotFields) =>
        FIELD_NAMES[field].map((n) => byName.get(n)).find((v) => v !== undefined && v !== null && v !== '');
    const fields: PlotFields = {};
    const code = pick('code');
    if (code !== undefined) fields.code = String(code).trim();
    const producer = pick('producerName');
    if (producer !== undefined) fields.producerName = String(producer).trim();
    const crop = pick('crop');
    if (crop !== undefined) fields.crop = String(crop).trim();
    const area = numberOf(pick('declaredAreaHa'));
    if (area !== undefined) fields.declaredAreaHa = area;
    const year = numberOf(pick('plantingYear'));
    if (year !== undefined && Number.isInteger(year)) fields.plantingYear = year;
    return fields;
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
    const name = nameValue === null || nameValue === undefined ? null : String(nameValue);
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

const featuresOf = (value: unknown): Feature[] => {
    const object = value as { type?: string; features?: Feature[] };
    if (object?.type === 'FeatureCollection' && Array.isArray(object.features)) return object.features;
    if (object?.type === 'Feature') return [object as Feature];
    if (object && typeof object.type === 'string')
        return [{ type: 'Feature', properties: {}, geometry: object as Geometry }];
    return [];
};

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
    const Parser = options.domParser ?? globalThis.DOMParser;
    const document = new Parser().parseFromString(text, 'text/xml');
    if (document.getElementsByTagName('parsererror').length) throw new PlotFileError('unreadable');
    const { kml, gpx } = await import('@tmcw/togeojson');
    return (format === 'kml' ? kml(document) : gpx(document)) as FeatureCollection;
}

async function readShapefile(bytes: Uint8Array): Promise<FeatureCollection> {
    const { default: shp } = await import('shpjs');
    const read = await shp(bytes);
    const collections = Array.isArray(read) ? read : [read];
    return { type: 'FeatureCollection', features: collections.flatMap((c) => c.features) };
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
    const bytes = await bytesOf(file);
    const head = new TextDecoder().decode(bytes.subarray(0, 512));
    const format = formatOf(name, head);
    if (!format) throw new PlotFileError('unknown_format');
    let collection: FeatureCollection;
    try {
        if (format === 'shapefile') collection = await readShapefile(bytes);
        else {
            const text = new TextDecoder().decode(bytes);
            collection =
                format === 'geojson'
                    ? { type: 'FeatureCollection', features: featuresOf(JSON.parse(text)) }
                    : await readXml(text, format, options);
        }
    } catch (error) {
        throw error instanceof PlotFileError ? error : new PlotFileError('unreadable');
    }
    if (!collection.features.length) throw new PlotFileError('empty');
    return reportOf(format, collection.features.map(checkFeature));
}
