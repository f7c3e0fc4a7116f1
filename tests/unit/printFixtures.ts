/**
 * What the print file's unit tests and its benchmark (scripts/bench-print.mjs) build from: the
 * headline font, the seed's round Digital Link template (a headline with Vietnamese letters and a
 * prefix) and the stamps of a batch from a serial.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PrintItem, PrintLayout } from '../../src/lib/print/printFile';
import { readTrueType } from '../../src/lib/print/ttfSubset';
import { digitalLink } from '../../src/domain/scan';
import { formatSerial } from '../../src/domain/stampRanges';
import { encodeStamp } from '../../src/mocks/ledger/codes';

const require = createRequire(import.meta.url);
export const font = readTrueType(readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')));
export const host = 'https://scan.xacthucso.vn';
export const GTIN = '08930000000019';
export const HEADLINE = 'HTX Cà phê Cầu Đất – Lâm Đồng';

export const layout: PrintLayout = {
    widthMm: 30,
    heightMm: 30,
    shape: 'circle',
    qrX: 8,
    qrY: 6,
    qrSizeMm: 14,
    showSerial: true,
    serialX: 15,
    serialY: 24,
    serialFontPt: 5,
    serialPrefix: 'CD-',
    headline: HEADLINE,
    backgroundColor: '#fff8e1',
    foregroundColor: '#4e342e',
};

/** `count` stamps of business 1 from serial `from`, their QR content a Digital Link. */
export const itemsOf = (from: number, count: number): PrintItem[] =>
    Array.from({ length: count }, (_, i) => {
        const code = encodeStamp(1, from + i);
        return {
            serial: formatSerial(from + i),
            code,
            qr: digitalLink({ scannerHost: host, gtin: GTIN, lot: 'LO-3/2025', code }),
        };
    });
