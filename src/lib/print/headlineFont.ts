/**
 * The headline font of the print file (DejaVu Sans Bold: every Vietnamese letter), fetched once as
 * a separate asset: the print file embeds it, and the template editor and the print form measure
 * headlines with it (stampFit.ts, useHeadlineFont.ts), so what they check is what is printed.
 */
import fontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import { readTrueType, type TrueTypeFont } from './ttfSubset';

let fontLoad: Promise<TrueTypeFont> | null = null;

export function loadHeadlineFont(): Promise<TrueTypeFont> {
    fontLoad ??= fetch(fontUrl)
        .then((response) => {
            if (!response.ok) throw new Error(`font ${response.status}`);
            return response.arrayBuffer();
        })
        .then(readTrueType)
        .catch((error) => {
            fontLoad = null;
            throw error;
        });
    return fontLoad;
}
