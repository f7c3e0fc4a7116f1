/**
 * The work of an import before saving, done where the file is held (the plot file worker, or in
 * place where there is no Worker): read the file, fix swapped coordinates, and preview what will be
 * sent with the server's rules and the overlaps within the file. The page gets the features without
 * their shapes (it shows their fields and checks) and the inputs to send, each in slices small
 * enough to take in a short task (plotFileRead.ts).
 */
import {
    fixSwapped,
    readPlotFile,
    type PlotFileFeature,
    type PlotFileReport,
    type ReadProgress,
} from '../../../domain/geo/readers';
import { previewImport, type ImportPreview, type ImportReason } from './importPreview';
import { fileOverlaps } from './fileOverlaps';

export interface PreviewDefaults {
    crop: string;
    producerName: string;
    codePrefix: string;
}

/** A preview as it crosses to the page: positions in the file, not the features themselves. */
export interface PreviewFacts {
    /** Position in the file of each feature sent, in the order sent. */
    sent: number[];
    refused: [number, ImportReason[]][];
    fileOverlaps: [number, string[]][];
}

/** A feature as the page needs it: no shape, no raw properties (the fields read from them stay). */
export const lightFeature = (feature: PlotFileFeature): PlotFileFeature => ({
    ...feature,
    geometry: null,
    properties: {},
});

export class ImportWork {
    report: PlotFileReport | null = null;

    async read(file: Blob, name: string, onProgress: (progress: ReadProgress) => void) {
        this.report = await readPlotFile(file, name, { onProgress });
        return this.report;
    }

    fix() {
        if (this.report) this.report = fixSwapped(this.report);
        return this.report;
    }

    /** The preview of the file held, with `taken` the codes in use (upper-case). */
    preview(defaults: PreviewDefaults, taken: string[], onProgress?: (done: number, total: number) => void) {
        const preview = previewImport(this.report?.features ?? [], defaults, new Set(taken));
        const overlaps = fileOverlaps(preview, onProgress);
        return { preview, overlaps };
    }
}

/** The facts of a preview, to hand over. */
export const factsOf = (preview: ImportPreview, overlaps: Map<number, string[]>): PreviewFacts => ({
    sent: preview.sent.map((feature) => feature.index),
    refused: [...preview.refused],
    fileOverlaps: [...overlaps],
});
