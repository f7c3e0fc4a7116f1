/**
 * Reading a plot file for the import dialog: in a Web Worker (plotFileWorker.ts), so that parsing
 * and checking a large or hostile file never holds up the page, with its progress and a cancel
 * that stops the worker at once. Where there is no Worker (unit tests under jsdom) the same reader
 * runs in place.
 */
import type { PlotFileReport, ReadProgress } from '../../../domain/geo/readers';
import { checkFileSize, PlotFileError, type PlotFileErrorCode } from '../../../domain/geo/fileLimits';

export interface ToPlotFileWorker {
    file: Blob;
    name: string;
}

export type FromPlotFileWorker =
    | { type: 'progress'; progress: ReadProgress }
    | { type: 'report'; report: PlotFileReport }
    | { type: 'refused'; code: string; params: Record<string, number> };

/** What the promise of a read cancelled rejects with. */
export class ReadCancelled extends Error {
    constructor() {
        super('cancelled');
    }
}

export interface PlotFileRead {
    /** The report, or a PlotFileError (why the file is refused), or ReadCancelled. */
    result: Promise<PlotFileReport>;
    cancel: () => void;
}

interface Settle {
    resolve: (report: PlotFileReport) => void;
    reject: (error: Error) => void;
}

/**
 * Reads `file` off the main thread. The size is checked at once, from the file's size alone (a
 * file over the limit is never read); everything else in the worker.
 */
export function readPlotFileAside(file: File, onProgress: (progress: ReadProgress) => void): PlotFileRead {
    try {
        checkFileSize(file.size);
    } catch (error) {
        return { result: Promise.reject(error), cancel: () => {} };
    }
    if (typeof Worker === 'undefined') return readInPlace(file, onProgress);
    const worker = new Worker(new URL('./plotFileWorker.ts', import.meta.url), { type: 'module' });
    let settle: Settle | null = null;
    const result = new Promise<PlotFileReport>((resolve, reject) => {
        settle = { resolve, reject };
    });
    const finish = (outcome: (s: Settle) => void) => {
        const pending: Settle | null = settle;
        settle = null;
        worker.terminate();
        if (pending) outcome(pending);
    };
    worker.onmessage = (event: MessageEvent<FromPlotFileWorker>) => {
        const message = event.data;
        if (message.type === 'progress') {
            if (settle) onProgress(message.progress);
        } else if (message.type === 'report') finish((s) => s.resolve(message.report));
        else finish((s) => s.reject(new PlotFileError(message.code as PlotFileErrorCode, message.params)));
    };
    // The worker itself failed (out of memory on a file within the limits, say).
    worker.onerror = () => finish((s) => s.reject(new PlotFileError('unreadable')));
    worker.postMessage({ file, name: file.name } satisfies ToPlotFileWorker);
    return { result, cancel: () => finish((s) => s.reject(new ReadCancelled())) };
}

function readInPlace(file: File, onProgress: (progress: ReadProgress) => void): PlotFileRead {
    let cancelled = false;
    let rejectCancel: (error: Error) => void = () => {};
    const cancelledResult = new Promise<never>((_, reject) => {
        rejectCancel = reject;
    });
    const read = import('../../../domain/geo/readers').then(({ readPlotFile }) =>
        readPlotFile(file, file.name, { onProgress: (p) => !cancelled && onProgress(p) }),
    );
    return {
        result: Promise.race([read, cancelledResult]),
        cancel: () => {
            cancelled = true;
            rejectCancel(new ReadCancelled());
        },
    };
}
