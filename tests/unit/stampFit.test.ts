/**
 * The layout check of a printed stamp: the elements measured as the print file draws them (the
 * headline in the embedded DejaVu Sans Bold, the serial in Courier) with the longest serial a batch
 * prints, every overlap and every element off the stamp reported.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { checkStampFit, headlineEm } from '../../src/lib/print/stampFit';
import { readTrueType } from '../../src/lib/print/ttfSubset';
import { TEMPLATE_DEFAULTS } from '../../src/domain/stampTemplates';
import { SERIAL_WIDTH, formatSerial } from '../../src/domain/stampRanges';
import { buildSeed } from '../../src/mocks/seed';

const require = createRequire(import.meta.url);
const font = readTrueType(readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')));
const HEADLINE = 'HTX Cà phê Cầu Đất – Đà Lạt';
const SERIAL = `CD26-${formatSerial(17001)}`;
/** The template of the report, at the positions fresh templates had before. */
const REPORTED = {
    ...TEMPLATE_DEFAULTS,
    headline: HEADLINE,
    serialPrefix: 'CD26-',
    qrX: 2,
    qrY: 2.5,
    qrSizeMm: 20,
    serialX: 31,
    serialY: 12.5,
};

describe('the stamp layout check', () => {
    it('finds the headline under the QR code and the serial running into it and off the stamp', () => {
        expect(SERIAL).toBe('CD26-0000017001');
        const report = checkStampFit(REPORTED, SERIAL, font);
        expect(report.problems).toEqual([
            { kind: 'overlap', elements: ['headline', 'qr'] },
            { kind: 'overlap', elements: ['qr', 'serial'] },
            { kind: 'edge', element: 'serial' },
        ]);
        // The serial is 15 Courier characters of 7 pt (0.6 em each): 22.2 mm wide, centred on 31 mm.
        expect(report.boxes.serial!.right - report.boxes.serial!.left).toBeCloseTo(
            15 * 0.6 * 7 * (25.4 / 72),
            6,
        );
        expect(report.boxes.serial!.left).toBeLessThan(REPORTED.qrX + REPORTED.qrSizeMm);
        expect(report.boxes.headline!.bottom).toBeGreaterThan(REPORTED.qrY);
    });

    it("measures the headline with the font's own widths: a wider headline is a wider box", () => {
        expect(headlineEm(font, 'WWW')).toBeGreaterThan(headlineEm(font, 'iii') * 2);
        const narrow = checkStampFit({ ...TEMPLATE_DEFAULTS, headline: 'iiiiiiiiii' }, '', font).boxes
            .headline!;
        const wide = checkStampFit({ ...TEMPLATE_DEFAULTS, headline: 'WWWWWWWWWW' }, '', font).boxes
            .headline!;
        expect(wide.right - wide.left).toBeGreaterThan((narrow.right - narrow.left) * 2);
    });

    it('finds nothing at the default positions with a headline and a prefix, even the longest prefix', () => {
        for (const prefix of ['CD26-', 'ABCDEFGHIJ'])
            expect(
                checkStampFit(
                    { ...TEMPLATE_DEFAULTS, headline: HEADLINE, serialPrefix: prefix },
                    `${prefix}${'9'.repeat(SERIAL_WIDTH)}`,
                    font,
                ).problems,
            ).toEqual([]);
    });

    it('finds an element that leaves the stamp: a long headline, a QR code in the corner of a round stamp', () => {
        expect(
            checkStampFit(
                { ...TEMPLATE_DEFAULTS, headline: 'Hợp tác xã Nông nghiệp Cà phê Cầu Đất' },
                SERIAL,
                font,
            ).problems,
        ).toEqual([{ kind: 'edge', element: 'headline' }]);
        const round = {
            ...TEMPLATE_DEFAULTS,
            shape: 'circle',
            widthMm: 30,
            heightMm: 30,
            qrX: 1,
            qrY: 1,
            qrSizeMm: 12,
            serialX: 15,
            serialY: 22,
        };
        expect(checkStampFit(round, formatSerial(1), font).problems).toEqual([
            { kind: 'edge', element: 'qr' },
        ]);
        // The same QR code fits the square stamp; the rounded corner of a rounded one cuts it.
        expect(checkStampFit({ ...round, shape: 'rectangle' }, formatSerial(1), font).problems).toEqual([]);
        expect(
            checkStampFit({ ...round, shape: 'rounded', qrX: 0.2, qrY: 0.2 }, formatSerial(1), font).problems,
        ).toEqual([{ kind: 'edge', element: 'qr' }]);
    });

    it('leaves out what is not printed: no serial when hidden, no headline without a font', () => {
        expect(checkStampFit({ ...REPORTED, showSerial: false }, SERIAL, font).problems).toEqual([
            { kind: 'overlap', elements: ['headline', 'qr'] },
        ]);
        expect(checkStampFit({ ...REPORTED, showSerial: false }, SERIAL, null).problems).toEqual([]);
    });

    it('finds every seeded active template fitting the serials it prints', () => {
        for (const template of buildSeed(0).stampTemplates.filter((t) => t.status === 'active'))
            expect(
                checkStampFit(template, `${template.serialPrefix}${'0'.repeat(SERIAL_WIDTH)}`, font).problems,
                template.name,
            ).toEqual([]);
    });
});
