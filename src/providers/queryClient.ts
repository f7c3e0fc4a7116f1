import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { retryPlan } from './failure';

/**
 * Whether a failed read is tried once more at once (after 800 ms), before the page shows the
 * failure: only what the console's one rule tries again by itself (failure.ts), so that what
 * will not change is said at once instead of after react-query's three retries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
    return failureCount < 1 && retryPlan(error).retries;
}

/**
 * A read that failed in a way the rule tries again (failure.ts) is tried again by the connection's
 * back-off while the banner shows, and at once when the connection or the server comes back: the
 * page recovers by itself, without a click on "Thử lại". A read nobody shows any more is not tried
 * again; a read the rule does not try again says why instead (kit/failureWords.ts).
 */
function retryWhenBack(error: unknown, query: Query<unknown, unknown, unknown, readonly unknown[]>) {
    const plan = retryPlan(error);
    if (!plan.retries) return;
    // Such a failure comes from the HTTP layer (http.ts), which has loaded connection.ts already: the
    // import waits on no download, and the first visit to /login goes without the connection's code.
    void import('./connection').then(({ reportUnreachable }) =>
        reportUnreachable(
            async () => {
                if (query.getObserversCount() > 0) await query.fetch();
            },
            plan.banner,
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
