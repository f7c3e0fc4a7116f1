/**
 * The GeoJSON files of the EUDR pack, written by hand so that every coordinate keeps 6 or more
 * decimals and each file's UTF-8 size is known while it is filled (docs/plots.md, "The EUDR pack").
 */
import type { Plot, PlotGeometry, Position } from './types';
import { coordinateText, hasDecimals } from './positions';

export const PRODUCER_COUNTRY = 'VN';

export interface PackFile {
    name: string;
    text: string;
    /** UTF-8 size. */
    bytes: number;
    features: number;
}

/** Twice the signed area of a ring in degrees (positive: counter-clockwise). */
const signedArea = (ring: Position[]) => {
    let sum = 0;
    for (let i = 1; i < ring.length; i++) sum += ring[i - 1][0] * ring[i][1] - ring[i][0] * ring[i - 1][1];
    return sum;
};

/** RFC 7946 winding: exterior rings counter-clockwise, holes clockwise. */
const wound = (polygon: Position[][]) =>
    polygon.map((ring, r) => (signedArea(ring) > 0 === (r === 0) ? ring : [...ring].reverse()));

/** A coordinate JavaScript already writes as coordinateText does: 6 or more decimals, no exponent. */
const writtenAsIs = (value: number) => Math.abs(value) >= 1e-6 && hasDecimals(value, 6);
const asIs = (p: Position) => p.length === 2 && writtenAsIs(p[0]) && writtenAsIs(p[1]);
const positionText = (p: Position) =>
    asIs(p) ? JSON.stringify(p) : `[${coordinateText(p[0])},${coordinateText(p[1])}]`;
// Most rings are written by JSON.stringify at once: the same text as position by position.
const ringText = (ring: Position[]) =>
    ring.every(asIs) ? JSON.stringify(ring) : `[${ring.map(positionText).join(',')}]`;
const polygonText = (polygon: Position[][]) => `[${wound(polygon).map(ringText).join(',')}]`;

/** A geometry as GeoJSON text with every coordinate written to at least 6 decimals. */
export function geometryText(geometry: PlotGeometry): string {
    const coordinates =
        geometry.type === 'Point'
            ? positionText(geometry.coordinates)
            : geometry.type === 'Polygon'
              ? polygonText(geometry.coordinates)
              : `[${geometry.coordinates.map(polygonText).join(',')}]`;
    return `{"type":"${geometry.type}","coordinates":${coordinates}}`;
}

/** The place the Information System shows for a plot: its code and its growing location. */
export const productionPlace = (plot: Plot) =>
    plot.locationName ? `${plot.code} – ${plot.locationName}` : plot.code;

/** A plot's properties in the EU GeoJSON file (names as the file description spells them). */
export function featureProperties(plot: Plot): Record<string, string | number> {
    const properties: Record<string, string | number> = {
        ProducerName: plot.producerName.trim(),
        ProducerCountry: PRODUCER_COUNTRY,
        ProductionPlace: productionPlace(plot),
    };
    if (plot.geometry.type === 'Point') properties.Area = plot.declaredAreaHa;
    return properties;
}

/**
 * One plot as a Feature of the EU GeoJSON file (Area in ha for points only), with its UTF-8 size:
 * only the properties (names) can hold more than ASCII.
 */
export function featureText(plot: Plot): { text: string; bytes: number } {
    const named = JSON.stringify(featureProperties(plot));
    const text = `{"type":"Feature","properties":${named},"geometry":${geometryText(plot.geometry)}}`;
    return { text, bytes: text.length - named.length + utf8Length(named) };
}

/** UTF-8 size of a text without encoding it (surrogate pairs count 4). */
export function utf8Length(text: string): number {
    let bytes = text.length;
    for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code < 0x80) continue;
        if (code < 0x800) bytes += 1;
        else if (code >= 0xd800 && code <= 0xdbff) {
            bytes += 2;
            i++;
        } else bytes += 2;
    }
    return bytes;
}
const HEAD = '{"type":"FeatureCollection","features":[';
const TAIL = ']}';

/** Features packed into FeatureCollections, each file's UTF-8 size under `maxBytes`. */
export function splitFeatures(
    features: { text: string; bytes: number }[],
    maxBytes: number,
    baseName: string,
): PackFile[] {
    const overhead = utf8Length(HEAD + TAIL);
    const parts: { texts: string[]; bytes: number }[] = [];
    let current = { texts: [] as string[], bytes: overhead };
    for (const { text, bytes: size } of features) {
        const separator = current.texts.length ? 1 : 0;
        if (current.texts.length && current.bytes + separator + size >= maxBytes) {
            parts.push(current);
            current = { texts: [], bytes: overhead };
        }
        if (overhead + size >= maxBytes) throw new Error('A single plot exceeds the file size limit');
        current.bytes += (current.texts.length ? 1 : 0) + size;
        current.texts.push(text);
    }
    parts.push(current);
    return parts.map((part, i) => ({
        name: parts.length === 1 ? `${baseName}.geojson` : `${baseName}-${i + 1}-of-${parts.length}.geojson`,
        text: HEAD + part.texts.join(',') + TAIL,
        bytes: part.bytes,
        features: part.texts.length,
    }));
}
