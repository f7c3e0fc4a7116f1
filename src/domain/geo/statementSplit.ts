/**
 * A shipment as the due diligence statements it must become (docs/plots.md, "Statements within the
 * EU system's limits"): the EU Information System takes at most STATEMENT_LIMITS of one statement
 * (25 MB of geolocation, 1,000 producers of one commodity, 10,000 producers), so a shipment over any
 * of them is filed as several. Pure and deterministic: the same plots in the same order give the
 * same parts.
 *
 * A producer's plots of one commodity stay in one statement (the importer and the authorities read
 * a producer as one entry), unless that producer's geolocation alone is over the byte limit. The
 * parts are filled first-fit in the order the plots come: no two parts could be merged within every
 * limit, because the first group of the later part would then have fitted in the earlier one.
 */
import { STATEMENT_LIMITS } from '../statements';
import type { LotOrigin, Plot } from './types';
import { featureText, utf8Length } from './packFiles';
import { shipmentPlots } from './shipmentPlots';

export type StatementLimits = { [K in keyof typeof STATEMENT_LIMITS]: number };

/** Why a shipment became several statements: the limits the whole of it is over. */
export type SplitReason = 'bytes' | 'producers_per_commodity' | 'producers';

/** One declared plot: the commodities it is declared under (HS headings) and its producer. */
export interface DeclaredPlot {
    plot: Plot;
    /** The commodities (HS headings) of the lots it fed; a plot counts under each. */
    commodities: string[];
    /** Its feature in the GeoJSON file, when already written (written here otherwise). */
    feature?: { text: string; bytes: number };
}

export interface StatementPart {
    /** 1-based. */
    index: number;
    of: number;
    plots: Plot[];
    /** Producers of the part (distinct names, as the pack counts them). */
    producers: number;
    /** Producers of the part per commodity. */
    producersPerCommodity: Record<string, number>;
    /** The part's geolocation as one UTF-8 GeoJSON FeatureCollection. */
    bytes: number;
}

export interface StatementSplit {
    parts: StatementPart[];
    /** Empty when one statement suffices. */
    reasons: SplitReason[];
    /** The whole shipment, for the words that say why. */
    totals: { producers: number; producersPerCommodity: Record<string, number>; bytes: number };
}

/** A producer as the pack counts producers: the name, trimmed, case aside. */
export const producerKey = (plot: Pick<Plot, 'producerName'>) => plot.producerName.trim().toLowerCase();

/** The commodity a product is declared under: its HS heading (the first 4 digits). */
export const commodityOf = (hsCode: string | null | undefined) => (hsCode ?? '').trim().slice(0, 4);

/**
 * A shipment's declared plots (each once, as the pack writes them), each with the commodities of
 * the lots it fed.
 */
export function declaredPlots(
    lots: { product: { hsCode?: string | null }; origin: Pick<LotOrigin, 'plots'> }[],
): DeclaredPlot[] {
    const commodities = new Map<number, Set<string>>();
    for (const { product, origin } of lots)
        for (const item of origin.plots) {
            if (!commodities.has(item.plot.id)) commodities.set(item.plot.id, new Set());
            commodities.get(item.plot.id)!.add(commodityOf(product.hsCode));
        }
    return shipmentPlots(lots.map((l) => l.origin)).declared.map((plot) => ({
        plot,
        commodities: [...commodities.get(plot.id)!],
    }));
}

/** Bytes of `{"type":"FeatureCollection","features":[` and `]}` (packFiles.ts writes the same). */
export const COLLECTION_BYTES = utf8Length('{"type":"FeatureCollection","features":[]}');

/** The plots of one producer under one set of commodities: what is never split needlessly. */
interface Group {
    producer: string;
    commodities: string[];
    plots: Plot[];
    /** Sum of the features' bytes plus the commas between them. */
    bytes: number;
}

interface Bin {
    groups: Group[];
    bytes: number;
    producers: Set<string>;
    perCommodity: Map<string, Set<string>>;
}

/** The producers of each commodity and in all of some groups. */
function counts(groups: Iterable<Group>) {
    const producers = new Set<string>();
    const perCommodity = new Map<string, Set<string>>();
    for (const group of groups) {
        producers.add(group.producer);
        for (const commodity of group.commodities) {
            if (!perCommodity.has(commodity)) perCommodity.set(commodity, new Set());
            perCommodity.get(commodity)!.add(group.producer);
        }
    }
    return { producers, perCommodity };
}

const sizes = (perCommodity: Map<string, Set<string>>) =>
    Object.fromEntries([...perCommodity].sort(([a], [b]) => (a < b ? -1 : 1)).map(([c, s]) => [c, s.size]));

/** The groups of the plots in the order their first plot comes; a group over the byte limit in pieces. */
function groupsOf(declared: DeclaredPlot[], maxFeatures: number): Group[] {
    const byKey = new Map<string, Group & { each: number[] }>();
    for (const { plot, commodities, feature } of declared) {
        const sorted = [...new Set(commodities)].sort();
        const producer = producerKey(plot);
        const key = JSON.stringify([producer, sorted]);
        let group = byKey.get(key);
        if (!group)
            byKey.set(key, (group = { producer, commodities: sorted, plots: [], bytes: -1, each: [] }));
        const bytes = (feature ?? featureText(plot)).bytes;
        if (bytes > maxFeatures) throw new Error(`Plot ${plot.code} alone exceeds the statement size limit`);
        group.plots.push(plot);
        group.each.push(bytes);
        group.bytes += 1 + bytes;
    }
    const groups: Group[] = [];
    for (const { each, ...whole } of byKey.values()) {
        if (whole.bytes <= maxFeatures) {
            groups.push(whole);
            continue;
        }
        // One producer over the byte limit alone: its plots in order, as many to a piece as fit.
        let piece: Group = { ...whole, plots: [], bytes: -1 };
        whole.plots.forEach((plot, i) => {
            if (piece.plots.length && piece.bytes + 1 + each[i] > maxFeatures) {
                groups.push(piece);
                piece = { ...whole, plots: [], bytes: -1 };
            }
            piece.plots.push(plot);
            piece.bytes += 1 + each[i];
        });
        groups.push(piece);
    }
    return groups;
}

/** Whether a group can join a bin within every limit. */
function fits(bin: Bin, group: Group, limits: StatementLimits, maxFeatures: number) {
    if (bin.bytes + 1 + group.bytes > maxFeatures) return false;
    const newProducer = !bin.producers.has(group.producer);
    if (newProducer && bin.producers.size + 1 > limits.producers) return false;
    return group.commodities.every((commodity) => {
        const of = bin.perCommodity.get(commodity);
        return !of || of.has(group.producer) || of.size + 1 <= limits.producersPerCommodity;
    });
}

function add(bin: Bin, group: Group) {
    bin.groups.push(group);
    bin.bytes += 1 + group.bytes;
    bin.producers.add(group.producer);
    for (const commodity of group.commodities) {
        if (!bin.perCommodity.has(commodity)) bin.perCommodity.set(commodity, new Set());
        bin.perCommodity.get(commodity)!.add(group.producer);
    }
}

/**
 * The statements a shipment's declared plots must become, each within `limits`: every plot in
 * exactly one part, in the order given within a part.
 */
export function splitStatements(
    declared: DeclaredPlot[],
    limits: StatementLimits = STATEMENT_LIMITS,
): StatementSplit {
    // Features, commas between them, and the collection around them.
    const maxFeatures = limits.geolocationBytes - COLLECTION_BYTES;
    const groups = groupsOf(declared, maxFeatures);
    const bins: Bin[] = [];
    for (const group of groups) {
        let bin = bins.find((candidate) => fits(candidate, group, limits, maxFeatures));
        if (!bin) {
            bin = { groups: [], bytes: -1, producers: new Set(), perCommodity: new Map() };
            bins.push(bin);
        }
        add(bin, group);
    }
    const whole = counts(groups);
    const featureBytes = groups.reduce((sum, group) => sum + 1 + group.bytes, -1);
    const totals = {
        producers: whole.producers.size,
        producersPerCommodity: sizes(whole.perCommodity),
        bytes: COLLECTION_BYTES + Math.max(0, featureBytes),
    };
    const reasons: SplitReason[] = [];
    if (bins.length > 1) {
        if (totals.bytes > limits.geolocationBytes) reasons.push('bytes');
        if (Object.values(totals.producersPerCommodity).some((n) => n > limits.producersPerCommodity))
            reasons.push('producers_per_commodity');
        if (totals.producers > limits.producers) reasons.push('producers');
    }
    const parts = (bins.length ? bins : [null]).map((bin, i): StatementPart => ({
        index: i + 1,
        of: Math.max(1, bins.length),
        plots: bin ? bin.groups.flatMap((group) => group.plots) : [],
        producers: bin ? bin.producers.size : 0,
        producersPerCommodity: bin ? sizes(bin.perCommodity) : {},
        bytes: COLLECTION_BYTES + Math.max(0, bin?.bytes ?? 0),
    }));
    return { parts, reasons, totals };
}
