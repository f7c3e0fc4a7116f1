import { http, delay, type HttpHandler } from 'msw';
import { endpoint, type CallName } from '../providers/endpoints';
import { callPermissions, can } from '../providers/access';
import { getDb, saveDb, type MockDb } from './db';
import { countCall, faults, takeFault, faultResponse } from './faults';
import { MockError, ok, fail, badRequest, forbiddenResponse } from './answers';
import { authenticate, type Session } from './requestAuth';
import { textProblems } from './textRules';
import { once, replayed } from './idempotency';
import { IDEMPOTENT_CALLS } from '../providers/idempotency';

// The building blocks of every handler, in one import (each lives in a module of its own).
export { MockError, ok, fail, badRequest, notFound, forbidden, OTHER_BUSINESS, notYours } from './answers';
export { host, configureHost } from './host';
export { acceptThirdPartyTokens, resolveBiz, type Session, type ThirdPartyGrant } from './requestAuth';
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

async function readBody(request: Request): Promise<any> {
    if (request.method === 'GET' || request.method === 'HEAD') return undefined;
    const type = request.headers.get('content-type') ?? '';
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
        return text ? JSON.parse(text) : {};
    } catch {
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
        return replayed(db, 'changeBusiness', session.user.id, key, await readBody(request));
    } catch {
        return null;
    }
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
 * (401), the role table (403), the body, then the handler; its return value is sent in the envelope
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
        const answer = async (): Promise<Response> => {
            try {
                const problems = textProblems(body);
                if (Object.keys(problems).length)
                    throw badRequest('Dữ liệu không hợp lệ, vui lòng kiểm tra các trường báo lỗi', problems);
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
