import { apiNumber } from './numbers';
import { formatSerial } from './stampRanges';
/** Stamp template facts shared by the form, the detail page and the mock's preview renderer. */
export const STAMP_KINDS = ['physical', 'digital'] as const;
export const STAMP_SHAPES = ['rectangle', 'rounded', 'circle'] as const;
/** What the QR code holds: the scanner host link or a GS1 Digital Link. */
export const QR_CONTENTS = ['scanner', 'gs1'] as const;

export const SIZE_LIMITS = { min: 10, max: 200 } as const;
export const QR_MIN_MM = 8;
export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** The headline's size in mm, in the print file and the preview alike. */
export const headlineMm = (look: { widthMm: number; heightMm: number }) =>
    Math.max(Math.min(look.widthMm, look.heightMm) * 0.085, 1.6);

/** What a round stamp keeps clear between its rim and the headline's corners, in mm. */
export const RIM_CLEARANCE_MM = 0.4;

/**
 * The headline's baseline below the stamp's top edge, in mm. Near the top edge on square and
 * rounded stamps; on a round stamp, as high as the circle is wide enough for the headline's width
 * (`widthMm`, its ascender `ascentEm` of the size): the rim is narrowest at the very top, where only
 * two or three letters would fit.
 */
export function headlineBaselineMm(
    look: { widthMm: number; heightMm: number; shape?: string },
    widthMm = 0,
    ascentEm = 0.93,
) {
    const size = headlineMm(look);
    const flat = size + 0.8;
    if (look.shape !== 'circle' || widthMm <= 0) return flat;
    const r = Math.min(look.widthMm, look.heightMm) / 2;
    const half = widthMm / 2 + RIM_CLEARANCE_MM;
    // The highest line where the chord is as wide as the headline (the centre when none is).
    const below = half >= r ? r : r - Math.sqrt(r * r - half * half);
    return Math.max(flat, look.heightMm / 2 - r + below + ascentEm * size);
}

export interface TemplateLayout {
    widthMm: number;
    heightMm: number;
    shape: string;
    qrX: number;
    qrY: number;
    qrSizeMm: number;
    showSerial: boolean;
    serialX: number;
    serialY: number;
    serialFontPt: number;
}

const num = (value: unknown) => apiNumber(value) ?? NaN;

/**
 * Field problems of a layout (i18n keys): sizes in range, the QR code and the serial inside the
 * stamp (inside the inscribed circle for round stamps).
 */
export function checkLayout(input: Record<string, unknown>): Record<string, string | undefined> {
    const errors: Record<string, string | undefined> = {};
    const width = num(input.widthMm);
    const height = num(input.heightMm);
    const inRange = (v: number) => Number.isFinite(v) && v >= SIZE_LIMITS.min && v <= SIZE_LIMITS.max;
    if (!inRange(width)) errors.widthMm = 'xts.catalogue.validation.size_range';
    if (!inRange(height)) errors.heightMm = 'xts.catalogue.validation.size_range';
    if (errors.widthMm || errors.heightMm) return errors;
    const qrX = num(input.qrX);
    const qrY = num(input.qrY);
    const qr = num(input.qrSizeMm);
    if (!Number.isFinite(qr) || qr < QR_MIN_MM) errors.qrSizeMm = 'xts.catalogue.validation.qr_min';
    else if (!Number.isFinite(qrX) || qrX < 0) errors.qrX = 'xts.catalogue.validation.not_negative';
    else if (!Number.isFinite(qrY) || qrY < 0) errors.qrY = 'xts.catalogue.validation.not_negative';
    else if (qrX + qr > width + 1e-9 || qrY + qr > height + 1e-9)
        errors.qrSizeMm = 'xts.catalogue.validation.qr_outside';
    else if (input.shape === 'circle') {
        const r = Math.min(width, height) / 2;
        const corners = [
            [qrX, qrY],
            [qrX + qr, qrY],
            [qrX, qrY + qr],
            [qrX + qr, qrY + qr],
        ];
        if (corners.some(([x, y]) => Math.hypot(x - width / 2, y - height / 2) > r + 1e-9))
            errors.qrSizeMm = 'xts.catalogue.validation.qr_outside';
    }
    if (input.showSerial !== false && input.showSerial !== 'false') {
        const sx = num(input.serialX);
        const sy = num(input.serialY);
        const font = num(input.serialFontPt);
        if (!Number.isFinite(font) || font < 4 || font > 24)
            errors.serialFontPt = 'xts.catalogue.validation.font_range';
        if (!Number.isFinite(sx) || sx < 0 || sx > width)
            errors.serialX = 'xts.catalogue.validation.serial_outside';
        if (!Number.isFinite(sy) || sy < 0 || sy > height)
            errors.serialY = 'xts.catalogue.validation.serial_outside';
    }
    for (const key of ['backgroundColor', 'foregroundColor']) {
        const value = input[key];
        if (value !== undefined && value !== null && value !== '' && !COLOR_PATTERN.test(String(value)))
            errors[key] = 'xts.catalogue.validation.color';
    }
    return errors;
}

/**
 * A fresh template: a 40 × 25 mm label, the headline along the top, the QR code centred under it
 * and the serial centred under the QR code (serialX/Y = centre of the text). Stacked, so a
 * headline of the usual length and a serial with the longest prefix (10 + 10 characters) fit
 * without touching (stampFit.ts measures them); side by side, a prefixed serial ran into the QR.
 */
export const TEMPLATE_DEFAULTS = {
    kind: 'physical',
    shape: 'rounded',
    widthMm: 40,
    heightMm: 25,
    qrContent: 'scanner',
    qrX: 12.5,
    qrY: 4.2,
    qrSizeMm: 15,
    showSerial: true,
    serialX: 20,
    serialY: 21.6,
    serialFontPt: 7,
    serialPrefix: '',
    headline: '',
    backgroundColor: '#ffffff',
    foregroundColor: '#1b1b1b',
    backgroundImage: null as string | null,
};

/**
 * The serial a template's preview shows and its layout is checked with: a sample, as wide as every
 * serial the console prints (SERIAL_WIDTH digits), so a preview never looks roomier than the stamps.
 */
export const SAMPLE_SERIAL = formatSerial(123);
