/**
 * The QR decoder of the camera scanner for tests in Node: zxing-wasm's reader (ZXing-C++ in
 * WebAssembly, the engine of the `barcode-detector` ponyfill), its .wasm read from node_modules
 * instead of fetched.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);
export const zxingReaderWasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));

let ready: Promise<unknown> | null = null;

/** The texts of the QR codes found in an RGBA picture (none: an empty list). */
export async function decodeQrCodes(
    image: { data: Uint8ClampedArray; width: number; height: number },
    options: ReaderOptions = {},
): Promise<string[]> {
    const wasm = zxingReaderWasm;
    ready ??= prepareZXingModule({
        overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
        fireImmediately: true,
    });
    await ready;
    const results = await readBarcodes({ ...image, colorSpace: 'srgb' } as ImageData, {
        formats: ['QRCode'],
        ...options,
    });
    return results.map((result) => result.text);
}
