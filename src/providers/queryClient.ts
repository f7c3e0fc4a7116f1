import { QueryClient } from '@tanstack/react-query';
import { statusOf } from './http';

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
 * The console's query client: the retry policy above for reads; writes are never repeated. Calls
 * run whatever the browser says of the network (`networkMode: 'always'`): react-query would
 * otherwise hold a save silently while offline and send it whenever the network came back; the
 * console refuses it at once with a message instead (http.ts), and the user decides.
 */
export function createQueryClient() {
    return new QueryClient({
        defaultOptions: {
            queries: { retry: shouldRetry, retryDelay: 800, networkMode: 'always' },
            mutations: { retry: false, networkMode: 'always' },
        },
    });
}
