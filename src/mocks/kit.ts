import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import { endpoint, type CallName } from '../providers/endpoints';
import { callPermissions, can } from '../providers/access';
import { getDb, saveDb, type MockBusiness, type MockDb, type MockMembership, type MockUser } from './db';
import { verifyJwt, type Claims } from './jwt';
import { countCall, faults, takeFault, faultResponse } from './faults';
import { vietnamDateOf } from '../domain/dates';

/** An error the mock answers in the API's envelope. */
export class MockError extends Error {
    constructor(
        public status: number,
        message: string,
        public errors?: Record<string, string>,
    ) {
        super(message);
    }
}

export const ok = (data: unknown = null, message = 'OK') => HttpResponse.json({ status: 'success', data, message });

export const fail = (status: number, message: string, errors?: Record<string, string>) =>
    HttpResponse.json({ status: 'error', data: null, message, ...(errors ? { errors } : {}) }, { status });

export const badRequest = (message: string, errors?: Record<string, string>) => new MockError(400, message, errors);
export const notFound = (message = 'Không tìm thấy dữ liệu') => new MockError(404, message);
export const forbidden = (message = 'Bạn không có quyền thực hiện thao tác này') => new MockError(403, message);
/** A record that exists but belongs to another business than the token's, one the caller belongs to. */
export const OTHER_BUSINESS = 'Bản ghi này thuộc một chủ thể khác. Hãy đổi sang chủ thể đó để xem.';

/**
 * The answer for a record of another business than the token's: "switch to it" (403) only to an
 * active member of that business; to anyone else the same 404 as a missing record, so that ids
 * never tell an outsider what exists.
 */
export function notYours(db: MockDb, userId: number, recordBizId: number, notFoundMessage: string): MockError {
    const member = db.memberships.some((m) => m.userId === userId && m.bizId === recordBizId && m.status === 'active');
    return member ? forbidden(OTHER_BUSINESS) : notFound(notFoundMessage);
}

/**
 * How the API is hosted. In the browser the SSO page is the console's own /mock-sso; the reference
 * HTTP server (scripts/api-server.ts) serves its own page and accepts callbacks of its allowed origins.
 */
export const host = {
    /** The API server serves the SSO page itself (/sso/authorize). */
    serverSso: false,
    /** Origins whose /sso/callback is registered (server only). */
    origins: [] as string[],
};

export function configureHost(options: Partial<typeof host>) {
    Object.assign(host, options);
}

export interface Session {
    claims: Claims;
    user: MockUser;
    /** The business the request acts on, and the caller's membership in it (null without one). */
    biz: MockBusiness | null;
    membership: MockMembership | null;
    role: number | null;
    /** Set when an application calls with a token the user gave it: what its scopes let it call. */
    grantAllows?: (call: CallName) => boolean;
}

/** A token a user gave a third-party application (OAuth), as the authorization provider knows it. */
export interface ThirdPartyGrant {
    userId: number;
    bizId: number;
    allows: (call: CallName) => boolean;
}

let thirdPartyTokens: ((db: MockDb, token: string) => ThirdPartyGrant | null) | null = null;

/** The authorization provider (handlers/oauth.ts) tells the API which application tokens are valid. */
export function acceptThirdPartyTokens(resolve: (db: MockDb, token: string) => ThirdPartyGrant | null) {
    thirdPartyTokens = resolve;
}

export interface Ctx {
    db: MockDb;
    request: Request;
    params: Record<string, string>;
    query: URLSearchParams;
    body: any;
    /** Present on secured calls. */
    session: Session;
}

/** The business a session acts on: the token's if the user is still an active member, else the default. */
export function resolveBiz(db: MockDb, userId: number, tokenBiz: number | null) {
    const active = db.memberships.filter((m) => m.userId === userId && m.status === 'active');
    const membership =
        active.find((m) => m.bizId === tokenBiz) ??
        active.find((m) => m.bizId === db.defaultBiz[userId]) ??
        active.find((m) => m.role === 1) ??
        active[0] ??
        null;
    const biz = membership ? (db.businesses.find((b) => b.id === membership.bizId) ?? null) : null;
    return { biz, membership: biz ? membership : null };
}

async function authenticate(db: MockDb, request: Request, typ: 'access' | 'refresh'): Promise<Session | null> {
    const header = request.headers.get('authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) return null;
    const claims = await verifyJwt(match[1]);
    if (!claims && typ === 'access') return thirdPartySession(db, match[1]);
    if (!claims || claims.typ !== typ) return null;
    if (typeof claims.sid !== 'string') return null;
    let signIn = db.authSessions.find((s) => s.id === claims.sid);
    if (!signIn) {
        // A sign-in this store has not seen, under a valid signature: issued with the same key by
        // another host of these handlers (the end-to-end runner) or before a restart with --secret.
        // It is adopted; its first refresh token presented becomes the one that may be spent.
        signIn = { id: claims.sid, userId: claims.sub, refreshJti: null, revoked: false, exp: claims.exp * 1000 };
        db.authSessions.push(signIn);
    }
    // Signed out or revoked.
    if (signIn.revoked || signIn.userId !== claims.sub) return null;
    if (typ === 'refresh' && signIn.refreshJti !== null && claims.jti !== signIn.refreshJti) {
        // A refresh token spent before is presented again: someone else holds a copy. The whole
        // sign-in ends, for the thief and the owner alike (the owner signs in again).
        signIn.revoked = true;
        saveDb();
        return null;
    }
    const user = db.users.find((u) => u.id === claims.sub);
    if (!user) return null;
    const { biz, membership } = resolveBiz(db, user.id, claims.biz);
    return { claims, user, biz, membership, role: membership?.role ?? null };
}

/**
 * An application's token acts for the user who gave it, in the business it was given for (never
 * another one), with the user's role there: a scope never grants more than the role allows.
 */
function thirdPartySession(db: MockDb, token: string): Session | null {
    const grant = thirdPartyTokens?.(db, token);
    if (!grant) return null;
    const user = db.users.find((u) => u.id === grant.userId);
    if (!user) return null;
    const membership = db.memberships.find((m) => m.userId === user.id && m.bizId === grant.bizId && m.status === 'active') ?? null;
    const biz = membership ? (db.businesses.find((b) => b.id === grant.bizId) ?? null) : null;
    const claims: Claims = { sub: user.id, typ: 'access', biz: grant.bizId, iat: 0, exp: 0, jti: 'third-party' };
    return { claims, user, biz, membership: biz ? membership : null, role: biz ? (membership?.role ?? null) : null, grantAllows: grant.allows };
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
                body[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
            });
            return body;
        }
        const text = await request.text();
        return text ? JSON.parse(text) : {};
    } catch {
        throw badRequest('Dữ liệu gửi lên không hợp lệ');
    }
}

/** NUL and the bidirectional embedding, override and isolate controls (they make text lie about itself). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what it looks for
const FORBIDDEN_CHARS = /[\u0000\u202A-\u202E\u2066-\u2069]/;
/** Fields of long free text; every other text field holds at most SHORT_TEXT characters. */
const LONG_FIELDS = /description|note|content|story|intro|detail|guide|instruction|ingredient|message|reason|comment|feedback|usage|storage|text/i;
/** Fields that hold a picture, where a data URL (an uploaded file) is not text. */
const PICTURE_FIELDS = /logo|image|avatar|background|photo|picture|screenshot|file|url|icon|banner/i;
export const SHORT_TEXT = 500;
export const LONG_TEXT = 5000;

/**
 * Every text of a write, whatever the call: no NUL or bidi control characters, and a length limit
 * (data URLs in picture fields are files, not text; the URL rules of crud.checkUrl apply to them). Field errors are keyed
 * by the top-level field, where the form shows them.
 */
export function textProblems(body: unknown): Record<string, string> {
    const errors: Record<string, string> = {};
    const walk = (value: unknown, field: string, key: string) => {
        if (typeof value === 'string') {
            if (FORBIDDEN_CHARS.test(value)) errors[field] ??= 'Có ký tự không được phép (ký tự điều khiển hoặc đảo chiều văn bản)';
            else if (!(value.startsWith('data:') && PICTURE_FIELDS.test(key))) {
                const max = LONG_FIELDS.test(key) ? LONG_TEXT : SHORT_TEXT;
                if (value.length > max) errors[field] ??= `Tối đa ${max} ký tự`;
            }
        } else if (Array.isArray(value)) value.forEach((item) => walk(item, field, key));
        else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
            for (const [k, v] of Object.entries(value)) walk(v, field || k, k);
        }
    };
    walk(body, '', '');
    return errors;
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
        if (fault) return faultResponse(fault);
        const db = getDb();
        let session: Session | null = null;
        if (tokenKind !== 'none') {
            session = await authenticate(db, request, tokenKind);
            if (!session) return fail(401, 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn');
            if (session.grantAllows && !session.grantAllows(name)) {
                return fail(403, 'Ứng dụng chưa được cấp quyền cho thao tác này');
            }
            const permission = callPermissions[name];
            if (permission) {
                if (!session.biz) return fail(403, 'Bạn chưa thuộc chủ thể nào');
                if (!can(session.role, permission[0], permission[1])) return forbiddenResponse();
            }
        }
        try {
            const body = await readBody(request);
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
    });
}

const forbiddenResponse = () => fail(403, 'Bạn không có quyền thực hiện thao tác này');

/** Case- and diacritics-insensitive text for search. */
export const fold = (text: unknown) =>
    String(text ?? '')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/đ/g, 'd')
        .replace(/Đ/g, 'D')
        .toLowerCase();

export interface ListSpec<T> {
    /** Fields searched by `q`. */
    search?: (keyof T)[];
    /** Fields filtered by exact value (comma-separated values mean any of them). */
    filters?: (keyof T)[];
    /** Field compared with `from` / `to` (ISO dates, inclusive). */
    dateField?: keyof T;
    defaultSort?: { field: keyof T; order: 'asc' | 'desc' };
}

/** The list convention of README: page, limit, sort, order, q, filters; answers `{ items, total, page, limit }`. */
export function paginate<T extends Record<string, any>>(rows: T[], query: URLSearchParams, spec: ListSpec<T> = {}) {
    let result = rows;
    const q = query.get('q');
    if (q && spec.search?.length) {
        const needle = fold(q.trim());
        result = result.filter((row) => spec.search!.some((field) => fold(row[field]).includes(needle)));
    }
    for (const field of spec.filters ?? []) {
        const value = query.get(String(field));
        if (value === null || value === '') continue;
        const accepted = value.split(',');
        result = result.filter((row) => accepted.includes(String(row[field])));
    }
    if (spec.dateField) {
        const from = query.get('from');
        const to = query.get('to');
        // from / to are Vietnam calendar dates; a stored date-time counts on its Vietnam date.
        if (from) result = result.filter((row) => vietnamDateOf(String(row[spec.dateField!])) >= from.slice(0, 10));
        if (to) result = result.filter((row) => vietnamDateOf(String(row[spec.dateField!])) <= to.slice(0, 10));
    }
    const sortField = query.get('sort') ?? (spec.defaultSort?.field as string | undefined);
    const order = (query.get('order') ?? spec.defaultSort?.order ?? 'asc') === 'desc' ? -1 : 1;
    if (sortField) {
        result = [...result].sort((a, b) => {
            const x = a[sortField];
            const y = b[sortField];
            if (x === y) return 0;
            if (x === undefined || x === null) return 1;
            if (y === undefined || y === null) return -1;
            return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'vi')) * order;
        });
    }
    const limit = Math.min(Math.max(Number(query.get('limit')) || 20, 1), 500);
    const page = Math.max(Number(query.get('page')) || 1, 1);
    return { items: result.slice((page - 1) * limit, page * limit), total: result.length, page, limit };
}
