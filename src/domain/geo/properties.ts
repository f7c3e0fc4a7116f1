/**
 * What a plot file's feature says in its properties: the plot fields found under their English or
 * Vietnamese names (any case, with or without diacritics), and any value as a person reads it.
 */
import type { PlotInput } from './types';

/** Plot fields found in a feature's properties (names in English or Vietnamese, any case). */
export type PlotFields = Partial<
    Pick<
        PlotInput,
        | 'code'
        | 'producerName'
        | 'producerIdNumber'
        | 'producerPhone'
        | 'crop'
        | 'declaredAreaHa'
        | 'plantingYear'
    >
>;

const fold = (text: string) =>
    text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/đ/gi, 'd')
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '');

/** Property names that carry each plot field. */
const FIELD_NAMES: Record<keyof PlotFields, string[]> = {
    code: ['code', 'plotcode', 'mathua', 'ma', 'plotid', 'id'],
    producerName: ['producername', 'producer', 'farmer', 'owner', 'chuho', 'tenho', 'hogiadinh', 'nongho'],
    producerIdNumber: ['produceridnumber', 'idnumber', 'cccd', 'socccd', 'cancuoc', 'socancuoc', 'cmnd'],
    producerPhone: ['producerphone', 'phone', 'sodienthoai', 'dienthoai', 'sdt'],
    crop: ['crop', 'caytrong', 'commodity'],
    declaredAreaHa: ['declaredareaha', 'areaha', 'area', 'dientich', 'dientichha', 'hectares', 'ha'],
    plantingYear: ['plantingyear', 'namtrong', 'year'],
};

/** A number from a property, with a decimal comma accepted ("5,2"). */
const numberOf = (value: unknown): number | undefined => {
    const n =
        typeof value === 'number'
            ? value
            : Number(
                  String(value ?? '')
                      .trim()
                      .replace(',', '.'),
              );
    return Number.isFinite(n) && String(value ?? '').trim() !== '' ? n : undefined;
};

export function fieldsOf(properties: Record<string, unknown>): PlotFields {
    const byName = new Map(Object.entries(properties).map(([k, v]) => [fold(k), v]));
    // A field is text or a number; a list or an object in its place is no plot field.
    const pick = (field: keyof PlotFields) =>
        FIELD_NAMES[field]
            .map((n) => byName.get(n))
            .find((v) => v !== undefined && v !== null && v !== '' && typeof v !== 'object');
    const fields: PlotFields = {};
    const code = pick('code');
    if (code !== undefined) fields.code = String(code).trim();
    const producer = pick('producerName');
    if (producer !== undefined) fields.producerName = String(producer).trim();
    // A CCCD stored as a number in a spreadsheet has lost its leading zeros.
    const idNumber = pick('producerIdNumber');
    if (idNumber !== undefined)
        fields.producerIdNumber =
            typeof idNumber === 'number' ? String(idNumber).padStart(12, '0') : String(idNumber).trim();
    const phone = pick('producerPhone');
    if (phone !== undefined) fields.producerPhone = String(phone).trim();
    const crop = pick('crop');
    if (crop !== undefined) fields.crop = String(crop).trim();
    const area = numberOf(pick('declaredAreaHa'));
    if (area !== undefined) fields.declaredAreaHa = area;
    const year = numberOf(pick('plantingYear'));
    if (year !== undefined && Number.isInteger(year)) fields.plantingYear = year;
    return fields;
}

/** Nesting shown of a property's value at most; deeper parts are written "…". */
const TEXT_DEPTH = 3;
/** Characters shown of a property's value at most. */
const TEXT_LENGTH = 200;

/**
 * A property's value as a person reads it: text and numbers as they are, a list as its items
 * separated by commas, an object as "name: value" pairs in braces, nesting past TEXT_DEPTH as "…";
 * at most TEXT_LENGTH characters.
 */
export function readableText(value: unknown): string {
    const write = (v: unknown, depth: number): string => {
        if (v === null || v === undefined) return '';
        if (typeof v !== 'object') return String(v);
        if (depth >= TEXT_DEPTH) return '…';
        if (Array.isArray(v))
            return `[${v
                .slice(0, 20)
                .map((item) => write(item, depth + 1))
                .join(', ')}${v.length > 20 ? ', …' : ''}]`;
        const entries = Object.entries(v as Record<string, unknown>);
        return `{${entries
            .slice(0, 20)
            .map(([k, item]) => `${k}: ${write(item, depth + 1)}`)
            .join(', ')}${entries.length > 20 ? ', …' : ''}}`;
    };
    const text = write(value, 0);
    return text.length > TEXT_LENGTH ? `${text.slice(0, TEXT_LENGTH - 1)}…` : text;
}
