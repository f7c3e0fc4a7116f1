/**
 * A pool of print workers for one batch: each part (a PDF of 10,000 stamps) is built by a worker
 * while the main thread fetches the next part's codes, so the parts of a large batch are built on
 * every core and the page stays responsive. The pool holds one worker per processor
 * (`navigator.hardwareConcurrency`), never more than the batch has parts.
 */
import type { BatchSetup, FromWorker, PartBuilder, PartFactory, ToWorker } from './printPart';
import type { PrintFile } from './printLayout';

/** A worker as the pool sees it (a Web Worker, or a Node worker thread in the benchmark). */
export interface PrintPort {
    post: (message: ToWorker) => void;
    /** Messages, and a failure of the worker itself. */
    listen: (onMessage: (message: FromWorker) => void, onFailure: (error: Error) => void) => void;
    terminate: () => void;
}

/** Workers a batch of `parts` parts gets on this machine. */
export function poolSize(parts: number, cores = globalThis.navigator?.hardwareConcurrency || 1) {
    return Math.max(1, Math.min(parts, cores, 8));
}

/** A Web Worker running printWorker.ts. */
export function browserPort(): PrintPort {
    const worker = new Worker(new URL('./printWorker.ts', import.meta.url), { type: 'module' });
    return {
        post: (message) => worker.postMessage(message),
        listen: (onMessage, onFailure) => {
            worker.onmessage = (event: MessageEvent<FromWorker>) => onMessage(event.data);
            worker.onerror = (event) => onFailure(new Error(event.message || 'print worker failed'));
        },
        terminate: () => worker.terminate(),
    };
}

/** Part builders backed by up to `size` workers, each taking the next part when it is free. */
export function workerParts(size: number, spawn: () => PrintPort = browserPort) {
    return (setup: BatchSetup): PartFactory => {
        const ports: PrintPort[] = [];
        const idle: PrintPort[] = [];
        const waiting: ((port: PrintPort) => void)[] = [];
        const message: ToWorker = {
            type: 'setup',
            setup: { layout: setup.layout, font: setup.font?.bytes ?? null, background: setup.background },
        };
        const acquire = () =>
            new Promise<PrintPort>((resolve) => {
                const free = idle.pop();
                if (free) return resolve(free);
                if (ports.length < size) {
                    const port = spawn();
                    ports.push(port);
                    port.post(message);
                    return resolve(port);
                }
                waiting.push(resolve);
            });
        const release = (port: PrintPort) => {
            const next = waiting.shift();
            if (next) next(port);
            else idle.push(port);
        };
        const open = async (onBuilt: (built: number) => void): Promise<PartBuilder> => {
            const port = await acquire();
            let failure: Error | null = null;
            let settle: { resolve: (file: PrintFile) => void; reject: (error: Error) => void } | null = null;
            const fail = (error: Error) => {
                failure ??= error;
                settle?.reject(error);
            };
            port.listen((reply) => {
                if (reply.type === 'built') onBuilt(reply.count);
                else if (reply.type === 'error') fail(new Error(reply.message));
                else settle?.resolve(reply.file);
            }, fail);
            return {
                add: (items) => port.post({ type: 'items', items }),
                finish: (part, parts) =>
                    new Promise<PrintFile>((resolve, reject) => {
                        if (failure) return reject(failure);
                        settle = { resolve, reject };
                        port.post({ type: 'finish', part, parts });
                    }).then((file) => {
                        release(port);
                        return file;
                    }),
            };
        };
        return { open, close: () => ports.forEach((port) => port.terminate()) };
    };
}
