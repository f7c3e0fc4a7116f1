import { statusOf } from './httpStatus';

/**
 * THE rule for a read that failed: what kind of failure it is, whether the console tries it again by
 * itself, on what schedule, and what the page says about it. The query client's retries
 * (queryClient.ts, connection.ts) and the words of every list, record page and failed read
 * (`failureWords`, kit/failureWords.ts) read this one table, so a page never says it
 * will try again when it will not, nor the reverse.
 *
 * Kept free of the HTTP layer's code: the query client, which reads it, is part of the first download.
 */

/** The waits between automatic tries of what failed, in order; the last one repeats. */
export const BACKOFF_MS = [2_000, 4_000, 8_000, 15_000, 30_000] as const;

/**
 * What the connection banner says while a failed read waits for its next try: `network`, no answer
 * came; `server`, an answer came that is no use (the server's own failure, or one it cannot have meant).
 */
export type Failure = 'network' | 'server';

/**
 * - `network`: no answer (connection lost, offline, a timeout, a host that does not allow the console);
 * - `server`: the server failing (5xx, a proxy's HTML error page);
 * - `busy`: the server asks to come back later (408, 425, 429);
 * - `unreadable`: an answer that is not JSON, or not the envelope, or not the shape of its call;
 * - `answer`: an error envelope sent with a success status (the API refuses with a 4xx status);
 * - `session`: 401, the session is refused (the session layer signs out or refreshes);
 * - `forbidden`: 403, the role or the record is not allowed;
 * - `missing`: 404;
 * - `lacks`: 501, the server does not have the call;
 * - `refused`: any other 4xx (a validation, a business rule, a business that changed in another tab);
 * - `local`: an error with no HTTP status, raised by the page's own code.
 */
export type FailureKind =
    | 'network'
    | 'server'
    | 'busy'
    | 'unreadable'
    | 'answer'
    | 'session'
    | 'forbidden'
    | 'missing'
    | 'lacks'
    | 'refused'
    | 'local';

export type RetryPlan =
    | { kind: FailureKind; retries: true; banner: Failure }
    | { kind: FailureKind; retries: false; why: string };

/**
 * Tried again: whatever may pass by itself (no answer, a failing or busy server, an answer the
 * console cannot read or that the API's contract does not allow). Not tried again: an answer that
 * would be the same next time, with the reason the page gives.
 */
const PLANS: Record<FailureKind, RetryPlan> = {
    network: { kind: 'network', retries: true, banner: 'network' },
    server: { kind: 'server', retries: true, banner: 'server' },
    busy: { kind: 'busy', retries: true, banner: 'server' },
    unreadable: { kind: 'unreadable', retries: true, banner: 'server' },
    answer: { kind: 'answer', retries: true, banner: 'server' },
    session: { kind: 'session', retries: false, why: 'xts.failure.no_retry.session' },
    forbidden: { kind: 'forbidden', retries: false, why: 'xts.failure.no_retry.forbidden' },
    missing: { kind: 'missing', retries: false, why: 'xts.failure.no_retry.missing' },
    lacks: { kind: 'lacks', retries: false, why: 'xts.failure.no_retry.lacks' },
    refused: { kind: 'refused', retries: false, why: 'xts.failure.no_retry.refused' },
    local: { kind: 'local', retries: false, why: 'xts.failure.no_retry.local' },
};

/** Kinds the status alone cannot tell, set by the HTTP layer on the errors it throws. */
const marks = new WeakMap<object, FailureKind>();

/** The HTTP layer names the kind of an error whose status would say otherwise (http.ts). */
export function markFailure<E>(error: E, kind: FailureKind): E {
    if (error && typeof error === 'object') marks.set(error, kind);
    return error;
}

/** The kind of a failure: the HTTP layer's mark, or else its HTTP status. */
export function failureKind(error: unknown): FailureKind {
    const marked = error && typeof error === 'object' ? marks.get(error) : undefined;
    if (marked) return marked;
    const status = statusOf(error);
    if (status === undefined) return 'local';
    if (status === 0) return 'network';
    // A status of success on an error: an answer the console could not read (lists.ts, http.ts).
    if (status < 400) return 'unreadable';
    if (status === 401) return 'session';
    if (status === 403) return 'forbidden';
    if (status === 404) return 'missing';
    if (status === 408 || status === 425 || status === 429) return 'busy';
    if (status === 501) return 'lacks';
    return status >= 500 ? 'server' : 'refused';
}

/** Whether a failed read is tried again by itself, and what is said meanwhile or instead. */
export const retryPlan = (error: unknown): RetryPlan => PLANS[failureKind(error)];
