/**
 * Building the EUDR pack of some lots: a shipment of many plots in a Web Worker (packWorker.ts), so
 * that checking each plot against the Information System's rules never holds up the page; a small
 * one in place, as where there is no Worker (unit tests under jsdom).
 */
import type { PackLotInput } from '../../domain/geo/pack';
import type { PackStatement, StatementPackResult } from '../../domain/geo/statementPacks';

/** From this many origin plots on, the pack is built in the worker. */
export const WORKER_FROM_PLOTS = 1000;

/**
 * What the page sends: the lots without their plots, the plots in slices of PLOTS_PER_MESSAGE (each
 * copied in a task of its own, so that handing 100,000 plots over never holds the page for long),
 * then the words to build with.
 */
export type ToPackWorker =
    | { type: 'lots'; inputs: PackLotInput[] }
    | { type: 'plots'; lot: number; plots: PackLotInput['origin']['plots'] }
    | {
          type: 'build';
          /** The summary's column names (xts.geo.summary.<column>) in the words of the pack's CSV. */
          columns: Record<string, string>;
      };

const PLOTS_PER_MESSAGE = 500;

/** A task boundary: the page may paint and answer between two slices. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Hands the shipment to the worker in slices. */
async function handOver(worker: Worker, inputs: PackLotInput[], columns: Record<string, string>) {
    const bare = inputs.map((input) => ({ ...input, origin: { ...input.origin, plots: [] } }));
    worker.postMessage({ type: 'lots', inputs: bare } satisfies ToPackWorker);
    for (const [lot, input] of inputs.entries())
        for (let from = 0; from < input.origin.plots.length; from += PLOTS_PER_MESSAGE) {
            await nextTask();
            const plots = input.origin.plots.slice(from, from + PLOTS_PER_MESSAGE);
            worker.postMessage({ type: 'plots', lot, plots } satisfies ToPackWorker);
        }
    worker.postMessage({ type: 'build', columns } satisfies ToPackWorker);
}

/**
 * What the worker answers: a built pack's statements one by one (each read in a task of its own),
 * then the pack without them and their files; or why it failed.
 */
export type FromPackWorker =
    | { type: 'statement'; statement: PackStatement }
    /** checkMs: the Information System's pre-check of every plot; tookMs: the whole build. */
    | { type: 'pack'; pack: StatementPackResult; checkMs: number; tookMs: number }
    | { type: 'failed'; message: string };

export async function buildPack(
    inputs: PackLotInput[],
    translate: (key: string) => string,
    signal?: AbortSignal,
): Promise<StatementPackResult> {
    const plots = inputs.reduce((sum, input) => sum + input.origin.plots.length, 0);
    if (plots < WORKER_FROM_PLOTS || typeof Worker === 'undefined') {
        const { buildStatementPacks } = await import('../../domain/geo/statementPacks');
        return buildStatementPacks(inputs, { translate });
    }
    const { SUMMARY_COLUMNS } = await import('../../domain/geo/pack');
    const columns = Object.fromEntries(
        [...SUMMARY_COLUMNS.map((column) => `xts.geo.summary.${column}`), 'xts.pack_print.file'].map(
            (key) => [key, translate(key)],
        ),
    );
    const worker = new Worker(new URL('./packWorker.ts', import.meta.url), { type: 'module' });
    try {
        return await new Promise<StatementPackResult>((resolve, reject) => {
            signal?.addEventListener('abort', () => reject(signal.reason));
            const statements: PackStatement[] = [];
            worker.onmessage = (event: MessageEvent<FromPackWorker>) => {
                const message = event.data;
                if (message.type === 'statement') statements.push(message.statement);
                else if (message.type === 'failed') reject(new Error(message.message));
                else if (!message.pack.ok) resolve(message.pack);
                else resolve({ ...message.pack, files: statements.flatMap((s) => s.files), statements });
            };
            worker.onerror = () => reject(new Error('The pack could not be built'));
            handOver(worker, inputs, columns).catch(reject);
        });
    } finally {
        worker.terminate();
    }
}
