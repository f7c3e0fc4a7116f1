/**
 * QR codes for a batch, with the `qrcode` package's segmentation chosen once per text shape. For a
 * text given as a string, `qrcode` splits it into runs of digits, of the other alphanumeric-mode
 * characters and of everything else, then searches for the cheapest mix of modes over those runs
 * (a shortest path): about 0.19 ms of a stamp's link, more than the rest of its symbol once the
 * mask is chosen as qrMasks.ts does (about 0.12 ms). That choice depends on the runs'
 * modes and lengths (in characters, and in UTF-8 bytes for the byte runs), which the stamps of a
 * batch share (the same link with another code) but for where the code's digits fall (see
 * shapeOf). So the first text of each shape takes the full search, and every later text of that
 * shape is cut at the same places and handed to `qrcode` as explicit segments, which gives the same
 * symbol (the property test in tests/unit/qrSegments.test.ts compares the module matrices with a
 * plain build). A text of a shape not seen yet, or one whose characters do not fit the modes of its
 * shape's segments, takes the full search.
 */
import type { QRCode, QRCodeSegment } from 'qrcode';
import { createMasked } from './qrMasks';

/** One segment of a shape: where it ends (in UTF-16 units) and its mode. */
interface Cut {
    end: number;
    mode: 'numeric' | 'alphanumeric' | 'byte';
}

const ALPHANUMERIC = new Set(' $%*+-./:ABCDEFGHIJKLMNOPQRSTUVWXYZ');

/** Digit runs shorter than this are shaped as alphanumeric characters (see shapeOf). */
const SHORT_DIGITS = 4;

/**
 * The text's shape: per UTF-16 unit its class (digit, other alphanumeric, byte with its UTF-8
 * length). A run of fewer than four digits counts as alphanumeric characters: numeric mode never
 * pays for so few (its mode switch costs more than it saves), and in the other modes a digit costs
 * what a letter does, so codes that differ only in where their short digit runs fall share one
 * segmentation. Null for a text with surrogates (left to the full search).
 */
export function shapeOf(text: string): string | null {
    let shape = '';
    let digits = 0;
    const endDigits = () => {
        shape += (digits < SHORT_DIGITS ? 'a' : 'n').repeat(digits);
        digits = 0;
    };
    for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code >= 0x30 && code <= 0x39) {
            digits++;
            continue;
        }
        if (digits) endDigits();
        if (ALPHANUMERIC.has(text[i])) shape += 'a';
        else if (code < 0x80) shape += '1';
        else if (code < 0x800) shape += '2';
        else if (code >= 0xd800 && code <= 0xdfff) return null;
        else shape += '3';
    }
    if (digits) endDigits();
    return shape;
}

const decoder = new TextDecoder();

/** Where `qrcode`'s own segments of `text` end, in UTF-16 units, with their modes. */
function cutsOf(qr: QRCode): Cut[] | null {
    const cuts: Cut[] = [];
    let end = 0;
    for (const segment of qr.segments) {
        const id = (segment.mode as { id?: string }).id;
        const data = (segment as { data: string | Uint8Array }).data;
        if (id === 'Numeric' || id === 'Alphanumeric') end += (data as string).length;
        else if (id === 'Byte') end += decoder.decode(data as Uint8Array).length;
        else return null;
        cuts.push({ end, mode: id.toLowerCase() as Cut['mode'] });
    }
    return cuts;
}

/** Most shapes a batch keeps (a batch has one or a few). */
const MAX_SHAPES = 8192;

/** A QR encoder for a batch: `encode(text)` is `qrcode`'s `create(text, { errorCorrectionLevel: 'M' })`. */
export interface QrEncoder {
    encode: (text: string) => QRCode;
    readonly searches: number;
}

export function qrEncoder(): QrEncoder {
    const shapes = new Map<string, Cut[] | null>();
    let searches = 0;
    const encode = (text: string): QRCode => {
        const shape = shapeOf(text);
        const cuts = shape === null ? null : shapes.get(shape);
        if (!cuts) {
            const qr = createMasked(text);
            searches++;
            if (shape !== null && !shapes.has(shape)) {
                if (shapes.size >= MAX_SHAPES) shapes.clear();
                shapes.set(shape, cutsOf(qr));
            }
            return qr;
        }
        let start = 0;
        let fits = true;
        const segments = cuts.map(({ end, mode }) => {
            const data = text.slice(start, end);
            if (mode === 'numeric' && !/^\d+$/.test(data)) fits = false;
            start = end;
            return { data, mode } as QRCodeSegment;
        });
        if (!fits) {
            searches++;
            return createMasked(text);
        }
        return createMasked(segments);
    };
    return {
        encode,
        /** How many texts took the full search (for tests). */
        get searches() {
            return searches;
        },
    };
}
