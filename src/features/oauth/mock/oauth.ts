import type { HttpHandler } from 'msw';
import { can } from '../../../providers/access';
import { acceptThirdPartyTokens, badRequest, forbidden, MockError, route } from '../../../mocks/kit';
import { SCOPES, scopeAllows } from '../../../mocks/oauth/scopes';
import { OAUTH_CLIENTS, AI_CLIENT_ID } from '../../../mocks/oauth/clients';
import {
    CODE_TTL_SECONDS,
    AI_TTL_SECONDS,
    oauthOf,
    oauthTokenInfo,
    randomToken,
    issuePair,
    tokenAnswer,
    revokeGrant,
    type MockAuthCode,
    type MockOAuthToken,
} from '../../../mocks/oauth/store';
import { str, invalidGrant, authenticateClient, checkRequest } from '../../../mocks/oauth/checks';

/**
 * The authorization provider: third-party applications ask a console user for access to their
 * business (consent on /oauth/authorize), get a single-use code, exchange it for a token pair,
 * rotate the refresh token, and revoke the pair. Rules for integrators in docs/oauth.md.
 */

export const oauthHandlers: HttpHandler[] = [
    route('authorizeEmpower', (ctx) => {
        const decision = str(ctx.body?.decision);
        if (!['preview', 'approve', 'deny'].includes(decision))
            throw badRequest('Quyết định không hợp lệ (preview, approve hoặc deny)');
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
            throw new MockError(
                401,
                'Mã làm mới đã được thay thế; quyền truy cập của ứng dụng đã bị thu hồi, hãy xin cấp quyền lại',
            );
        }
        const pair = store.oauthTokens.find(
            (t) => t.refreshToken === refreshToken && t.clientId === client.id,
        );
        if (!pair || pair.refreshExp <= Date.now())
            throw new MockError(401, 'Mã làm mới không hợp lệ, đã hết hạn hoặc đã bị thu hồi');
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
            const pair = store.oauthTokens.find(
                (t) => t.refreshToken !== '' && (t.accessToken === token || t.refreshToken === token),
            );
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
            const refused = list.filter(
                (scope) => !SCOPES[scope]?.readOnly || !assistant.scopes.includes(scope),
            );
            if (refused.length)
                throw badRequest(`Trợ lý chỉ được cấp quyền chỉ đọc; không thể cấp: ${refused.join(', ')}`);
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

// The API accepts the tokens this provider issued, within their scopes.
acceptThirdPartyTokens((db, token) => {
    const info = oauthTokenInfo(db, token);
    if (!info) return null;
    const scopes = info.scope.split(/[\s,]+/).filter(Boolean);
    return { userId: info.userId, bizId: info.bizId, allows: (call) => scopeAllows(scopes, call) };
});
