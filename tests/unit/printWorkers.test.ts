/**
 * The print worker pool (src/lib/print/printWorkers.ts), its workers run in this thread behind
 * the same message protocol (each message handled in a later task, the second worker slower than
 * the first, so replies cross): one part is drawn by every worker (the others encode QR codes for
 * the part's owner, their masks moved through the main thread, not copied), several parts are
 * built side by side, and whatever the split or the order parts finish in, the PDFs and the codes
 * file are byte for byte those of a build on one thread. A worker's failure fails the print and
 * stops every worker.
 */
import { describe, expect, it } from 'vitest';
import { buildPrintFiles } from '../../src/lib/print/printFile';
import { workerHandler, type FromWorker, type ToWorker } from '../../src/lib/print/printPart';
import { poolSize, workerParts, type PrintPort } from '../../src/lib/print/printWorkers';
import { font, itemsOf, layout } from './printFixtures';

const fetchPart = async (offset: number, limit: number) => itemsOf(1001 + offset, limit);

/** In-thread workers: what each was sent, and whether it was stopped. */
function fakeWorkers(
    failOn?: (message: ToWorker, worker: number) => boolean,
    /** What a worker's reply waits for before it reaches the pool (nothing unless given). */
    hold: (reply: FromWorker) => Promise<void> | null = () => null,
    /** How long a worker takes over a message, ms (beyond its own lag). */
    slow: (message: ToWorker) => number = () => 0,
) {
    const sent: ToWorker[][] = [];
    /** Stamps the workers have drawn. */
    let drawn = 0;
    const queue: Promise<void>[] = [];
    /** Per worker, the bytes each message moved to it (transferred, not copied). */
    const moved: number[][] = [];
    const stopped: boolean[] = [];
    const spawn = (): PrintPort => {
        const index = sent.length;
        queue.push(Promise.resolve());
        sent.push([]);
        moved.push([]);
        stopped.push(false);
        let onMessage: (message: FromWorker) => void = () => {};
        // Buffers in a transfer list move as between real workers: the sender's copy is emptied.
        const handle = workerHandler((reply, transfer = []) => {
            const copy = structuredClone(reply, { transfer });
            const held = hold(copy);
            if (held) void held.then(() => onMessage(copy));
            else onMessage(copy);
        });
        return {
            post: (message, transfer = []) => {
                moved[index].push(
                    transfer.reduce<number>((sum, buffer) => sum + (buffer as ArrayBuffer).byteLength, 0),
                );
                const copy = structuredClone(message, { transfer });
                sent[index].push(copy);
                // One message after the other, as a worker takes them.
                queue[index] = queue[index].then(
                    () =>
                        new Promise<void>((resolve) =>
                            setTimeout(
                                () => {
                                    resolve();
                                    if (stopped[index]) return;
                                    if (failOn?.(copy, index))
                                        onMessage({ type: 'error', message: 'Hết bộ nhớ' });
                                    else {
                                        handle(copy);
                                        if (copy.type === 'items') drawn += copy.items.length;
                                    }
                                },
                                index * 3 + slow(copy),
                            ),
                        ),
                );
            },
            listen: (listener) => {
                onMessage = listener;
            },
            terminate: () => {
                stopped[index] = true;
            },
        };
    };
    return { sent, moved, stopped, spawn, drawn: () => drawn };
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
        // The codes file, written by the owner alongside the PDF, is the one thread's.
        expect(await pooled.csv.text()).toBe(await alone.csv.text());
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
        // The helper's codes reached the owner moved through the main thread, their bytes not copied.
        const relayed = workers.sent[owner].flatMap((m, i) => (m.type === 'items' && m.masks ? [i] : []));
        expect(relayed.length).toBeGreaterThan(0);
        for (const i of relayed) {
            const message = workers.sent[owner][i] as Extract<ToWorker, { type: 'items' }>;
            expect(workers.moved[owner][i]).toBe(message.masks!.sides.length + message.masks!.bytes.length);
        }
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
        // Parts finished out of order still give the codes file in serial order.
        expect(await pooled.csv.text()).toBe(await alone.csv.text());
        // Both workers wrote parts.
        expect(workers.sent.map((sent) => sent.filter((m) => m.type === 'finish').length)).toEqual([2, 1]);
    });

    it('gives the codes file in serial order when a part finishes after later ones', async () => {
        const finished: number[] = [];
        let othersDone = () => {};
        const others = new Promise<void>((resolve) => (othersDone = resolve));
        // The first part's file reaches the page only once the two others have.
        const workers = fakeWorkers(undefined, (reply) =>
            reply.type === 'file' && reply.part.file.part === 1 ? others : null,
        );
        const alone = await build(900, undefined, 350);
        const pooled = await buildPrintFiles({
            layout,
            total: 900,
            font,
            fetchPart,
            partSize: 100,
            stampsPerFile: 350,
            builders: workerParts(2, workers.spawn),
            onFile: (file) => {
                if (finished.push(file.part) === 2) othersDone();
            },
            signal: new AbortController().signal,
        });
        expect(finished).toEqual([2, 3, 1]);
        expect(await pooled.csv.text()).toBe(await alone.csv.text());
    });

    it('fetches no further ahead of the workers than it is allowed', async () => {
        // Workers slower than the fetches.
        const workers = fakeWorkers(undefined, undefined, (message) => (message.type === 'items' ? 30 : 0));
        let most = 0;
        const result = await buildPrintFiles({
            layout,
            total: 1500,
            fetchPart: async (offset, limit) => {
                most = Math.max(most, offset - workers.drawn());
                return itemsOf(1001 + offset, limit);
            },
            partSize: 100,
            ahead: 300,
            builders: workerParts(2, workers.spawn),
            signal: new AbortController().signal,
        });
        expect(result.count).toBe(1500);
        expect(most).toBeGreaterThan(0);
        expect(most).toBeLessThan(300);
    });

    it('fails the print when a worker fails while the page waits for it to catch up', async () => {
        const workers = fakeWorkers((message) => message.type === 'items');
        await expect(
            buildPrintFiles({
                layout,
                total: 1500,
                fetchPart,
                partSize: 100,
                ahead: 200,
                builders: workerParts(2, workers.spawn),
                signal: new AbortController().signal,
            }),
        ).rejects.toThrow('Hết bộ nhớ');
        expect(workers.stopped).toEqual([true, true]);
    });

    it("fails the print when a worker fails while encoding another's codes, and stops every worker", async () => {
        const workers = fakeWorkers((message) => message.type === 'encode');
        await expect(build(800, workerParts(2, workers.spawn))).rejects.toThrow('Hết bộ nhớ');
        expect(workers.stopped).toEqual([true, true]);
    });
});
