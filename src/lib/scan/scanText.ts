import type { ScanRefusal } from '../../domain/scan';
import { config } from '../../config';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Why a scanned, pasted or typed value names no stamp, in the user's language. */
export function scanRefusalText(refusal: ScanRefusal, translate: Translate): string {
    const text = 'text' in refusal && refusal.text.length > 60 ? `${refusal.text.slice(0, 59)}…` : undefined;
    return translate(`xts.stamps.entry.refusals.${refusal.reason}`, {
        ...refusal,
        ...(text ? { text } : {}),
        scanner: config.scannerHost.replace(/^https?:\/\//, ''),
    });
}

/** The scanner host the parser accepts links of. */
export const scanOptions = { scannerHost: config.scannerHost };
