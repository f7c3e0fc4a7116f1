/**
 * The print file's layout: how many stamps an A4 page holds and where (a grid centred on the page),
 * where the QR code and the serial sit inside a stamp, and what a stamp's drawing takes from the
 * template (see printFile.ts).
 */
import type { StampLook } from './types';

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

export const A4 = { width: 210, height: 297 };
/**
 * The least margin around the stamps, unless a stamp is wider (or taller) than the page less two
 * margins: then it stands alone in its row (or column), centred all the same.
 */
export const MARGIN = 10;
export const GAP = 2;
/** Stamps in one PDF of a large batch. */
export const STAMPS_PER_FILE = 10_000;

/**
 * Stamps a page holds for a stamp size, and where their grid starts (`left`, `top`: mm from the
 * page's top left corner): centred on the page, equal margins left and right, top and bottom, so a
 * guillotine or a label printer finds every sheet's stamps in the same place. A last page that is
 * not full keeps the full page's places.
 */
export function sheetOf(layout: Pick<PrintLayout, 'widthMm' | 'heightMm'>) {
    const width = Math.max(5, Number(layout.widthMm) || 40);
    const height = Math.max(5, Number(layout.heightMm) || 25);
    const cols = Math.max(1, Math.floor((A4.width - 2 * MARGIN + GAP) / (width + GAP)));
    const rows = Math.max(1, Math.floor((A4.height - 2 * MARGIN + GAP) / (height + GAP)));
    const left = (A4.width - cols * width - (cols - 1) * GAP) / 2;
    const top = (A4.height - rows * height - (rows - 1) * GAP) / 2;
    return { width, height, cols, rows, perPage: cols * rows, left, top };
}

export type Sheet = ReturnType<typeof sheetOf>;

/** The top left corner of the stamp in `slot` (0-based) of a page, mm from the page's top left. */
export function stampAt(sheet: Sheet, slot: number) {
    return {
        left: sheet.left + (slot % sheet.cols) * (sheet.width + GAP),
        top: sheet.top + Math.floor(slot / sheet.cols) * (sheet.height + GAP),
    };
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

export const text = (value: unknown) => (typeof value === 'string' ? value : '');

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
