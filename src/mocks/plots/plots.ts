/**
 * Plot rules with the database (its location, a free code), the stored fields, and the answer of
 * a plot with its location's name and its warnings (docs/plots.md).
 */
import type { MockDb } from '../db';
import { serverText, type FieldErrors } from '../crud';
import { apiNumber } from '../../domain/numbers';
import { normalisePhone } from '../../validation';
import { checkPlotFields } from '../../domain/geo/plotRules';
import { geodesicAreaHa, roundHa, AREA_TOLERANCE } from '../../domain/geo/validate';
import { boxOf, overlaps } from '../../domain/geo/overlap';
import type { Plot, PlotGeometry, PlotWarning } from '../../domain/geo/types';
import { plotsOf, type MockPlot, type PlotRecordFields } from './model';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** Every rule of a plot input: the shared field rules, then its location and its code in the business. */
export function checkPlot(
    db: MockDb,
    bizId: number,
    input: Record<string, unknown>,
    existing?: MockPlot,
    /** The business's codes in use, when the caller checks many plots (an import) and keeps it up to date. */
    codes?: Set<string>,
): FieldErrors {
    const errors: FieldErrors = checkPlotFields(input);
    const locationId = Number(input.locationId);
    const location = db.bizLocations.find((l) => l.id === locationId && l.bizId === bizId);
    if (input.locationId === undefined || input.locationId === null || input.locationId === '')
        errors.locationId = 'ra.validation.required';
    else if (!location || (location.status !== 'active' && location.id !== existing?.locationId))
        errors.locationId = 'xts.geo.validation.location';
    const code = text(input.code).toUpperCase();
    const clash = codes
        ? codes.has(code)
        : plotsOf(db).some((p) => p.bizId === bizId && p.id !== existing?.id && p.code === code);
    if (!errors.code && clash) errors.code = 'xts.geo.validation.code_taken';
    return errors;
}

/** The codes of a business's plots (an import checks thousands against them). */
export const plotCodes = (db: MockDb, bizId: number) =>
    new Set(
        plotsOf(db)
            .filter((p) => p.bizId === bizId)
            .map((p) => p.code),
    );

/** The stored fields of a valid input; geometry kept exactly as sent (every decimal). */
export function plotFields(input: Record<string, unknown>): PlotRecordFields {
    const geometry = input.geometry as PlotGeometry;
    const year = apiNumber(input.plantingYear);
    return {
        locationId: Number(input.locationId),
        code: text(input.code).toUpperCase(),
        producerName: text(input.producerName),
        producerIdNumber: text(input.producerIdNumber) || null,
        producerPhone: text(input.producerPhone) ? normalisePhone(text(input.producerPhone)) : null,
        crop: text(input.crop),
        plantingYear: text(input.plantingYear) ? year : null,
        declaredAreaHa: apiNumber(input.declaredAreaHa)!,
        geometry,
        areaHa: geometry.type === 'Point' ? null : roundHa(geodesicAreaHa(geometry)),
        status: text(input.status) === 'inactive' ? 'inactive' : 'active',
    };
}

/** Field errors as the server's Vietnamese sentences (only the fields that failed). */
export const sentences = (errors: FieldErrors) =>
    Object.entries(errors)
        .filter(([, v]) => !!v)
        .map(([, v]) => serverText(v!));

const CELL = 0.01;
const cellsOf = (geometry: PlotGeometry) => {
    const [x0, y0, x1, y1] = boxOf(geometry);
    const keys: string[] = [];
    for (let x = Math.floor(x0 / CELL); x <= Math.floor(x1 / CELL); x++)
        for (let y = Math.floor(y0 / CELL); y <= Math.floor(y1 / CELL); y++) keys.push(`${x}:${y}`);
    return keys;
};

/**
 * The overlap check of one business's active plots: a grid of 0.01° cells, so each plot is compared
 * only with its neighbours.
 */
export function overlapFinder(db: MockDb, bizId: number) {
    const active = plotsOf(db).filter((p) => p.bizId === bizId && p.status === 'active');
    const grid = new Map<string, MockPlot[]>();
    for (const plot of active)
        for (const key of cellsOf(plot.geometry)) grid.set(key, [...(grid.get(key) ?? []), plot]);
    return (plot: MockPlot): number[] => {
        if (plot.status !== 'active') return [];
        const producer = plot.producerName.toLowerCase();
        const seen = new Set<number>();
        for (const key of cellsOf(plot.geometry))
            for (const other of grid.get(key) ?? [])
                if (
                    other.id !== plot.id &&
                    other.producerName.toLowerCase() !== producer &&
                    !seen.has(other.id)
                )
                    if (overlaps(plot.geometry, other.geometry)) seen.add(other.id);
                    else seen.add(-other.id);
        return [...seen].filter((id) => id > 0).sort((a, b) => a - b);
    };
}

/** A plot as the API answers it. */
export function presentPlot(db: MockDb, plot: MockPlot, findOverlaps = overlapFinder(db, plot.bizId)): Plot {
    const warnings: PlotWarning[] = [];
    if (
        plot.areaHa !== null &&
        Math.abs(plot.areaHa - plot.declaredAreaHa) > plot.declaredAreaHa * AREA_TOLERANCE
    )
        warnings.push({ code: 'area_mismatch', declared: plot.declaredAreaHa, computed: plot.areaHa });
    const overlapping = findOverlaps(plot);
    if (overlapping.length) warnings.push({ code: 'overlap', plotIds: overlapping });
    const { bizId: _biz, ...rest } = plot;
    return {
        ...(rest as Omit<Plot, 'locationName' | 'warnings'>),
        locationName: db.bizLocations.find((l) => l.id === plot.locationId)?.name ?? '',
        warnings,
    };
}
