/**
 * The plot file worker (a Web Worker): holds one file's import work off the main thread (reading
 * it within the limits of fileLimits.ts, fixing swapped coordinates, previewing what will be sent),
 * telling its progress as it goes and handing its results over in slices (see plotFileRead.ts for
 * its messages). The page stops it with `terminate` when the person cancels or closes the dialog.
 */
import type { PlotFileFeature, PlotFileReport } from '../../../domain/geo/readers';
import { factsOf, ImportWork, lightFeature } from './importWork';
import {
    FEATURES_PER_MESSAGE,
    INPUTS_PER_MESSAGE,
    type FromPlotFileWorker,
    type ToPlotFileWorker,
} from './plotFileRead';

const scope = self as unknown as {
    postMessage: (message: FromPlotFileWorker) => void;
    onmessage: ((event: MessageEvent<ToPlotFileWorker>) => void) | null;
};

const work = new ImportWork();

function slices<T>(items: T[], size: number, send: (slice: T[]) => void) {
    for (let from = 0; from < items.length; from += size) send(items.slice(from, from + size));
}

/** The report without shapes, in slices, then its end. */
function sendReport(report: PlotFileReport) {
    const light = (list: PlotFileFeature[], which: 'features' | 'refused') =>
        slices(list, FEATURES_PER_MESSAGE, (items) =>
            scope.postMessage({ type: 'slice', which, items: items.map(lightFeature) }),
        );
    light(report.features, 'features');
    light(report.refused, 'refused');
    scope.postMessage({ type: 'report', format: report.format });
}

scope.onmessage = async (event) => {
    const message = event.data;
    if (message.type === 'read') {
        try {
            const report = await work.read(message.file, message.name, (progress) =>
                scope.postMessage({ type: 'progress', progress }),
            );
            sendReport(report);
        } catch (error) {
            const { code, params } = error as { code?: string; params?: Record<string, number> };
            scope.postMessage({ type: 'refused', code: code ?? 'unreadable', params: params ?? {} });
        }
    } else if (message.type === 'fix') {
        const report = work.fix();
        if (report) sendReport(report);
    } else {
        const { id } = message;
        const { preview, overlaps } = work.preview(message.defaults, message.taken, (done, total) =>
            scope.postMessage({ type: 'previewing', id, done, total }),
        );
        scope.postMessage({ type: 'preview', id, facts: factsOf(preview, overlaps) });
        slices(preview.inputs, INPUTS_PER_MESSAGE, (inputs) =>
            scope.postMessage({ type: 'inputs', id, inputs }),
        );
        scope.postMessage({ type: 'previewed', id });
    }
};
