/**
 * The print worker pool (src/lib/print/printWorkers.ts), its workers run in this thread behind
 * the same message protocol (each message handled in a later task, the second worker slower than
 * the first, so replies cross): one part is drawn by every worker (the others encode QR codes for
 * the part's owner), several parts are built side by side, and whatever the split, the PDFs are
 * byte for byte those of a build on one thread. A worker's failure fails the print and stops every
 * worker.
 */
import { describe, expect, it } from 'vitest';
import { buildPrintFiles } from '../../src/lib/print/printFile';
import { workerHandler, type FromWorker, type ToWorker } from '../../src/lib/print/printPart';
import { poolSize, workerParts, type PrintPort } from '../../src/lib/print/printWorkers';
import { font, itemsOf, layout } from './printFixtures';

const fetchPart = async (offset: number, limit: number) => itemsOf(1001 + offset, limit);

/** In-thread workers: what each was sent, and whether it was stopped. */
function fakeWorkers(failOn?: (message: ToWorker, worker: number) => boolean) {
    const sent: ToWorker[][] = [];
    const stopped: boolean[] = [];
    const spawn = (): PrintPort => {
        const index = sent.length;
        sent.push([]);
        stopped.push(false);
        let onMessage: (message: FromWorker) => void = () => {};
        const handle = workerHandler((reply) => onMessage(structuredClone(reply)));
        return {
            post: (message) => {
                sent[index].push(message);
                const copy = structuredClone(message);
                setTimeout(() => {
                    if (stopped[index]) return;
                    if (failOn?.(copy, index)) onMessage({ type: 'error', message: 'Hết bộ nhớ' });
                    else handle(copy);
                }, index * 3);
            },
            listen: (listener) => {
                onMessage = listener;
            },
            terminate: () => {
                stopped[index] = true;
            },
        };
    };
    return { sent, stopped, spawn };
}

const build = (total: number, builders?: ReturnType<typeof workerParts>, stampsPerFile = 10_000) =>
    buildPrintFiles({
        layout,
        total,
        font,
        fetchPart,
        partSize: 100,
        stampsPerFile,
        builders,
        signal: new AbortController().signal,
    });

const bytesOf = async (files: { blob: Blob }[]) =>
    Promise.all(files.map(async ({ blob }) => Buffer.from(await blob.arrayBuffer()).toString('base64')));

describe('the print worker pool', () => {
    it('has one worker per processor, up to 8, and no more than one per 2,000 stamps', () => {
        expect(poolSize(10, 4)).toBe(1);
        expect(poolSize(2000, 4)).toBe(1);
        expect(poolSize(2001, 4)).toBe(2);
        expect(poolSize(10_000, 2)).toBe(2);
        expect(poolSize(10_000, 16)).toBe(5);
        expect(poolSize(100_000, 16)).toBe(8);
        expect(poolSize(100_000, 0)).toBe(1);
    });

    it('starts its workers at once, and stops them when the print ends before its parts began', () => {
        const workers = fakeWorkers();
        const pool = workerParts(2, workers.spawn);
        // Started (so they load while the page fetches the font), but not yet told the batch.
        expect(workers.sent).toEqual([[], []]);
        pool.close();
        expect(workers.stopped).toEqual([true, true]);
    });

    it('draws one part with every worker and gives the same PDF as one thread', async () => {
        const workers = fakeWorkers();
        const alone = await build(800);
        const pooled = await build(800, workerParts(2, workers.spawn));
        expect(await bytesOf(pooled.files)).toEqual(await bytesOf(alone.files));
        expect(pooled.files).toHaveLength(1);
        // The owner wrote the part; the other worker encoded some of its QR codes, the owner the rest.
        const [owner, helper] = workers.sent[0].some((m) => m.type === 'finish') ? [0, 1] : [1, 0];
        const texts = (index: number, type: ToWorker['type']) =>
            workers.sent[index].reduce(
                (sum, m) =>
                    sum +
                    (m.type === 'encode' && type === 'encode'
                        ? m.texts.length
                        : m.type === 'items' && type === 'items' && !m.masks
                          ? m.items.length
                          : 0),
                0,
            );
        expect(texts(helper, 'encode')).toBeGreaterThan(0);
        expect(texts(owner, 'items')).toBeGreaterThan(0);
        expect(texts(helper, 'encode') + texts(owner, 'items')).toBe(800);
        expect(workers.sent[helper].some((m) => m.type === 'items' || m.type === 'finish')).toBe(false);
        expect(workers.stopped).toEqual([true, true]);
    });

    it('builds several parts side by side, each the same as on one thread, in part order', async () => {
        const workers = fakeWorkers();
        const alone = await build(900, undefined, 350);
        const pooled = await build(900, workerParts(2, workers.spawn), 350);
        expect(pooled.files.map((file) => [file.part, file.count, file.first, file.last])).toEqual(
            alone.files.map((file) => [file.part, file.count, file.first, file.last]),
        );
        expect(await bytesOf(pooled.files)).toEqual(await bytesOf(alone.files));
        // Both workers wrote parts.
        expect(workers.sent.map((sent) => sent.filter((m) => m.type === 'finish').length)).toEqual([2, 1]);
    });

    it("fails the print when a worker fails while encoding another's codes, and stops every worker", async () => {
        const workers = fakeWorkers((message) => message.type === 'encode');
        await expect(build(800, workerParts(2, workers.spawn))).rejects.toThrow('Hết bộ nhớ');
        expect(workers.stopped).toEqual([true, true]);
    });
});
