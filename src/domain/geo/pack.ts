/**
 * The EUDR due-diligence pack of one lot or a shipment of several (docs/plots.md, "The EUDR pack"):
 * the plots as GeoJSON the way the EU Information System's GeoJSON file description asks, split into
 * files under its 25 MB limit, and the summary the exporter hands over with it.
 */
import type { GeoIssue, LotOrigin, Plot } from './types';
import {
    featureProperties,
    featureText,
    type PackFile,
    splitFeatures,
    utf8Length,
    PRODUCER_COUNTRY,
} from './packFiles';
import { roundHa, validatePlotGeometry } from './validate';
import { isStopped, shipmentPlots } from './shipmentPlots';
import { euGeometryCheck, euPropertiesCheck } from './euRules';
import { lotOriginFix } from './readiness';
import { blockingOverlaps, otherOf, pairKey, type OverlapOther } from './packOverlaps';
import { consentGaps } from './packConsent';

/** The Information System takes files of at most 25 MB; the pack stays under 25,000,000 bytes. */
export const PACK_MAX_BYTES = 25_000_000;

export interface PackLotInput {
    product: { id: number; name: string; hsCode?: string | null };
    /** The lot's origin as lotOrigin answers it. */
    origin: LotOrigin;
}

export type PackMissingCode =
    | 'no_lots'
    | 'no_plots'
    | 'harvest_dates'
    | 'hs_code'
    | 'quantity'
    | 'producer_name'
    | 'declared_area'
    | 'geometry'
    | 'point_over_4ha'
    | 'plot_stopped'
    | 'eu_rules'
    | 'overlap'
    | 'missing_consent';

/** One thing that stops the pack: which lot, which plot (if a plot), what is lacking and where to fix it. */
export interface PackMissing {
    code: PackMissingCode;
    productId: number | null;
    lot: string | null;
    plotId: number | null;
    plotCode: string | null;
    /** Rule codes of a geometry that fails (validatePlotGeometry). */
    issues?: string[];
    /** The EU Information System's rules the plot fails (eu_rules) or is warned of, with their facts. */
    reasons?: GeoIssue[];
    /** The other producer's plot an `overlap` gap names (packOverlaps.ts). */
    other?: OverlapOther;
    fixPath: string | null;
}

export { PRODUCER_COUNTRY, type PackFile };

export interface PackSummaryRow {
    productId: number;
    lot: string;
    hsCode: string;
    description: string;
    netMassKg: number;
    country: string;
    harvestFrom: string;
    harvestTo: string;
    producers: number;
    plots: number;
    areaHa: number;
    ddsReference: string | null;
    ddsVerification: string | null;
}

export interface PackTotals {
    netMassKg: number;
    producers: number;
    plots: number;
    areaHa: number;
    harvestFrom: string;
    harvestTo: string;
}

export type PackResult =
    | {
          ok: true;
          files: PackFile[];
          summary: PackSummaryRow[];
          totals: PackTotals;
          summaryFile: PackFile;
          /** Plots the Information System takes but a reviewer would question (spikes, short segments). */
          warnings: PackMissing[];
      }
    | { ok: false; missing: PackMissing[]; warnings: PackMissing[] };

export interface PackOptions {
    maxBytes?: number;
    /** File names start with it ("eudr-<baseName>…"). */
    baseName?: string;
    /** Column names of the summary CSV: xts.geo.summary.<column> through the console's translate. */
    translate?: (key: string) => string;
    /** The lots' gaps were already looked for (a part of a split shipment): not again. */
    checked?: boolean;
}

const plotFix = (plot: Pick<Plot, 'id'>) => `/plot/edit/${plot.id}`;
/** A lot's gaps (its plots, harvest dates, quantities) are fixed in its origin form. */
const lotFix = lotOriginFix;

/**
 * What a plot lacks for the pack (nothing: an empty list). The EU Information System's own rules
 * (euRules.ts) are checked on a geometry that passes the plot rules: what it would refuse is a gap
 * (eu_rules, with each reason), what it would only question goes into `warnings` when given.
 */
export function plotGaps(
    plot: Plot,
    where: { productId: number | null; lot: string | null },
    warnings?: PackMissing[],
): PackMissing[] {
    const gap = (code: PackMissingCode, issues?: string[], reasons?: GeoIssue[]): PackMissing => ({
        code,
        ...where,
        plotId: plot.id,
        plotCode: plot.code,
        ...(issues ? { issues } : {}),
        ...(reasons ? { reasons } : {}),
        fixPath: plotFix(plot),
    });
    const gaps: PackMissing[] = consentGaps(plot, gap);
    if (isStopped(plot)) gaps.push(gap('plot_stopped'));
    if (!plot.producerName?.trim()) gaps.push(gap('producer_name'));
    for (const overlap of blockingOverlaps(plot)) gaps.push({ ...gap('overlap'), other: otherOf(overlap) });
    const check = validatePlotGeometry(plot.geometry, { declaredAreaHa: plot.declaredAreaHa });
    const point = plot.geometry?.type === 'Point';
    if (point && !(plot.declaredAreaHa > 0)) gaps.push(gap('declared_area'));
    const overPoint = check.errors.some((e) => e.code === 'point_over_4ha');
    if (overPoint) gaps.push(gap('point_over_4ha'));
    const other = check.errors.filter((e) => e.code !== 'point_over_4ha').map((e) => e.code);
    if (other.length) gaps.push(gap('geometry', [...new Set(other)]));
    if (check.errors.length) return gaps;
    const eu = euGeometryCheck(plot.geometry, point ? { declaredAreaHa: plot.declaredAreaHa } : {});
    if (plot.producerName?.trim())
        eu.errors.push(...euPropertiesCheck(featureProperties(plot), plot.geometry.type));
    // Already a gap of its own: a point's missing area.
    const reasons = eu.errors.filter(
        (e) => !(e.code === 'point_area' && point && !(plot.declaredAreaHa > 0)),
    );
    if (reasons.length) gaps.push(gap('eu_rules', undefined, reasons));
    if (warnings && eu.warnings.length) warnings.push(gap('eu_rules', undefined, eu.warnings));
    return gaps;
}

/**
 * Everything that stops a pack of these lots (an empty list: it can be built); the plots' warnings
 * go into `warnings` when given, each plot once.
 */
export function packGaps(lots: PackLotInput[], warnings?: PackMissing[]): PackMissing[] {
    if (!lots.length)
        return [
            {
                code: 'no_lots',
                productId: null,
                lot: null,
                plotId: null,
                plotCode: null,
                fixPath: '/stamp-lot/shipment',
            },
        ];
    const seen = new Set<number>();
    // An overlap of two plots of the pack is one gap, named by the first.
    const pairs = new Set<string>();
    const firstOfPair = (gap: PackMissing) => {
        if (gap.code !== 'overlap' || !gap.other) return true;
        const key = pairKey(gap.plotId!, gap.other.plotId);
        return !pairs.has(key) && !!pairs.add(key);
    };
    return lots.flatMap(({ product, origin }) => {
        const where = { productId: origin.productId, lot: origin.lot };
        const lotGap = (
            code: PackMissingCode,
            fixPath = lotFix(origin.productId, origin.lot),
        ): PackMissing => ({
            code,
            ...where,
            plotId: null,
            plotCode: null,
            fixPath,
        });
        const gaps: PackMissing[] = [];
        if (!product.hsCode?.trim()) gaps.push(lotGap('hs_code', `/product/edit/${product.id}`));
        if (!origin.plots.length) gaps.push(lotGap('no_plots'));
        if (!origin.harvestFrom || !origin.harvestTo) gaps.push(lotGap('harvest_dates'));
        for (const item of origin.plots) {
            if (!(item.quantityKg > 0))
                gaps.push({ ...lotGap('quantity'), plotId: item.plotId, plotCode: item.plot.code });
            const first = !seen.has(item.plot.id);
            seen.add(item.plot.id);
            gaps.push(...plotGaps(item.plot, where, first ? warnings : undefined).filter(firstOfPair));
        }
        return gaps;
    });
}

/** Area a plot counts for: computed for a shape, declared for a point. */
export const plotArea = (plot: Plot) =>
    plot.geometry.type === 'Point' ? plot.declaredAreaHa : (plot.areaHa ?? plot.declaredAreaHa);

/** The summary's columns, in the CSV and on the printed page (which shows the DDS pair in one cell). */
export const SUMMARY_COLUMNS = [
    'lot',
    'hsCode',
    'description',
    'netMassKg',
    'country',
    'harvestFrom',
    'harvestTo',
    'producers',
    'plots',
    'areaHa',
    'ddsReference',
    'ddsVerification',
] as const;

const FORMULA_START = /^\s*[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/;
const cell = (value: unknown) =>
    typeof value === 'number'
        ? String(value)
        : `"${(FORMULA_START.test(String(value ?? '')) ? `'${value}` : String(value ?? '')).replace(/"/g, '""')}"`;

export function summaryCsv(rows: PackSummaryRow[], translate: (key: string) => string = (k) => k): string {
    const header = SUMMARY_COLUMNS.map((c) => cell(translate(`xts.geo.summary.${c}`))).join(',');
    return [header, ...rows.map((row) => SUMMARY_COLUMNS.map((c) => cell(row[c] ?? '')).join(','))].join(
        '\r\n',
    );
}

/** The summary file's name word in the CSV's language (xts.pack_print.file), "summary" without one. */
const summaryWord = (translate?: (key: string) => string) => {
    const word = translate?.('xts.pack_print.file');
    return word && word !== 'xts.pack_print.file' ? word : 'summary';
};

/**
 * The pack of some lots: when nothing is missing, the GeoJSON files (each plot once, even when it fed
 * several lots), one summary row per lot and the totals; otherwise every gap (packGaps).
 */
export function buildEudrPack(lots: PackLotInput[], options: PackOptions = {}): PackResult {
    const warnings: PackMissing[] = [];
    const missing = options.checked ? [] : packGaps(lots, warnings);
    if (missing.length) return { ok: false, missing, warnings };
    const baseName = `eudr-${options.baseName ?? lots.map((l) => l.origin.lot).join('-')}`.replace(
        /[^\p{L}\p{N}._-]+/gu,
        '-',
    );
    const all = shipmentPlots(lots.map((l) => l.origin)).declared;
    const files = splitFeatures(all.map(featureText), options.maxBytes ?? PACK_MAX_BYTES, baseName);
    const summary: PackSummaryRow[] = lots.map(({ product, origin }) => {
        const own = origin.plots.map((item) => item.plot);
        return {
            productId: origin.productId,
            lot: origin.lot,
            hsCode: product.hsCode!.trim(),
            description: product.name,
            netMassKg: origin.plots.reduce((sum, item) => sum + item.quantityKg, 0),
            country: PRODUCER_COUNTRY,
            harvestFrom: origin.harvestFrom!,
            harvestTo: origin.harvestTo!,
            producers: new Set(own.map((p) => p.producerName.trim().toLowerCase())).size,
            plots: own.length,
            areaHa: roundHa(own.reduce((sum, p) => sum + plotArea(p), 0)),
            ddsReference: origin.ddsReference,
            ddsVerification: origin.ddsVerification,
        };
    });
    const totals: PackTotals = {
        netMassKg: summary.reduce((sum, row) => sum + row.netMassKg, 0),
        producers: new Set(all.map((p) => p.producerName.trim().toLowerCase())).size,
        plots: all.length,
        areaHa: roundHa(all.reduce((sum, p) => sum + plotArea(p), 0)),
        harvestFrom: summary.map((r) => r.harvestFrom).sort()[0],
        harvestTo: summary
            .map((r) => r.harvestTo)
            .sort()
            .at(-1)!,
    };
    const csv = `\ufeff${summaryCsv(summary, options.translate)}`;
    const summaryFile: PackFile = {
        name: `${baseName}-${summaryWord(options.translate)}.csv`,
        text: csv,
        bytes: utf8Length(csv),
        features: 0,
    };
    return { ok: true, files, summary, totals, summaryFile, warnings };
}
