/*
 * The print engine's shared types: a module that imports nothing, so that the layout, the fit
 * and the drawing all take them from here instead of from each other.
 */

/** What the drawing needs of the template. */
export interface StampLook {
    widthMm: number;
    heightMm: number;
    shape: string;
    backgroundColor: string;
    foregroundColor: string;
    qrX: number;
    qrY: number;
    qrSize: number;
    showSerial: boolean;
    serialX: number;
    serialY: number;
    fontPt: number;
}
