import { apiNumber } from './numbers';
/** Diary facts shared by the screens and the mock backend. */
export const DIARY_STATUSES = ['ongoing', 'finished'] as const;
export const FIELD_TYPES = ['text', 'textarea', 'number', 'date', 'select'] as const;
export const MAX_ACTIVITY_PHOTOS = 6;

/** One field of an activity kind, as the templates call describes it. */
export interface ActivityField {
    key: string;
    label: string;
    type: (typeof FIELD_TYPES)[number];
    required?: boolean;
    unit?: string;
    options?: string[];
    min?: number;
    max?: number;
}

/** An activity kind of a diary template (soil preparation, spraying, harvest…). */
export interface ActivityKind {
    id: string;
    name: string;
    description?: string;
    fields: ActivityField[];
}

export interface DiaryTemplate {
    id: number;
    code: string;
    name: string;
    standard: string;
    description: string;
    kinds: string[];
}

/** Field problems of activity values against its kind (i18n keys, keyed `values.<key>`). */
export function checkActivityValues(kind: ActivityKind, values: Record<string, unknown> | undefined) {
    const errors: Record<string, string> = {};
    for (const field of kind.fields) {
        const raw = values?.[field.key];
        const empty = raw === undefined || raw === null || String(raw).trim() === '';
        if (empty) {
            if (field.required) errors[`values.${field.key}`] = 'ra.validation.required';
            continue;
        }
        if (field.type === 'number') {
            const n = apiNumber(raw) ?? NaN;
            if (!Number.isFinite(n)) errors[`values.${field.key}`] = 'ra.validation.number';
            else if (field.min !== undefined && n < field.min)
                errors[`values.${field.key}`] = 'xts.catalogue.validation.min_value';
            else if (field.max !== undefined && n > field.max)
                errors[`values.${field.key}`] = 'xts.catalogue.validation.max_value';
        } else if (field.type === 'select' && field.options && !field.options.includes(String(raw))) {
            errors[`values.${field.key}`] = 'xts.validation.invalid_choice';
        } else if (field.type === 'date' && Number.isNaN(new Date(String(raw)).getTime())) {
            errors[`values.${field.key}`] = 'xts.catalogue.validation.date';
        } else if (String(raw).length > 500) {
            errors[`values.${field.key}`] = 'xts.validation.too_long';
        }
    }
    return errors;
}
