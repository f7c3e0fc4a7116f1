/**
 * Where each element of a printed stamp lands and whether the elements fit: the QR code, the
 * headline and the serial measured as the print file draws them (stampDrawing.ts reads its
 * positions from here), the headline with the embedded font's own advance widths and line
 * height, the serial in Courier (a standard PDF font: every glyph 600/1000 em wide, ascender 629,
 * descender 157 in its Adobe metrics). A stamp is checked with the longest serial it will carry,
 * since a serial on paper cannot be shortened afterwards.
 */
import { lookOf, text, type PrintLayout } from './printLayout';
import type { StampLook } from './types';
import type { TrueTypeFont } from './ttfSubset';
import { headlineBaselineMm, headlineMm } from '../../domain/stampTemplates';

const PT_MM = 25.4 / 72;

/** Courier's metrics per em (Adobe's AFM of the standard font the serial is set in). */
export const COURIER = { advance: 0.6, ascent: 0.629, descent: 0.157 } as const;

export { headlineBaselineMm, headlineMm };

/** The serial as Courier prints it: printable ASCII only. */
export const printableSerial = (serial: string) => serial.replace(/[^\x20-\x7e]/g, '');

/** The serial's baseline below its centre point, in em: its middle sits on serialY. */
export const SERIAL_DROP = 0.3;

/** What the check needs of the headline font (a TrueTypeFont fits). */
export type HeadlineFont = Pick<TrueTypeFont, 'unitsPerEm' | 'glyphOf' | 'advanceOf' | 'ascent' | 'descent'>;

/** The headline's width in em: the sum of its glyphs' advances (characters the font lacks are left out). */
export function headlineEm(font: HeadlineFont, headline: string) {
    let width = 0;
    for (const char of headline.normalize('NFC')) {
        const glyph = font.glyphOf(char.codePointAt(0)!);
        if (glyph) width += font.advanceOf(glyph) / font.unitsPerEm;
    }
    return width;
}

export type FitElement = 'qr' | 'headline' | 'serial';

/** A box in mm from the stamp's top left corner. */
export interface Box {
    left: number;
    top: number;
    right: number;
    bottom: number;
}

export type FitProblem =
    { kind: 'overlap'; elements: [FitElement, FitElement] } | { kind: 'edge'; element: FitElement };

export interface FitReport {
    problems: FitProblem[];
    boxes: Partial<Record<FitElement, Box>>;
    /** The serial checked, as printed (prefix and digits). */
    serial: string;
    look: StampLook;
}

/** The boxes of a stamp's elements; the headline only when it has a font to be set in (as printed). */
export function elementBoxes(
    look: StampLook,
    serial: string,
    headline: { em: number; font: HeadlineFont } | null,
): Partial<Record<FitElement, Box>> {
    const boxes: Partial<Record<FitElement, Box>> = {};
    if (headline && headline.em > 0) {
        const size = headlineMm(look);
        const width = headline.em * size;
        const { ascent, descent, unitsPerEm } = headline.font;
        const baseline = headlineBaselineMm(look, width, ascent / unitsPerEm);
        boxes.headline = {
            left: look.widthMm / 2 - width / 2,
            right: look.widthMm / 2 + width / 2,
            top: baseline - (ascent / unitsPerEm) * size,
            bottom: baseline + (Math.abs(descent) / unitsPerEm) * size,
        };
    }
    boxes.qr = {
        left: look.qrX,
        top: look.qrY,
        right: look.qrX + look.qrSize,
        bottom: look.qrY + look.qrSize,
    };
    const printed = printableSerial(serial);
    if (look.showSerial && printed) {
        const size = look.fontPt * PT_MM;
        const width = printed.length * COURIER.advance * size;
        const baseline = look.serialY + SERIAL_DROP * size;
        boxes.serial = {
            left: look.serialX - width / 2,
            right: look.serialX + width / 2,
            top: baseline - COURIER.ascent * size,
            bottom: baseline + COURIER.descent * size,
        };
    }
    return boxes;
}

const EPSILON = 1e-6;

const overlaps = (a: Box, b: Box) =>
    a.left < b.right - EPSILON &&
    b.left < a.right - EPSILON &&
    a.top < b.bottom - EPSILON &&
    b.top < a.bottom - EPSILON;

/** Whether a box lies inside the stamp's outline (the inscribed circle, the rounded corners). */
export function insideShape(box: Box, look: Pick<StampLook, 'widthMm' | 'heightMm' | 'shape'>) {
    const { widthMm: w, heightMm: h } = look;
    if (box.left < -EPSILON || box.top < -EPSILON || box.right > w + EPSILON || box.bottom > h + EPSILON)
        return false;
    const corners = [
        [box.left, box.top],
        [box.right, box.top],
        [box.left, box.bottom],
        [box.right, box.bottom],
    ];
    if (look.shape === 'circle') {
        const r = Math.min(w, h) / 2;
        return corners.every(([x, y]) => Math.hypot(x - w / 2, y - h / 2) <= r + EPSILON);
    }
    if (look.shape !== 'rounded') return true;
    // Each corner of the box that lies in a corner square of the stamp must be inside its arc.
    const r = Math.min(w, h) * 0.12;
    return corners.every(([x, y]) => {
        const cx = x < r ? r : x > w - r ? w - r : x;
        const cy = y < r ? r : y > h - r ? h - r : y;
        return Math.hypot(x - cx, y - cy) <= r + EPSILON;
    });
}

const ORDER: FitElement[] = ['headline', 'qr', 'serial'];

/**
 * Every pair of elements that overlap and every element that leaves the stamp, for a template
 * printing `longestSerial` (prefix and digits). Without a font the headline is not printed, so
 * it is not checked either: pass the print file's font whenever the template has a headline.
 */
export function checkStampFit(
    layout: PrintLayout,
    longestSerial: string,
    font: HeadlineFont | null,
): FitReport {
    const look = lookOf(layout);
    const title = text(layout.headline).trim();
    const boxes = elementBoxes(
        look,
        longestSerial,
        title && font ? { em: headlineEm(font, title), font } : null,
    );
    const present = ORDER.filter((name) => boxes[name]);
    const problems: FitProblem[] = [];
    present.forEach((a, i) =>
        present.slice(i + 1).forEach((b) => {
            if (overlaps(boxes[a]!, boxes[b]!)) problems.push({ kind: 'overlap', elements: [a, b] });
        }),
    );
    for (const name of present)
        if (!insideShape(boxes[name]!, look)) problems.push({ kind: 'edge', element: name });
    return { problems, boxes, serial: longestSerial, look };
}

/** The longest serial a template prints: its prefix and a serial of every digit the console prints. */
export const longestSerialOf = (layout: Pick<PrintLayout, 'serialPrefix'>, digits: string) =>
    `${text(layout.serialPrefix)}${digits}`;
