/**
 * A plot file's import work for the dialog, in a Web Worker (plotFileWorker.ts): reading, checking,
 * fixing swapped coordinates and previewing what will be sent never hold up the page. The worker
 * keeps the file's shapes; the page gets the features without them and the inputs to send, in
 * slices each taken in a short task. Its progress is told as it goes; a cancel stops the worker at
 * once. Where there is no Worker (unit tests under jsdom) the same work runs in place (importWork.ts).
 */
import type { PlotFileFeature, PlotFileReport, ReadProgress } from '../../../domain/geo/readers';
import type { PlotInput } from '../../../domain/geo/types';
import { checkFileSize, PlotFileError, type PlotFileErrorCode } from '../../../domain/geo/fileLimits';
import type { ImportPreview } from './importPreview';
import type { PreviewDefaults, PreviewFacts } from './importWork';

/** Features, and inputs, handed over in one message: each taken by the page in a few milliseconds. */
export const FEATURES_PER_MESSAGE = 1_000;
export const INPUTS_PER_MESSAGE = 500;

type Input = Omit<PlotInput, 'locationId'>;

export type ToPlotFileWorker =
    | { type: 'read'; file: Blob; name: string }
    | { type: 'fix' }
    | { type: 'preview'; id: number; defaults: PreviewDefaults; taken: string[] };

export type FromPlotFileWorker =
    | { type: 'progress'; progress: ReadProgress }
    | { type: 'slice'; which: 'features' | 'refused'; items: PlotFileFeature[] }
    | { type: 'report'; format: PlotFileReport['format'] }
    | { type: 'refused'; code: string; params: Record<string, number> }
    | { type: 'previewing'; id: number; done: number; total: number }
    | { type: 'preview'; id: number; facts: PreviewFacts }
    | { type: 'inputs'; id: number; inputs: Input[] }
    | { type: 'previewed'; id: number };

/** What the promises of a session cancelled reject with. */
export class ReadCancelled extends Error {
    constructor() {
        super('cancelled');
    }
}

/** One file's import work: read it, then fix it or preview it as often as the dialog asks. */
export interface ImportSession {
    /** The report, or a PlotFileError (why the file is refused), or ReadCancelled. */
    read: (file: File, onProgress: (progress: ReadProgress) => void) => Promise<PlotFileReport>;
    fix: () => Promise<PlotFileReport>;
    preview: (
        defaults: PreviewDefaults,
        taken: ReadonlySet<string>,
        onProgress?: (done: number, total: number) => void,
    ) => Promise<ImportPreview>;
    /** Stops the work; what is pending rejects with ReadCancelled. */
    cancel: () => void;
}

interface Pending<T> {
    resolve: (value: T) => void;
    reject: (error: Error) => void;
}

/** A session in a worker, or in place where there is no Worker. */
export function openImportSession(): ImportSession {
    return typeof Worker === 'undefined' ? inPlace() : inWorker();
}

function inWorker(): ImportSession {
    let report: Pending<PlotFileReport> | null = null;
    let onRead: ((progress: ReadProgress) => void) | null = null;
    let collected = { features: [] as PlotFileFeature[], refused: [] as PlotFileFeature[] };
    let byIndex = new Map<number, PlotFileFeature>();
    const previews = new Map<
        number,
        Pending<ImportPreview> & {
            facts?: PreviewFacts;
            inputs: Input[];
            onProgress?: (d: number, t: number) => void;
        }
    >();
    let nextId = 0;
    let stopped = false;
    const failAll = (error: Error) => {
        report?.reject(error);
        report = null;
        for (const pending of previews.values()) pending.reject(error);
        previews.clear();
    };
    const onMessage = (event: MessageEvent<FromPlotFileWorker>) => {
        const message = event.data;
        if (message.type === 'progress') onRead?.(message.progress);
        else if (message.type === 'slice') collected[message.which].push(...message.items);
        else if (message.type === 'report') {
            const done: PlotFileReport = { format: message.format, ...collected };
            byIndex = new Map([...done.features, ...done.refused].map((f) => [f.index, f]));
            collected = { features: [], refused: [] };
            report?.resolve(done);
            report = null;
        } else if (message.type === 'refused') {
            report?.reject(new PlotFileError(message.code as PlotFileErrorCode, message.params));
            report = null;
        } else {
            const pending = previews.get(message.id);
            if (!pending) return;
            if (message.type === 'previewing') pending.onProgress?.(message.done, message.total);
            else if (message.type === 'preview') pending.facts = message.facts;
            else if (message.type === 'inputs') pending.inputs.push(...message.inputs);
            else {
                previews.delete(message.id);
                const facts = pending.facts!;
                pending.resolve({
                    sent: facts.sent.map((index) => byIndex.get(index)!),
                    inputs: pending.inputs,
                    refused: new Map(facts.refused),
                    fileOverlaps: new Map(facts.fileOverlaps),
                });
            }
        }
    };
    // Started with the first file within the size limit: a file refused by its size alone starts none.
    let started: Worker | null = null;
    const worker = (): Worker => {
        if (started) return started;
        started = new Worker(new URL('./plotFileWorker.ts', import.meta.url), { type: 'module' });
        started.onmessage = onMessage;
        // The worker itself failed (out of memory on a file within the limits, say).
        started.onerror = () => failAll(new PlotFileError('unreadable'));
        return started;
    };
    const awaitReport = () => {
        if (stopped) return Promise.reject(new ReadCancelled());
        return new Promise<PlotFileReport>((resolve, reject) => (report = { resolve, reject }));
    };
    return {
        read: (file, onProgress) => {
            try {
                checkFileSize(file.size);
            } catch (error) {
                return Promise.reject(error);
            }
            onRead = onProgress;
            const result = awaitReport();
            worker().postMessage({ type: 'read', file, name: file.name } satisfies ToPlotFileWorker);
            return result;
        },
        fix: () => {
            const result = awaitReport();
            worker().postMessage({ type: 'fix' } satisfies ToPlotFileWorker);
            return result;
        },
        preview: (defaults, taken, onProgress) => {
            if (stopped) return Promise.reject(new ReadCancelled());
            const id = ++nextId;
            const result = new Promise<ImportPreview>((resolve, reject) =>
                previews.set(id, { resolve, reject, inputs: [], onProgress }),
            );
            worker().postMessage({
                type: 'preview',
                id,
                defaults,
                taken: [...taken],
            } satisfies ToPlotFileWorker);
            return result;
        },
        cancel: () => {
            stopped = true;
            started?.terminate();
            failAll(new ReadCancelled());
        },
    };
}

function inPlace(): ImportSession {
    // Loaded with the first file: the readers stay out of the dialog's own code.
    const loaded = import('./importWork').then(({ ImportWork }) => new ImportWork());
    let stopped = false;
    let cancelled: (error: Error) => void = () => {};
    const stop = new Promise<never>((_, reject) => (cancelled = reject));
    stop.catch(() => {});
    const guard = <T>(run: () => Promise<T>) =>
        stopped ? Promise.reject(new ReadCancelled()) : Promise.race([run(), stop]);
    return {
        read: (file, onProgress) =>
            guard(async () => {
                checkFileSize(file.size);
                return (await loaded).read(file, file.name, (p) => !stopped && onProgress(p));
            }),
        fix: async () => guard(async () => (await loaded).fix()!),
        preview: (defaults, taken, onProgress) =>
            guard(async () => {
                const { preview, overlaps } = (await loaded).preview(defaults, [...taken], onProgress);
                return { ...preview, fileOverlaps: overlaps };
            }),
        cancel: () => {
            stopped = true;
            cancelled(new ReadCancelled());
        },
    };
}
