/**
 * The EUDR pack of a shipment as the statements it is filed as (docs/plots.md, "Statements within
 * the EU system's limits"): when the shipment is over a limit of one statement (statementSplit.ts),
 * each part gets its own GeoJSON file(s), summary and totals, named "…-part-1-of-2"; when one
 * statement holds it, the pack is the one buildEudrPack makes, unchanged.
 */
import { buildEudrPack, type PackLotInput, type PackOptions, type PackResult } from './pack';
import {
    declaredPlots,
    splitStatements,
    type SplitReason,
    type StatementLimits,
    type StatementSplit,
} from './statementSplit';

type BuiltPack = Extract<PackResult, { ok: true }>;

/** One statement of a shipment: its files, summary and totals, and what it holds of the limits. */
export interface PackStatement extends Pick<BuiltPack, 'files' | 'summary' | 'totals' | 'summaryFile'> {
    index: number;
    of: number;
    /** Its geolocation as one UTF-8 GeoJSON FeatureCollection. */
    bytes: number;
    producersPerCommodity: Record<string, number>;
    /** The plots it declares. */
    plotIds: number[];
}

export type StatementPackResult =
    | (BuiltPack & {
          /** One statement, or the several the shipment must be filed as. */
          statements: PackStatement[];
          /** Why it was split (empty: one statement) and the whole shipment's figures. */
          split: { reasons: SplitReason[]; totals: StatementSplit['totals'] };
      })
    | Extract<PackResult, { ok: false }>;

/**
 * The pack of some lots as buildEudrPack makes it, with the statements it must be filed as: each
 * part's lots are the shipment's lots with only that part's plots (a lot with none left out).
 */
export function buildStatementPacks(
    lots: PackLotInput[],
    options: PackOptions & { limits?: StatementLimits } = {},
): StatementPackResult {
    const { limits, ...packOptions } = options;
    const whole = buildEudrPack(lots, packOptions);
    if (!whole.ok) return whole;
    const split = splitStatements(declaredPlots(lots), limits);
    const { reasons, totals } = split;
    if (split.parts.length === 1) {
        const [part] = split.parts;
        const { files, summary, totals: packTotals, summaryFile } = whole;
        const one = { files, summary, totals: packTotals, summaryFile };
        const facts = {
            index: 1,
            of: 1,
            bytes: part.bytes,
            producersPerCommodity: part.producersPerCommodity,
            plotIds: part.plots.map((plot) => plot.id),
        };
        return { ...whole, statements: [{ ...one, ...facts }], split: { reasons, totals } };
    }
    const baseName = options.baseName ?? lots.map((l) => l.origin.lot).join('-');
    const statements = split.parts.map((part): PackStatement => {
        const ids = new Set(part.plots.map((plot) => plot.id));
        const partLots = lots
            .map((lot) => ({
                ...lot,
                origin: { ...lot.origin, plots: lot.origin.plots.filter((item) => ids.has(item.plot.id)) },
            }))
            .filter((lot) => lot.origin.plots.length);
        const pack = buildEudrPack(partLots, {
            ...packOptions,
            checked: true,
            baseName: `${baseName}-part-${part.index}-of-${part.of}`,
        });
        if (!pack.ok) throw new Error('A part of a pack that could be built could not be');
        const { files, summary, totals: packTotals, summaryFile } = pack;
        return {
            files,
            summary,
            totals: packTotals,
            summaryFile,
            index: part.index,
            of: part.of,
            bytes: part.bytes,
            producersPerCommodity: part.producersPerCommodity,
            plotIds: [...ids],
        };
    });
    // The pack's files are its statements' (the whole shipment's would be refused as one statement).
    return { ...whole, files: statements.flatMap((s) => s.files), statements, split: { reasons, totals } };
}
