/**
 * The print file of a batch: a PDF of A4 pages with the stamps laid out at the template's size in
 * millimetres, each with its real QR code (the scanner host link and the code) and its serial.
 * Built in parts that yield to the browser between them, with progress and cancellation, so a
 * large batch never freezes the tab. QR codes are 1-bit images, a few hundred bytes each.
 */
import { create as createQr } from 'qrcode';

export interface PrintLayout {
    widthMm: number;
    heightMm: number;
    qrX?: unknown;
    qrY?: unknown;
    qrSizeMm?: unknown;
    serialX?: unknown;
    serialY?: unknown;
    serialFontPt?: unknown;
    showSerial?: unknown;
}

export interface PrintItem {
    serial: string;
    code: string;
}

const MM = 72 / 25.4;
const A4 = { width: 210, height: 297 };
const MARGIN = 10;
const GAP = 2;

/** Stamps a page holds for a stamp size, and where each goes. */
export function sheetOf(layout: Pick<PrintLayout, 'widthMm' | 'heightMm'>) {
    const width = Math.max(5, Number(layout.widthMm) || 40);
    const height = Math.max(5, Number(layout.heightMm) || 25);
    const cols = Math.max(1, Math.floor((A4.width - 2 * MARGIN + GAP) / (width + GAP)));
    const rows = Math.max(1, Math.floor((A4.height - 2 * MARGIN + GAP) / (height + GAP)));
    return { width, height, cols, rows, perPage: cols * rows };
}

const finite = (value: unknown): number | null => {
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
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

const encoder = new TextEncoder();

/** A 1-bit grey image of a QR code with a quiet zone of two modules (1 = white). */
function qrImage(text: string) {
    const qr = createQr(text, { errorCorrectionLevel: 'M' });
    const size = qr.modules.size;
    const data = qr.modules.data;
    const quiet = 2;
    const side = size + quiet * 2;
    const rowBytes = Math.ceil(side / 8);
    const bytes = new Uint8Array(rowBytes * side).fill(0xff);
    for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
            if (!data[y * size + x]) continue;
            const px = x + quiet;
            const index = (y + quiet) * rowBytes + (px >> 3);
            bytes[index] &= ~(0x80 >> (px & 7));
        }
    }
    return { side, bytes };
}

export interface BuildOptions {
    layout: PrintLayout;
    total: number;
    /** Fetches the stamps [offset, offset + limit). */
    fetchPart: (offset: number, limit: number, signal: AbortSignal) => Promise<PrintItem[]>;
    /** The text of each QR code. */
    linkOf: (code: string) => string;
    onProgress?: (done: number, total: number) => void;
    signal: AbortSignal;
    /** Stamps per part (one fetch, then a pause for the browser). */
    partSize?: number;
}

export interface PrintFile {
    blob: Blob;
    pages: number;
    count: number;
}

const fixed = (value: number) => (Math.round(value * 100) / 100).toString();

/** Builds the PDF. Rejects with an AbortError when cancelled. */
export async function buildPrintPdf(options: BuildOptions): Promise<PrintFile> {
    const { layout, total, signal } = options;
    const partSize = options.partSize ?? 500;
    const sheet = sheetOf(layout);
    const place = placement(layout);
    const chunks: Uint8Array[] = [];
    const offsets: number[] = [];
    let length = 0;
    const write = (part: string | Uint8Array) => {
        const bytes = typeof part === 'string' ? encoder.encode(part) : part;
        chunks.push(bytes);
        length += bytes.length;
    };
    // Object numbers: 1 catalog, 2 pages (written last), 3 font, then pages, contents and images.
    let nextObject = 4;
    const begin = (id: number) => {
        offsets[id] = length;
        write(`${id} 0 obj\n`);
    };
    write('%PDF-1.4\n%\u00e2\u00e3\n');
    begin(1);
    write('<< /Type /Catalog /Pages 2 0 R >>\nendobj\n');
    begin(3);
    write('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\n');

    const pageIds: number[] = [];
    let page: { images: number[]; ops: string[] } = { images: [], ops: [] };
    const flushPage = () => {
        if (page.images.length === 0) return;
        const contentId = nextObject++;
        const pageId = nextObject++;
        const content = page.ops.join('\n');
        begin(contentId);
        write(`<< /Length ${encoder.encode(content).length} >>\nstream\n${content}\nendstream\nendobj\n`);
        const xobjects = page.images.map((id) => `/Q${id} ${id} 0 R`).join(' ');
        begin(pageId);
        write(
            `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${fixed(A4.width * MM)} ${fixed(A4.height * MM)}] ` +
                `/Resources << /Font << /F1 3 0 R >> /XObject << ${xobjects} >> >> /Contents ${contentId} 0 R >>\nendobj\n`,
        );
        pageIds.push(pageId);
        page = { images: [], ops: [] };
    };

    let done = 0;
    while (done < total) {
        if (signal.aborted) throw new DOMException('Cancelled', 'AbortError');
        const items = await options.fetchPart(done, Math.min(partSize, total - done), signal);
        if (items.length === 0) break;
        for (const item of items) {
            const slot = done % sheet.perPage;
            if (slot === 0) flushPage();
            const col = slot % sheet.cols;
            const row = Math.floor(slot / sheet.cols);
            // Stamp's top left corner in mm from the page's top left.
            const left = MARGIN + col * (sheet.width + GAP);
            const top = MARGIN + row * (sheet.height + GAP);
            const toY = (mmFromTop: number) => (A4.height - mmFromTop) * MM;
            const image = qrImage(options.linkOf(item.code));
            const imageId = nextObject++;
            begin(imageId);
            write(
                `<< /Type /XObject /Subtype /Image /Width ${image.side} /Height ${image.side} /ColorSpace /DeviceGray ` +
                    `/BitsPerComponent 1 /Interpolate false /Length ${image.bytes.length} >>\nstream\n`,
            );
            write(image.bytes);
            write('\nendstream\nendobj\n');
            page.images.push(imageId);
            const qrSide = place.qrSize * MM;
            page.ops.push(
                // Cutting guide.
                `q 0.8 G 0.3 w ${fixed(left * MM)} ${fixed(toY(top + sheet.height))} ${fixed(sheet.width * MM)} ${fixed(sheet.height * MM)} re S Q`,
                `q ${fixed(qrSide)} 0 0 ${fixed(qrSide)} ${fixed((left + place.qrX) * MM)} ${fixed(toY(top + place.qrY + place.qrSize))} cm /Q${imageId} Do Q`,
            );
            if (place.showSerial) {
                // Helvetica digits are 0.556 em wide: centre the serial on its point.
                const textWidth = item.serial.length * 0.556 * place.fontPt;
                const x = (left + place.serialX) * MM - textWidth / 2;
                const y = toY(top + place.serialY);
                page.ops.push(`BT /F1 ${place.fontPt} Tf ${fixed(x)} ${fixed(y)} Td (${item.serial.replace(/[()\\]/g, '')}) Tj ET`);
            }
            done++;
        }
        options.onProgress?.(done, total);
        // Let the browser paint and handle input between parts.
        await new Promise((resolve) => setTimeout(resolve, 0));
    }
    if (signal.aborted) throw new DOMException('Cancelled', 'AbortError');
    flushPage();
    begin(2);
    write(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>\nendobj\n`);
    const size = nextObject;
    const xref = length;
    const lines = [`xref\n0 ${size}\n`, '0000000000 65535 f \n'];
    for (let id = 1; id < size; id++) lines.push(`${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`);
    write(lines.join(''));
    write(`trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
    return { blob: new Blob(chunks as BlobPart[], { type: 'application/pdf' }), pages: pageIds.length, count: done };
}
