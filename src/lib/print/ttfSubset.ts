/**
 * A TrueType font cut down to the glyphs a text needs, for embedding in a PDF (FontFile2 of a
 * CIDFontType2 font): the glyphs renumbered from 1 (0 stays .notdef), composite glyphs with their
 * components, the tables a PDF reader needs (head, hhea, maxp, hmtx, loca, glyf and the hinting
 * programs). Reads the font's Unicode cmap (format 4, the Basic Multilingual Plane, where every
 * Vietnamese letter is).
 */

export interface TrueTypeFont {
    unitsPerEm: number;
    /** Glyph of a code point, 0 when the font has none. */
    glyphOf: (codePoint: number) => number;
    /** Advance width of a glyph in font units. */
    advanceOf: (glyph: number) => number;
    /** The font program with only these glyphs, numbered in the order given (after .notdef). */
    subset: (glyphs: number[]) => { program: Uint8Array; newId: Map<number, number> };
    /** Ascent and descent in font units. */
    ascent: number;
    descent: number;
    /** The font file as read (to hand the font to a worker). */
    bytes: Uint8Array;
}

function tableMap(view: DataView) {
    const tables = new Map<string, { offset: number; length: number }>();
    const count = view.getUint16(4);
    for (let i = 0; i < count; i++) {
        const at = 12 + i * 16;
        const tag = String.fromCharCode(
            view.getUint8(at),
            view.getUint8(at + 1),
            view.getUint8(at + 2),
            view.getUint8(at + 3),
        );
        tables.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
    }
    return tables;
}

function readCmap(view: DataView, offset: number): Map<number, number> {
    const map = new Map<number, number>();
    const count = view.getUint16(offset + 2);
    let sub = -1;
    for (let i = 0; i < count; i++) {
        const platform = view.getUint16(offset + 4 + i * 8);
        const encoding = view.getUint16(offset + 6 + i * 8);
        const at = offset + view.getUint32(offset + 8 + i * 8);
        if (view.getUint16(at) === 4 && ((platform === 3 && encoding === 1) || platform === 0)) sub = at;
    }
    if (sub < 0) throw new Error('The font has no Unicode cmap of format 4');
    const segX2 = view.getUint16(sub + 6);
    const ends = sub + 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const rangeOffsets = deltas + segX2;
    for (let s = 0; s < segX2; s += 2) {
        const end = view.getUint16(ends + s);
        const start = view.getUint16(starts + s);
        const delta = view.getInt16(deltas + s);
        const rangeOffset = view.getUint16(rangeOffsets + s);
        for (let c = start; c <= end && c !== 0xffff; c++) {
            let glyph: number;
            if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
            else {
                const at = rangeOffsets + s + rangeOffset + (c - start) * 2;
                glyph = view.getUint16(at);
                if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
            }
            if (glyph) map.set(c, glyph);
        }
    }
    return map;
}

const pad4 = (length: number) => (length + 3) & ~3;

function checksum(bytes: Uint8Array) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let sum = 0;
    for (let i = 0; i + 4 <= bytes.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
    return sum;
}

/** Reads a TrueType (glyf-outline) font. */
export function readTrueType(data: ArrayBuffer | Uint8Array): TrueTypeFont {
    // A copy as a plain Uint8Array: slices of it are copies (a Node Buffer's slices are views).
    const bytes = data instanceof Uint8Array ? new Uint8Array(data) : new Uint8Array(data);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const tables = tableMap(view);
    const table = (tag: string) => {
        const found = tables.get(tag);
        if (!found) throw new Error(`The font has no ${tag} table`);
        return found;
    };
    const head = table('head');
    const hhea = table('hhea');
    const maxp = table('maxp');
    const unitsPerEm = view.getUint16(head.offset + 18);
    const longLoca = view.getInt16(head.offset + 50) === 1;
    const numGlyphs = view.getUint16(maxp.offset + 4);
    const numMetrics = view.getUint16(hhea.offset + 34);
    const hmtx = table('hmtx').offset;
    const loca = table('loca').offset;
    const glyf = table('glyf').offset;
    const cmap = readCmap(view, table('cmap').offset);
    const glyphRange = (glyph: number): [number, number] =>
        longLoca
            ? [view.getUint32(loca + glyph * 4), view.getUint32(loca + glyph * 4 + 4)]
            : [view.getUint16(loca + glyph * 2) * 2, view.getUint16(loca + glyph * 2 + 2) * 2];
    const advanceOf = (glyph: number) => view.getUint16(hmtx + Math.min(glyph, numMetrics - 1) * 4);
    const lsbOf = (glyph: number) =>
        glyph < numMetrics
            ? view.getInt16(hmtx + glyph * 4 + 2)
            : view.getInt16(hmtx + numMetrics * 4 + (glyph - numMetrics) * 2);

    /** Components of a composite glyph: [offset of the glyph index inside the glyph, component]. */
    function components(glyph: number): [number, number][] {
        const [start, end] = glyphRange(glyph);
        if (end <= start || view.getInt16(glyf + start) >= 0) return [];
        const found: [number, number][] = [];
        let at = start + 10;
        for (;;) {
            const flags = view.getUint16(glyf + at);
            found.push([at + 2 - start, view.getUint16(glyf + at + 2)]);
            at += 4 + (flags & 0x1 ? 4 : 2);
            if (flags & 0x8) at += 2;
            else if (flags & 0x40) at += 4;
            else if (flags & 0x80) at += 8;
            if (!(flags & 0x20)) break;
        }
        return found;
    }

    function subset(wanted: number[]) {
        const order = [0];
        const newId = new Map<number, number>([[0, 0]]);
        const add = (glyph: number) => {
            if (newId.has(glyph) || glyph >= numGlyphs) return;
            newId.set(glyph, order.length);
            order.push(glyph);
            for (const [, component] of components(glyph)) add(component);
        };
        wanted.forEach(add);
        const glyphData: Uint8Array[] = [];
        const offsets = [0];
        for (const glyph of order) {
            const [start, end] = glyphRange(glyph);
            const copy = bytes.slice(glyf + start, glyf + end);
            const copyView = new DataView(copy.buffer);
            for (const [at, component] of components(glyph)) copyView.setUint16(at, newId.get(component)!);
            const padded = new Uint8Array(pad4(copy.length));
            padded.set(copy);
            glyphData.push(padded);
            offsets.push(offsets[offsets.length - 1] + padded.length);
        }
        const count = order.length;
        const newGlyf = new Uint8Array(offsets[count]);
        glyphData.forEach((part, i) => newGlyf.set(part, offsets[i]));
        const newLoca = new Uint8Array((count + 1) * 4);
        offsets.forEach((offset, i) => new DataView(newLoca.buffer).setUint32(i * 4, offset));
        const newHmtx = new Uint8Array(count * 4);
        order.forEach((glyph, i) => {
            const hv = new DataView(newHmtx.buffer);
            hv.setUint16(i * 4, advanceOf(glyph));
            hv.setInt16(i * 4 + 2, lsbOf(glyph));
        });
        const copyTable = (tag: string) => {
            const found = tables.get(tag);
            return found ? bytes.slice(found.offset, found.offset + found.length) : null;
        };
        const newHead = copyTable('head')!;
        new DataView(newHead.buffer).setUint32(8, 0);
        new DataView(newHead.buffer).setInt16(50, 1);
        const newHhea = copyTable('hhea')!;
        new DataView(newHhea.buffer).setUint16(34, count);
        const newMaxp = copyTable('maxp')!;
        new DataView(newMaxp.buffer).setUint16(4, count);
        const candidates: [string, Uint8Array | null][] = [
            ['cvt ', copyTable('cvt ')],
            ['fpgm', copyTable('fpgm')],
            ['glyf', newGlyf],
            ['head', newHead],
            ['hhea', newHhea],
            ['hmtx', newHmtx],
            ['loca', newLoca],
            ['maxp', newMaxp],
            ['prep', copyTable('prep')],
        ];
        const out = candidates.filter((entry): entry is [string, Uint8Array] => entry[1] !== null);
        const headerLength = 12 + out.length * 16;
        const total = headerLength + out.reduce((sum, [, data]) => sum + pad4(data.length), 0);
        const program = new Uint8Array(total);
        const pv = new DataView(program.buffer);
        pv.setUint32(0, 0x00010000);
        pv.setUint16(4, out.length);
        const power = 2 ** Math.floor(Math.log2(out.length));
        pv.setUint16(6, power * 16);
        pv.setUint16(8, Math.log2(power));
        pv.setUint16(10, out.length * 16 - power * 16);
        let offset = headerLength;
        out.forEach(([tag, data], i) => {
            const at = 12 + i * 16;
            for (let k = 0; k < 4; k++) pv.setUint8(at + k, tag.charCodeAt(k));
            const padded = new Uint8Array(pad4(data.length));
            padded.set(data);
            pv.setUint32(at + 4, checksum(padded));
            pv.setUint32(at + 8, offset);
            pv.setUint32(at + 12, data.length);
            program.set(padded, offset);
            offset += padded.length;
        });
        const headAt = pv.getUint32(12 + out.findIndex(([tag]) => tag === 'head') * 16 + 8);
        pv.setUint32(headAt + 8, (0xb1b0afba - checksum(program)) >>> 0);
        return { program, newId };
    }

    return {
        unitsPerEm,
        glyphOf: (codePoint) => cmap.get(codePoint) ?? 0,
        advanceOf,
        subset,
        ascent: view.getInt16(hhea.offset + 4),
        descent: view.getInt16(hhea.offset + 6),
        bytes,
    };
}
