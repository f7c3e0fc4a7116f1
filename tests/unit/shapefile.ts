import { zipSync } from 'fflate';

/**
 * A zipped ESRI shapefile written byte by byte (the published layout: a 100-byte header, then
 * records; big-endian lengths, little-endian values), with its .dbf of text fields and a .cpg
 * naming UTF-8, so that the plot reader can be tried on a real .zip as a GIS program exports it.
 */
export interface ShapeFeature {
    /** A point [x, y], or polygon rings (exterior clockwise, as the format wants). */
    point?: [number, number];
    rings?: [number, number][][];
    fields: Record<string, string>;
}

function shp(features: ShapeFeature[]): Uint8Array {
    const contents = features.map((f) => {
        if (f.point) {
            const view = new DataView(new ArrayBuffer(20));
            view.setInt32(0, 1, true);
            view.setFloat64(4, f.point[0], true);
            view.setFloat64(12, f.point[1], true);
            return new Uint8Array(view.buffer);
        }
        const rings = f.rings!;
        const points = rings.flat();
        const size = 44 + 4 * rings.length + 16 * points.length;
        const view = new DataView(new ArrayBuffer(size));
        view.setInt32(0, 5, true);
        const xs = points.map((p) => p[0]);
        const ys = points.map((p) => p[1]);
        [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((v, i) =>
            view.setFloat64(4 + 8 * i, v, true),
        );
        view.setInt32(36, rings.length, true);
        view.setInt32(40, points.length, true);
        let start = 0;
        rings.forEach((ring, i) => {
            view.setInt32(44 + 4 * i, start, true);
            start += ring.length;
        });
        points.forEach(([x, y], i) => {
            view.setFloat64(44 + 4 * rings.length + 16 * i, x, true);
            view.setFloat64(44 + 4 * rings.length + 16 * i + 8, y, true);
        });
        return new Uint8Array(view.buffer);
    });
    const total = 100 + contents.reduce((sum, c) => sum + 8 + c.length, 0);
    const out = new Uint8Array(total);
    const view = new DataView(out.buffer);
    view.setInt32(0, 9994, false);
    view.setInt32(24, total / 2, false);
    view.setInt32(28, 1000, true);
    view.setInt32(32, features.some((f) => f.rings) ? 5 : 1, true);
    let offset = 100;
    contents.forEach((content, i) => {
        view.setInt32(offset, i + 1, false);
        view.setInt32(offset + 4, content.length / 2, false);
        out.set(content, offset + 8);
        offset += 8 + content.length;
    });
    return out;
}

function dbf(features: ShapeFeature[]): Uint8Array {
    const encoder = new TextEncoder();
    const names = Object.keys(features[0]?.fields ?? {});
    const widths = names.map((n) =>
        Math.max(...features.map((f) => encoder.encode(f.fields[n] ?? '').length), 1),
    );
    const headerLength = 32 + 32 * names.length + 1;
    const recordLength = 1 + widths.reduce((a, b) => a + b, 0);
    const out = new Uint8Array(headerLength + recordLength * features.length + 1);
    const view = new DataView(out.buffer);
    out[0] = 3;
    out.set([126, 1, 1], 1);
    view.setUint32(4, features.length, true);
    view.setUint16(8, headerLength, true);
    view.setUint16(10, recordLength, true);
    names.forEach((name, i) => {
        const at = 32 + 32 * i;
        out.set(encoder.encode(name.slice(0, 10)), at);
        out[at + 11] = 'C'.charCodeAt(0);
        out[at + 16] = widths[i];
    });
    out[headerLength - 1] = 0x0d;
    features.forEach((feature, r) => {
        let at = headerLength + r * recordLength;
        out[at++] = 0x20;
        names.forEach((name, i) => {
            out.fill(0x20, at, at + widths[i]);
            out.set(encoder.encode(feature.fields[name] ?? ''), at);
            at += widths[i];
        });
    });
    out[out.length - 1] = 0x1a;
    return out;
}

/** A .zip of layers (a shapefile holds one kind of shape: points and polygons go in two layers). */
export const zippedShapefile = (layers: Record<string, ShapeFeature[]>): Uint8Array =>
    zipSync(
        Object.fromEntries(
            Object.entries(layers).flatMap(([name, features]) => [
                [`${name}.shp`, shp(features)],
                [`${name}.dbf`, dbf(features)],
                [`${name}.cpg`, new TextEncoder().encode('UTF-8')],
            ]),
        ),
    );
