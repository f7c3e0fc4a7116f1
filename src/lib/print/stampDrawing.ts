/**
 * One stamp of a print file drawn as the template preview shows it (see the mock's renderStamp):
 * the shape filled with the background colour and the background image (clipped to the shape)
 * inside a dashed grey cutting guide, the headline
 * centred at the top, the QR code on a white square, the prefixed serial centred on its point, all
 * in the foreground colour. PDF content operators in points, the page's origin bottom left.
 */
import { create as createQr, type QRCode } from 'qrcode';
import { fixed } from './pdfWriter';
import { COURIER, SERIAL_DROP, headlineBaselineMm, headlineMm, printableSerial } from './stampFit';
import type { StampLook } from './types';

export const MM = 72 / 25.4;

export type { StampLook };

/** `#rrggbb` as PDF colour components, black when malformed. */
export function rgb(color: string | undefined, fallback = '#000000') {
    const hex = /^#[0-9a-f]{6}$/i.test(color ?? '') ? color! : fallback;
    return [1, 3, 5].map((at) => fixed(parseInt(hex.slice(at, at + 2), 16) / 255)).join(' ');
}

/** The stamp's outline as a path, x/y its bottom left corner in points. */
export function shapePath(look: StampLook, x: number, y: number) {
    const w = look.widthMm * MM;
    const h = look.heightMm * MM;
    if (look.shape === 'circle') {
        const r = (Math.min(w, h) / 2) * 1;
        return ellipse(x + w / 2, y + h / 2, r);
    }
    if (look.shape !== 'rounded') return `${fixed(x)} ${fixed(y)} ${fixed(w)} ${fixed(h)} re`;
    const r = Math.min(w, h) * 0.12;
    const k = r * 0.5523;
    const p = (a: number, b: number) => `${fixed(a)} ${fixed(b)}`;
    return [
        `${p(x + r, y)} m`,
        `${p(x + w - r, y)} l`,
        `${p(x + w - r + k, y)} ${p(x + w, y + r - k)} ${p(x + w, y + r)} c`,
        `${p(x + w, y + h - r)} l`,
        `${p(x + w, y + h - r + k)} ${p(x + w - r + k, y + h)} ${p(x + w - r, y + h)} c`,
        `${p(x + r, y + h)} l`,
        `${p(x + r - k, y + h)} ${p(x, y + h - r + k)} ${p(x, y + h - r)} c`,
        `${p(x, y + r)} l`,
        `${p(x, y + r - k)} ${p(x + r - k, y)} ${p(x + r, y)} c h`,
    ].join(' ');
}

function ellipse(cx: number, cy: number, r: number) {
    const k = r * 0.5523;
    const p = (a: number, b: number) => `${fixed(a)} ${fixed(b)}`;
    return [
        `${p(cx + r, cy)} m`,
        `${p(cx + r, cy + k)} ${p(cx + k, cy + r)} ${p(cx, cy + r)} c`,
        `${p(cx - k, cy + r)} ${p(cx - r, cy + k)} ${p(cx - r, cy)} c`,
        `${p(cx - r, cy - k)} ${p(cx - k, cy - r)} ${p(cx, cy - r)} c`,
        `${p(cx + k, cy - r)} ${p(cx + r, cy - k)} ${p(cx + r, cy)} c h`,
    ].join(' ');
}

/** A QR code as a 1-bit image mask: `side` pixels square, rows padded to whole bytes. */
export interface QrMask {
    side: number;
    bytes: Uint8Array;
}

/**
 * A QR code as a 1-bit image mask with a quiet zone of two modules (0 = a dark module); `encode`
 * is the batch's encoder (qrSegments.ts), `qrcode`'s own by default.
 */
export function qrMask(
    text: string,
    encode: (text: string) => QRCode = (value) => createQr(value, { errorCorrectionLevel: 'M' }),
): QrMask {
    const qr = encode(text);
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
            bytes[(y + quiet) * rowBytes + (px >> 3)] &= ~(0x80 >> (px & 7));
        }
    }
    return { side, bytes };
}

/** Writes a string for a standard font: printable ASCII only, PDF string delimiters escaped. */
export const latinString = (text: string) => `(${printableSerial(text).replace(/[()\\]/g, (c) => `\\${c}`)})`;

export interface StampText {
    /** The headline as set in the embedded font, or null. */
    headline: { operand: string; widthPerPt: number; ascentEm?: number } | null;
    /** The serial as printed: prefix and digits. */
    serial: string;
    /**
     * The background's form XObject name, or null: the image over the whole stamp clipped to its
     * shape, its origin the stamp's bottom left corner.
     */
    background?: string | null;
}

/**
 * Content operators of one stamp whose top left corner is at (leftMm, topMm) from the page's top
 * left; `image` names its QR image XObject. Fonts: /F1 Courier, /F2 the embedded headline font.
 */
export function stampOps(
    look: StampLook,
    pageHeightMm: number,
    leftMm: number,
    topMm: number,
    image: string,
    text: StampText,
) {
    const toY = (mmFromTop: number) => (pageHeightMm - mmFromTop) * MM;
    const x = leftMm * MM;
    const y = toY(topMm + look.heightMm);
    const outline = shapePath(look, x, y);
    const fg = rgb(look.foregroundColor, '#1b1b1b');
    const ops = [`q ${rgb(look.backgroundColor, '#ffffff')} rg ${outline} f Q`];
    if (text.background) ops.push(`q 1 0 0 1 ${fixed(x)} ${fixed(y)} cm /${text.background} Do Q`);
    ops.push(`q 0.62 G 0.57 w [2.83 1.7] 0 d ${outline} S Q`);
    if (text.headline) {
        const sizeMm = headlineMm(look);
        const sizePt = sizeMm * MM;
        const width = text.headline.widthPerPt * sizePt;
        const tx = x + (look.widthMm * MM) / 2 - width / 2;
        // The line the layout check measured (lower on a round stamp, where the rim is wide enough).
        const baseline = headlineBaselineMm(look, text.headline.widthPerPt * sizeMm, text.headline.ascentEm);
        ops.push(
            `BT ${fg} rg /F2 ${fixed(sizePt)} Tf ${fixed(tx)} ${fixed(toY(topMm + baseline))} Td ${text.headline.operand} Tj ET`,
        );
    }
    const qrSide = look.qrSize * MM;
    const qrLeft = (leftMm + look.qrX) * MM;
    const qrBottom = toY(topMm + look.qrY + look.qrSize);
    ops.push(
        `q 1 g ${fixed(qrLeft)} ${fixed(qrBottom)} ${fixed(qrSide)} ${fixed(qrSide)} re f Q`,
        `q ${fg} rg ${fixed(qrSide)} 0 0 ${fixed(qrSide)} ${fixed(qrLeft)} ${fixed(qrBottom)} cm /${image} Do Q`,
    );
    if (look.showSerial) {
        // Centred on its point, its middle on serialY (the box stampFit.ts checks).
        const serial = latinString(text.serial);
        const width = printableSerial(text.serial).length * COURIER.advance * look.fontPt;
        const tx = (leftMm + look.serialX) * MM - width / 2;
        const ty = toY(topMm + look.serialY) - look.fontPt * SERIAL_DROP;
        ops.push(`BT ${fg} rg /F1 ${fixed(look.fontPt)} Tf ${fixed(tx)} ${fixed(ty)} Td ${serial} Tj ET`);
    }
    return ops;
}
