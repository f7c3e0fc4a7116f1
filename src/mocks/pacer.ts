/**
 * Long work in a handler gives way to other requests: the reference server answers every client
 * from one thread, so a handler that checks thousands of plots in one go would hold all of them up.
 * `pacer()` gives a function to call between two pieces of work; it lets other requests run (a turn
 * of the event loop) whenever this work has held the thread for `sliceMs` since it last gave way.
 */
/** Lets the requests waiting meanwhile run, then goes on. */
export const nextTurn = (): Promise<void> =>
    new Promise((resolve) =>
        typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0),
    );

/** A pause between pieces of work; true when other requests ran meanwhile (what they changed may matter). */
export function pacer(sliceMs = 10): () => Promise<boolean> {
    let since = performance.now();
    return async () => {
        if (performance.now() - since < sliceMs) return false;
        await nextTurn();
        since = performance.now();
        return true;
    };
}
