import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { statusOf } from './httpStatus';

/**
 * Whether a failed read is worth one more try: a dropped connection (status 0) or a failing
 * server (5xx) may pass a second later; a refusal, a missing record, a business error or an
 * answer the console cannot read will not, so the user reads why at once instead of waiting
 * through react-query's three retries.
 */
export function transient(error: unknown): boolean {
    const status = statusOf(error);
    return status === undefined || status === 0 || status >= 500;
}

/** At most one retry, and only of a transient failure. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
    return failureCount < 1 && transient(error);
}

/**
 * A read that failed for a transient reason (no answer, or the server's own error) is tried again
 * by the connection's back-off while the banner shows, and at once when the connection or the
 * server comes back: the page recovers by itself, without a click on "Thử lại". A read nobody
 * shows any more is not tried again.
 */
function retryWhenBack(error: unknown, query: Query<unknown, unknown, unknown, readonly unknown[]>) {
    const status = statusOf(error);
    if (status === undefined || (status !== 0 && status < 500)) return;
    // Such a failure comes from the HTTP layer (http.ts), which has loaded connection.ts already: the
    // import waits on no download, and the first visit to /login goes without the connection's code.
    void import('./connection').then(({ reportUnreachable }) =>
        reportUnreachable(
            async () => {
                if (query.getObserversCount() > 0) await query.fetch();
            },
            status >= 500 ? 'server' : 'network',
            query.queryHash,
        ),
    );
}

/**
 * The console's query client: the retry policy above for reads; writes are never repeated. Calls
 * run whatever the browser says of the network (`networkMode: 'always'`): react-query would
 * otherwise hold a save silently while offline and send it whenever the network came back; the
 * console refuses it at once with a message instead (http.ts), and the user decides.
 */
export function createQueryClient() {
    return new QueryClient({
        queryCache: new QueryCache({ onError: retryWhenBack }),
        defaultOptions: {
            queries: { retry: shouldRetry, retryDelay: 800, networkMode: 'always' },
            mutations: { retry: false, networkMode: 'always' },
        },
    });
}
