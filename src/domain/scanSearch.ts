/**
 * What a list's search looks for when a stamp's link is scanned or pasted into it: the link names
 * a stamp (its code, or its serial as the lists write it), a lot, or a product (its GTIN), and a
 * list searches those words, never a whole URL. Anything that is not a link is searched as typed.
 */
import { parseScan } from './scan';
import { formatSerial } from './stampRanges';
import type { ScanOptions } from './scanTypes';
import { looksLikeLink } from './linkText';

/** What a list searches on: the stamp, the lot or the product a link names. */
export type SearchTarget = 'stamp' | 'lot' | 'product';

/** The GTIN as a product list writes it: 13 digits for a GTIN-13 (no GS1 padding zero). */
const shortGtin = (gtin: string) => gtin.replace(/^0+(?=\d{8,13}$)/, '');

/**
 * The search term of a scanned or pasted value for a list of `target`s; the value itself when it is
 * not a link, or a link that names nothing the list holds.
 */
export function searchTermOf(value: string, target: SearchTarget, options: ScanOptions): string {
    const text = value.trim();
    if (!looksLikeLink(text)) return value;
    const scan = parseScan(text, options);
    if (scan.ok) {
        if (target === 'lot') return scan.lot ?? value;
        if (target === 'product') return scan.gtin ? shortGtin(scan.gtin) : value;
        return scan.kind === 'code' ? scan.code : formatSerial(scan.serial);
    }
    if (scan.reason === 'product_link') {
        if (target === 'lot') return scan.lot ?? value;
        if (target === 'product' && scan.gtin) return shortGtin(scan.gtin);
    }
    return value;
}
