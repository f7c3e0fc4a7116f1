// A print worker as a Node worker thread (for `npm run bench:print`): the same logic the browser's
// Web Worker runs (src/lib/print/printPart.ts); print-ports.mjs bundles it before timing.
import { parentPort } from 'node:worker_threads';
import { workerHandler, type ToWorker } from '../../src/lib/print/printPart';

const handle = workerHandler((message, transfer) =>
    parentPort!.postMessage(message, transfer as import('node:worker_threads').Transferable[]),
);
parentPort!.on('message', (message: ToWorker) => handle(message));
