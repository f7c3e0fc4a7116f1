import QRCode from 'qrcode';
import type { MockDb, MockStampTemplate } from '../../../mocks/state';
import {
    bizCrud,
    checkUrl,
    findOwn,
    refuseInvalid,
    required,
    str,
    type BizRecord,
} from '../../../mocks/crud';
import { badRequest, route, type Ctx } from '../../../mocks/kit';
import { config } from '../../../config';
import { checkLength, gs1CheckDigit } from '../../../domain/validation';
import { digitalLink, stampLink } from '../../../domain/scan';
import {
    QR_CONTENTS,
    SAMPLE_SERIAL,
    STAMP_KINDS,
    STAMP_SHAPES,
    TEMPLATE_DEFAULTS,
    checkLayout,
    headlineBaselineMm,
    headlineMm,
} from '../../../domain/stampTemplates';
import { fileToDataUrl } from '../../business/mock/business';
import { apiNumber } from '../../../domain/numbers';

type Template = MockStampTemplate & BizRecord;

const NOT_FOUND = 'Không tìm thấy mẫu tem';

const oneOf = (values: readonly string[], value: unknown) =>
    value === undefined || value === null || value === '' || values.includes(String(value))
        ? undefined
        : 'xts.validation.invalid_choice';

const bool = (value: unknown) => !(value === false || value === 'false' || value === 0 || value === '0');
const num = (value: unknown, fallback: number) => apiNumber(value) ?? fallback;

/** An https: address or an uploaded picture (checkUrl); the template's current one stays. */
function checkImage(value: unknown, existing: unknown) {
    return checkUrl(value, [existing]) ? 'xts.catalogue.validation.image' : undefined;
}

function validate(input: Record<string, unknown>, ctx: Ctx, existing?: Template) {
    const name = str(input.name);
    const clash = ctx.db.stampTemplates.some(
        (t) =>
            t.bizId === ctx.session.biz!.id &&
            t.id !== existing?.id &&
            t.name.toLowerCase() === name.toLowerCase(),
    );
    return {
        name: required(name) ?? checkLength(name, 120) ?? (clash ? 'xts.validation.name_taken' : undefined),
        kind: required(input.kind) ?? oneOf(STAMP_KINDS, input.kind),
        shape: required(input.shape) ?? oneOf(STAMP_SHAPES, input.shape),
        qrContent: required(input.qrContent) ?? oneOf(QR_CONTENTS, input.qrContent),
        headline: checkLength(str(input.headline), 60),
        serialPrefix:
            checkLength(str(input.serialPrefix), 10) ??
            (/^[A-Za-z0-9-]*$/.test(str(input.serialPrefix))
                ? undefined
                : 'xts.catalogue.validation.serial_prefix'),
        backgroundImage: checkImage(input.backgroundImage, existing?.backgroundImage),
        note: checkLength(str(input.note), 1000),
        ...checkLayout(input),
    };
}

/** The stored layout of an input, defaults filled in. */
function layoutOf(input: Record<string, unknown>) {
    const d = TEMPLATE_DEFAULTS;
    return {
        kind: (str(input.kind) || d.kind) as 'physical' | 'digital',
        shape: str(input.shape) || d.shape,
        widthMm: num(input.widthMm, d.widthMm),
        heightMm: num(input.heightMm, d.heightMm),
        qrContent: str(input.qrContent) || d.qrContent,
        qrX: num(input.qrX, d.qrX),
        qrY: num(input.qrY, d.qrY),
        qrSizeMm: num(input.qrSizeMm, d.qrSizeMm),
        showSerial: input.showSerial === undefined ? d.showSerial : bool(input.showSerial),
        serialX: num(input.serialX, d.serialX),
        serialY: num(input.serialY, d.serialY),
        serialFontPt: num(input.serialFontPt, d.serialFontPt),
        serialPrefix: str(input.serialPrefix).toUpperCase(),
        headline: str(input.headline),
        backgroundColor: str(input.backgroundColor) || d.backgroundColor,
        foregroundColor: str(input.foregroundColor) || d.foregroundColor,
        backgroundImage: str(input.backgroundImage) || null,
    };
}

export type StampLayout = ReturnType<typeof layoutOf>;

const escapeXml = (text: string) =>
    text.replace(
        /[<>&"']/g,
        (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
    );

const r2 = (n: number) => Math.round(n * 100) / 100;
const PT_TO_MM = 25.4 / 72;
/** The code a preview shows: a sample, never a real stamp (its serial is as wide as a printed one). */
export const SAMPLE_CODE = 'K7M2Q9XPTA';

const SAMPLE_GTIN = (() => {
    const body = '893000000000';
    return body + gs1CheckDigit(body);
})();

/**
 * What the QR code of a stamp holds: the scanner link, or a GS1 Digital Link with the product's
 * GTIN, the lot when there is one, and the code in AI 21 (throws a GtinError for a bad GTIN).
 */
export function qrContentOf(
    layout: Pick<StampLayout, 'qrContent'>,
    code: string,
    gtin?: string | null,
    lot?: string | null,
) {
    if (layout.qrContent === 'gs1')
        return digitalLink({ scannerHost: config.scannerHost, gtin: gtin || SAMPLE_GTIN, lot, code });
    return stampLink(config.scannerHost, code);
}

/**
 * A stamp as SVG, laid out in millimetres: background colour and image clipped to the shape, an
 * optional headline, the QR code on a quiet zone, the serial; a stopped template is marked.
 */
export async function renderStamp(
    layout: StampLayout,
    content: string,
    serial: string,
    printable = true,
): Promise<string> {
    const w = layout.widthMm;
    const h = layout.heightMm;
    const fg = layout.foregroundColor;
    const shape =
        layout.shape === 'circle'
            ? `<circle cx="${r2(w / 2)}" cy="${r2(h / 2)}" r="${r2(Math.min(w, h) / 2)}"/>`
            : `<rect width="${w}" height="${h}" rx="${layout.shape === 'rounded' ? r2(Math.min(w, h) * 0.12) : 0}"/>`;
    const qr = await QRCode.toString(content, {
        type: 'svg',
        margin: 0,
        errorCorrectionLevel: 'M',
        color: { dark: fg, light: '#0000' },
    });
    const quiet = Math.max(layout.qrSizeMm * 0.06, 0.6);
    const parts = [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${w}mm" height="${h}mm" viewBox="0 0 ${w} ${h}">`,
        `<defs><clipPath id="shape">${shape}</clipPath></defs>`,
        `<g clip-path="url(#shape)"><rect width="${w}" height="${h}" fill="${layout.backgroundColor}"/>`,
        layout.backgroundImage
            ? `<image href="${escapeXml(layout.backgroundImage)}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice"/>`
            : '',
        '</g>',
        `<g fill="none" stroke="#9e9e9e" stroke-width="0.2" stroke-dasharray="1 0.6">${shape}</g>`,
    ];
    if (layout.headline) {
        const size = r2(headlineMm(layout));
        // On the line the print file uses (lower on a round stamp); the width estimated for a bold sans.
        const baseline = headlineBaselineMm(layout, [...layout.headline].length * 0.62 * size);
        parts.push(
            `<text x="${r2(w / 2)}" y="${r2(baseline)}" font-family="Arial, sans-serif" font-size="${size}" font-weight="bold" text-anchor="middle" fill="${fg}">${escapeXml(layout.headline)}</text>`,
        );
    }
    parts.push(
        `<rect x="${r2(layout.qrX - quiet / 2)}" y="${r2(layout.qrY - quiet / 2)}" width="${r2(layout.qrSizeMm + quiet)}" height="${r2(layout.qrSizeMm + quiet)}" fill="#ffffff"/>`,
        qr
            .trim()
            .replace(
                '<svg ',
                `<svg x="${layout.qrX}" y="${layout.qrY}" width="${layout.qrSizeMm}" height="${layout.qrSizeMm}" `,
            ),
    );
    if (layout.showSerial) {
        parts.push(
            `<text x="${layout.serialX}" y="${layout.serialY}" font-family="'Courier New', monospace" font-size="${r2(layout.serialFontPt * PT_TO_MM)}" text-anchor="middle" dominant-baseline="middle" fill="${fg}">${escapeXml(serial)}</text>`,
        );
    }
    if (!printable) {
        parts.push(
            `<g transform="rotate(-20 ${r2(w / 2)} ${r2(h / 2)})"><rect x="${r2(-w)}" y="${r2(h / 2 - h * 0.09)}" width="${3 * w}" height="${r2(h * 0.18)}" fill="#c62828" opacity="0.8"/>`,
            `<text x="${r2(w / 2)}" y="${r2(h / 2)}" font-family="Arial, sans-serif" font-size="${r2(h * 0.09)}" font-weight="bold" text-anchor="middle" dominant-baseline="middle" fill="#ffffff">NGỪNG HOẠT ĐỘNG</text></g>`,
        );
    }
    parts.push('</svg>');
    return parts.join('');
}

const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A product's GTIN for a Digital Link preview: the chosen product, else the first active one with a GTIN. */
function previewGtin(ctx: Ctx, productId: unknown) {
    const mine = ctx.db.products.filter((p) => p.bizId === ctx.session.biz!.id);
    const chosen = productId ? mine.find((p) => String(p.id) === String(productId)) : undefined;
    return chosen?.gtin ?? mine.find((p) => p.status === 'active' && p.gtin)?.gtin ?? null;
}

async function preview(ctx: Ctx, layout: StampLayout, printable: boolean) {
    const serial = `${layout.serialPrefix}${SAMPLE_SERIAL}`;
    const content = qrContentOf(layout, SAMPLE_CODE, previewGtin(ctx, ctx.body?.productId));
    const svg = await renderStamp(layout, content, serial, printable);
    return {
        image: svgDataUrl(svg),
        format: 'svg',
        widthMm: layout.widthMm,
        heightMm: layout.heightMm,
        content,
        serial,
        printable,
    };
}

const templates = (db: MockDb) => db.stampTemplates as Template[];

function setStatus(ctx: Ctx, status: 'active' | 'inactive') {
    const template = findOwn(templates(ctx.db), ctx, ctx.params.id, NOT_FOUND);
    if (template.status === status)
        throw badRequest(
            status === 'active' ? 'Mẫu tem đang hoạt động' : 'Mẫu tem đã ngừng hoạt động từ trước',
        );
    template.status = status;
    template.updatedAt = new Date().toISOString();
    return template;
}

export const stampTemplateHandlers = [
    ...bizCrud<Template>({
        collection: templates,
        seq: 'stampTemplates',
        calls: {
            list: 'stampTemplateList',
            detail: 'stampTemplateDetail',
            create: 'stampTemplateAdd',
            update: 'stampTemplateEdit',
        },
        list: {
            search: ['name', 'headline'],
            filters: ['kind', 'status', 'shape', 'qrContent'],
            defaultSort: { field: 'name', order: 'asc' },
        },
        validate,
        fields: (input, existing) => ({
            name: str(input.name),
            ...layoutOf(input),
            note: str(input.note),
            // A new template is active; its status then changes only through activate / deactivate.
            status: existing?.status ?? 'active',
        }),
        notFoundMessage: NOT_FOUND,
    }),

    route('stampTemplateListActive', ({ db, session }) =>
        db.stampTemplates
            .filter((t) => t.bizId === session.biz!.id && t.status === 'active')
            .sort((a, b) => a.name.localeCompare(b.name, 'vi'))
            .map((t) => ({
                id: t.id,
                name: t.name,
                kind: t.kind,
                widthMm: t.widthMm,
                heightMm: t.heightMm,
                shape: t.shape,
            })),
    ),

    route('stampTemplateActivate', (ctx) => setStatus(ctx, 'active')),
    route('stampTemplateDeactivate', (ctx) => setStatus(ctx, 'inactive')),

    /** The saved template's preview; a stopped template is marked and cannot print. */
    route('stampTemplatePreview', (ctx) => {
        const template = findOwn(templates(ctx.db), ctx, ctx.params.id, NOT_FOUND);
        return preview(ctx, layoutOf(template), template.status === 'active');
    }),

    /** A preview of unsaved values: the same rules as a save. */
    route('stampTemplatePreviewFromParams', (ctx) => {
        const input = { ...TEMPLATE_DEFAULTS, ...((ctx.body ?? {}) as Record<string, unknown>) };
        // A background one of the business's templates keeps passes, as a save of that template takes it.
        const keeper = templates(ctx.db).find(
            (t) => t.bizId === ctx.session.biz!.id && t.backgroundImage === input.backgroundImage,
        );
        const errors: Record<string, string | undefined> = validate(input, ctx, keeper);
        delete errors.name;
        refuseInvalid(errors, 'Chưa thể xem trước: bố cục mẫu tem chưa hợp lệ');
        return preview(ctx, layoutOf(input), true);
    }),

    route('uploadStampTemplateImage', async ({ body }) => {
        const file = (body as Record<string, unknown> | undefined)?.file;
        if (!file || typeof file !== 'object' || typeof (file as File).arrayBuffer !== 'function')
            throw badRequest('Chưa chọn ảnh nào', { file: 'Chọn một ảnh PNG, JPG hoặc WEBP' });
        return { url: await fileToDataUrl(file as File) };
    }),
];
