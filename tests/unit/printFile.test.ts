import './mockServer';
/**
 * The print file read back as a printer would see it: its text extracted with pdf.js (the headline
 * with its Vietnamese letters, the prefixed serials), its first page rendered with pdf.js on
 * @napi-rs/canvas and every QR code decoded with ZXing (zxing-wasm, the camera scanner's engine); the template's background image painted
 * on a node canvas as the print page paints it, and found again in the rendered stamps.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createCanvas } from '@napi-rs/canvas';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
    buildPrintFiles,
    placement,
    sheetOf,
    stampAt,
    type PrintBackground,
} from '../../src/lib/print/printFile';
import { backgroundSize, paintCover } from '../../src/lib/print/printBackground';
import { MM } from '../../src/lib/print/stampDrawing';
import { parseScan } from '../../src/domain/scan';
import { formatSerial } from '../../src/domain/stampRanges';
import { SIZE_LIMITS, STAMP_SHAPES } from '../../src/domain/stampTemplates';
import { decodeQrCodes } from './zxing';
import { walkOperators } from './pdfMatrix';
import { GTIN, HEADLINE, font, host, itemsOf, layout } from './printFixtures';

async function build(total: number, stampsPerFile?: number, background?: PrintBackground) {
    const files: number[] = [];
    const result = await buildPrintFiles({
        layout,
        total,
        font,
        stampsPerFile,
        background,
        fetchPart: async (offset, limit) => itemsOf(1001 + offset, limit),
        onFile: (file) => files.push(file.count),
        signal: new AbortController().signal,
    });
    return { ...result, streamed: files };
}

async function open(blob: Blob) {
    return getDocument({
        data: new Uint8Array(await blob.arrayBuffer()),
        useSystemFonts: false,
        verbosity: 0,
    }).promise;
}

/** The one QR code of a clean, cropped render (ZXing's pure-barcode mode). */
async function decodeQr(data: Uint8ClampedArray, width: number, height: number) {
    const found = await decodeQrCodes({ data, width, height }, { isPure: true });
    expect(found).toHaveLength(1);
    return found[0];
}

/** Where the fixtures' stamps stand on a page, and their QR codes' white squares in them. */
const sheet = sheetOf(layout);
const qr = placement(layout);

/** The first row of stamps of the first page (the page down to the row's bottom), 8 pixels a point. */
async function renderTopRow(blob: Blob) {
    const pdf = await open(blob);
    const page = await pdf.getPage(1);
    const scale = 8;
    const viewport = page.getViewport({ scale });
    const factory = pdf.canvasFactory as {
        create: (w: number, h: number) => { canvas: unknown; context: unknown };
    };
    const rowBottom = stampAt(sheet, 0).top + sheet.height + 1;
    const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(rowBottom * MM * scale));
    await page.render({
        canvas: canvas as HTMLCanvasElement,
        canvasContext: context as CanvasRenderingContext2D,
        viewport,
    }).promise;
    const ctx = context as CanvasRenderingContext2D;
    const px = (mm: number) => Math.round(mm * MM * scale);
    /** The colour at (x, y) mm from the page's top left corner. */
    const colorAt = (xMm: number, yMm: number) => [
        ...ctx.getImageData(px(xMm), px(yMm), 1, 1).data.slice(0, 3),
    ];
    return { ctx, px, colorAt };
}

/** Every QR code of the first three stamps decodes to that stamp's Digital Link. */
async function expectQrCodes({ ctx, px }: Awaited<ReturnType<typeof renderTopRow>>) {
    for (const [index, item] of itemsOf(1001, 3).entries()) {
        // The QR code's white square, inside the stamp's place on the page.
        const { left, top } = stampAt(sheet, index);
        const image = ctx.getImageData(
            px(left + qr.qrX) + 2,
            px(top + qr.qrY) + 2,
            px(qr.qrSize) - 4,
            px(qr.qrSize) - 4,
        );
        const decoded = await decodeQr(image.data, image.width, image.height);
        expect(decoded).toBe(item.qr);
        expect(parseScan(decoded, { scannerHost: host })).toMatchObject({
            ok: true,
            code: item.code,
            gtin: GTIN,
            lot: 'LO-3/2025',
        });
    }
}

const near = (actual: number[], expected: number[], tolerance: number) =>
    actual.every((channel, i) => Math.abs(channel - expected[i]) <= tolerance);

const BLUE = [0x15, 0x65, 0xc0];
const RED = [0xc6, 0x28, 0x28];
const GREEN = [0x2e, 0x7d, 0x32];

/**
 * A 2:1 picture in four vertical bands, blue, red, green, blue, painted for a 30 × 30 mm stamp as
 * the print page paints it: covering the square stamp it shows only its middle, red on the left
 * half and green on the right (stretched or fitted, the blue bands would show).
 */
function bandedBackground(): PrintBackground {
    const picture = createCanvas(240, 120);
    const draw = picture.getContext('2d');
    [BLUE, RED, GREEN, BLUE].forEach((color, band) => {
        draw.fillStyle = `rgb(${color.join(',')})`;
        draw.fillRect(band * 60, 0, 60, 120);
    });
    const { width, height } = backgroundSize(30, 30);
    const canvas = createCanvas(width, height);
    paintCover(canvas.getContext('2d'), picture, width, height, '#fff8e1');
    return { jpeg: new Uint8Array(canvas.encodeSync('jpeg', 90)), width, height };
}

describe('the print file read back', () => {
    it('holds the headline with its diacritics and the prefixed serials as text', async () => {
        const { files } = await build(12);
        expect(files).toHaveLength(1);
        const pdf = await open(files[0].blob);
        const page = await pdf.getPage(1);
        const text = (await page.getTextContent()).items
            .map((item) => ('str' in item ? item.str : ''))
            .join('\n');
        expect(text.split(HEADLINE)).toHaveLength(13);
        for (let serial = 1001; serial <= 1012; serial++)
            expect(text).toContain(`CD-${formatSerial(serial)}`);
    });

    it('draws QR codes that decode to the Digital Link of each stamp, inside round stamps', async () => {
        const { files } = await build(3);
        const rendered = await renderTopRow(files[0].blob);
        const { ctx, px } = rendered;
        await expectQrCodes(rendered);
        // Round stamps: the corner of a stamp's square is page white, its centre line the background.
        const first = stampAt(sheet, 0);
        const corner = ctx.getImageData(px(first.left + 0.5), px(first.top + 0.5), 1, 1).data;
        expect([...corner.slice(0, 3)]).toEqual([255, 255, 255]);
        const inside = ctx.getImageData(px(first.left + 3), px(first.top + 15), 1, 1).data;
        [0xff, 0xf8, 0xe1].forEach((channel, i) =>
            expect(Math.abs(inside[i] - channel)).toBeLessThanOrEqual(2),
        );
    });

    it("draws the template's background image in every stamp, covering it, clipped to its round shape, under the QR code", async () => {
        const background = bandedBackground();
        expect([background.width, background.height]).toEqual([354, 354]);
        const { files } = await build(3, undefined, background);
        const rendered = await renderTopRow(files[0].blob);
        const { colorAt } = rendered;
        for (let index = 0; index < 3; index++) {
            const { left, top } = stampAt(sheet, index);
            // Left half red, right half green, near the edges too (outside the QR code and the text).
            for (const [x, y, color] of [
                [3, 15, RED],
                [1.5, 15, RED],
                [6, 26, RED],
                [27, 15, GREEN],
                [28.5, 15, GREEN],
                [24, 26, GREEN],
            ] as const)
                expect(near(colorAt(left + x, top + y), [...color], 24), `${index} ${x} ${y}`).toBe(true);
            // Round: the corners of the stamp's square stay page white.
            for (const [x, y] of [
                [0.5, 0.5],
                [29.5, 0.5],
                [0.5, 29.5],
                [29.5, 29.5],
            ])
                expect(colorAt(left + x, top + y)).toEqual([255, 255, 255]);
        }
        // Over the picture the QR codes still decode.
        await expectQrCodes(rendered);
    });

    it('embeds the background image once per PDF file, whatever its number of stamps', async () => {
        const background = bandedBackground();
        const { files } = await build(120, 50, background);
        expect(files).toHaveLength(3);
        for (const file of files) {
            const bytes = Buffer.from(await file.blob.arrayBuffer()).toString('latin1');
            expect(bytes.split('/Filter /DCTDecode')).toHaveLength(2);
            expect(bytes).toContain(
                `/Width ${background.width} /Height ${background.height} /ColorSpace /DeviceRGB /BitsPerComponent 8`,
            );
        }
        const { files: plain } = await build(3);
        expect(Buffer.from(await plain[0].blob.arrayBuffer()).toString('latin1')).not.toContain('DCTDecode');
    });

    it('deflates the page contents (FlateDecode), which pdf.js reads back', async () => {
        const { files } = await build(12);
        const bytes = Buffer.from(await files[0].blob.arrayBuffer()).toString('latin1');
        expect(bytes).toContain('/Filter /FlateDecode');
        // No drawing operator is left in the clear: every content stream is compressed.
        expect(bytes).not.toMatch(/\/Q\d+ Do Q/);
        const page = await (await open(files[0].blob)).getPage(1);
        expect((await page.getOperatorList()).fnArray.length).toBeGreaterThan(100);
    });

    it('cuts a large batch into files of N stamps, each handed over when done, with the codes file', async () => {
        const { files, streamed, csv, count } = await build(250, 100);
        expect(count).toBe(250);
        expect(streamed).toEqual([100, 100, 50]);
        expect(files.map((file) => [file.part, file.parts, file.first, file.last])).toEqual([
            [1, 3, '0000001001', '0000001100'],
            [2, 3, '0000001101', '0000001200'],
            [3, 3, '0000001201', '0000001250'],
        ]);
        const lines = (await csv.text()).split('\r\n');
        expect(lines[0]).toBe('serial,code,qr');
        expect(lines).toHaveLength(252);
        const [first] = itemsOf(1001, 1);
        expect(lines[1]).toBe(`"0000001001","${first.code}","${first.qr}"`);
        expect((await open(files[2].blob)).numPages).toBe(2);
    });

    it('stops when cancelled', async () => {
        const controller = new AbortController();
        const building = buildPrintFiles({
            layout,
            total: 5000,
            font,
            fetchPart: async (offset, limit) => {
                if (offset >= 1000) controller.abort();
                return itemsOf(1001 + offset, limit);
            },
            signal: controller.signal,
        });
        await expect(building).rejects.toMatchObject({ name: 'AbortError' });
    });
});

/** A box in mm from the page's top left corner. */
interface Box {
    left: number;
    top: number;
    right: number;
    bottom: number;
}

/**
 * Every page of a PDF as a printer sees it: the paper's size and each stamp's cutting guide (the
 * one stroked path a stamp has, its outline), in mm from the paper's top left corner, in the order
 * the page draws them.
 */
async function sheetsOf(blob: Blob) {
    const pdf = await open(blob);
    const pages: { widthMm: number; heightMm: number; outlines: Box[] }[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
        const page = await pdf.getPage(number);
        const [x0, y0, x1, y1] = page.view;
        const heightPt = y1 - y0;
        const outlines: Box[] = [];
        walkOperators(await page.getOperatorList(), (fn, args, ctm) => {
            if (fn !== OPS.constructPath) return;
            // [how the path is painted, its data, its bounding box minX minY maxX maxY]
            const [paint, , bounds] = args as [number, unknown, number[]];
            if (paint !== OPS.stroke) return;
            const xs = [bounds[0], bounds[2]].map((x) => ctm[0] * x + ctm[4] - x0);
            const ys = [bounds[1], bounds[3]].map((y) => ctm[3] * y + ctm[5] - y0);
            outlines.push({
                left: Math.min(...xs) / MM,
                right: Math.max(...xs) / MM,
                top: (heightPt - Math.max(...ys)) / MM,
                bottom: (heightPt - Math.min(...ys)) / MM,
            });
        });
        pages.push({ widthMm: (x1 - x0) / MM, heightMm: heightPt / MM, outlines });
    }
    return pages;
}

/** The margins around a page's stamps, in mm. */
function marginsOf({ widthMm, heightMm, outlines }: Awaited<ReturnType<typeof sheetsOf>>[number]) {
    return {
        left: Math.min(...outlines.map((box) => box.left)),
        right: widthMm - Math.max(...outlines.map((box) => box.right)),
        top: Math.min(...outlines.map((box) => box.top)),
        bottom: heightMm - Math.max(...outlines.map((box) => box.bottom)),
    };
}

/** A stamp size a template allows, to a tenth of a millimetre. */
const sizeMm = fc
    .integer({ min: SIZE_LIMITS.min * 10, max: SIZE_LIMITS.max * 10 })
    .map((tenths) => tenths / 10);

describe('the stamps on the paper', () => {
    it('sit in a grid centred on the paper, the same on a full page and on the last one, whatever the stamp size and shape', async () => {
        await fc.assert(
            fc.asyncProperty(
                sizeMm,
                sizeMm,
                fc.constantFrom(...STAMP_SHAPES),
                fc.integer({ min: 1, max: 3 }),
                async (widthMm, heightMm, shape, few) => {
                    const layout = { widthMm, heightMm, shape, showSerial: false };
                    // A full page and a last page of a few stamps (one, when a page holds one).
                    const { perPage } = sheetOf(layout);
                    const left = Math.min(few, perPage);
                    const total = perPage + left;
                    const { files } = await buildPrintFiles({
                        layout,
                        total,
                        fetchPart: async (offset, limit) =>
                            Array.from({ length: limit }, (_, i) => ({
                                serial: formatSerial(offset + i + 1),
                                code: `C${offset + i}`,
                                qr: `https://scan.xacthucso.vn/C${offset + i}`,
                            })),
                        signal: new AbortController().signal,
                    });
                    const pages = await sheetsOf(files[0].blob);
                    expect(pages).toHaveLength(2);
                    const [full, last] = pages;
                    expect(full.outlines.length + last.outlines.length).toBe(total);
                    expect(last.outlines).toHaveLength(left);
                    const margins = marginsOf(full);
                    const where = `${widthMm} × ${heightMm} mm ${shape}: ${JSON.stringify(margins)}`;
                    expect(Math.abs(margins.left - margins.right), where).toBeLessThanOrEqual(0.5);
                    expect(Math.abs(margins.top - margins.bottom), where).toBeLessThanOrEqual(0.5);
                    for (const margin of Object.values(margins))
                        expect(margin, where).toBeGreaterThanOrEqual(0);
                    // The last page's stamps stand where the same stamps of a full page stand.
                    last.outlines.forEach((box, i) =>
                        (['left', 'top', 'right', 'bottom'] as const).forEach((side) =>
                            expect(box[side], `${where}, stamp ${i + 1} of the last page`).toBeCloseTo(
                                full.outlines[i][side],
                                2,
                            ),
                        ),
                    );
                },
            ),
            {
                numRuns: 12,
                examples: [
                    [40, 25, 'rectangle', 3],
                    [SIZE_LIMITS.min, SIZE_LIMITS.min, 'circle', 1],
                    [SIZE_LIMITS.max, SIZE_LIMITS.max, 'rounded', 2],
                ],
            },
        );
    });
});
