// @vitest-environment node
/**
 * Camera frames through the real decoder: ZXing-C++ compiled to WebAssembly (zxing-wasm's reader,
 * the engine and the very .wasm the `barcode-detector` ponyfill runs in browsers without a native
 * BarcodeDetector). Each frame is a stamp's QR code drawn small and off-centre in a 320×240 grey
 * picture, with every pixel shifted by up to ±20, as a cheap phone camera sees a label.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { ZXING_WASM_SHA256 } from 'zxing-wasm/reader';
import { ZXING_WASM_SHA256 as PONYFILL_WASM_SHA256 } from 'barcode-detector/ponyfill';
import { digitalLink, parseScan, targetText } from '../../src/domain/scan';
import { encodeStamp } from '../../src/mocks/ledger/codes';
import { decodeQrCodes, zxingReaderWasm as wasm } from './zxing';

const host = 'https://scan.xacthucso.vn';
const WIDTH = 320;
const HEIGHT = 240;

/** A deterministic pseudo-random sequence (mulberry32), so that a failure can be replayed. */
function random(seed: number) {
    let a = seed;
    return () => {
        a = (a + 0x6d2b79f5) | 0;
        let t = Math.imul(a ^ (a >>> 15), 1 | a);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

/** An RGBA frame: the QR code of `text` at `scale` pixels a module, placed at (left, top), with noise. */
function frame(text: string | null, seed: number, { scale = 3, noise = 20 } = {}) {
    const next = random(seed);
    const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
    const modules = text ? QRCode.create(text, { errorCorrectionLevel: 'M' }).modules : null;
    const side = modules ? modules.size * scale : 0;
    const left = Math.floor(next() * (WIDTH - side - 8)) + 4;
    const top = Math.floor(next() * (HEIGHT - side - 8)) + 4;
    for (let y = 0; y < HEIGHT; y += 1) {
        for (let x = 0; x < WIDTH; x += 1) {
            const inside = modules && x >= left && x < left + side && y >= top && y < top + side;
            const dark = inside && modules.get(Math.floor((y - top) / scale), Math.floor((x - left) / scale));
            // Paper is light grey, ink dark grey, as a camera sees them.
            const value = (dark ? 60 : 200) + Math.round((next() * 2 - 1) * noise);
            const i = (y * WIDTH + x) * 4;
            data[i] = data[i + 1] = data[i + 2] = value;
            data[i + 3] = 255;
        }
    }
    return { data, width: WIDTH, height: HEIGHT, colorSpace: 'srgb' } as ImageData;
}

const decode = (image: ImageData) => decodeQrCodes(image);

describe('the camera decoder', () => {
    it('is the .wasm the ponyfill expects (the console serves this file)', () => {
        const digest = createHash('sha256').update(wasm).digest('hex');
        expect(digest).toBe(ZXING_WASM_SHA256);
        expect(digest).toBe(PONYFILL_WASM_SHA256);
    });

    it('reads noisy frames of stamp links and GS1 Digital Links, and never misreads one', async () => {
        const texts = Array.from({ length: 24 }, (_, i) => {
            const code = encodeStamp(1, 9400 + i);
            return i % 2
                ? `${host}/${code}`
                : digitalLink({ scannerHost: host, gtin: '09506000134352', lot: 'LO-2025', code });
        });
        let read = 0;
        for (const [i, text] of texts.entries()) {
            const found = await decode(frame(text, i + 1));
            // A frame may go unread (the next one will be tried), but what is read is exactly what was printed.
            expect(found.every((value) => value === text)).toBe(true);
            if (found.length) {
                read += 1;
                const scanned = parseScan(found[0], { scannerHost: host });
                expect(scanned.ok && targetText(scanned)).toBe(encodeStamp(1, 9400 + i));
            }
        }
        expect(read).toBeGreaterThanOrEqual(22);
    });

    it('finds nothing in a frame without a code', async () => {
        expect(await decode(frame(null, 99))).toEqual([]);
    });
});
