/**
 * Plot versions: a plot is version 1 when created and one more on each update that changes it; the
 * fields of every earlier version are kept, so a due diligence statement's snapshot, which names the
 * versions it declared, can be compared with the plots as they are now.
 */
import type { MockDb } from '../state';
import type { MockPlot, PlotRecordFields } from './model';

export interface MockPlotVersion {
    plotId: number;
    version: number;
    fields: PlotRecordFields;
    /** When this version was saved (the plot's updatedAt then). */
    savedAt: string;
}

declare module '../state' {
    interface MockDb {
        plotVersions?: MockPlotVersion[];
    }
}

/** The fields a version holds, in the order a difference names them. */
export const PLOT_VERSION_FIELDS: readonly (keyof PlotRecordFields)[] = [
    'locationId',
    'code',
    'producerName',
    'producerIdNumber',
    'producerPhone',
    'crop',
    'plantingYear',
    'declaredAreaHa',
    'geometry',
    'areaHa',
    'status',
];

export const plotVersionsOf = (db: MockDb) => (db.plotVersions ??= []);

const fieldsOf = (plot: PlotRecordFields): PlotRecordFields =>
    Object.fromEntries(
        PLOT_VERSION_FIELDS.map((field) => [field, structuredClone(plot[field])]),
    ) as unknown as PlotRecordFields;

/** The fields whose values differ (geometry compared coordinate by coordinate). */
export const changedFields = (a: PlotRecordFields, b: PlotRecordFields): string[] =>
    PLOT_VERSION_FIELDS.filter((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field]));

/** Saves an update: when it changes anything, the version before is kept and the plot counts one more. */
export function updatePlot(db: MockDb, plot: MockPlot, fields: PlotRecordFields, at: string) {
    if (changedFields(plot, fields).length) {
        plotVersionsOf(db).push({
            plotId: plot.id,
            version: plot.version,
            fields: fieldsOf(plot),
            savedAt: plot.updatedAt,
        });
        plot.version += 1;
    }
    Object.assign(plot, fields, { updatedAt: at });
}

/** A plot's fields as they were at one version (the current ones for its current version). */
export function plotAtVersion(db: MockDb, plot: MockPlot, version: number): PlotRecordFields | null {
    if (version === plot.version) return fieldsOf(plot);
    return plotVersionsOf(db).find((v) => v.plotId === plot.id && v.version === version)?.fields ?? null;
}
