/**
 * What a picture sent by a user really is: its first bytes, not the type it claims. Only raster
 * pictures a browser shows as pixels are kept (PNG, JPEG, WEBP); an SVG (which may carry script),
 * HTML or any other content under an image's name is refused, in every image field and upload.
 */

export type RasterType = 'image/png' | 'image/jpeg' | 'image/webp';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
    bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The raster type the bytes begin with (PNG, JPEG or WEBP signature), or null for anything else. */
export function rasterTypeOf(bytes: Uint8Array): RasterType | null {
    if (startsWith(bytes, PNG)) return 'image/png';
    if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
    if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
    return null;
}

const DATA_URL = /^data:image\/(?:png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * Whether a data URL is a base64 PNG, JPEG or WEBP picture by its content. (Only the first bytes are
 * decoded: the signature is all that tells. A JPEG declared as PNG, a file misnamed on the user's
 * computer, is still a raster picture and is accepted; anything but these three is not.)
 */
export function isRasterDataUrl(value: unknown): boolean {
    if (typeof value !== 'string') return false;
    const match = DATA_URL.exec(value);
    if (!match) return false;
    let head: Uint8Array;
    try {
        // 16 characters are 12 whole bytes; a shorter picture is decoded whole.
        head = Uint8Array.from(atob(match[1].length > 16 ? match[1].slice(0, 16) : match[1]), (c) =>
            c.charCodeAt(0),
        );
    } catch {
        return false;
    }
    return rasterTypeOf(head) !== null;
}

/** The data URL of an uploaded file when its content is a PNG, JPEG or WEBP picture; null otherwise. */
export async function rasterDataUrl(file: Blob): Promise<string | null> {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = rasterTypeOf(bytes);
    if (!type) return null;
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return `data:${type};base64,${btoa(binary)}`;
}
