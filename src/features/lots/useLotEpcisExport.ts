import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorText } from '../../kit/errors';
import { formatNumber } from '../../kit/format';
import { isUnsupported, lotEpcisExport, type LotKey } from './lotApi';
import type { LotPartError } from './lotEpcisExport';

export type LotExportPhase =
    | { kind: 'idle' }
    | { kind: 'running'; part: number; parts: number }
    | { kind: 'failed'; part: number; parts: number; message: string };

type Export = Awaited<ReturnType<typeof lotEpcisExport>>;

const isPartError = (error: unknown): error is LotPartError => (error as Error)?.name === 'LotPartError';

/**
 * The lot page's EPCIS export: the parts one after the other with progress and cancellation; a
 * failed part is named and can be retried (the parts done are kept). A lot of one part shows only
 * the button's spinner and a notification, as a single file always did.
 */
export function useLotEpcisExport(lot: (LotKey & { total: number }) | undefined) {
    const translate = useTranslate();
    const notify = useNotify();
    const [phase, setPhase] = useState<LotExportPhase>({ kind: 'idle' });
    const job = useRef<Export | null>(null);
    const controller = useRef<AbortController | null>(null);

    useEffect(() => () => controller.current?.abort(), []);

    /** A failed export: the server lacking the call, or what went wrong in the server's own words. */
    const notifyFailure = useCallback(
        (error: unknown) =>
            isUnsupported(error)
                ? notify('xts.lots.epcis.unsupported', { type: 'error' })
                : notify('xts.lots.epcis.failed', {
                      type: 'error',
                      messageArgs: { message: errorText(error, translate) },
                  }),
        [notify, translate],
    );

    const run = useCallback(
        async (current: Export, abort: AbortController) => {
            try {
                const result = await current.run(abort.signal);
                setPhase({ kind: 'idle' });
                notify(result.parts > 1 ? 'xts.lots.epcis.done_parts' : 'xts.lots.epcis.done', {
                    type: 'success',
                    messageArgs: { parts: result.parts, count: formatNumber(result.events) },
                });
            } catch (error) {
                if (abort.signal.aborted) return;
                const failure = isPartError(error) ? error : null;
                if (failure && failure.parts > 1)
                    setPhase({
                        kind: 'failed',
                        part: failure.part,
                        parts: failure.parts,
                        message: isUnsupported(failure.reason)
                            ? translate('xts.lots.epcis.unsupported')
                            : errorText(failure.reason, translate),
                    });
                else {
                    setPhase({ kind: 'idle' });
                    notifyFailure(failure ? failure.reason : error);
                }
            }
        },
        [notify, notifyFailure, translate],
    );

    const start = useCallback(async () => {
        if (!lot) return;
        controller.current?.abort();
        const abort = new AbortController();
        controller.current = abort;
        setPhase({ kind: 'running', part: 1, parts: 1 });
        const onProgress = (part: number, parts: number) => {
            if (!abort.signal.aborted) setPhase({ kind: 'running', part, parts });
        };
        try {
            job.current = await lotEpcisExport(lot, onProgress);
        } catch (error) {
            setPhase({ kind: 'idle' });
            notifyFailure(error);
            return;
        }
        await run(job.current, abort);
    }, [lot, notifyFailure, run]);

    const retry = useCallback(async () => {
        if (!job.current || phase.kind !== 'failed') return;
        const abort = new AbortController();
        controller.current = abort;
        setPhase({ kind: 'running', part: phase.part, parts: phase.parts });
        await run(job.current, abort);
    }, [phase, run]);

    const cancel = useCallback(() => {
        controller.current?.abort();
        job.current = null;
        setPhase({ kind: 'idle' });
        notify('xts.lots.epcis.cancelled', { type: 'info' });
    }, [notify]);

    return { phase, start, retry, cancel };
}
