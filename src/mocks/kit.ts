import { http, delay, type HttpHandler } from 'msw';
import { endpoint } from '../providers/endpoints';
import type { CallName } from '../providers/callTypes';
import { callPermissions, can, mayCall, partPermissions } from '../providers/access';
import { getDb, saveDb } from './db';
import type { MockDb } from './state';
import { countCall, faults, takeFault, faultResponse } from './faults';
import { MockError, ok, fail, badRequest, forbiddenResponse } from './answers';
import { authenticate } from './requestAuth';
import type { Session } from './state';
import { textProblems } from './textRules';
import { once, replayed } from './idempotency';
import { IDEMPOTENT_CALLS } from '../providers/idempotency';
import { BODY_TOO_LARGE, MAX_BODY_BYTES } from './bodyLimit';
import { host } from './host';
import { nextTurn } from './pacer';

// The building blocks of every handler, in one import (each lives in a module of its own).
export { MockError, ok, fail, badRequest, notFound, forbidden, OTHER_BUSINESS, notYours } from './answers';
export { host, configureHost } from './host';
export { acceptThirdPartyTokens, resolveBiz, type ThirdPartyGrant } from './requestAuth';
export type { Session } from './state';
export { SHORT_TEXT, LONG_TEXT, textProblems } from './textRules';
export { fold, paginate, type ListSpec } from './listing';

export interface Ctx {
    db: MockDb;
    request: Request;
    params: Record<string, string>;
    query: URLSearchParams;
    body: any;
    /** Present on secured calls. */
    session: Session;
}

/** A body past MAX_BODY_BYTES: 413 (the reference server refuses it before reading it, scripts/api-server.ts). */
const tooLarge = () => new MockError(413, BODY_TOO_LARGE);

async function readBody(request: Request): Promise<any> {
    if (request.method === 'GET' || request.method === 'HEAD') return undefined;
    const type = request.headers.get('content-type') ?? '';
    if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) throw tooLarge();
    try {
        if (type.includes('multipart/form-data')) {
            const form = await request.formData();
            const body: Record<string, unknown> = {};
            form.forEach((value, key) => {
                const existing = body[key];
                body[key] =
                    existing === undefined
                        ? value
                        : Array.isArray(existing)
                          ? [...existing, value]
                          : [existing, value];
            });
            return body;
        }
        const text = await request.text();
        if (text.length > MAX_BODY_BYTES / 3 && new TextEncoder().encode(text).length > MAX_BODY_BYTES)
            throw tooLarge();
        return text ? JSON.parse(text) : {};
    } catch (error) {
        if (error instanceof MockError) throw error;
        throw badRequest('Dữ liệu gửi lên không hợp lệ');
    }
}

/**
 * A change-business sent again with its Idempotency-Key after its answer was lost: its access token
 * is of the business the sign-in has since switched to another, and is refused everywhere else. The
 * switch's first answer (the token pair it issued) is given again, so the client does not present its
 * refresh token, spent by that switch, and end the sign-in as stolen. An unknown key is a 401 as before.
 */
async function replayedSwitch(db: MockDb, request: Request): Promise<Response | null> {
    const key = request.headers.get('idempotency-key');
    if (key === null) return null;
    const session = await authenticate(db, request, 'access', { switchedAway: true });
    if (!session) return null;
    try {
        return await replayed(db, 'changeBusiness', session.user.id, key, await readBody(request));
    } catch {
        return null;
    }
}

/** Why a role may not send a part of a request (the call the part does, providers/access.ts). */
const PART_REFUSALS: Partial<Record<CallName, string>> = {
    lotOriginUpdate:
        'Chỉ chủ sở hữu được khai báo nguồn gốc lô: lần kích hoạt này chưa được thực hiện. Hãy kích hoạt lại không kèm nguồn gốc; chủ sở hữu khai báo nguồn gốc trên trang của lô.',
};

/**
 * A part of the body that does what another call does (`partPermissions`), sent by a session that
 * may not make that call: the refusal's message, or null. Nothing of the request is carried out.
 */
function partRefused(session: Session, name: CallName, body: unknown): string | null {
    const parts = partPermissions[name];
    if (!parts || !body || typeof body !== 'object') return null;
    for (const [part, other] of Object.entries(parts)) {
        const value = (body as Record<string, unknown>)[part];
        if (value === undefined || value === null) continue;
        if (!mayCall(session.role, other) || (session.grantAllows && !session.grantAllows(other)))
            return PART_REFUSALS[other] ?? 'Bạn không có quyền thực hiện thao tác này';
    }
    return null;
}

type Handler = (ctx: Ctx) => unknown | Promise<unknown>;

interface RouteOptions {
    /** Which token the call needs (the refresh call is sent with the refresh token). */
    token?: 'access' | 'refresh' | 'none';
    /** A GET whose handler changes state (it issues something the next page load must find). */
    saves?: boolean;
}

/**
 * One mock route for one call of the endpoint table: latency and injected faults, the token check
 * (401), the role table (403), the body and the parts of it that need another call's permission
 * (403), then the handler; its return value is sent in the envelope
 * and the state is saved after every change.
 */
export function route(name: CallName, handler: Handler, options: RouteOptions = {}): HttpHandler {
    const ep = endpoint(name);
    const method = ep.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
    const tokenKind = options.token ?? (ep.secured ? 'access' : 'none');
    return http[method](`*${ep.path}`, async ({ request, params }) => {
        countCall(name);
        if (faults.latencyMs > 0) await delay(faults.latencyMs);
        const fault = takeFault(name);
        // A lost answer is carried out first: the connection drops once the work is done.
        if (fault && fault.kind !== 'lostAnswer') return faultResponse(fault);
        const db = getDb();
        let session: Session | null = null;
        if (tokenKind !== 'none') {
            session = await authenticate(db, request, tokenKind);
            if (!session)
                return (
                    (name === 'changeBusiness' ? await replayedSwitch(db, request) : null) ??
                    fail(401, 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn')
                );
            if (session.grantAllows && !session.grantAllows(name)) {
                return fail(403, 'Ứng dụng chưa được cấp quyền cho thao tác này');
            }
            const permission = callPermissions[name];
            if (permission) {
                if (!session.biz) return fail(403, 'Bạn chưa thuộc chủ thể nào');
                if (!can(session.role, permission[0], permission[1])) return forbiddenResponse();
            }
        }
        let body: any;
        try {
            body = await readBody(request);
        } catch (error) {
            if (error instanceof MockError) return fail(error.status, error.message, error.errors);
            throw error;
        }
        const refusedPart = session && partRefused(session, name, body);
        if (refusedPart) return fail(403, refusedPart);
        const answer = async (): Promise<Response> => {
            try {
                const problems = textProblems(body);
                if (Object.keys(problems).length)
                    throw badRequest('Dữ liệu không hợp lệ, vui lòng kiểm tra các trường báo lỗi', problems);
                // The body read (a large one takes milliseconds to parse): others' turn, then the work.
                if (host.paced && body !== undefined) await nextTurn();
                const result = await handler({
                    db,
                    request,
                    params: params as Record<string, string>,
                    query: new URL(request.url).searchParams,
                    body,
                    session: session as Session,
                });
                if (request.method !== 'GET' || options.saves) saveDb();
                return result instanceof Response ? result : ok(result);
            } catch (error) {
                if (error instanceof MockError) return fail(error.status, error.message, error.errors);
                console.error('[mock]', name, error);
                return fail(500, 'Lỗi máy chủ nội bộ');
            }
        };
        // Creates and stamp operations: a repeated Idempotency-Key gets the first answer (idempotency.ts).
        const response =
            session && IDEMPOTENT_CALLS.has(name)
                ? await once(
                      db,
                      saveDb,
                      name,
                      session.user.id,
                      request.headers.get('idempotency-key'),
                      body,
                      answer,
                  )
                : await answer();
        return fault ? faultResponse(fault) : response;
    });
}
