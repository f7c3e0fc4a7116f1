/**
 * The print file of a batch, as the template preview shows each stamp (stampDrawing.ts): PDFs of
 * A4 pages with the stamps at the template's size in millimetres, each with its own QR code (the
 * content the server gives: scanner link or GS1 Digital Link), headline and prefixed serial; and
 * the codes file for printing houses (CSV: serial, code, qr). A large batch is cut into files of
 * `stampsPerFile` stamps ("phần 1/10"), each a Blob once done, so memory stays bounded; the codes
 * are fetched in parts of 1,000 and handed to the part's builder (printPart.ts): a worker of a pool
 * (printWorkers.ts) in the browser, so the parts are built side by side off the main thread (the
 * PDF and the part's lines of the codes file), with progress per part, paced (pace.ts), and
 * cancellation.
 * The template's background image comes ready as JPEG bytes (printBackground.ts rasterises it in
 * the browser): one image per PDF, drawn in every stamp under the rest, clipped to its shape.
 */
import {
    STAMPS_PER_FILE,
    type PrintBackground,
    type PrintFile,
    type PrintItem,
    type PrintLayout,
} from './printLayout';
import { paced } from './pace';
import { localParts, type BatchSetup, type PartFactory } from './printPart';
import type { TrueTypeFont } from './ttfSubset';

export * from './printLayout';

export interface BuildOptions {
    layout: PrintLayout;
    total: number;
    /** Fetches the stamps [offset, offset + limit). */
    fetchPart: (offset: number, limit: number, signal: AbortSignal) => Promise<PrintItem[]>;
    /** The font of the headline (Vietnamese letters); without it the headline is left out. */
    font?: TrueTypeFont | null;
    /** The template's background image; without it the stamps have their background colour only. */
    background?: PrintBackground | null;
    /** Stamps drawn so far, of all of them and of each part (1-based parts, index 0 unused). */
    onProgress?: (done: number, total: number, parts: PartProgress[]) => void;
    /** Each PDF as soon as it is done (parts built side by side may finish out of order). */
    onFile?: (file: PrintFile) => void;
    signal: AbortSignal;
    /** Stamps per fetch. */
    partSize?: number;
    /** Least time between two progress reports (ms). */
    progressMs?: number;
    /** Stamps fetched and not yet drawn, at most (then the next fetch waits). */
    ahead?: number;
    stampsPerFile?: number;
    /** Where the parts are built: this thread unless given (the browser passes a worker pool). */
    builders?: (setup: BatchSetup) => PartFactory;
}

/** How far one part (one PDF) is. */
export interface PartProgress {
    part: number;
    built: number;
    count: number;
}

export interface PrintResult {
    /** In part order. */
    files: PrintFile[];
    /** The codes file: `serial,code,qr`, CRLF, UTF-8. */
    csv: Blob;
    count: number;
}

/**
 * Progress reports at most every 500 ms: each re-renders the print page, and the workers report
 * every thousand stamps, together more often than a busy page can follow.
 */
const PROGRESS_MS = 500;

/** Stamps the builders may have waiting: a few seconds of work for a pool of workers. */
const AHEAD = 4000;

const cancelled = () => new DOMException('Cancelled', 'AbortError');

/** Rejects when the signal aborts. */
const aborted = (signal: AbortSignal) =>
    new Promise<never>((_, reject) => {
        if (signal.aborted) reject(cancelled());
        signal.addEventListener('abort', () => reject(cancelled()), { once: true });
    });

/** Builds the PDFs and the codes file. Rejects with an AbortError when cancelled. */
export async function buildPrintFiles(options: BuildOptions): Promise<PrintResult> {
    const { layout, total, signal } = options;
    const partSize = options.partSize ?? 1000;
    const perFile = Math.max(1, options.stampsPerFile ?? STAMPS_PER_FILE);
    const parts = Math.max(1, Math.ceil(total / perFile));
    const factory = (options.builders ?? localParts)({
        layout,
        font: options.font ?? null,
        background: options.background ?? null,
    });
    const stop = aborted(signal);
    stop.catch(() => {});
    const progress: PartProgress[] = [];
    const pace = paced(() => {
        const done = progress.reduce((sum, part) => sum + part.built, 0);
        options.onProgress?.(done, total, progress);
    }, options.progressMs ?? PROGRESS_MS);
    const files: PrintFile[] = [];
    // Each part's lines of the codes file, written by its builder (a worker), in part order.
    const codes: Blob[] = [];
    const finishing: Promise<void>[] = [];
    let fetched = 0;
    // Stamps drawn so far, and a wait for the next ones to be.
    let drawn = 0;
    let wake: (() => void) | null = null;
    const ahead = Math.max(1, options.ahead ?? AHEAD);
    const failed = factory.failed ?? new Promise<never>(() => {});
    try {
        for (let part = 1; part <= parts && (part === 1 || fetched < total); part++) {
            const count = Math.min(perFile, total - fetched);
            const state: PartProgress = { part, built: 0, count };
            progress[part] = state;
            const builder = await Promise.race([
                factory.open((built) => {
                    drawn += built - state.built;
                    state.built = built;
                    pace.touch();
                    wake?.();
                }),
                stop,
            ]);
            let taken = 0;
            while (taken < count) {
                if (signal.aborted) throw cancelled();
                // No further ahead of the workers than they need to stay busy: the codes waiting
                // for them would only fill the page's memory, and its collector's pauses.
                while (fetched - drawn >= ahead)
                    await Promise.race([new Promise<void>((resolve) => (wake = resolve)), stop, failed]);
                const items = await options.fetchPart(fetched, Math.min(partSize, count - taken), signal);
                if (items.length === 0) break;
                builder.add(items);
                taken += items.length;
                fetched += items.length;
                // Let the browser paint and handle input between fetches.
                await new Promise((resolve) => setTimeout(resolve, 0));
            }
            state.count = taken;
            // A part the server had no stamps for (the batch ended early) gives no file.
            const empty = taken === 0 && part > 1;
            finishing.push(
                builder.finish(part, parts).then((built) => {
                    if (empty) return;
                    const { file } = built;
                    files[part - 1] = file;
                    codes[part - 1] = built.codes;
                    pace.flush();
                    options.onFile?.(file);
                }),
            );
            if (taken < count) break;
        }
        await Promise.race([Promise.all(finishing), stop]);
        pace.flush();
    } finally {
        pace.stop();
        factory.close();
    }
    if (signal.aborted) throw cancelled();
    // Blobs of Blobs: the codes are not copied again.
    const csv = new Blob(['serial,code,qr\r\n', ...codes.filter(Boolean)], {
        type: 'text/csv;charset=utf-8',
    });
    return { files, csv, count: fetched };
}
