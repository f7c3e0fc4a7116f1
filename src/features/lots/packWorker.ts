/**
 * The pack worker (a Web Worker): builds the EUDR pack of a big shipment off the main thread, the
 * Information System's pre-check of every plot (packGaps, with euRules.ts) and the split into
 * statements included, so that the page stays responsive (see packBuild.ts for its messages).
 */
import { packGaps, type PackLotInput, type PackMissing } from '../../domain/geo/pack';
import { buildStatementPacks } from '../../domain/geo/statementPacks';
import type { FromPackWorker, ToPackWorker } from './packBuild';

const scope = self as unknown as {
    postMessage: (message: FromPackWorker) => void;
    onmessage: ((event: MessageEvent<ToPackWorker>) => void) | null;
};

/** The shipment as it arrives: its lots first, then their plots in slices (packBuild.ts). */
let inputs: PackLotInput[] = [];

scope.onmessage = (event) => {
    const message = event.data;
    if (message.type === 'lots') {
        inputs = message.inputs;
        return;
    }
    if (message.type === 'plots') {
        inputs[message.lot].origin.plots.push(...message.plots);
        return;
    }
    const { columns } = message;
    const started = performance.now();
    try {
        // The pre-check once, timed apart: the pack is then built without checking again.
        const warnings: PackMissing[] = [];
        const missing = packGaps(inputs, warnings);
        const checkMs = performance.now() - started;
        const pack = missing.length
            ? { ok: false as const, missing, warnings }
            : {
                  ...buildStatementPacks(inputs, { translate: (key) => columns[key] ?? key, checked: true }),
                  warnings,
              };
        const tookMs = performance.now() - started;
        if (pack.ok) {
            // Statement by statement (the pack's files are theirs): the page copies each in a task of its own.
            for (const statement of pack.statements) scope.postMessage({ type: 'statement', statement });
            scope.postMessage({
                type: 'pack',
                pack: { ...pack, files: [], statements: [] },
                checkMs,
                tookMs,
            });
        } else scope.postMessage({ type: 'pack', pack, checkMs, tookMs });
    } catch (error) {
        scope.postMessage({
            type: 'failed',
            message: error instanceof Error ? error.message : String(error),
        });
    }
};
