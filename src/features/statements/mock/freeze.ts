/**
 * Freezing a built pack into a statement's snapshot (each file's SHA-256 of its UTF-8 bytes, the plot
 * versions in file order) and the pack's gaps as a refusal lists them. Pure: the seed freezes the
 * demo statements with it before any handler exists.
 */
import { buildEudrPack, type PackFile, type PackLotInput, type PackResult } from '../../../domain/geo/pack';
import { buildStatementPacks } from '../../../domain/geo/statementPacks';
import { shipmentPlots } from '../../../domain/geo/shipmentPlots';
import { sha256Text } from '../../../domain/sha256';
import { englishMessages } from '../../../providers/i18n/all';
import type { SnapshotFile, StatementSnapshot } from '../../../domain/statements';

/** The summary's column names in English: the files go to the EU Information System, which reads English. */
const english = (key: string) => {
    const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], englishMessages);
    return typeof value === 'string' ? value : key;
};

/** The pack of these lots' origins, its files named after the statement. */
export const buildPack = (inputs: PackLotInput[], baseName: string): PackResult =>
    buildEudrPack(inputs, { baseName, translate: english });

/**
 * One statement of a shipment split by the EU system's limits (statementSplit.ts): the split is
 * made again from the lots as they are now, so the console and the server agree on its parts. The
 * inputs keep only that part's plots; null when the shipment is no longer split in as many parts.
 */
export function buildPart(
    inputs: PackLotInput[],
    baseName: string,
    part: { index: number; of: number },
): { inputs: PackLotInput[]; pack: PackResult } | null {
    const packs = buildStatementPacks(inputs, { baseName, translate: english });
    if (!packs.ok) return { inputs, pack: packs };
    if (packs.statements.length !== part.of) return null;
    const chosen = packs.statements[part.index - 1];
    const ids = new Set(chosen.plotIds);
    const own = inputs
        .map((input) => ({
            ...input,
            origin: { ...input.origin, plots: input.origin.plots.filter((item) => ids.has(item.plot.id)) },
        }))
        .filter((input) => input.origin.plots.length);
    const { files, summary, totals, summaryFile } = chosen;
    return { inputs: own, pack: { ok: true, files, summary, totals, summaryFile, warnings: packs.warnings } };
}

const fileOf = (file: PackFile): SnapshotFile => ({
    name: file.name,
    sha256: sha256Text(file.text),
    bytes: file.bytes,
    features: file.features,
});

/** The snapshot the statement answers and the files' text it keeps. */
export function freeze(
    inputs: PackLotInput[],
    pack: Extract<PackResult, { ok: true }>,
    takenAt: string,
): { snapshot: StatementSnapshot; texts: Record<string, string> } {
    const declared = shipmentPlots(inputs.map((input) => input.origin)).declared;
    return {
        snapshot: {
            takenAt,
            files: pack.files.map(fileOf),
            summary: fileOf(pack.summaryFile),
            plots: declared.map((plot) => ({ plotId: plot.id, code: plot.code, version: plot.version })),
        },
        texts: Object.fromEntries([...pack.files, pack.summaryFile].map((file) => [file.name, file.text])),
    };
}

/** The pack's gaps as the refusal lists them (each naming its lot and plot). */
export const gapsOf = (pack: Extract<PackResult, { ok: false }>) =>
    pack.missing.map((gap) => ({
        code: gap.code,
        productId: gap.productId,
        lot: gap.lot,
        plotId: gap.plotId,
        plotCode: gap.plotCode,
        fixPath: gap.fixPath,
    }));
