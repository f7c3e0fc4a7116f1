import type { HttpHandler } from 'msw';
import { callPermissions, can, type Action } from '../../providers/access';
import type { CallName } from '../../providers/endpoints';
import type { ResourceName } from '../../domain/resourceNames';
import type { MockDb } from '../db';
import { acceptThirdPartyTokens, badRequest, forbidden, MockError, route, type Ctx } from '../kit';

/**
 * The authorization provider: third-party applications ask a console user for access to their
 * business (consent on /oauth/authorize), get a single-use code, exchange it for a token pair,
 * rotate the refresh token, and revoke the pair. Rules for integrators in docs/oauth.md.
 */

/** A permission a third-party application may ask for, and what the user reads on the consent screen. */
interface ScopeDef {
    description: string;
    /** The role-table grant the user needs to give it (nobody grants more than they may do). */
    needs: [ResourceName, Action];
    readOnly: boolean;
    /** What a token with this scope may call: role-table resources (reading only, unless the scope writes) and own-account calls by name. */
    opens: { resources: string[]; calls?: CallName[] };
}

export const SCOPES: Record<string, ScopeDef> = {
    'profile:read': {
        description: 'Xem họ tên, số điện thoại và email của bạn',
        needs: ['profile', 'show'],
        readOnly: true,
        opens: { resources: [], calls: ['me'] },
    },
    'business:read': {
        description: 'Xem thông tin chủ thể (tên, mã số thuế, địa chỉ)',
        needs: ['dashboard', 'list'],
        readOnly: true,
        opens: { resources: ['dashboard', 'business'] },
    },
    'products:read': {
        description: 'Xem danh sách và chi tiết sản phẩm',
        needs: ['products', 'list'],
        readOnly: true,
        opens: { resources: ['products'] },
    },
    'products:write': {
        description: 'Thêm và sửa sản phẩm',
        needs: ['products', 'edit'],
        readOnly: false,
        opens: { resources: ['products'] },
    },
    'diaries:read': {
        description: 'Xem nhật ký sản xuất',
        needs: ['diaries', 'list'],
        readOnly: true,
        opens: { resources: ['diaries', 'diary-activities'] },
    },
    'stamps:read': {
        description: 'Xem các đợt tem và lịch sử truy xuất tem',
        needs: ['stamp-generations', 'list'],
        readOnly: true,
        opens: { resources: ['stamp-generations', 'stamp-activations', 'stamp-retails', 'stamp-destructions', 'trace'] },
    },
};

export interface OAuthClient {
    id: string;
    name: string;
    /** Demo secret of the mock; a real provider keeps only a digest. */
    secret: string;
    /** Exact redirect addresses. A loopback one (http://127.0.0.1/...) matches any port (RFC 8252, 7.3). */
    redirectUris: string[];
    scopes: string[];
    /** Assistants get tokens from /ai-token only, never through the consent screen. */
    kind: 'web' | 'assistant';
}

/** The fictional applications registered with the mock. */
export const OAUTH_CLIENTS: OAuthClient[] = [
    {
        id: 'so-kho-minh-an',
        name: 'Sổ kho Minh An',
        secret: 'so-kho-minh-an-demo-secret',
        redirectUris: ['https://sokho.minhan.example/oauth/callback', 'http://127.0.0.1/callback'],
        scopes: ['profile:read', 'business:read', 'products:read', 'products:write', 'stamps:read'],
        kind: 'web',
    },
    {
        id: 'bao-cao-nong-san-xanh',
        name: 'Báo cáo Nông sản Xanh',
        secret: 'bao-cao-nong-san-xanh-demo-secret',
        redirectUris: ['https://baocao.nongsanxanh.example/callback'],
        scopes: ['business:read', 'products:read', 'diaries:read'],
        kind: 'web',
    },
    {
        id: 'tro-ly-xts',
        name: 'Trợ lý XTS',
        secret: 'tro-ly-xts-demo-secret',
        redirectUris: [],
        scopes: ['profile:read', 'business:read', 'products:read', 'diaries:read', 'stamps:read'],
        kind: 'assistant',
    },
];

export const AI_CLIENT_ID = 'tro-ly-xts';
export const CODE_TTL_SECONDS = 10 * 60;
export const ACCESS_TTL_SECONDS = 60 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
export const AI_TTL_SECONDS = 15 * 60;

export interface MockAuthCode {
    code: string;
    clientId: string;
    redirectUri: string;
    userId: number;
    bizId: number;
    scope: string;
    exp: number;
    used: boolean;
    /** The grant the code's tokens belong to (a replayed code revokes them). */
    grantId: string;
}

export interface MockOAuthToken {
    accessToken: string;
    /** Empty for assistant tokens, which are not refreshed. */
    refreshToken: string;
    clientId: string;
    userId: number;
    bizId: number;
    scope: string;
    accessExp: number;
    refreshExp: number;
    grantId: string;
}

interface OAuthStore {
    oauthCodes: MockAuthCode[];
    oauthTokens: MockOAuthToken[];
    /** Refresh tokens already rotated away, so that a replay revokes the grant. */
    oauthRotated: { refreshToken: string; grantId: string }[];
}

/** The provider's collections, created on first use (older stored databases lack them). */
export function oauthOf(db: MockDb): OAuthStore {
    const store = db as unknown as Partial<OAuthStore>;
    store.oauthCodes ??= [];
    store.oauthTokens ??= [];
    store.oauthRotated ??= [];
    return store as OAuthStore;
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function randomToken(prefix: string) {
    const bytes = new Uint8Array(24);
    crypto.getRandomValues(bytes);
    return prefix + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const invalidGrant = () => badRequest('Mã cấp quyền không hợp lệ, đã được dùng hoặc đã hết hạn');
const unauthorizedClient = () => new MockError(401, 'Không xác thực được ứng dụng: client_id hoặc client_secret không đúng');

/** A registered redirect address that allows `candidate`: exact, or loopback with any port. */
export function redirectAllowed(client: OAuthClient, candidate: string): boolean {
    let asked: URL;
    try {
        asked = new URL(candidate);
    } catch {
        return false;
    }
    if (asked.hash || asked.username || asked.password) return false;
    return client.redirectUris.some((registered) => {
        if (registered === candidate) return true;
        const allowed = new URL(registered);
        const loopback = allowed.protocol === 'http:' && (allowed.hostname === '127.0.0.1' || allowed.hostname === '[::1]');
        return (
            loopback &&
            asked.protocol === allowed.protocol &&
            asked.hostname === allowed.hostname &&
            asked.pathname === allowed.pathname &&
            asked.search === allowed.search
        );
    });
}

function webClient(clientId: string) {
    if (!clientId) throw badRequest('Thiếu mã ứng dụng (client_id)');
    const client = OAUTH_CLIENTS.find((c) => c.id === clientId);
    if (!client || client.kind !== 'web') throw badRequest('Ứng dụng không tồn tại hoặc chưa được đăng ký với XTS');
    return client;
}

function authenticateClient(clientId: string, secret: string) {
    const client = OAUTH_CLIENTS.find((c) => c.id === clientId && c.kind === 'web');
    if (!client || !secret || client.secret !== secret) throw unauthorizedClient();
    return client;
}

/** Scopes as a de-duplicated list, each known, offered to this client, and grantable by this user's role. */
function checkScopes(raw: string, client: OAuthClient, role: number | null) {
    const asked = [...new Set(raw.split(/[\s,]+/).filter(Boolean))];
    if (!asked.length) throw badRequest('Thiếu danh sách quyền (scope)');
    const unknown = asked.filter((scope) => !SCOPES[scope] || !client.scopes.includes(scope));
    if (unknown.length) throw badRequest(`Ứng dụng không được phép xin các quyền: ${unknown.join(', ')}`);
    const beyondRole = asked.filter((scope) => !can(role, ...SCOPES[scope].needs));
    if (beyondRole.length)
        throw forbidden(`Vai trò của bạn trong chủ thể không cho phép cấp các quyền: ${beyondRole.join(', ')}`);
    return asked;
}

/** Everything a consent request must carry, checked before anything is shown or redirected. */
function checkRequest(ctx: Ctx) {
    const body = ctx.body ?? {};
    const client = webClient(str(body.client_id));
    const redirectUri = str(body.redirect_uri);
    if (!redirectUri) throw badRequest('Thiếu địa chỉ chuyển hướng (redirect_uri)');
    if (!redirectAllowed(client, redirectUri))
        throw badRequest(`Địa chỉ chuyển hướng không được đăng ký cho ứng dụng ${client.name}`);
    // Echoed back exactly as the application sent it.
    const state = typeof body.state === 'string' ? body.state : '';
    if (!state.trim()) throw badRequest('Thiếu tham số state: ứng dụng phải gửi state để chống giả mạo yêu cầu');
    if (state.length > 500) throw badRequest('Tham số state quá dài (tối đa 500 ký tự)');
    const { biz, role } = ctx.session;
    if (!biz) throw forbidden('Bạn chưa thuộc chủ thể nào nên chưa thể cấp quyền cho ứng dụng');
    const scopes = checkScopes(str(body.scope), client, role);
    return { client, redirectUri, state, scopes, biz };
}

function issuePair(db: MockDb, grant: Omit<MockOAuthToken, 'accessToken' | 'refreshToken' | 'accessExp' | 'refreshExp'>) {
    const now = Date.now();
    const token: MockOAuthToken = {
        ...grant,
        accessToken: randomToken('xat_'),
        refreshToken: randomToken('xrt_'),
        accessExp: now + ACCESS_TTL_SECONDS * 1000,
        refreshExp: now + REFRESH_TTL_SECONDS * 1000,
    };
    oauthOf(db).oauthTokens.push(token);
    return token;
}

const tokenAnswer = (token: MockOAuthToken) => ({
    access_token: token.accessToken,
    token_type: 'Bearer',
    expires_in: Math.max(0, Math.round((token.accessExp - Date.now()) / 1000)),
    refresh_token: token.refreshToken,
    scope: token.scope,
});

function revokeGrant(db: MockDb, grantId: string) {
    const store = oauthOf(db);
    store.oauthTokens = store.oauthTokens.filter((t) => t.grantId !== grantId);
}

export const oauthHandlers: HttpHandler[] = [
    route('authorizeEmpower', (ctx) => {
        const decision = str(ctx.body?.decision);
        if (!['preview', 'approve', 'deny'].includes(decision)) throw badRequest('Quyết định không hợp lệ (preview, approve hoặc deny)');
        const { client, redirectUri, state, scopes, biz } = checkRequest(ctx);
        if (decision === 'preview') {
            return {
                client: { id: client.id, name: client.name },
                business: { id: biz.id, name: biz.name, logo: biz.logo },
                scopes: scopes.map((scope) => ({ scope, description: SCOPES[scope].description })),
                redirect_uri: redirectUri,
                state,
            };
        }
        if (decision === 'deny') return { redirect_uri: redirectUri, error: 'access_denied', state };
        const store = oauthOf(ctx.db);
        store.oauthCodes = store.oauthCodes.filter((c) => c.exp > Date.now());
        const code: MockAuthCode = {
            code: randomToken('xac_'),
            clientId: client.id,
            redirectUri,
            userId: ctx.session.user.id,
            bizId: biz.id,
            scope: scopes.join(' '),
            exp: Date.now() + CODE_TTL_SECONDS * 1000,
            used: false,
            grantId: randomToken('g_'),
        };
        store.oauthCodes.push(code);
        return { redirect_uri: redirectUri, code: code.code, state };
    }),

    route('authorizeToken', ({ db, body }) => {
        const input = body ?? {};
        const grantType = str(input.grant_type) || 'authorization_code';
        if (grantType !== 'authorization_code') throw badRequest('Chỉ hỗ trợ grant_type authorization_code');
        const code = str(input.code);
        const redirectUri = str(input.redirect_uri);
        if (!code || !redirectUri) throw badRequest('Thiếu code hoặc redirect_uri');
        const client = authenticateClient(str(input.client_id), str(input.client_secret));
        const store = oauthOf(db);
        const issued = store.oauthCodes.find((c) => c.code === code);
        if (!issued || issued.clientId !== client.id) throw invalidGrant();
        if (issued.used) {
            // A replayed code may have been stolen: the tokens it gave are revoked too.
            revokeGrant(db, issued.grantId);
            throw invalidGrant();
        }
        if (issued.exp <= Date.now() || issued.redirectUri !== redirectUri) throw invalidGrant();
        issued.used = true;
        const user = db.users.find((u) => u.id === issued.userId);
        if (!user || user.status !== 1) throw invalidGrant();
        const { clientId, userId, bizId, scope, grantId } = issued;
        return tokenAnswer(issuePair(db, { clientId, userId, bizId, scope, grantId }));
    }),

    route('authorizeRefresh', ({ db, body }) => {
        const input = body ?? {};
        const refreshToken = str(input.refresh_token);
        if (!refreshToken) throw badRequest('Thiếu refresh_token');
        const client = authenticateClient(str(input.client_id), str(input.client_secret));
        const store = oauthOf(db);
        const rotated = store.oauthRotated.find((r) => r.refreshToken === refreshToken);
        if (rotated) {
            // The old token came back after rotation: someone else holds a copy; end the grant.
            revokeGrant(db, rotated.grantId);
            throw new MockError(401, 'Mã làm mới đã được thay thế; quyền truy cập của ứng dụng đã bị thu hồi, hãy xin cấp quyền lại');
        }
        const pair = store.oauthTokens.find((t) => t.refreshToken === refreshToken && t.clientId === client.id);
        if (!pair || pair.refreshExp <= Date.now()) throw new MockError(401, 'Mã làm mới không hợp lệ, đã hết hạn hoặc đã bị thu hồi');
        store.oauthTokens = store.oauthTokens.filter((t) => t !== pair);
        store.oauthRotated.push({ refreshToken, grantId: pair.grantId });
        const { clientId, userId, bizId, scope, grantId } = pair;
        return tokenAnswer(issuePair(db, { clientId, userId, bizId, scope, grantId }));
    }),

    route(
        'authorizeLogout',
        ({ db, request, body }) => {
            // The application sends its own access token (not a console session), or a token in the body.
            const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
            const token = bearer || str(body?.token) || str(body?.refresh_token);
            const store = oauthOf(db);
            const pair = store.oauthTokens.find((t) => t.refreshToken !== '' && (t.accessToken === token || t.refreshToken === token));
            if (!token || !pair) throw new MockError(401, 'Mã truy cập không hợp lệ hoặc đã bị thu hồi');
            store.oauthTokens = store.oauthTokens.filter((t) => t !== pair);
            return { revoked: true };
        },
        { token: 'none' },
    ),

    route('authorizeAiToken', ({ db, session, body }) => {
        if (!session.biz) throw forbidden('Bạn chưa thuộc chủ thể nào nên chưa thể cấp quyền cho trợ lý');
        const assistant = OAUTH_CLIENTS.find((c) => c.id === AI_CLIENT_ID)!;
        const asked = str(body?.scope);
        let scopes = assistant.scopes.filter((scope) => can(session.role, ...SCOPES[scope].needs));
        if (asked) {
            const list = [...new Set(asked.split(/[\s,]+/).filter(Boolean))];
            const refused = list.filter((scope) => !SCOPES[scope]?.readOnly || !assistant.scopes.includes(scope));
            if (refused.length) throw badRequest(`Trợ lý chỉ được cấp quyền chỉ đọc; không thể cấp: ${refused.join(', ')}`);
            scopes = scopes.filter((scope) => list.includes(scope));
        }
        if (!scopes.length) throw forbidden('Vai trò của bạn không có quyền nào để cấp cho trợ lý');
        const now = Date.now();
        const token: MockOAuthToken = {
            accessToken: randomToken('xai_'),
            refreshToken: '',
            clientId: assistant.id,
            userId: session.user.id,
            bizId: session.biz.id,
            scope: scopes.join(' '),
            accessExp: now + AI_TTL_SECONDS * 1000,
            refreshExp: 0,
            grantId: randomToken('g_'),
        };
        const store = oauthOf(db);
        store.oauthTokens = store.oauthTokens.filter((t) => t.refreshToken !== '' || t.accessExp > now);
        store.oauthTokens.push(token);
        return {
            access_token: token.accessToken,
            token_type: 'Bearer',
            expires_in: AI_TTL_SECONDS,
            scope: token.scope,
            client_id: assistant.id,
            business: { id: session.biz.id, name: session.biz.name },
        };
    }),
];

/** The pair or assistant token behind an access token, while it is valid (for tests and future resource calls). */
export function oauthTokenInfo(db: MockDb, accessToken: string) {
    const token = oauthOf(db).oauthTokens.find((t) => t.accessToken === accessToken && t.accessExp > Date.now());
    return token ? { clientId: token.clientId, userId: token.userId, bizId: token.bizId, scope: token.scope } : null;
}

/** Whether a token with these scopes may make this call (its role is checked as for anyone). */
export function scopeAllows(scopes: string[], call: CallName): boolean {
    const permission = callPermissions[call];
    return scopes.some((scope) => {
        const def = SCOPES[scope];
        if (!def) return false;
        if (def.opens.calls?.includes(call)) return true;
        if (!permission) return false;
        const [resource, action] = permission;
        return def.opens.resources.includes(resource) && (action === 'list' || action === 'show' || !def.readOnly);
    });
}

// The API accepts the tokens this provider issued, within their scopes.
acceptThirdPartyTokens((db, token) => {
    const info = oauthTokenInfo(db, token);
    if (!info) return null;
    const scopes = info.scope.split(/[\s,]+/).filter(Boolean);
    return { userId: info.userId, bizId: info.bizId, allows: (call) => scopeAllows(scopes, call) };
});
