import { HttpError } from 'ra-core';
import { tagCall } from './serverLacks';
import { config } from '../config';
import { endpoint } from './endpoints';
import type { CallName, Endpoint } from './callTypes';
import { fillPath } from '../paths';
import type { operations } from './api-types';
import { getAccessToken, refreshTokens, isRefusal, setRefresher } from './tokens';
import { isOffline, reportReachable, reportUnreachable } from './connection';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_CALLS, keyFor, settle, submitOf } from './idempotency';
import { readClaims } from './jwt';
import { checkTokenBusiness } from './businessScope';
import { statusOf } from './httpStatus';
import { failureKind, markFailure } from './failure';
import { keptOffline } from './offlineKeeper';
import { refusedByCors } from './corsRefusal';

/**
 * The API's envelope. Every answer is `{ status, data, message }`; only `data` reaches callers.
 */
export interface Envelope<T = unknown> {
    status: 'success' | 'error';
    data?: T;
    message?: string | string[];
    errors?: Record<string, string>;
}

/** i18n keys of the errors the client raises itself (the server's own messages pass through as text). */
export const clientErrors = {
    network: 'xts.errors.network',
    server: 'xts.errors.server',
    html: 'xts.errors.html_response',
    badJson: 'xts.errors.bad_json',
    shape: 'xts.errors.unexpected_shape',
    unauthorized: 'xts.errors.unauthorized',
    forbidden: 'xts.errors.forbidden',
    notFound: 'xts.errors.not_found',
    unknown: 'xts.errors.unknown',
    timeout: 'xts.errors.timeout',
    offline: 'xts.errors.offline',
    cors: 'xts.errors.cors',
} as const;

export { statusOf };

export interface CallOptions {
    /** Values for `:param` placeholders in the path. */
    params?: Record<string, unknown>;
    /** Query string values; undefined, null and '' are left out, arrays are comma-joined. */
    query?: Record<string, unknown>;
    /** JSON body, or FormData (sent as multipart). */
    body?: unknown;
    signal?: AbortSignal;
    /** Overrides the bearer token (the refresh call sends the refresh token). */
    token?: string | null;
    /**
     * Set by `call` for creates and stamp operations (idempotency.ts); given by a caller that sends one
     * submit in several calls and keeps each call's key itself (`sendImport`), it is sent as it is.
     */
    idempotencyKey?: string;
    /** false: a write that finds no connection fails even when the outbox keeps it (offlineKeeper.ts). */
    keep?: boolean;
}

/**
 * How long a call may take before the console gives up on it: reads, and writes (uploads included);
 * 20 s and 60 s unless the build says otherwise (VITE_READ_TIMEOUT_S, VITE_WRITE_TIMEOUT_S: vite.config.ts).
 */
declare const __XTS_TIMEOUT_MS__: { read: number; write: number };
export const TIMEOUT_MS = __XTS_TIMEOUT_MS__;

/*
 * The types of every call, from api/openapi.yaml (`npm run api:types` writes api-types.ts): the
 * answer's `data`, the path parameters, the query and the body of a call follow from its name, so a
 * screen that reads a field the document does not have fails the type check.
 */
type OperationOf<N> = N extends keyof operations ? operations[N] : never;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type SuccessOf<O> = O extends { responses: infer R } ? JsonOf<R[Extract<keyof R, 200 | 201>]> : never;
type DataOf<B> = B extends { data?: infer D } ? Exclude<D, undefined> : unknown;
/** Loose where a value may be a string the server reads as a number (a select's "3"). */
type Loose<T> = { [K in keyof T]?: T[K] | string | null };

/** The `data` of a call's success answer (any for a call the document does not describe yet). */
export type AnswerOf<N extends CallName> = N extends keyof operations
    ? DataOf<SuccessOf<OperationOf<N>>>
    : any;
/**
 * The JSON body a call takes (FormData for multipart calls): its field names as the document has
 * them; a form's values may still be strings, which the data provider turns into the document's
 * numbers (the end-to-end suite holds every sent body to the exact schema).
 */
export type BodyOf<N extends CallName> =
    OperationOf<N> extends { requestBody?: { content: { 'application/json': infer B } } }
        ? Loose<B>
        : N extends keyof operations
          ? FormData | undefined
          : unknown;
type ParamsOf<N extends CallName> =
    OperationOf<N> extends { parameters: { path: infer P } } ? Loose<P> : Record<string, unknown>;
type QueryOf<N extends CallName> =
    OperationOf<N> extends { parameters: { query?: infer Q } }
        ? [Q] extends [never]
            ? never
            : Loose<Q> & Record<string, unknown>
        : Record<string, unknown>;

/** The options of one call, typed by its name. */
export interface CallOptionsOf<N extends CallName> extends Omit<CallOptions, 'params' | 'query' | 'body'> {
    params?: ParamsOf<N>;
    query?: QueryOf<N>;
    body?: BodyOf<N>;
}

export function apiUrl(path: string, query?: Record<string, unknown>): string {
    const base =
        config.apiHost || (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
    const url = new URL(base + path);
    for (const [key, value] of Object.entries(query ?? {})) {
        if (value === undefined || value === null || value === '') continue;
        url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    return url.toString();
}

function firstMessage(message: unknown): string | undefined {
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message)) {
        const lines = message.map((line) => String(line ?? '').trim()).filter(Boolean);
        if (lines.length) return lines.join('\n');
    }
    return undefined;
}

const defaultMessageFor = (status: number): string =>
    status === 401
        ? clientErrors.unauthorized
        : status === 403
          ? clientErrors.forbidden
          : status === 404
            ? clientErrors.notFound
            : status >= 500
              ? clientErrors.server
              : clientErrors.unknown;

/** Reads a response into the data of a success envelope, or throws an HttpError. */
export async function readEnvelope<T>(response: Response): Promise<T> {
    const status = response.status;
    if (status === 204) return null as T;
    let text: string;
    try {
        text = await response.text();
    } catch {
        throw new HttpError(clientErrors.network, 0, {});
    }
    let body: unknown;
    try {
        body = text === '' ? null : JSON.parse(text);
    } catch {
        const looksHtml = /^\s*</.test(text) || (response.headers.get('content-type') ?? '').includes('html');
        if (status >= 500) throw new HttpError(clientErrors.server, status, { raw: text.slice(0, 200) });
        throw new HttpError(looksHtml ? clientErrors.html : clientErrors.badJson, status, {
            raw: text.slice(0, 200),
        });
    }
    const envelope = body && typeof body === 'object' && !Array.isArray(body) ? (body as Envelope<T>) : null;
    const serverMessage = envelope ? firstMessage(envelope.message) : undefined;
    if (status >= 500) {
        // A failing server's own words ("Internal Server Error", a stack trace) do not help the user:
        // they read the console's message; the server's stays in the error body.
        throw new HttpError(clientErrors.server, status, envelope ?? {});
    }
    if (envelope && envelope.status === 'success' && response.ok) {
        return (envelope.data ?? null) as T;
    }
    if (envelope && (envelope.status === 'error' || !response.ok)) {
        // react-admin puts body.errors onto the form fields. With a success status, forms read it as
        // a refusal (400) and a read tries it again (the API refuses with a 4xx status: failure.ts).
        const code = response.ok ? 400 : status;
        const error = new HttpError(serverMessage ?? defaultMessageFor(code), code, { ...envelope });
        throw response.ok ? markFailure(error, 'answer') : error;
    }
    if (!response.ok) throw new HttpError(defaultMessageFor(status), status, { body });
    throw new HttpError(clientErrors.shape, status, { body });
}

async function send<T>(ep: Endpoint, options: CallOptions, token: string | null | undefined): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
        body = options.body;
    } else if (options.body !== undefined && ep.method !== 'GET') {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.body);
    }
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
    const write = ep.method !== 'GET';
    // Offline, a write would hang until the browser gives up: it is refused at once, the form kept.
    if (write && isOffline()) throw new HttpError(clientErrors.offline, 0, { offline: true });
    const timeout = AbortSignal.timeout(write ? TIMEOUT_MS.write : TIMEOUT_MS.read);
    const url = apiUrl(fillPath(ep.path, options.params), options.query);
    let response: Response;
    try {
        response = await fetch(url, {
            method: ep.method,
            headers,
            body,
            signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
        });
    } catch (error) {
        if (options.signal?.aborted) throw error;
        reportUnreachable();
        if (timeout.aborted) throw new HttpError(clientErrors.timeout, 0, { timeout: true });
        throw new HttpError((await refusedByCors(url)) ? clientErrors.cors : clientErrors.network, 0, {});
    }
    // A 5xx (a proxy's error page included) means the server is failing: it refused nothing either.
    // 501 is a server that answers but lacks the call: it is reachable.
    if (response.status >= 500 && response.status !== 501) reportUnreachable(undefined, 'server');
    else reportReachable();
    try {
        return await readEnvelope<T>(response);
    } catch (error) {
        tagCall(error, ep.name);
        throw error;
    }
}

/**
 * Calls one endpoint of the table. Secured calls carry the access token, refreshed first when it
 * has expired; a 401 on a secured call gets one refresh and one retry before the session ends.
 */
export async function call<N extends CallName>(name: N, options?: CallOptionsOf<N>): Promise<AnswerOf<N>>;
/** A call the document does not describe yet, its answer typed by the caller. */
export async function call<T>(name: CallName, options?: CallOptions): Promise<T>;
export async function call<T>(name: CallName, options: CallOptions = {}): Promise<T> {
    const sent: { key?: string } = {};
    try {
        return await callOnce<T>(name, options, sent);
    } catch (error) {
        // The device has no network: a field write may wait in the outbox. Online with no answer,
        // the form says so and keeps what was typed (pressed again, the same key goes).
        const lost = failureKind(error) === 'network' && isOffline();
        return (await keptOffline(name, options, sent.key, error, lost)) as T;
    }
}

async function callOnce<T>(name: CallName, options: CallOptions, sent: { key?: string }): Promise<T> {
    const ep = endpoint(name);
    // A token given by the caller (the refresh token, a switch's own) is sent as it is: no refresh.
    const given = !ep.secured || options.token !== undefined;
    const token = given ? options.token : await getAccessToken();
    // Signed out (or the refresh was refused): the server would only answer 401.
    if (!given && !token) throw new HttpError(clientErrors.unauthorized, 401, {});
    const run = (o: CallOptions) => (given ? send<T>(ep, o, token) : sendSecured<T>(ep, o, token as string));
    sent.key = options.idempotencyKey;
    if (!IDEMPOTENT_CALLS.has(name) || options.idempotencyKey) return run(options);
    // One key for every attempt of this submit until it has a definite answer (idempotency.ts).
    const who = String((token && readClaims<{ sub?: unknown }>(token)?.sub) ?? '');
    const submit = submitOf(name, who, options.params, options.body);
    sent.key = keyFor(submit);
    try {
        const answer = await run({ ...options, idempotencyKey: sent.key });
        settle(submit);
        return answer;
    } catch (error) {
        // Refused (400, 403, 404, 409…): nothing was written, the user changes something. No answer
        // (status 0), a failing server (5xx) or a 401: it may have been written; the key stays.
        const status = statusOf(error);
        if (status !== undefined && status >= 400 && status < 500 && status !== 401) settle(submit);
        throw error;
    }
}

/** A secured call with its token; a 401 gets one refresh and one retry (with the same key). */
async function sendSecured<T>(ep: Endpoint, options: CallOptions, token: string): Promise<T> {
    try {
        checkTokenBusiness(ep.name, token);
        return await send<T>(ep, options, token);
    } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 401) throw error;
        // The server refused a token this browser thought valid (revoked, new keys, clocks apart):
        // one refresh for every call that saw it, then one retry. Only a refused refresh ends the session.
        let fresh: string;
        try {
            fresh = await refreshTokens({ rejected: token });
        } catch (refreshError) {
            throw isRefusal(refreshError) ? error : refreshError;
        }
        checkTokenBusiness(ep.name, fresh);
        return send<T>(ep, options, fresh);
    }
}

export { HttpError };

// The token layer refreshes through this module's call (it does not import it: no import cycle).
setRefresher((token) => call('refresh', { token }));
