/**
 * The limits of a plot file, checked before it is parsed: its size, how deeply it nests, how many
 * plots and positions it holds, and for a zipped shapefile how far it expands. Each check is one
 * linear pass over the bytes or the text, so a hostile file is refused in about the time it takes
 * to read it, never in the time its parser would spend on it. No library: the import dialog
 * states the limits without loading the readers.
 */
import { MAX_IMPORT_VERTICES, MAX_PLOT_VERTICES } from './limits';

export { MAX_IMPORT_VERTICES, MAX_PLOT_VERTICES };

/**
 * Largest file read (bytes). The largest import the server takes, MAX_IMPORT_VERTICES positions,
 * written as GeoJSON with 7 decimals ("[108.1234567, 11.1234567], " ≈ 27 bytes a position) and its
 * properties, is about 15 MB; KML is denser still. Surveys of a cooperative's plots are a few MB.
 */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/**
 * Largest total of the entries read from a zipped shapefile once expanded (bytes): its .shp holds 16
 * bytes a position (8 MB for MAX_IMPORT_VERTICES), its .dbf a few hundred bytes a plot. Whatever the
 * zip declares, inflating stops past this.
 */
export const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;
/**
 * Plots (features, placemarks, records) in one file at most: a cooperative's whole survey. The
 * import sends them in parts the server takes (plotApi.ts, `importParts`).
 */
export const MAX_FILE_PLOTS = 10_000;
/**
 * Deepest nesting of a JSON file (arrays and objects) or an XML file (elements). A GeoJSON
 * multipolygon in a feature collection nests 8 levels; KML folders rarely go past 10. Deeper
 * nesting is a file built to exhaust a parser (or to hide its content in the preview).
 */
export const MAX_NESTING = 64;

export type PlotFileErrorCode =
    | 'unknown_format'
    | 'unreadable'
    | 'empty'
    | 'too_large'
    | 'unzipped_too_large'
    | 'too_deep'
    | 'too_many_plots'
    | 'too_many_vertices'
    | 'entities';

/** Why a file is not read, with the figures its message names (sizes in bytes). */
export class PlotFileError extends Error {
    constructor(
        public readonly code: PlotFileErrorCode,
        public readonly params: Record<string, number> = {},
    ) {
        super(code);
    }
}

/** What a pass over a file found before parsing it. */
export interface FileCounts {
    /** Deepest nesting met. */
    depth: number;
    /** Plots (features, placemarks, waypoints and tracks, shapefile records). */
    plots: number;
    /** Positions over all the plots. */
    vertices: number;
}

/** Refuses a file larger than MAX_FILE_BYTES, from its size alone (nothing read). */
export function checkFileSize(size: number): void {
    if (size > MAX_FILE_BYTES) throw new PlotFileError('too_large', { size, max: MAX_FILE_BYTES });
}

/** Refuses counts past the limits (the first limit passed, in the order nesting, plots, positions). */
export function checkCounts(counts: FileCounts): void {
    if (counts.depth > MAX_NESTING) throw new PlotFileError('too_deep', { max: MAX_NESTING });
    if (counts.plots > MAX_FILE_PLOTS)
        throw new PlotFileError('too_many_plots', { count: counts.plots, max: MAX_FILE_PLOTS });
    if (counts.vertices > MAX_IMPORT_VERTICES)
        throw new PlotFileError('too_many_vertices', { count: counts.vertices, max: MAX_IMPORT_VERTICES });
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const COLON = 0x3a;
const COMMA = 0x2c;
const isBlank = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const startsNumber = (c: number) => c === 0x2d || (c >= 0x30 && c <= 0x39);

/**
 * One pass over a JSON text without building it: its nesting depth, its features (objects whose
 * "type" is "Feature") and its positions (arrays starting with a number, inside a "coordinates"
 * value). Stops as soon as the nesting passes MAX_NESTING. Malformed text is left to the parser.
 */
export function scanJson(text: string): FileCounts {
    let depth = 0;
    let deepest = 0;
    let plots = 0;
    let vertices = 0;
    /** Depth at which the current "coordinates" value opened (0: outside one). */
    let coordinatesAt = 0;
    let lastString = '';
    let key = '';
    let afterTypeKey = false;
    const n = text.length;
    for (let i = 0; i < n; i++) {
        const c = text.charCodeAt(i);
        if (c === QUOTE) {
            const start = i + 1;
            i++;
            while (i < n) {
                const d = text.charCodeAt(i);
                if (d === BACKSLASH) i += 2;
                else if (d === QUOTE) break;
                else i++;
            }
            // Only short strings can be a key that matters or the value "Feature".
            lastString = i - start <= 16 ? text.slice(start, i) : '';
            if (afterTypeKey && lastString === 'Feature') plots++;
            afterTypeKey = false;
        } else if (c === COLON) {
            key = lastString;
            afterTypeKey = key === 'type';
        } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
            depth++;
            if (depth > deepest) {
                deepest = depth;
                if (deepest > MAX_NESTING) break;
            }
            if (c === OPEN_ARRAY) {
                if (key === 'coordinates' && !coordinatesAt) coordinatesAt = depth;
                if (coordinatesAt) {
                    let j = i + 1;
                    while (j < n && isBlank(text.charCodeAt(j))) j++;
                    if (startsNumber(text.charCodeAt(j))) vertices++;
                }
            }
            key = '';
            afterTypeKey = false;
        } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
            if (depth === coordinatesAt) coordinatesAt = 0;
            depth--;
        } else if (c === COMMA) {
            key = '';
            afterTypeKey = false;
        }
    }
    // A single feature or bare geometry is one plot.
    return { depth: deepest, plots: Math.max(plots, vertices ? 1 : 0), vertices };
}

/** Runs of non-blank characters in text[from, to): the tuples of a KML <coordinates> element. */
function wordsIn(text: string, from: number, to: number): number {
    let words = 0;
    let inWord = false;
    for (let i = from; i < to; i++) {
        const blank = isBlank(text.charCodeAt(i));
        if (!blank && !inWord) words++;
        inWord = !blank;
    }
    return words;
}

/** Element names (without prefix) that hold one plot, per format. */
const PLOT_ELEMENTS = { kml: ['Placemark'], gpx: ['wpt', 'trk', 'rte'] };

/**
 * One pass over a KML or GPX text without parsing it: refuses any entity declaration (KML and GPX
 * need none; declared entities are how a small file expands to gigabytes), and counts the element
 * nesting, the plots (placemarks; waypoints, tracks and routes) and the positions (tuples of KML
 * <coordinates>, <gx:coord> elements, GPX track, route and way points). Stops past MAX_NESTING.
 */
export function scanXml(text: string, format: 'kml' | 'gpx'): FileCounts {
    if (/<!ENTITY/i.test(text)) throw new PlotFileError('entities');
    const plotNames = PLOT_ELEMENTS[format];
    let depth = 0;
    let deepest = 0;
    let plots = 0;
    let vertices = 0;
    let coordinatesFrom = -1;
    const tags =
        /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<[?!][^>]*>|<(\/?)([A-Za-z_][\w.:-]*)[^>]*?(\/?)>/g;
    for (let match = tags.exec(text); match; match = tags.exec(text)) {
        const name = match[2];
        if (!name) continue;
        const local = name.slice(name.indexOf(':') + 1);
        if (match[1]) {
            depth--;
            if (local === 'coordinates' && coordinatesFrom >= 0) {
                vertices += wordsIn(text, coordinatesFrom, match.index);
                coordinatesFrom = -1;
            }
            continue;
        }
        if (plotNames.includes(local)) plots++;
        if (format === 'gpx' ? local === 'trkpt' || local === 'rtept' || local === 'wpt' : local === 'coord')
            vertices++;
        if (match[3]) continue;
        depth++;
        if (depth > deepest) {
            deepest = depth;
            if (deepest > MAX_NESTING) break;
        }
        if (local === 'coordinates') coordinatesFrom = tags.lastIndex;
    }
    return { depth: deepest, plots, vertices };
}

/** Positions of each shape type of a .shp record (the ESRI shapefile specification). */
const POINT_TYPES = new Set([1, 11, 21]);
const PARTS_TYPES = new Set([3, 5, 13, 15, 23, 25, 31]);
const MULTIPOINT_TYPES = new Set([8, 18, 28]);

/**
 * The records and positions of a .shp file, from its record headers alone (each record's shape
 * type and point count; nothing decoded). A record that runs past the end is left to the reader.
 */
export function scanShp(bytes: Uint8Array): FileCounts {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let plots = 0;
    let vertices = 0;
    for (let at = 100; at + 12 <= bytes.byteLength;) {
        const length = view.getInt32(at + 4, false) * 2;
        const content = at + 8;
        if (length < 4) break;
        const type = view.getInt32(content, true);
        plots++;
        if (POINT_TYPES.has(type)) vertices++;
        else if (PARTS_TYPES.has(type) && content + 44 <= bytes.byteLength)
            vertices += Math.max(0, view.getInt32(content + 40, true));
        else if (MULTIPOINT_TYPES.has(type) && content + 40 <= bytes.byteLength)
            vertices += Math.max(0, view.getInt32(content + 36, true));
        at = content + length;
    }
    return { depth: 0, plots, vertices };
}
