/** What the readers of scanned, pasted or typed values answer (see scan.ts). */

/** The stamp a scan names: by code, or by serial (as a template prints it). */
export type ScanTarget =
    | { kind: 'code'; code: string }
    | {
          kind: 'serial';
          serial: number;
          /** The template's serial prefix as printed, '' when none. */ prefix: string;
      };

/** Where the value came from: typed text, the scanner-host link, or a GS1 Digital Link. */
export type ScanSource = 'text' | 'link' | 'digital_link';

export type Scanned = ScanTarget & {
    source: ScanSource;
    /** GTIN-14 of a Digital Link. */
    gtin?: string;
    /** Batch or lot (AI 10) of a Digital Link. */
    lot?: string;
};

/** Why a scan names no stamp; the UI turns the reason into words. */
export type ScanRefusal =
    | { reason: 'empty' }
    /** Neither a code, a serial nor a link. */
    | { reason: 'unreadable'; text: string }
    /** Letters with diacritics: a Vietnamese input method (Telex, VNI) rewrote what the scanner typed. */
    | { reason: 'input_method'; text: string }
    /** A link to another site that is not a GS1 Digital Link. */
    | { reason: 'foreign_host'; host: string }
    /** A link to a product page (or a Digital Link without a serial): it names no stamp. */
    | {
          reason: 'product_link';
          /** GTIN-14 and lot of a Digital Link that stops before a serial. */
          gtin?: string;
          lot?: string;
      }
    /** A link on the scanner host that is neither a stamp nor a Digital Link. */
    | { reason: 'not_stamp_link' }
    /** A link whose percent-encoding is broken. */
    | { reason: 'bad_encoding' }
    /** The GTIN of a Digital Link is not 8, 12, 13 or 14 digits. */
    | { reason: 'gtin_format'; gtin: string }
    /** The GTIN's last digit is not its GS1 check digit. */
    | { reason: 'gtin_check_digit'; gtin: string; expected: number }
    /** The serial (AI 21) of a Digital Link is neither a stamp code nor a serial. */
    | { reason: 'unknown_serial'; value: string };

export type ScanResult = ({ ok: true } & Scanned) | ({ ok: false } & ScanRefusal);

export interface ScanOptions {
    /** The configured scanner host, e.g. `https://scan.xacthucso.vn` (a base path is allowed). */
    scannerHost: string;
}
