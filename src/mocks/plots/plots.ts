/**
 * Plot rules with the database (its location, a free code), the stored fields, and the answer of
 * a plot with its location's name and its warnings (docs/plots.md).
 */
import type { MockDb } from '../state';
import { serverText, type FieldErrors } from '../crud';
import { apiNumber } from '../../domain/numbers';
import { checkPlotFields } from '../../domain/geo/plotRules';
import { geodesicAreaHa, roundHa, AREA_TOLERANCE } from '../../domain/geo/validate';
import { boxOf, overlaps } from '../../domain/geo/overlap';
import { measureOverlap } from '../../domain/geo/overlapArea';
import type { Plot, PlotGeometry, PlotOverlap, PlotWarning } from '../../domain/geo/types';
import { plotsOf, type MockPlot, type PlotRecordFields } from './model';
import { sharedMark } from './sharedLand';
import { producerOf, revealIdNumber, revealPhone, type Reveal } from '../../features/producers/mock/model';

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
        producerId: typeof input.producerId === 'number' ? input.producerId : null,
        producerName: text(input.producerName),
        // The ID number and phone are the producer's (linkPlotProducer): a plot keeps no copy.
        producerIdNumber: null,
        producerPhone: null,
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

/**
 * Each stored geometry's box, worked out once: a plot's geometry is replaced, never changed in place,
 * and a maximal plot has 5,000 positions to read.
 */
const boxes = new WeakMap<PlotGeometry, ReturnType<typeof boxOf>>();
const cachedBox = (geometry: PlotGeometry) => {
    let box = boxes.get(geometry);
    if (!box) boxes.set(geometry, (box = boxOf(geometry)));
    return box;
};

const cellsOf = (geometry: PlotGeometry) => {
    const [x0, y0, x1, y1] = cachedBox(geometry);
    const keys: string[] = [];
    for (let x = Math.floor(x0 / CELL); x <= Math.floor(x1 / CELL); x++)
        for (let y = Math.floor(y0 / CELL); y <= Math.floor(y1 / CELL); y++) keys.push(`${x}:${y}`);
    return keys;
};

/**
 * Whether `plot` overlaps another plot of the business: its own and its producer's are left out (names
 * compared loosely), and so, at the cost of four comparisons, is every plot whose box does not meet
 * its own (most of a location's plots).
 */
const overlapCheck = (plot: MockPlot) => {
    const [x0, y0, x1, y1] = cachedBox(plot.geometry);
    const producer = plot.producerName.toLowerCase();
    return (other: MockPlot) => {
        if (other.id === plot.id) return false;
        const [a0, b0, a1, b1] = cachedBox(other.geometry);
        return (
            a0 <= x1 &&
            x0 <= a1 &&
            b0 <= y1 &&
            y0 <= b1 &&
            (plot.producerId != null && other.producerId != null
                ? other.producerId !== plot.producerId
                : other.producerName.toLowerCase() !== producer) &&
            overlaps(plot.geometry, other.geometry)
        );
    };
};

/**
 * The overlap check of one business's active plots: a grid of 0.01° cells, so each plot is compared
 * only with its neighbours (for a list; one plot alone is checked by `overlapsOf`).
 */
export function overlapFinder(db: MockDb, bizId: number) {
    const active = plotsOf(db).filter((p) => p.bizId === bizId && p.status === 'active');
    const grid = new Map<string, MockPlot[]>();
    for (const plot of active)
        for (const key of cellsOf(plot.geometry)) {
            const cell = grid.get(key);
            if (cell) cell.push(plot);
            else grid.set(key, [plot]);
        }
    return (plot: MockPlot): number[] => {
        if (plot.status !== 'active') return [];
        const check = overlapCheck(plot);
        const seen = new Set<number>();
        for (const key of cellsOf(plot.geometry))
            for (const other of grid.get(key) ?? [])
                if (!seen.has(other.id) && !seen.has(-other.id))
                    seen.add(check(other) ? other.id : -other.id);
        return [...seen].filter((id) => id > 0).sort((a, b) => a - b);
    };
}

/**
 * The ids of the active plots of other producers in the business that one plot overlaps: those whose
 * box meets its own, without indexing the whole business.
 */
export function overlapsOf(db: MockDb, plot: MockPlot): number[] {
    if (plot.status !== 'active') return [];
    const check = overlapCheck(plot);
    return plotsOf(db)
        .filter((other) => other.bizId === plot.bizId && other.status === 'active' && check(other))
        .map((other) => other.id)
        .sort((a, b) => a - b);
}

/**
 * A plot as the API answers it, with its producer's name; their ID number and phone masked for the
 * plot calls' owners and users (`reveal`) and left out everywhere else (lots, packs, statements).
 */
export function presentPlot(
    db: MockDb,
    plot: MockPlot,
    findOverlaps: (plot: MockPlot) => number[] = (one) => overlapsOf(db, one),
    reveal: Reveal = 'none',
): Plot {
    const warnings: PlotWarning[] = [];
    if (
        plot.areaHa !== null &&
        Math.abs(plot.areaHa - plot.declaredAreaHa) > plot.declaredAreaHa * AREA_TOLERANCE
    )
        warnings.push({ code: 'area_mismatch', declared: plot.declaredAreaHa, computed: plot.areaHa });
    const overlapping = findOverlaps(plot);
    if (overlapping.length) warnings.push({ code: 'overlap', plotIds: overlapping });
    const { bizId: _biz, ...rest } = plot;
    const producer = producerOf(db, plot.bizId, plot.producerId);
    return {
        ...(rest as Omit<Plot, 'locationName' | 'warnings'>),
        producerName: producer?.name ?? plot.producerName,
        producerIdNumber: revealIdNumber(producer?.idNumber ?? null, reveal === 'whole' ? 'masked' : reveal),
        producerPhone: revealPhone(producer?.phone ?? null, reveal === 'whole' ? 'masked' : reveal),
        locationName: db.bizLocations.find((l) => l.id === plot.locationId)?.name ?? '',
        warnings,
        overlaps: overlapsWith(db, plot, overlapping),
    };
}

/** The facts of each overlap (overlapArea.ts), with the pair's shared mark if it has one. */
export function overlapsWith(db: MockDb, plot: MockPlot, ids: number[]): PlotOverlap[] {
    if (!ids.length) return [];
    const wanted = new Set(ids);
    return plotsOf(db)
        .filter((other) => wanted.has(other.id))
        .flatMap((other) => {
            // `ids` are the plots the overlap check found: only measured here.
            const measure = measureOverlap(plot.geometry, other.geometry, true);
            if (!measure) return [];
            const mark = sharedMark(db, plot.bizId, plot.id, other.id);
            return [
                {
                    plotId: other.id,
                    code: other.code,
                    producerName: other.producerName,
                    ...measure,
                    shared: mark ? { reason: mark.reason, by: mark.by, at: mark.at } : null,
                },
            ];
        });
}
