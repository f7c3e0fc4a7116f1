/**
 * A print file read back with pdf.js proves what the layout check promises: in every stamp the
 * headline, the QR code and the serial, where the PDF puts them (the text items with their fonts'
 * ascent and descent, the QR images through the transformation matrix), neither touch one another
 * nor leave the stamp. The same reading finds the overlap of the reported template.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { A4, GAP, buildPrintFiles, sheetOf, stampAt, type PrintLayout } from '../../src/lib/print/printFile';
import { MM } from '../../src/lib/print/stampDrawing';
import { checkStampFit } from '../../src/lib/print/stampFit';
import { readTrueType } from '../../src/lib/print/ttfSubset';
import { TEMPLATE_DEFAULTS } from '../../src/domain/stampTemplates';
import { formatSerial } from '../../src/domain/stampRanges';
import { walkOperators } from './pdfMatrix';

const require = createRequire(import.meta.url);
const font = readTrueType(readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')));
const HEADLINE = 'HTX Cà phê Cầu Đất – Đà Lạt';
const FIRST = 17001;
const COUNT = 6;

/** A box in mm from the page's top left corner. */
interface Box {
    left: number;
    top: number;
    right: number;
    bottom: number;
}

/** A box from PDF points (origin bottom left) to mm from the page's top left. */
const boxOf = (x0: number, y0: number, x1: number, y1: number): Box => ({
    left: Math.min(x0, x1) / MM,
    right: Math.max(x0, x1) / MM,
    top: A4.height - Math.max(y0, y1) / MM,
    bottom: A4.height - Math.min(y0, y1) / MM,
});

async function printed(layout: PrintLayout) {
    const { files } = await buildPrintFiles({
        layout,
        total: COUNT,
        font,
        fetchPart: async (offset, limit) =>
            Array.from({ length: limit }, (_, i) => ({
                serial: formatSerial(FIRST + offset + i),
                code: `CODE${offset + i}`,
                qr: `https://scan.xacthucso.vn/CODE${offset + i}`,
            })),
        signal: new AbortController().signal,
    });
    const pdf = await getDocument({
        data: new Uint8Array(await files[0].blob.arrayBuffer()),
        useSystemFonts: false,
        verbosity: 0,
    }).promise;
    const page = await pdf.getPage(1);
    const content = await page.getTextContent();
    const texts: { str: string; box: Box }[] = [];
    for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        const [, , , size, x, y] = item.transform as number[];
        const style = content.styles[item.fontName];
        texts.push({
            str: item.str,
            box: boxOf(x, y + style.descent * size, x + item.width, y + style.ascent * size),
        });
    }
    // The QR codes: image masks drawn in the unit square of the current transformation matrix.
    const images: Box[] = [];
    walkOperators(await page.getOperatorList(), (fn, _args, ctm) => {
        if (fn === OPS.paintImageMaskXObject)
            images.push(boxOf(ctm[4], ctm[5], ctm[4] + ctm[0], ctm[5] + ctm[3]));
    });
    return { texts, images };
}

const overlap = (a: Box, b: Box) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const inside = (a: Box, b: Box) =>
    a.left >= b.left && a.right <= b.right && a.top >= b.top && a.bottom <= b.bottom;

/** Each stamp's headline, QR code and serial as the PDF draws them, by the stamp's slot on the page. */
async function stampsOf(layout: PrintLayout, headlineText = HEADLINE) {
    const sheet = sheetOf(layout);
    const { texts, images } = await printed(layout);
    const slotOf = (box: Box) => {
        const col = Math.floor((box.left - sheet.left) / (sheet.width + GAP));
        const row = Math.floor((box.top - sheet.top) / (sheet.height + GAP));
        return row * sheet.cols + col;
    };
    const stamps = Array.from({ length: COUNT }, (_, slot) => {
        const { left, top } = stampAt(sheet, slot);
        const outline = { left, top, right: left + sheet.width, bottom: top + sheet.height };
        const mine = (box: Box) => slotOf(box) === slot;
        return {
            outline,
            headline: texts.find((t) => t.str === headlineText && mine(t.box))?.box,
            serial: texts.find((t) => t.str === `CD26-${formatSerial(FIRST + slot)}` && mine(t.box))?.box,
            qr: images.find(mine),
        };
    });
    return stamps;
}

const reported = {
    ...TEMPLATE_DEFAULTS,
    headline: HEADLINE,
    serialPrefix: 'CD26-',
};

describe('a print file of a template with a headline and a prefix at the default positions', () => {
    it('draws no element over another nor over the edge of any stamp', async () => {
        const stamps = await stampsOf(reported);
        for (const [slot, stamp] of stamps.entries()) {
            const { headline, qr, serial, outline } = stamp;
            expect(headline && qr && serial, `stamp ${slot}`).toBeTruthy();
            expect(overlap(headline!, qr!), `stamp ${slot}: headline and QR`).toBe(false);
            expect(overlap(serial!, qr!), `stamp ${slot}: serial and QR`).toBe(false);
            expect(overlap(headline!, serial!), `stamp ${slot}: headline and serial`).toBe(false);
            for (const box of [headline!, qr!, serial!])
                expect(inside(box, outline), `stamp ${slot}`).toBe(true);
        }
        // What the PDF holds is what the check measured (to a hundredth of a point of rounding).
        const boxes = checkStampFit(reported, `CD26-${formatSerial(FIRST)}`, font).boxes;
        const first = stamps[0];
        for (const name of ['headline', 'qr', 'serial'] as const) {
            expect(first[name]!.left - first.outline.left).toBeCloseTo(boxes[name]!.left, 1);
            expect(first[name]!.right - first.outline.left).toBeCloseTo(boxes[name]!.right, 1);
        }
    });

    it('shows, read the same way, the overlaps of the positions that were reported', async () => {
        const stamps = await stampsOf({
            ...reported,
            qrX: 2,
            qrY: 2.5,
            qrSizeMm: 20,
            serialX: 31,
            serialY: 12.5,
        });
        const { headline, qr, serial, outline } = stamps[0];
        expect(overlap(headline!, qr!)).toBe(true);
        expect(overlap(serial!, qr!)).toBe(true);
        expect(inside(serial!, outline)).toBe(false);
    });
});

describe('a print file of a round stamp', () => {
    it('sets the headline where the rim is wide enough, as the check measured it, clear of the QR code', async () => {
        const round = {
            ...reported,
            headline: 'Cà phê Cầu Đất',
            shape: 'circle',
            widthMm: 30,
            heightMm: 30,
            qrX: 8.5,
            qrY: 9.5,
            qrSizeMm: 13,
            serialX: 15,
            serialY: 25.5,
            serialFontPt: 5,
        };
        expect(checkStampFit(round, `CD26-${formatSerial(FIRST)}`, font).problems).toEqual([]);
        const boxes = checkStampFit(round, `CD26-${formatSerial(FIRST)}`, font).boxes;
        const [first] = await stampsOf(round, 'Cà phê Cầu Đất');
        expect(first.headline, 'the headline is drawn').toBeTruthy();
        expect(overlap(first.headline!, first.qr!)).toBe(false);
        for (const side of ['left', 'right', 'top', 'bottom'] as const) {
            const origin = side === 'left' || side === 'right' ? first.outline.left : first.outline.top;
            expect(first.headline![side] - origin, side).toBeCloseTo(boxes.headline![side], 0);
        }
        // Lower than on a square stamp of the same size: at the very top the rim is too narrow for it.
        expect(boxes.headline!.top).toBeGreaterThan(
            checkStampFit({ ...round, shape: 'rectangle' }, '', font).boxes.headline!.top + 3,
        );
    });
});
