/**
 * The template's background image made ready for the print file, in the browser: loaded once,
 * drawn on a canvas at about 300 dpi of the stamp's size (at most MAX_SIDE pixels a side) over the
 * template's background colour, covering the stamp and centred as the preview's
 * `preserveAspectRatio="xMidYMid slice"` does, then encoded as JPEG. The PDF side (printFile.ts)
 * only takes the JPEG's bytes, so it stays free of canvases.
 */
import type { PrintBackground } from './printFile';

const DPI = 300;
/** Longest side of the rasterised background, so a large stamp stays a few hundred kB. */
export const MAX_SIDE = 2400;
const JPEG_QUALITY = 0.9;

/** Pixel size of the background for a stamp of the given size in millimetres. */
export function backgroundSize(widthMm: number, heightMm: number) {
    const perMm = Math.min(DPI / 25.4, MAX_SIDE / Math.max(widthMm, heightMm));
    return {
        width: Math.max(1, Math.round(widthMm * perMm)),
        height: Math.max(1, Math.round(heightMm * perMm)),
    };
}

/** What a 2D context draws from: an image, a bitmap or a canvas. */
export interface PictureSource {
    width: number;
    height: number;
}

/** The drawing calls painting needs (a browser canvas's context, or a node canvas's in tests). */
export interface PaintContext<S extends PictureSource> {
    fillStyle: unknown;
    fillRect(x: number, y: number, w: number, h: number): void;
    drawImage(image: S, x: number, y: number, w: number, h: number): void;
}

/**
 * Paints `image` over `color` on a width × height canvas, scaled to cover it whole and centred
 * (the parts beyond the edges cut off), as the preview's `xMidYMid slice`.
 */
export function paintCover<S extends PictureSource>(
    ctx: PaintContext<S>,
    image: S,
    width: number,
    height: number,
    color: string,
) {
    // A colour the canvas cannot read is ignored by it: white stays.
    ctx.fillStyle = '#ffffff';
    ctx.fillStyle = color;
    ctx.fillRect(0, 0, width, height);
    const scale = Math.max(width / image.width, height / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    ctx.drawImage(image, (width - w) / 2, (height - h) / 2, w, h);
}

/**
 * Loads a picture as an image element does (the console's policy lets images, not scripts, read
 * data: and https: addresses), decoded. A picture from another host must allow it (CORS), else the
 * canvas could not be read back.
 */
async function loadPicture(url: string): Promise<HTMLImageElement> {
    const image = new Image();
    if (!url.startsWith('data:')) image.crossOrigin = 'anonymous';
    image.src = url;
    await image.decode();
    if (!image.naturalWidth || !image.naturalHeight) throw new Error('background image without size');
    // Its own size (an image outside the page is not laid out), for painting.
    image.width = image.naturalWidth;
    image.height = image.naturalHeight;
    return image;
}

/**
 * The template's background image as the print file embeds it. Rejects when the image cannot be
 * fetched or decoded (the print page then builds the file without it and says so).
 */
export async function rasteriseBackground(
    url: string,
    look: { widthMm: number; heightMm: number; backgroundColor: string },
    signal?: AbortSignal,
): Promise<PrintBackground> {
    const picture = await loadPicture(url);
    signal?.throwIfAborted();
    const { width, height } = backgroundSize(look.widthMm, look.heightMm);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2D canvas');
    paintCover<HTMLImageElement>(ctx, picture, width, height, look.backgroundColor);
    // Throws for a picture from another host that does not allow it (the canvas is then unreadable).
    const blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    if (!blob) throw new Error('background image not encoded');
    return { jpeg: new Uint8Array(await blob.arrayBuffer()), width, height };
}
