/**
 * When this tab's page can no longer go on as it is and must be loaded again (the shell asks the
 * user, keeping what was typed as drafts):
 * - `business`: the business was switched in another tab; this page still shows the previous one's
 *   records, and the tokens it would send now belong to the new one;
 * - `chunk`: a part of the console could not be downloaded (connection lost, or a new version was
 *   deployed and this page's old files are gone).
 */
export type ReloadReason = 'business' | 'chunk';

type Listener = (reason: ReloadReason) => void;
const listeners = new Set<Listener>();
let raised: ReloadReason | null = null;

export function signalReload(reason: ReloadReason) {
    // A business switch says more than a missing file: it is the one shown.
    if (raised === 'business') return;
    raised = reason;
    listeners.forEach((listener) => listener(reason));
}

/** The reason raised so far (null: none), and every later one. */
export function onReloadNeeded(listener: Listener): () => void {
    listeners.add(listener);
    if (raised) listener(raised);
    return () => {
        listeners.delete(listener);
    };
}

/** The message of a dynamic import that failed, in Chromium, Firefox and Safari, and Vite's own. */
const CHUNK_FAILURE =
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export const CHUNK_ERROR = 'xts.errors.chunk_failed';

export const isChunkFailure = (error: unknown) =>
    CHUNK_FAILURE.test(String((error as { message?: unknown } | null)?.message ?? error ?? ''));

/**
 * A part of the console loaded on demand: a failure to download it becomes the console's own error
 * (told apart from a server's, in the user's language) and asks for a reload.
 */
export function loadPart<T>(load: () => Promise<T>): Promise<T> {
    return load().catch((error: unknown) => {
        if (!isChunkFailure(error)) throw error;
        signalReload('chunk');
        throw new Error(CHUNK_ERROR, { cause: error });
    });
}

/**
 * Writes a promise's outcome on it as React's `use` reads it (`status`, `value`, `reason`). React
 * suspends on a promise it has not yet seen settle, even one settled long ago: the part shows its
 * fallback, and its content then waits out React's reveal throttle (300 ms), once per nested part.
 * Marked, a part whose code or messages have already arrived renders at once.
 */
export function markOutcome<T>(promise: Promise<T>): Promise<T> {
    const marked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
    promise.then(
        (value) => {
            marked.status = 'fulfilled';
            marked.value = value;
        },
        (reason: unknown) => {
            marked.status = 'rejected';
            marked.reason = reason;
        },
    );
    return promise;
}
