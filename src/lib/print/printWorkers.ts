/**
 * A pool of print workers for one batch. Each part (a PDF of up to 10,000 stamps) is written by one
 * worker, its owner, while the main thread fetches the next codes. The QR codes of its stamps, most
 * of the work, are encoded by whichever worker has the least work queued (the owner itself or
 * another) and reach the owner in order, packed in buffers the main thread passes on without
 * copying (maskPack.ts). The owner also writes the part's lines of the codes file. So the parts of
 * a large batch are built side by side, one part uses every core too, and the page stays responsive:
 * the main thread only fetches the codes and hands them over. The pool holds one worker per processor
 * (`navigator.hardwareConcurrency`), up to 8, and no more than one per 2,000 stamps.
 */
import type { BatchSetup, BuiltPart, FromWorker, PartBuilder, PartFactory, ToWorker } from './printPart';
import { transferOf, type PackedMasks } from './maskPack';

/** A worker as the pool sees it (a Web Worker, or a Node worker thread in the benchmark). */
export interface PrintPort {
    /** Sends a message; the buffers in `transfer` are moved to the worker, not copied. */
    post: (message: ToWorker, transfer?: Transferable[]) => void;
    /** Messages, and a failure of the worker itself. */
    listen: (onMessage: (message: FromWorker) => void, onFailure: (error: Error) => void) => void;
    terminate: () => void;
}

/** Stamps per worker: a smaller share costs more to start a worker for than it saves. */
const STAMPS_PER_WORKER = 2000;

/** Workers a batch of `stamps` stamps gets on this machine. */
export function poolSize(stamps: number, cores = globalThis.navigator?.hardwareConcurrency || 1) {
    return Math.max(1, Math.min(Math.ceil(stamps / STAMPS_PER_WORKER), cores, 8));
}

/** A Web Worker running printWorker.ts. */
export function browserPort(): PrintPort {
    const worker = new Worker(new URL('./printWorker.ts', import.meta.url), { type: 'module' });
    return {
        post: (message, transfer = []) => worker.postMessage(message, transfer),
        listen: (onMessage, onFailure) => {
            worker.onmessage = (event: MessageEvent<FromWorker>) => onMessage(event.data);
            worker.onerror = (event) => onFailure(new Error(event.message || 'print worker failed'));
        },
        terminate: () => worker.terminate(),
    };
}

/** What a stamp costs a worker, in the units the pool balances: encoding its QR code, drawing it. */
const ENCODE_COST = 2;
const DRAW_COST = 1;

/** A part being written. */
interface OpenPart {
    onBuilt: (built: number) => void;
    settle: { resolve: (built: BuiltPart) => void; reject: (error: Error) => void } | null;
}

interface Slot {
    port: PrintPort;
    /** Work sent and not yet answered, in cost units; and the cost of each message awaiting its reply. */
    load: number;
    queued: number[];
    part: OpenPart | null;
}

/**
 * Part builders backed by `size` workers, started at once (so they load while the print page
 * fetches its font and background); each part takes the next free one. `close` stops them, also
 * for a print that ended before its parts began (its font could not be loaded, say).
 */
export function workerParts(size: number, spawn: () => PrintPort = browserPort) {
    const slots: Slot[] = [];
    const waiting: ((slot: Slot) => void)[] = [];
    const jobs = new Map<number, { resolve: (masks: PackedMasks) => void; reject: (error: Error) => void }>();
    let nextJob = 0;
    let failure: Error | null = null;
    let failedWith: (error: Error) => void = () => {};
    const failed = new Promise<never>((_, reject) => (failedWith = reject));
    failed.catch(() => {});
    const fail = (error: Error) => {
        failure ??= error;
        failedWith(failure);
        for (const slot of slots) slot.part?.settle?.reject(failure);
        for (const job of jobs.values()) job.reject(failure);
        jobs.clear();
    };
    const post = (slot: Slot, message: ToWorker, cost: number, transfer?: Transferable[]) => {
        slot.queued.push(cost);
        slot.port.post(message, transfer);
    };
    for (let i = 0; i < size; i++) {
        const slot: Slot = { port: spawn(), load: 0, queued: [], part: null };
        slot.port.listen((reply) => {
            if (reply.type === 'error') return fail(new Error(reply.message));
            if (reply.type === 'file') return slot.part?.settle?.resolve(reply.part);
            slot.load -= slot.queued.shift() ?? 0;
            if (reply.type === 'built') return slot.part?.onBuilt(reply.count);
            jobs.get(reply.job)?.resolve(reply.masks);
            jobs.delete(reply.job);
        }, fail);
        slots.push(slot);
    }
    const acquire = (part: OpenPart) =>
        new Promise<Slot>((resolve) => {
            const take = (slot: Slot) => {
                slot.part = part;
                resolve(slot);
            };
            const free = slots.find((slot) => !slot.part);
            if (free) take(free);
            else waiting.push(take);
        });
    const release = (slot: Slot) => {
        slot.part = null;
        waiting.shift()?.(slot);
    };
    const open = async (onBuilt: (built: number) => void): Promise<PartBuilder> => {
        const part: OpenPart = { onBuilt, settle: null };
        const owner = await acquire(part);
        // What reaches the owner, in the order the stamps came.
        let order: Promise<void> = Promise.resolve();
        const then = (next: () => void | Promise<void>) => {
            order = order.then(next);
            order.catch(() => {});
        };
        return {
            add: (items) => {
                const n = items.length;
                // The owner on a tie: its own codes need no second message.
                const encoder = slots.reduce((best, slot) => (slot.load < best.load ? slot : best), owner);
                if (encoder === owner) {
                    owner.load += n * (ENCODE_COST + DRAW_COST);
                    then(() => post(owner, { type: 'items', items }, n * (ENCODE_COST + DRAW_COST)));
                    return;
                }
                const job = nextJob++;
                const masks = new Promise<PackedMasks>((resolve, reject) =>
                    jobs.set(job, { resolve, reject }),
                );
                // A failure reaches the part through its order, whenever that comes to these codes.
                masks.catch(() => {});
                encoder.load += n * ENCODE_COST;
                owner.load += n * DRAW_COST;
                post(encoder, { type: 'encode', job, texts: items.map((item) => item.qr) }, n * ENCODE_COST);
                // The encoder's buffers move on to the owner: the main thread copies none of them.
                then(async () => {
                    const packed = await masks;
                    post(owner, { type: 'items', items, masks: packed }, n * DRAW_COST, transferOf(packed));
                });
            },
            finish: (index, parts) =>
                order
                    .then(
                        () =>
                            new Promise<BuiltPart>((resolve, reject) => {
                                if (failure) return reject(failure);
                                part.settle = { resolve, reject };
                                owner.port.post({ type: 'finish', part: index, parts });
                            }),
                    )
                    .then((built) => {
                        release(owner);
                        return built;
                    }),
        };
    };
    const close = () => slots.forEach((slot) => slot.port.terminate());
    // The batch's setup reaches every worker when the print file starts.
    const parts = (setup: BatchSetup): PartFactory => {
        const message: ToWorker = {
            type: 'setup',
            setup: { layout: setup.layout, font: setup.font?.bytes ?? null, background: setup.background },
        };
        for (const slot of slots) slot.port.post(message);
        return { open, close, failed };
    };
    return Object.assign(parts, { close });
}
