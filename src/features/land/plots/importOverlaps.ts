/**
 * The overlaps an import would bring, found before saving (docs/plots.md, "Overlaps"): each row
 * that will be sent against the other producers' saved plots (the server's answer, `plotOverlaps`,
 * which measures as the pack does) and against the file's other rows (measured here, the same way).
 * Only overlaps beyond the tolerance are named.
 */
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../providers/http';
import { fileOverlaps } from './fileOverlaps';
import type { PlotOverlap } from '../../../domain/geo/types';
import type { ImportPreview } from './importPreview';

/** The codes a row overlaps: saved plots, and other rows of the file. */
export interface RowOverlaps {
    existing: string[];
    file: string[];
}

/** Rows sent in one check: the server takes 5,000 plots and 500,000 positions a call. */
const PART = 1000;

let previews = new WeakMap<ImportPreview, number>();
let nextPreview = 0;
const idOf = (preview: ImportPreview) => {
    let id = previews.get(preview);
    if (id === undefined) previews.set(preview, (id = ++nextPreview));
    return id;
};
/** For tests: forget the previews seen. */
export const resetImportOverlaps = () => {
    previews = new WeakMap();
};

/** The overlaps of a preview's rows, by their position in the file; checked again for each preview. */
export function useImportOverlaps(preview: ImportPreview | null, enabled: boolean) {
    const query = useQuery({
        queryKey: ['import-overlaps', preview ? idOf(preview) : 0],
        enabled: enabled && !!preview?.sent.length,
        retry: false,
        gcTime: 0,
        refetchOnWindowFocus: false,
        queryFn: async ({ signal }) => {
            const rows = new Map<number, RowOverlaps>();
            const { sent, inputs } = preview!;
            for (let start = 0; start < inputs.length; start += PART) {
                const part = inputs.slice(start, start + PART);
                const answer = await call<{ items: PlotOverlap[][] }>('plotOverlaps', {
                    body: {
                        plots: part.map((input) => ({
                            producerName: input.producerName,
                            geometry: input.geometry,
                        })),
                    },
                    signal,
                });
                answer.items.forEach((facts, at) => {
                    const codes = facts.filter((fact) => fact.counts).map((fact) => fact.code);
                    if (codes.length) rows.set(sent[start + at].index, { existing: codes, file: [] });
                });
            }
            // Measured already where the file is read (plotFileRead.ts), or here.
            for (const [index, codes] of preview!.fileOverlaps ?? fileOverlaps(preview!)) {
                const row = rows.get(index) ?? { existing: [], file: [] };
                rows.set(index, { ...row, file: codes });
            }
            return rows;
        },
    });
    return { rows: query.data ?? null, checking: query.isFetching, error: query.error };
}
