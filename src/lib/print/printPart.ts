/**
 * One part of a print file (a PDF of up to 10,000 stamps): the builder that writes it stamp by
 * stamp, and the same builder behind the message protocol of a print worker (printWorker.ts), so
 * the parts of a large batch are built side by side on every core. A worker also encodes QR codes
 * for a part another worker writes ('encode'), so one part's stamps are drawn on every core too.
 * Each worker keeps one QR encoder (qrSegments.ts) across its parts and jobs, so a text shape is
 * searched once per worker.
 */
import { csvCell } from '../csv';
import { PdfWriter, embedFont, fixed } from './pdfWriter';
import {
    A4,
    lookOf,
    sheetOf,
    stampAt,
    text,
    type PrintBackground,
    type PrintFile,
    type PrintItem,
    type PrintLayout,
    type Sheet,
} from './printLayout';
import { packMasks, transferOf, unpackMasks, type PackedMasks } from './maskPack';
import { qrEncoder, type QrEncoder } from './qrSegments';
import { MM, qrMask, shapePath, stampOps, type QrMask, type StampLook } from './stampDrawing';
import { readTrueType, type TrueTypeFont } from './ttfSubset';

/** A part's lines of the codes file (`serial,code,qr`, CRLF), one string for a run of stamps. */
const codeLines = (items: PrintItem[]) =>
    items.map((item) => `${csvCell(item.serial)},${csvCell(item.code)},${csvCell(item.qr)}\r\n`).join('');

/** A finished part: its PDF, and its lines of the codes file, written where the part was. */
export interface BuiltPart {
    file: PrintFile;
    codes: Blob;
}

/** One PDF being written: its pages' operators and images so far, and its lines of the codes file. */
export class FileBuilder {
    readonly pdf = new PdfWriter();
    private codes: string[] = [];
    private ops: string[] = [];
    private images: string[] = [];
    private fonts: string;
    count = 0;
    first = '';
    last = '';
    private headline: ReturnType<ReturnType<typeof embedFont>['set']> | null = null;
    /** The background's form XObject (its image written once for the whole file). */
    private background: number | null = null;

    constructor(
        private readonly look: StampLook,
        private readonly sheet: Sheet,
        private readonly prefix: string,
        headline: string,
        font: TrueTypeFont | null | undefined,
        background: PrintBackground | null | undefined,
        private readonly encode: QrEncoder['encode'],
    ) {
        const courier = this.pdf.object(
            null,
            '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>',
        );
        this.fonts = `/F1 ${courier} 0 R`;
        if (headline && font) {
            const embedded = embedFont(this.pdf, font, 'DejaVuSans-Bold', [headline]);
            this.fonts += ` /F2 ${embedded.fontId} 0 R`;
            this.headline = embedded.set(headline);
        }
        if (background) {
            const image = this.pdf.object(
                null,
                `<< /Type /XObject /Subtype /Image /Width ${background.width} /Height ${background.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Interpolate true >>`,
                background.jpeg,
            );
            // A form each stamp draws at its corner: the image over the whole stamp, clipped to its shape.
            const w = fixed(look.widthMm * MM);
            const h = fixed(look.heightMm * MM);
            this.background = this.pdf.object(
                null,
                `<< /Type /XObject /Subtype /Form /BBox [0 0 ${w} ${h}] /Resources << /XObject << /I${image} ${image} 0 R >> >> >>`,
                `${shapePath(look, 0, 0)} W n ${w} 0 0 ${h} 0 0 cm /I${image} Do`,
            );
        }
    }

    /** Draws the next stamps and writes their codes; `masks` are their QR codes when already encoded. */
    addAll(items: PrintItem[], masks?: QrMask[]) {
        for (let i = 0; i < items.length; i++) this.add(items[i], masks?.[i]);
        this.codes.push(codeLines(items));
    }

    /** Draws the next stamp; `mask` is its QR code when already encoded (by another worker). */
    add(item: PrintItem, mask: QrMask = qrMask(item.qr, this.encode)) {
        const slot = this.count % this.sheet.perPage;
        if (slot === 0) this.flushPage();
        const { left, top } = stampAt(this.sheet, slot);
        const imageId = this.pdf.object(
            null,
            `<< /Type /XObject /Subtype /Image /Width ${mask.side} /Height ${mask.side} /ImageMask true /BitsPerComponent 1 /Interpolate false >>`,
            mask.bytes,
        );
        this.images.push(`Q${imageId}`);
        this.ops.push(
            ...stampOps(this.look, A4.height, left, top, `Q${imageId}`, {
                headline: this.headline,
                serial: `${this.prefix}${item.serial}`,
                background: this.background === null ? null : `Q${this.background}`,
            }),
        );
        if (!this.count) this.first = item.serial;
        this.last = item.serial;
        this.count++;
    }

    private flushPage() {
        if (!this.images.length) return;
        const ids = this.images.map((name) => Number(name.slice(1)));
        if (this.background !== null) ids.unshift(this.background);
        this.pdf.page(A4.width * MM, A4.height * MM, this.ops.join('\n'), this.fonts, ids);
        this.ops = [];
        this.images = [];
    }

    finish(part: number, parts: number): BuiltPart {
        this.flushPage();
        const pages = this.pdf.pages;
        const codes = new Blob(this.codes);
        this.codes = [];
        return {
            file: {
                blob: this.pdf.finish(),
                pages,
                count: this.count,
                part,
                parts,
                first: this.first,
                last: this.last,
            },
            codes,
        };
    }
}

/** What every part of a batch shares. */
export interface PartSetup {
    layout: PrintLayout;
    /** The headline font's file, or null (then no headline). */
    font: Uint8Array | null;
    background: PrintBackground | null;
}

/** A part being built: stamps added in order, then the finished file. */
export interface PartBuilder {
    add(items: PrintItem[]): void;
    finish(part: number, parts: number): Promise<BuiltPart>;
}

/** Opens part builders; `onBuilt` hears how many of the part's stamps are drawn so far. */
export interface PartFactory {
    open(onBuilt: (built: number) => void): Promise<PartBuilder>;
    /** Frees what the factory holds (workers). */
    close(): void;
    /** Rejects when a builder fails while the parts are still being fed (a worker's failure). */
    failed?: Promise<never>;
}

/** Makes the file builders of a batch, with one QR encoder for all its parts (a new one unless given). */
export function fileMaker(
    layout: PrintLayout,
    font: TrueTypeFont | null,
    background: PrintBackground | null,
    encode: QrEncoder['encode'] = qrEncoder().encode,
) {
    const look = lookOf(layout);
    const sheet = sheetOf(layout);
    const prefix = text(layout.serialPrefix);
    const headline = text(layout.headline).trim();
    return () => new FileBuilder(look, sheet, prefix, headline, font, background, encode);
}

/** What the print file hands a part factory. */
export interface BatchSetup {
    layout: PrintLayout;
    font: TrueTypeFont | null;
    background: PrintBackground | null;
}

/** Builds the parts on this thread (tests, and browsers without workers). */
export function localParts(setup: BatchSetup): PartFactory {
    const make = fileMaker(setup.layout, setup.font, setup.background);
    return {
        open: async (onBuilt) => {
            const file = make();
            return {
                add: (items) => {
                    file.addAll(items);
                    onBuilt(file.count);
                },
                finish: async (part, parts) => file.finish(part, parts),
            };
        },
        close: () => {},
    };
}

/**
 * Messages to a print worker: the batch's setup, the next stamps of the part it writes (with their
 * QR codes when another worker encoded them), the end of its part, or a job of QR codes to encode
 * for a part another worker writes.
 */
export type ToWorker =
    | { type: 'setup'; setup: PartSetup }
    | { type: 'items'; items: PrintItem[]; masks?: PackedMasks }
    | { type: 'finish'; part: number; parts: number }
    | { type: 'encode'; job: number; texts: string[] };

/** Messages from a print worker: one 'built' per 'items', one 'encoded' per 'encode'. */
export type FromWorker =
    | { type: 'built'; count: number }
    | { type: 'file'; part: BuiltPart }
    | { type: 'encoded'; job: number; masks: PackedMasks }
    | { type: 'error'; message: string };

/**
 * A print worker's logic, whatever runs it (a Web Worker in the browser, a Node worker thread in
 * the benchmark): one part at a time, a new part starting with the first items after a finish, and
 * encoding jobs in between.
 */
export function workerHandler(post: (message: FromWorker, transfer?: Transferable[]) => void) {
    let make: (() => FileBuilder) | null = null;
    let file: FileBuilder | null = null;
    const { encode } = qrEncoder();
    return (message: ToWorker) => {
        try {
            if (message.type === 'setup') {
                const { layout, font, background } = message.setup;
                make = fileMaker(layout, font && readTrueType(font), background, encode);
                file = null;
            } else if (message.type === 'encode') {
                const masks = packMasks(message.texts.map((text) => qrMask(text, encode)));
                post({ type: 'encoded', job: message.job, masks }, transferOf(masks));
            } else if (message.type === 'items') {
                file ??= make!();
                file.addAll(message.items, message.masks && unpackMasks(message.masks));
                post({ type: 'built', count: file.count });
            } else {
                const done = (file ?? make!()).finish(message.part, message.parts);
                file = null;
                post({ type: 'file', part: done });
            }
        } catch (error) {
            file = null;
            post({ type: 'error', message: (error as Error)?.message ?? String(error) });
        }
    };
}
