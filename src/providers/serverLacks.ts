import { endpoint } from './endpoints';
import type { CallName } from './callTypes';

/**
 * Which call an error came from: `call` tags every error it throws, so a screen can tell "the
 * server does not have this call" from any other failure without knowing the call itself.
 */
const origins = new WeakMap<object, CallName>();

export function tagCall(error: unknown, name: CallName) {
    if (error && typeof error === 'object' && !origins.has(error)) origins.set(error, name);
}

export const callOf = (error: unknown): CallName | undefined =>
    error && typeof error === 'object' ? origins.get(error) : undefined;

/** The words a web server or framework answers for a path it has no route for. */
const ROUTE_NOT_FOUND = /^\s*(not found|cannot (get|post|put|patch|delete)\b|no route|404\b)/i;

/**
 * The call beyond the spec's list that the server lacks, or undefined. A server without one of the
 * console's own calls (`own` in the endpoint table) answers 501 or 405, or 404 without the API's own
 * reason (an HTML page, a framework's "Cannot GET …", an envelope saying only "Not Found"); a 404
 * with the API's own words ("Không tìm thấy lô …") is about a record and stays that.
 */
export function serverLacksCall(error: unknown): CallName | undefined {
    const name = callOf(error);
    if (!name || !endpoint(name).own) return undefined;
    const status = (error as { status?: unknown }).status;
    if (status === 501 || status === 405) return name;
    if (status !== 404) return undefined;
    const body = (error as { body?: { status?: unknown; message?: unknown } }).body;
    const message = typeof body?.message === 'string' ? body.message : '';
    const apiReason = body?.status === 'error' && message.trim() !== '' && !ROUTE_NOT_FOUND.test(message);
    return apiReason ? undefined : name;
}
