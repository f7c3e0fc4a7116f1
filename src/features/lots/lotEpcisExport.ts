/**
 * A lot's EPCIS export in parts: the history is read LOT_PART_SIZE stamps at a time, one after the
 * other, and each part becomes its own EPCIS document, compressed into one zip as soon as it is
 * built, so the browser holds one part's text at a time. A lot of one part (or a server that answers
 * the whole lot, without `stamps`) gives one .jsonld file, as before. Loaded on demand.
 */
import { Zip, ZipDeflate, strToU8 } from 'fflate';
import { epcisDocument, type History } from '../../domain/epcis';

/** Stamps per part: the most the lotHistory call gives in one answer. */
export const LOT_PART_SIZE = 20_000;

/** Which of the lot's stamps an answer covers; absent from servers that answer the whole lot. */
export interface LotHistoryPart {
    total: number;
    offset: number;
    count: number;
}

export type LotHistoryAnswer = History & { stamps?: LotHistoryPart | null };

export interface LotExportOptions {
    /** The file name's subject, e.g. `lo-CD-2026-01` (already safe for a file name). */
    name: string;
    /** The day in file names. */
    date: string;
    /** The parts the lot is expected to have (from its page) until the first answer says. */
    expectedParts?: number;
    fetchPart: (offset: number, limit: number, signal: AbortSignal) => Promise<LotHistoryAnswer>;
    save: (file: Blob, fileName: string) => void;
    /** Part `part` (1-based) of `parts` is being read and built. */
    onProgress?: (part: number, parts: number) => void;
    now?: () => Date;
}

export interface LotExportResult {
    events: number;
    parts: number;
    fileName: string;
}

/** A part that could not be read or built; the export can go on from it (`retry`). */
export class LotPartError extends Error {
    constructor(
        readonly part: number,
        readonly parts: number,
        readonly reason: unknown,
    ) {
        super(reason instanceof Error ? reason.message : String(reason));
        this.name = 'LotPartError';
    }
}

const aborted = () => new DOMException('Cancelled', 'AbortError');

/** A part's answer that does not continue the export where it stands (a server that changed its mind). */
const brokenPart = (stamps: LotHistoryPart, offset: number) =>
    !(stamps.offset === offset && stamps.count > 0 && stamps.offset + stamps.count <= stamps.total);

/**
 * An export that remembers the parts it has done: `run` reads the parts left and saves the file when
 * the last is done; after a LotPartError, `run` again goes on from the part that failed.
 */
export function lotEpcisExport(options: LotExportOptions) {
    const now = options.now ?? (() => new Date());
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let zip: Zip | null = null;
    let offset = 0;
    let part = 1;
    let parts = Math.max(1, options.expectedParts ?? 1);
    let events = 0;
    let finished: LotExportResult | null = null;

    const text = (history: History) => {
        const document = epcisDocument(history, now().toISOString());
        events += document.epcisBody.eventList.length;
        return JSON.stringify(document, null, 2);
    };

    const addToZip = (history: History) => {
        zip ??= new Zip((error, data) => {
            if (error) throw error;
            chunks.push(data as Uint8Array<ArrayBuffer>);
        });
        const entry = new ZipDeflate(
            `epcis-${options.name}-phan-${part}-of-${parts}-${options.date}.jsonld`,
            {
                level: 6,
            },
        );
        zip.add(entry);
        entry.push(strToU8(text(history)), true);
    };

    const finish = (file: Blob, fileName: string): LotExportResult => {
        options.save(file, fileName);
        finished = { events, parts, fileName };
        return finished;
    };

    async function step(signal: AbortSignal): Promise<LotExportResult | null> {
        options.onProgress?.(part, parts);
        const answer = await options.fetchPart(offset, LOT_PART_SIZE, signal);
        if (signal.aborted) throw aborted();
        const stamps = answer.stamps;
        if (offset === 0 && (!stamps || stamps.count >= stamps.total)) {
            // The whole lot in one answer: one document, as for a small lot.
            parts = 1;
            const fileName = `epcis-${options.name}-${options.date}.jsonld`;
            return finish(new Blob([text(answer)], { type: 'application/ld+json' }), fileName);
        }
        if (!stamps || brokenPart(stamps, offset)) throw new Error('lotHistory part mismatch');
        parts = Math.ceil(stamps.total / LOT_PART_SIZE);
        addToZip(answer);
        offset += stamps.count;
        part += 1;
        if (offset < stamps.total) return null;
        zip!.end();
        return finish(
            new Blob(chunks, { type: 'application/zip' }),
            `epcis-${options.name}-${options.date}.zip`,
        );
    }

    async function run(signal: AbortSignal): Promise<LotExportResult> {
        while (!finished) {
            if (signal.aborted) throw aborted();
            let result: LotExportResult | null;
            try {
                result = await step(signal);
            } catch (error) {
                if (signal.aborted) throw aborted();
                throw new LotPartError(part, parts, error);
            }
            if (result) return result;
            // Let the browser paint and handle input between parts.
            await new Promise((resolve) => setTimeout(resolve, 0));
        }
        return finished;
    }

    return { run };
}
