/**
 * The plot file worker (a Web Worker): reads one file handed to it off the main thread, with the
 * limits of fileLimits.ts, telling its progress as it goes (see plotFileRead.ts for its messages).
 * The page stops it with `terminate` when the person cancels.
 */
import { readPlotFile } from '../../../domain/geo/readers';
import type { FromPlotFileWorker, ToPlotFileWorker } from './plotFileRead';

const scope = self as unknown as {
    postMessage: (message: FromPlotFileWorker) => void;
    onmessage: ((event: MessageEvent<ToPlotFileWorker>) => void) | null;
};

scope.onmessage = async (event) => {
    const { file, name } = event.data;
    try {
        const report = await readPlotFile(file, name, {
            onProgress: (progress) => scope.postMessage({ type: 'progress', progress }),
        });
        scope.postMessage({ type: 'report', report });
    } catch (error) {
        const { code, params } = error as { code?: string; params?: Record<string, number> };
        scope.postMessage({ type: 'refused', code: code ?? 'unreadable', params: params ?? {} });
    }
};
