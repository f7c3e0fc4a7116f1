import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
    buildPrintFiles,
    lookOf,
    type PartProgress,
    type PrintBackground,
    type PrintFile,
    type PrintItem,
    type PrintLayout,
} from '../../../lib/print/printFile';
import { poolSize, workerParts } from '../../../lib/print/printWorkers';
import { rasteriseBackground } from '../../../lib/print/printBackground';
import { loadHeadlineFont } from '../../../lib/print/headlineFont';

export interface PrintBatch {
    id: number;
    quantity: number;
    fromSerial: string;
    toSerial: string;
    templateName: string;
    layout: PrintLayout;
    scannerHost: string;
    /** What the QR codes hold (see the mock's printContent.ts). */
    qrMode: 'scanner' | 'gs1' | 'gs1_without_gtin';
    gtin: string | null;
    lot: string | null;
    /** The lot's GS1 lot code, what AI 10 of the QR codes carries. */
    gs1Lot?: string | null;
}

export interface PrintDownload {
    file: PrintFile;
    url: string;
}

export type PrintPhase =
    | {
          kind: 'building';
          done: number;
          total: number;
          files: PrintDownload[];
          /** Each part (PDF) being built or done, in part order; workers building side by side. */
          parts: PartProgress[];
          workers: number;
      }
    | { kind: 'ready'; files: PrintDownload[]; csvUrl: string; count: number }
    | { kind: 'cancelled' }
    | { kind: 'error'; message: string };

/**
 * What the print file does with the template's background image: `none` (the template has none),
 * `loading`, `printed`, or `failed` (it could not be fetched or decoded: the file is built without it).
 */
export type BackgroundState = 'none' | 'loading' | 'printed' | 'failed';

/** The layout's background image ready to embed, or null when it has none or it failed. */
async function backgroundOf(
    layout: PrintLayout,
    signal: AbortSignal,
    report: (state: BackgroundState) => void,
): Promise<PrintBackground | null> {
    const url = typeof layout.backgroundImage === 'string' ? layout.backgroundImage.trim() : '';
    if (!url) {
        report('none');
        return null;
    }
    report('loading');
    try {
        const background = await rasteriseBackground(url, lookOf(layout), signal);
        report('printed');
        return background;
    } catch (error) {
        if (signal.aborted) throw error;
        report('failed');
        return null;
    }
}

const revoke = (phase: PrintPhase) => {
    if (phase.kind === 'building' || phase.kind === 'ready')
        phase.files.forEach((file) => URL.revokeObjectURL(file.url));
    if (phase.kind === 'ready') URL.revokeObjectURL(phase.csvUrl);
};

/**
 * Reads a batch's codes in parts from the mock's file store and builds its PDFs and codes file in
 * the browser, with progress (each PDF offered as soon as it is done) and cancellation.
 */
export function usePrintBuild(id: string | undefined, key: string) {
    const translate = useTranslate();
    const [batch, setBatch] = useState<PrintBatch | null>(null);
    const [background, setBackground] = useState<BackgroundState>('none');
    const [phase, setPhase] = useState<PrintPhase>({
        kind: 'building',
        done: 0,
        total: 0,
        files: [],
        parts: [],
        workers: 0,
    });
    const controller = useRef<AbortController | null>(null);
    const current = useRef(phase);
    const update = useCallback((next: PrintPhase) => {
        current.current = next;
        setPhase(next);
    }, []);

    const fetchPart = useCallback(
        async (
            offset: number,
            limit: number,
            signal?: AbortSignal,
        ): Promise<PrintBatch & { items: PrintItem[] }> => {
            const response = await fetch(
                `/__mock/print/${encodeURIComponent(id ?? '')}?key=${encodeURIComponent(key)}&offset=${offset}&limit=${limit}`,
                { signal },
            );
            const body = await response.json().catch(() => null);
            if (!response.ok || body?.status !== 'success')
                throw new Error(body?.message || translate('xts.errors.server'));
            return body.data;
        },
        [id, key, translate],
    );

    /** Builds the files; the phase already says 'building' from nothing done (first render, or restart). */
    const build = useCallback(
        (abort: AbortController) => {
            controller.current = abort;
            (async () => {
                const first = await fetchPart(0, 1, abort.signal);
                setBatch(first);
                // Web Workers build the parts (one per processor, see printWorkers.ts), so the page
                // stays responsive; started now, they load while the font and the background do.
                const workers = typeof Worker === 'undefined' ? 0 : poolSize(first.quantity);
                const pool = workers ? workerParts(workers) : undefined;
                try {
                    const [font, image] = await Promise.all([
                        typeof first.layout.headline === 'string' && first.layout.headline.trim()
                            ? loadHeadlineFont()
                            : null,
                        backgroundOf(first.layout, abort.signal, setBackground),
                    ]);
                    // A new list only when a file is added: the downloads re-render only then.
                    let files: PrintDownload[] = [];
                    let last = { done: 0, parts: [] as PartProgress[] };
                    const building = (done = last.done, parts = last.parts) => {
                        last = { done, parts };
                        update({
                            kind: 'building',
                            done,
                            total: first.quantity,
                            files,
                            parts: parts.filter(Boolean).map((part) => ({ ...part })),
                            workers,
                        });
                    };
                    building();
                    const result = await buildPrintFiles({
                        layout: first.layout,
                        total: first.quantity,
                        font,
                        background: image,
                        builders: pool,
                        fetchPart: async (offset, limit, signal) =>
                            (await fetchPart(offset, limit, signal)).items,
                        onFile: (file) => {
                            files = [...files, { file, url: URL.createObjectURL(file.blob) }].sort(
                                (a, b) => a.file.part - b.file.part,
                            );
                            building();
                        },
                        onProgress: (done, _total, parts) => building(done, parts),
                        signal: abort.signal,
                    });
                    update({
                        kind: 'ready',
                        files,
                        csvUrl: URL.createObjectURL(result.csv),
                        count: result.count,
                    });
                } finally {
                    pool?.close();
                }
            })().catch((error: unknown) => {
                if (abort.signal.aborted || (error as Error)?.name === 'AbortError')
                    update({ kind: 'cancelled' });
                else
                    update({
                        kind: 'error',
                        message: (error as Error)?.message || translate('xts.errors.unknown'),
                    });
            });
        },
        [fetchPart, translate, update],
    );

    // Another batch on the same page starts again from nothing built.
    const batchKey = `${id}\n${key}`;
    const [builtFor, setBuiltFor] = useState(batchKey);
    if (builtFor !== batchKey) {
        setBuiltFor(batchKey);
        setPhase({ kind: 'building', done: 0, total: 0, files: [], parts: [], workers: 0 });
    }

    useEffect(() => {
        build(new AbortController());
        return () => {
            controller.current?.abort();
            revoke(current.current);
        };
    }, [build]);

    /** Throws away what was built and builds again (the user's "start again"). */
    const start = () => {
        controller.current?.abort();
        revoke(current.current);
        update({ kind: 'building', done: 0, total: 0, files: [], parts: [], workers: 0 });
        build(new AbortController());
    };

    return { batch, background, phase, start, cancel: () => controller.current?.abort() };
}
