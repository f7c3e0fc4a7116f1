/**
 * The print file of a batch, as the template preview shows each stamp (stampDrawing.ts): PDFs of
 * A4 pages with the stamps at the template's size in millimetres, each with its own QR code (the
 * content the server gives: scanner link or GS1 Digital Link), headline and prefixed serial; and
 * the codes file for printing houses (CSV: serial, code, qr). A large batch is cut into files of
 * `stampsPerFile` stamps ("phần 1/10"), each a Blob once done, so memory stays bounded; the codes
 * are fetched in parts with a pause for the browser between them, with progress and cancellation.
 * The template's background image comes ready as JPEG bytes (printBackground.ts rasterises it in
 * the browser): one image per PDF, drawn in every stamp under the rest, clipped to its shape.
 */
import { csvCell } from '../business/csv';
import { PdfWriter, embedFont, fixed } from './pdfWriter';
import { MM, qrMask, shapePath, stampOps, type StampLook } from './stampDrawing';
import type { TrueTypeFont } from './ttfSubset';

export interface PrintLayout {
    widthMm: number;
    heightMm: number;
    shape?: unknown;
    qrX?: unknown;
    qrY?: unknown;
    qrSizeMm?: unknown;
    serialX?: unknown;
    serialY?: unknown;
    serialFontPt?: unknown;
    showSerial?: unknown;
    serialPrefix?: unknown;
    headline?: unknown;
    backgroundColor?: unknown;
    foregroundColor?: unknown;
    /** The template's background image (a URL), as it was when the print file was opened. */
    backgroundImage?: unknown;
}

/** The background image as printed: a JPEG (RGB) covering the whole stamp. */
export interface PrintBackground {
    jpeg: Uint8Array;
    width: number;
    height: number;
}

export interface PrintItem {
    serial: string;
    code: string;
    /** The QR code's full content. */
    qr: string;
}

const A4 = { width: 210, height: 297 };
const MARGIN = 10;
const GAP = 2;
/** Stamps in one PDF of a large batch. */
export const STAMPS_PER_FILE = 10_000;

/** Stamps a page holds for a stamp size, and where each goes. */
export function sheetOf(layout: Pick<PrintLayout, 'widthMm' | 'heightMm'>) {
    const width = Math.max(5, Number(layout.widthMm) || 40);
    const height = Math.max(5, Number(layout.heightMm) || 25);
    const cols = Math.max(1, Math.floor((A4.width - 2 * MARGIN + GAP) / (width + GAP)));
    const rows = Math.max(1, Math.floor((A4.height - 2 * MARGIN + GAP) / (height + GAP)));
    return { width, height, cols, rows, perPage: cols * rows };
}

const finite = (value: unknown): number | null => {
    const number =
        typeof value === 'number'
            ? value
            : typeof value === 'string' && value.trim() !== ''
              ? Number(value)
              : NaN;
    return Number.isFinite(number) ? number : null;
};

/** Where the QR code and the serial sit inside one stamp (mm from its top left corner). */
export function placement(layout: PrintLayout) {
    const { width, height } = sheetOf(layout);
    const showSerial = layout.showSerial !== false && layout.showSerial !== 'false';
    const fontPt = Math.min(Math.max(finite(layout.serialFontPt) ?? 6, 4), 24);
    const textMm = (fontPt / 72) * 25.4;
    let qrSize = finite(layout.qrSizeMm);
    let qrX = finite(layout.qrX);
    let qrY = finite(layout.qrY);
    if (qrSize === null || qrX === null || qrY === null || qrX + qrSize > width || qrY + qrSize > height) {
        qrSize = Math.max(5, Math.min(width - 2, height - 2 - (showSerial ? textMm + 1 : 0)));
        qrX = (width - qrSize) / 2;
        qrY = 1;
    }
    let serialX = finite(layout.serialX);
    let serialY = finite(layout.serialY);
    if (serialX === null || serialY === null || serialX > width || serialY > height) {
        serialX = width / 2;
        serialY = Math.min(height - 0.5, qrY + qrSize + textMm);
    }
    return { qrSize, qrX, qrY, showSerial, fontPt, serialX, serialY };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Everything one stamp's drawing needs from the layout. */
export function lookOf(layout: PrintLayout): StampLook {
    const sheet = sheetOf(layout);
    return {
        ...placement(layout),
        widthMm: sheet.width,
        heightMm: sheet.height,
        shape: text(layout.shape) || 'rectangle',
        backgroundColor: text(layout.backgroundColor) || '#ffffff',
        foregroundColor: text(layout.foregroundColor) || '#1b1b1b',
    };
}

export interface BuildOptions {
    layout: PrintLayout;
    total: number;
    /** Fetches the stamps [offset, offset + limit). */
    fetchPart: (offset: number, limit: number, signal: AbortSignal) => Promise<PrintItem[]>;
    /** The font of the headline (Vietnamese letters); without it the headline is left out. */
    font?: TrueTypeFont | null;
    /** The template's background image; without it the stamps have their background colour only. */
    background?: PrintBackground | null;
    onProgress?: (done: number, total: number) => void;
    /** Each PDF as soon as it is done. */
    onFile?: (file: PrintFile) => void;
    signal: AbortSignal;
    /** Stamps per fetch (then a pause for the browser). */
    partSize?: number;
    stampsPerFile?: number;
}

export interface PrintFile {
    blob: Blob;
    pages: number;
    count: number;
    /** 1-based number of this file, and how many files the batch takes. */
    part: number;
    parts: number;
    /** First and last serial in the file. */
    first: string;
    last: string;
}

export interface PrintResult {
    files: PrintFile[];
    /** The codes file: `serial,code,qr`, CRLF, UTF-8. */
    csv: Blob;
    count: number;
}

const cancelled = () => new DOMException('Cancelled', 'AbortError');

/** One PDF being written: its pages' operators and images so far. */
class FileBuilder {
    readonly pdf = new PdfWriter();
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
        private readonly sheet: ReturnType<typeof sheetOf>,
        private readonly prefix: string,
        headline: string,
        font: TrueTypeFont | null | undefined,
        background: PrintBackground | null | undefined,
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

    add(item: PrintItem) {
        const slot = this.count % this.sheet.perPage;
        if (slot === 0) this.flushPage();
        const left = MARGIN + (slot % this.sheet.cols) * (this.sheet.width + GAP);
        const top = MARGIN + Math.floor(slot / this.sheet.cols) * (this.sheet.height + GAP);
        const mask = qrMask(item.qr);
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

    finish(part: number, parts: number): PrintFile {
        this.flushPage();
        const pages = this.pdf.pages;
        return {
            blob: this.pdf.finish(),
            pages,
            count: this.count,
            part,
            parts,
            first: this.first,
            last: this.last,
        };
    }
}

/** Builds the PDFs and the codes file. Rejects with an AbortError when cancelled. */
export async function buildPrintFiles(options: BuildOptions): Promise<PrintResult> {
    const { layout, total, signal } = options;
    const partSize = options.partSize ?? 500;
    const perFile = Math.max(1, options.stampsPerFile ?? STAMPS_PER_FILE);
    const parts = Math.max(1, Math.ceil(total / perFile));
    const sheet = sheetOf(layout);
    const look = lookOf(layout);
    const prefix = text(layout.serialPrefix);
    const headline = text(layout.headline).trim();
    const newFile = () => new FileBuilder(look, sheet, prefix, headline, options.font, options.background);
    const files: PrintFile[] = [];
    const csv: Blob[] = [new Blob(['serial,code,qr\r\n'])];
    let file = newFile();
    let done = 0;
    while (done < total) {
        if (signal.aborted) throw cancelled();
        const items = await options.fetchPart(done, Math.min(partSize, total - done), signal);
        if (items.length === 0) break;
        const lines: string[] = [];
        for (const item of items) {
            if (file.count === perFile) {
                files.push(file.finish(files.length + 1, parts));
                options.onFile?.(files[files.length - 1]);
                file = newFile();
            }
            file.add(item);
            lines.push(`${csvCell(item.serial)},${csvCell(item.code)},${csvCell(item.qr)}\r\n`);
            done++;
        }
        csv.push(new Blob(lines));
        options.onProgress?.(done, total);
        // Let the browser paint and handle input between parts.
        await new Promise((resolve) => setTimeout(resolve, 0));
    }
    if (signal.aborted) throw cancelled();
    if (file.count || !files.length) {
        files.push(file.finish(files.length + 1, Math.max(parts, files.length + 1)));
        options.onFile?.(files[files.length - 1]);
    }
    return { files, csv: new Blob(csv, { type: 'text/csv;charset=utf-8' }), count: done };
}
