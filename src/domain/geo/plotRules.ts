/**
 * The field rules of a plot (docs/plots.md): the form and the server give the same answer. Each
 * failed rule is an i18n key; the database checks (its location exists, its code is free) are the
 * server's.
 */
import { checkLength, checkNameText, checkPhone } from '../validation';
import { vietnamToday } from '../dates';
import { apiNumber } from '../numbers';
import type { GeoIssue } from './types';
import { validatePlotGeometry, type GeometryCheck } from './validate';
import { euGeometryCheck } from './euRules';

export const PLOT_CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
export const ID_NUMBER = /^\d{12}$/;
/** HS code of a product: 4 to 10 digits (heading, subheading, national lines), e.g. 0901. */
export const HS_CODE = /^\d{4,10}$/;
export const PLOT_STATUSES = ['active', 'inactive'] as const;

export type PlotFieldErrors = Record<string, string | undefined>;

const empty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
const text = (value: unknown) => (empty(value) ? '' : String(value).trim());
const REQUIRED = 'ra.validation.required';

export const issueKey = (issue: GeoIssue) => `xts.geo.issues.${issue.code}`;

/**
 * A plot's geometry checked by the plot rules, then, on a shape that passes them, by the EU
 * Information System's (a hole, positions that coincide once truncated to 6 decimals…; spikes and
 * short segments as warnings): a plot is kept to be declared, so what the system would refuse is
 * refused when it is saved.
 */
export function plotGeometryCheck(geometry: unknown, declaredAreaHa: number | null): GeometryCheck {
    const check = validatePlotGeometry(geometry, { declaredAreaHa });
    if (check.errors.length) return check;
    const eu = euGeometryCheck(geometry);
    return {
        errors: eu.errors,
        warnings: [...check.warnings, ...eu.warnings],
        areaHa: eu.errors.length ? null : check.areaHa,
    };
}

const geometryErrors = (geometry: unknown, declaredAreaHa: number | null): GeoIssue[] =>
    plotGeometryCheck(geometry, declaredAreaHa).errors;

/** Field errors of a plot's editable fields (the geometry with its first failed rule). */
export function checkPlotFields(
    input: Record<string, unknown>,
    thisYear = Number(vietnamToday().slice(0, 4)),
): PlotFieldErrors {
    const area = apiNumber(input.declaredAreaHa);
    const year = empty(input.plantingYear) ? null : apiNumber(input.plantingYear);
    const geometry = geometryErrors(input.geometry, area ?? null);
    return {
        code: empty(input.code)
            ? REQUIRED
            : PLOT_CODE.test(text(input.code))
              ? undefined
              : 'xts.geo.validation.code',
        producerName: empty(input.producerName)
            ? REQUIRED
            : (checkLength(text(input.producerName), 200) ?? checkNameText(text(input.producerName))),
        producerIdNumber:
            empty(input.producerIdNumber) || ID_NUMBER.test(text(input.producerIdNumber))
                ? undefined
                : 'xts.geo.validation.id_number',
        producerPhone: empty(input.producerPhone) ? undefined : checkPhone(text(input.producerPhone)),
        crop: empty(input.crop)
            ? REQUIRED
            : (checkLength(text(input.crop), 100) ?? checkNameText(text(input.crop))),
        plantingYear:
            year === null || (Number.isInteger(year) && year! >= 1900 && year! <= thisYear)
                ? undefined
                : 'xts.geo.validation.planting_year',
        declaredAreaHa: empty(input.declaredAreaHa)
            ? REQUIRED
            : area !== null && area > 0 && area <= 100_000
              ? undefined
              : 'xts.geo.issues.declared_area',
        geometry: geometry.length ? issueKey(geometry[0]) : undefined,
        status:
            empty(input.status) || (PLOT_STATUSES as readonly string[]).includes(String(input.status))
                ? undefined
                : 'xts.validation.invalid_choice',
    };
}

/** Every geometry rule a plot fails, as i18n keys (an import's reasons list them all). */
export function geometryIssueKeys(input: Record<string, unknown>): string[] {
    const area = apiNumber(input.declaredAreaHa);
    return geometryErrors(input.geometry, area ?? null).map(issueKey);
}
