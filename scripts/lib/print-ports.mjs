// Node worker threads as print ports (see src/lib/print/printWorkers.ts), for the benchmark:
// the worker is bundled once with Vite (as the browser gets it, a ready script), so the timed build
// does not include compiling TypeScript.
import { Worker } from 'node:worker_threads';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Bundles the worker; answers a function starting one worker thread as a print port. */
export async function threadPorts() {
    const { build } = await import('vite');
    const outDir = mkdtempSync(join(tmpdir(), 'xts-print-worker-'));
    await build({
        configFile: false,
        logLevel: 'error',
        publicDir: false,
        build: {
            outDir,
            emptyOutDir: true,
            minify: false,
            ssr: resolve(import.meta.dirname, 'print-worker-thread.ts'),
            rollupOptions: { output: { entryFileNames: 'worker.mjs' } },
        },
        ssr: { noExternal: true },
    });
    const entry = join(outDir, 'worker.mjs');
    process.on('exit', () => rmSync(outDir, { recursive: true, force: true }));
    return () => {
        const worker = new Worker(entry);
        return {
            post: (message, transfer) => worker.postMessage(message, transfer),
            listen: (onMessage, onFailure) => {
                worker.removeAllListeners('message');
                worker.removeAllListeners('error');
                worker.on('message', onMessage);
                worker.on('error', onFailure);
            },
            terminate: () => void worker.terminate(),
        };
    };
}
