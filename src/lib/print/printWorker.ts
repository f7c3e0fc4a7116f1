/**
 * A print worker (a Web Worker): builds the parts of a print file it is handed, off the main
 * thread (see printPart.ts for its messages and printWorkers.ts for the pool).
 */
import { workerHandler, type FromWorker, type ToWorker } from './printPart';

const scope = self as unknown as {
    postMessage: (message: FromWorker, transfer: Transferable[]) => void;
    onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};
const handle = workerHandler((message, transfer = []) => scope.postMessage(message, transfer));
scope.onmessage = (event) => handle(event.data);
