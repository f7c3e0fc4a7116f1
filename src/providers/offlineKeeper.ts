import type { CallName } from './callTypes';

/** What a kept write needs of its call's options (http.ts `CallOptions`). */
export interface KeptOptions {
    params?: Record<string, unknown>;
    body?: unknown;
    /** false: fails even when the outbox keeps such writes (the outbox's own sends). */
    keep?: boolean;
}

/**
 * Keeps on the device a write that found no connection (the outbox, src/features/offline): for the
 * calls it names, `keep` stores the write with the Idempotency-Key of this submit, and its answer
 * stands in for the server's. Set by the outbox when the shell starts it.
 */
export interface OfflineKeeper {
    calls: ReadonlySet<CallName>;
    keep: (name: CallName, options: KeptOptions, key: string | undefined) => Promise<unknown>;
}

let keeper: OfflineKeeper | null = null;

export const setOfflineKeeper = (next: OfflineKeeper | null) => {
    keeper = next;
};

/**
 * A call that failed (`lost`: for want of a network on the device, never a refusal or a failing
 * server): the outbox's stand-in answer when it keeps such a write, else the call's own failure.
 */
export async function keptOffline(
    name: CallName,
    options: KeptOptions,
    key: string | undefined,
    error: unknown,
    lost: boolean,
): Promise<unknown> {
    if (!lost || !keeper?.calls.has(name) || options.keep === false) throw error;
    try {
        return await keeper.keep(name, options, key);
    } catch {
        // The device could not keep it (no storage): the page says there is no connection.
        throw error;
    }
}
